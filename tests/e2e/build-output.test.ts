/** The built dist/: every route of the manifest is a prerendered HTML file with its content. */
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { COMPRESSIBLE } from '../../scripts/lib/precompress.ts';
import { outputFile } from '../../scripts/prerender.ts';
import { escapeText } from '../../src/lib/escape.ts';
import { dist, rawGet, readManifest, serveDist, serveFolder } from './support.ts';

const manifest = readManifest();
const count = (html: string, re: RegExp) => (html.match(re) ?? []).length;

describe('prerendered dist/', () => {
  test('writes one HTML file per route with exactly one <main> and one <h1>', () => {
    const missing: string[] = [];
    for (const r of manifest.routes) {
      const file = outputFile(dist, r.path);
      if (!existsSync(file)) {
        missing.push(r.path);
        continue;
      }
      const html = readFileSync(file, 'utf8');
      expect(count(html, /<main\b/g), `${r.path} <main>`).toBe(1);
      expect(count(html, /<h1\b/g), `${r.path} <h1>`).toBe(1);
      expect(html, `${r.path} <title>`).toMatch(/<title>[^<]+<\/title>/);
      expect(html, `${r.path} canonical`).toMatch(/<link rel="canonical" href="https:\/\/[^"]+"/);
      expect(html, `${r.path} og:title`).toMatch(/<meta property="og:title" content="[^"]+"/);
    }
    expect(missing).toEqual([]);
  });

  test('gives every indexed page a unique title and description', () => {
    const titles = new Map<string, string>();
    for (const r of manifest.routes.filter((x) => x.index)) {
      const html = readFileSync(outputFile(dist, r.path), 'utf8');
      const title = /<title>([^<]+)<\/title>/.exec(html)![1]!;
      expect(titles.get(title), `${r.path} shares its title with ${titles.get(title)}`).toBeUndefined();
      titles.set(title, r.path);
    }
  });

  test('holds the full content in the HTML before any script runs', () => {
    // Every case study's facts and every article's excerpt, as the content gives them.
    for (const r of manifest.routes) {
      const html = readFileSync(outputFile(dist, r.path), 'utf8');
      if (r.template === 'ProjectDetail') {
        const { area, year, location } = r.data.project;
        const unit = manifest.shell.labels.project.areaUnit;
        for (const fact of [`${area} ${unit}`, String(year), location]) expect(html, r.path).toContain(fact);
      }
      if (r.template === 'Article') expect(html, r.path).toContain(escapeText(r.data.post.excerpt));
    }
  });

  test('writes a 404 page and redirect pages for the legacy paths', () => {
    expect(readFileSync(path.join(dist, '404.html'), 'utf8')).toMatch(/<h1[^>]*>Page not found<\/h1>/);
    for (const r of manifest.redirects) {
      const html = readFileSync(outputFile(dist, r.from), 'utf8');
      expect(html).toContain(`<meta http-equiv="refresh" content="0; url=${r.to}">`);
      expect(html).toContain(`rel="canonical" href="https://`);
    }
  });

  test('links only to pages that exist', () => {
    const known = new Set([...manifest.routes.map((r) => r.path), ...manifest.redirects.map((r) => r.from)]);
    const broken = new Set<string>();
    for (const r of manifest.routes) {
      const html = readFileSync(outputFile(dist, r.path), 'utf8');
      for (const m of html.matchAll(/href="(\/[^"#?]*)/g)) {
        const href = m[1]!.replace(/(.)\/$/, '$1');
        if (known.has(href) || existsSync(path.join(dist, href))) continue;
        broken.add(`${r.path} -> ${href}`);
      }
    }
    expect([...broken]).toEqual([]);
  });

  test('pages carry their content, not the app: no content in the bundles, no shell block, islands with their own props', () => {
    const assets = readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js'));
    const withRoutes = assets.filter((f) =>
      readFileSync(path.join(dist, 'assets', f), 'utf8').includes('"/projects/otto"'),
    );
    expect(withRoutes).toEqual([]);
    const html = readFileSync(outputFile(dist, '/projects/otto'), 'utf8');
    expect(html).not.toMatch(/id="(route-modules|site-shell)"/);
    expect(html).not.toContain('modulepreload');
    // The body is in the page, its links plain links.
    expect(html).toContain('<a href="/services/power-distribution"');
    const islands = [
      ...html.matchAll(
        /data-island="(\w+)" data-ids="([\w-]+)"(?: data-hydrate="\w+")? data-props='([^']*)'/g,
      ),
    ];
    expect(islands.map((m) => m[1])).toEqual(expect.arrayContaining(['Gallery']));
    for (const [, , , props] of islands) {
      const json = props!.replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&amp;/g, '&');
      expect(() => JSON.parse(json) as unknown).not.toThrow();
    }
  });
});

describe('search index', () => {
  test("holds the script the search loads and its index, not Pagefind's unused search interfaces", () => {
    const files = readdirSync(path.join(dist, 'pagefind'), { recursive: true, encoding: 'utf8' });
    for (const used of ['pagefind.js', 'pagefind-worker.js', 'pagefind-entry.json'])
      expect(files, used).toContain(used);
    expect(files.some((f) => f.startsWith(`fragment${path.sep}`))).toBe(true);
    expect(files.filter((f) => /^pagefind-(?:ui|modular-ui|component-ui|highlight)\./.test(f))).toEqual([]);
  });
});

