/**
 * deploy/nginx.conf in a real nginx, where one is installed (CI installs nginx-light): the config
 * passes `nginx -t`, a request through it gets the same headers as the npm start server, and
 * pages and bundles are the build's gzip copies, sent as they are. Where ngx_brotli's static module
 * is installed too (CI installs it), the config `npm run deploy:config -- --brotli` writes sends the
 * build's Brotli copies to a browser that accepts them.
 */
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { brotliStaticModule, nginxBinary, prepareNginx } from '../../scripts/lib/nginx.ts';
import { outputFile } from '../../scripts/prerender.ts';
import { dist, rawGet, root } from './support.ts';

let nginx: Awaited<ReturnType<typeof prepareNginx>>;
let proc: ChildProcess | undefined;

describe.skipIf(!nginxBinary)('nginx', () => {
  beforeAll(async () => {
    nginx = await prepareNginx(root, dist);
  });
  afterAll(() => {
    proc?.kill('SIGQUIT');
    if (!process.env.KEEP_NGINX) nginx?.remove();
  });

  test('accepts the generated config', () => {
    const check = nginx.check();
    expect(check.stderr).toContain('test is successful');
    expect(check.status).toBe(0);
  });

  test('serves pages with the security and cache headers, 404s and redirects', async () => {
    proc = await nginx.start();
    const base = nginx.url;
    const res = await fetch(`${base}/projects/otto`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<h1');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('strict-transport-security')).toContain('max-age=');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toContain('must-revalidate');
    const html = await (await fetch(`${base}/`)).text();
    const asset = /(?:src|data-entry)="(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
    const js = await fetch(base + asset);
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(js.headers.get('x-content-type-options')).toBe('nosniff');
    const missing = await fetch(`${base}/no/such/page`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Page not found');
    const moved = await fetch(`${base}/services/microgrids`, { redirect: 'manual' });
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toMatch(/\/services\/microgrid-controls$/);
  });

  test('sends the build’s gzip copies of pages, bundles and art as they are', async () => {
    proc ??= await nginx.start();
    const page = outputFile(dist, '/projects/otto');
    const html = readFileSync(page, 'utf8');
    const script = /(?:src|data-entry)="(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
    const files = {
      '/projects/otto': page,
      [script]: `${dist}${script}`,
      '/favicon.svg': `${dist}/favicon.svg`,
    };
    for (const [url, file] of Object.entries(files)) {
      const gz = await rawGet(nginx.url + url, 'gzip');
      expect(gz.headers['content-encoding'], url).toBe('gzip');
      expect(gz.headers.vary, url).toContain('Accept-Encoding');
      // The precompressed file itself (gzip -9), not one nginx compressed at its level 5.
      expect(gz.body.equals(readFileSync(`${file}.gz`)), `${url} is ${file}.gz`).toBe(true);
      expect(gunzipSync(gz.body).equals(readFileSync(file)), url).toBe(true);
    }
    const plain = await rawGet(`${nginx.url}/projects/otto`, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(html);
  });
});

describe.skipIf(!nginxBinary || !brotliStaticModule)('nginx with ngx_brotli', () => {
  let brotli: Awaited<ReturnType<typeof prepareNginx>>;
  let running: ChildProcess | undefined;
  afterAll(() => {
    running?.kill('SIGQUIT');
    brotli?.remove();
  });

  test('sends the build’s Brotli copies to a browser that accepts them, gzip to one that does not', async () => {
    brotli = await prepareNginx(root, dist, { brotli: true });
    expect(brotli.check().status).toBe(0);
    running = await brotli.start();
    const page = outputFile(dist, '/projects/otto');
    const script = /(?:src|data-entry)="(\/assets\/[^"]+\.js)"/.exec(readFileSync(page, 'utf8'))![1]!;
    for (const [url, file] of Object.entries({ '/projects/otto': page, [script]: `${dist}${script}` })) {
      const br = await rawGet(brotli.url + url, 'br, gzip');
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(br.body.equals(readFileSync(`${file}.br`)), `${url} is ${file}.br`).toBe(true);
      expect(brotliDecompressSync(br.body).equals(readFileSync(file)), url).toBe(true);
      const gz = await rawGet(brotli.url + url, 'gzip');
      expect(gz.headers['content-encoding'], url).toBe('gzip');
      expect(gz.body.equals(readFileSync(`${file}.gz`)), `${url} is ${file}.gz`).toBe(true);
    }
  });
});
