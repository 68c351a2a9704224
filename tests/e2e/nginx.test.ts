/**
 * deploy/nginx.conf in a real nginx, where one is installed (CI installs nginx-light): the config
 * passes `nginx -t`, and a request through it gets the same headers as the npm start server.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { dist, root } from './support.ts';

const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
let dir: string;
let port: number;
let proc: ChildProcess | undefined;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const p = (s.address() as { port: number }).port;
      s.close(() => resolve(p));
    });
  });
}

function config(): string {
  const server = readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8')
    .replace(/root \/var\/www\/site\/dist;/, `root ${dist};`)
    .replace(/listen 8080;/, `listen 127.0.0.1:${port};`);
  return `${process.getuid?.() === 0 ? 'user root;\n' : ''}daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 64; }
http {
  include /etc/nginx/mime.types;
  types { application/manifest+json webmanifest; }
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${server}
}
`;
}

describe.skipIf(!nginx)('nginx', () => {
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'site-nginx-'));
    mkdirSync(path.join(dir, 'body'));
    port = await freePort();
    writeFileSync(path.join(dir, 'nginx.conf'), config());
  });
  afterAll(() => {
    proc?.kill('SIGQUIT');
    if (!process.env.KEEP_NGINX) rmSync(dir, { recursive: true, force: true });
  });

  test('accepts the generated config', () => {
    const check = spawnSync(nginx!, ['-t', '-p', dir, '-c', path.join(dir, 'nginx.conf')], {
      encoding: 'utf8',
    });
    expect(check.stderr).toContain('test is successful');
    expect(check.status).toBe(0);
  });

  test('serves pages with the security and cache headers, 404s and redirects', async () => {
    proc = spawn(nginx!, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: 'ignore' });
    const base = `http://127.0.0.1:${port}`;
    let res: Response | undefined;
    for (let i = 0; i < 50 && !res; i++) {
      res = await fetch(`${base}/projects/otto`).catch(() => undefined);
      if (!res) await new Promise((r) => setTimeout(r, 100));
    }
    expect(res?.status).toBe(200);
    expect(await res!.text()).toContain('<h1');
    expect(res!.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res!.headers.get('strict-transport-security')).toContain('max-age=');
    expect(res!.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res!.headers.get('cache-control')).toContain('must-revalidate');
    const html = await (await fetch(`${base}/`)).text();
    const asset = /(?:src|data-entry)="(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
    const js = await fetch(base + asset);
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(js.headers.get('x-content-type-options')).toBe('nosniff');
    // Pages are compressed on request; bundles come from their precompressed copies.
    const gz = await fetch(`${base}/projects/otto`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(await gz.text()).toContain('<h1');
    const jsGz = await fetch(base + asset, { headers: { 'accept-encoding': 'gzip' } });
    expect(jsGz.headers.get('content-encoding')).toBe('gzip');
    const missing = await fetch(`${base}/no/such/page`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Page not found');
    const moved = await fetch(`${base}/services/microgrids`, { redirect: 'manual' });
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toMatch(/\/services\/microgrid-controls$/);
  });
});