describe('precompressed copies', () => {
  test('every HTML, CSS, JS, SVG, XML and JSON file has a Brotli and a gzip copy of its bytes', () => {
    const files = readdirSync(dist, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && COMPRESSIBLE.test(e.name))
      .map((e) => path.join(e.parentPath, e.name))
      .filter((f) => !path.relative(dist, f).startsWith('.'));
    expect(files.filter((f) => f.endsWith('.html')).length).toBeGreaterThan(manifest.routes.length / 2);
    for (const ext of ['.css', '.js', '.svg', '.xml', '.json'])
      expect(files.some((f) => f.endsWith(ext))).toBe(true);
    const missing = files.filter((f) => !existsSync(`${f}.br`) || !existsSync(`${f}.gz`));
    expect(missing.map((f) => path.relative(dist, f))).toEqual([]);
    // A sample of each kind decodes to the file itself.
    for (const ext of ['.html', '.css', '.js', '.svg', '.xml', '.json']) {
      const file = files.find((f) => f.endsWith(ext))!;
      const bytes = readFileSync(file);
      expect(brotliDecompressSync(readFileSync(`${file}.br`)).equals(bytes), `${file}.br`).toBe(true);
      expect(gunzipSync(readFileSync(`${file}.gz`)).equals(bytes), `${file}.gz`).toBe(true);
    }
  });
});

describe('npm start server', () => {
  test('sends what dist/ holds now, when a build rewrites it while the server runs', async () => {
    const copy = mkdtempSync(path.join(tmpdir(), 'served-dist-'));
    for (const file of ['404.html', '404.html.gz', 'robots.txt', 'robots.txt.br', 'robots.txt.gz'])
      cpSync(path.join(dist, file), path.join(copy, file));
    const server = await serveFolder(copy);
    const url = `${server.url}/robots.txt`;
    try {
      expect((await rawGet(url, 'br')).headers['content-encoding']).toBe('br');
      // A rebuild: a longer file, and its compressed copies not yet written.
      const rebuilt = `${readFileSync(path.join(copy, 'robots.txt'), 'utf8')}# rebuilt\n`;
      writeFileSync(path.join(copy, 'robots.txt'), rebuilt);
      for (const ext of ['.br', '.gz']) rmSync(path.join(copy, `robots.txt${ext}`));
      const now = await rawGet(url, 'br, gzip');
      expect(now.headers['content-encoding']).toBeUndefined();
      expect(now.body.toString()).toBe(rebuilt);
    } finally {
      await server.close();
      rmSync(copy, { recursive: true, force: true });
    }
  });

  test('sends the built Brotli or gzip copy the browser accepts, else plain bytes', async () => {
    const page = outputFile(dist, '/projects/otto');
    const html = readFileSync(page, 'utf8');
    const script = /(?:src|data-entry)="(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
    const sheet = /href="(\/assets\/[^"]+\.css)"/.exec(html)![1]!;
    const server = await serveDist();
    try {
      const br = await rawGet(`${server.url}/projects/otto`, 'gzip, deflate, br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toMatch(/^text\/html;\s?charset=utf-8$/);
      expect(br.headers.vary).toContain('Accept-Encoding');
      // The build's copy as it is: nothing is compressed on request.
      expect(br.body.equals(readFileSync(`${page}.br`))).toBe(true);
      expect(brotliDecompressSync(br.body).toString()).toBe(html);
      const gz = await rawGet(`${server.url}/projects/otto`, 'gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gz.headers.vary).toContain('Accept-Encoding');
      expect(gz.body.equals(readFileSync(`${page}.gz`))).toBe(true);
      expect(gunzipSync(gz.body).toString()).toBe(html);
      const plain = await rawGet(`${server.url}/projects/otto`, 'identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe(html);
      const types = {
        [script]: /^text\/javascript/,
        [sheet]: /^text\/css/,
        '/favicon.svg': /^image\/svg\+xml/,
      };
      for (const [url, type] of Object.entries(types)) {
        for (const [accept, encoding] of [
          ['br', 'br'],
          ['gzip', 'gzip'],
        ] as const) {
          const res = await rawGet(`${server.url}${url}`, accept);
          expect(res.headers['content-encoding'], `${url} ${accept}`).toBe(encoding);
          expect(res.headers['content-type'], `${url} ${accept}`).toMatch(type);
          expect(res.headers.vary, `${url} ${accept}`).toContain('Accept-Encoding');
          const decoded = encoding === 'br' ? brotliDecompressSync(res.body) : gunzipSync(res.body);
          expect(decoded.equals(readFileSync(path.join(dist, url))), `${url} ${accept}`).toBe(true);
        }
      }
      const missing = await rawGet(`${server.url}/no/such/page`, 'br');
      expect(missing.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(missing.body).toString()).toContain('Page not found');
    } finally {
      await server.close();
    }
  });
});
