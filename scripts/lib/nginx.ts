/**
 * The project's own deploy/nginx.conf in a real nginx on loopback, for the tests and the benchmark
 * (`npm run bench` measures the gzip profile through it): the server block as generated, with
 * `root` set to the dist/ given and `listen` to a free port on 127.0.0.1, inside a main config
 * that keeps every file nginx writes in a temporary folder. Where no nginx is installed,
 * `nginxBinary` is undefined (CI installs nginx-light).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { headerRules, nginxConfig, redirectRules } from './deploy-rules.ts';

export const nginxBinary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));

/** ngx_brotli's static part as a dynamic module (Debian: libnginx-mod-http-brotli-static), if installed. */
export const brotliStaticModule = [
  '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
  '/usr/lib64/nginx/modules/ngx_http_brotli_static_module.so',
].find((p) => existsSync(p));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** The main config around the project's server block, for a temporary folder `dir`. */
export function nginxTestConfig(
  root: string,
  dist: string,
  dir: string,
  port: number,
  brotli = false,
): string {
  // With `brotli`, what `npm run deploy:config -- --brotli` writes in its place.
  const deployed = brotli
    ? nginxConfig(root, headerRules(root), redirectRules(root), { brotli })
    : readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8');
  const server = deployed
    .replace(/root \/var\/www\/site\/dist;/, `root ${dist};`)
    .replace(/listen 8080;/, `listen 127.0.0.1:${port};`);
  const modules = brotli ? `load_module ${brotliStaticModule};\n` : '';
  return `${modules}${process.getuid?.() === 0 ? 'user root;\n' : ''}daemon off;
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

/**
 * Writes the config into a new temporary folder; `check` runs `nginx -t` on it. `brotli`: with
 * ngx_brotli's `brotli_static on`, as `npm run deploy:config -- --brotli` writes it.
 */
export async function prepareNginx(root: string, dist: string, { brotli = false } = {}) {
  if (!nginxBinary) throw new Error('nginx is not installed (apt-get install nginx-light)');
  if (brotli && !brotliStaticModule)
    throw new Error('ngx_brotli is not installed (apt-get install libnginx-mod-http-brotli-static)');
  const dir = mkdtempSync(path.join(tmpdir(), 'site-nginx-'));
  mkdirSync(path.join(dir, 'body'));
  const port = await freePort();
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(conf, nginxTestConfig(root, dist, dir, port, brotli));
  const args = ['-p', dir, '-c', conf];
  const url = `http://127.0.0.1:${port}`;
  return {
    dir,
    url,
    check: () => spawnSync(nginxBinary, ['-t', ...args], { encoding: 'utf8' }),
    /** Starts nginx and waits (at most 5 s) until it answers. */
    async start() {
      const proc = spawn(nginxBinary, args, { stdio: 'ignore' });
      for (let i = 0; i < 50; i++) {
        const res = await fetch(`${url}/`).catch(() => undefined);
        if (res) return proc;
        await new Promise((r) => setTimeout(r, 100));
      }
      proc.kill('SIGQUIT');
      throw new Error(`nginx did not answer on ${url}: see ${dir}/error.log`);
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
