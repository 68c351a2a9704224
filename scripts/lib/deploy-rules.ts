/**
 * Headers and redirects for every way the site is served: the `npm start` server, nginx
 * (deploy/nginx.conf) and static hosts that read public/_headers and public/_redirects.
 * This file is the one source; `npm run deploy:config` writes the other formats from it.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { ENTRY_LOADER } from '../../src/lib/entry-loader.ts';
import { fill } from '../../src/lib/format.ts';
import { SPECULATION_RULES } from '../../src/lib/speculation-rules.ts';
import type { Redirect } from '../../src/schema/index.ts';

export interface HeaderRule {
  /** Path pattern: exact path, or a prefix ending in `*` */
  pattern: string;
  headers: Record<string, string>;
}

/** The settings of site.yaml that name other origins (read before validation, so each may be absent). */
export function siteSettings(root: string) {
  return parse(readFileSync(path.join(root, 'content/data/site.yaml'), 'utf8')) as {
    forms?: { endpoint?: string };
    analytics?: { endpoint?: string };
    editor?: { backend?: string; authUrl?: string };
  };
}

/** The origins of the http(s) URLs among `urls`. */
const originsOf = (...urls: (string | undefined)[]) =>
  urls.filter((u): u is string => Boolean(u && /^https?:\/\//.test(u))).map((u) => new URL(u).origin);

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** Directives both policies end with: nothing may frame, embed or re-base the page. */
const LOCKED = ["form-action 'self'", "frame-ancestors 'none'", "base-uri 'self'", "object-src 'none'"];

function contentSecurityPolicy(root: string): string {
  const site = siteSettings(root);
  const connect = ["'self'", ...originsOf(site.forms?.endpoint, site.analytics?.endpoint)].join(' ');
  return [
    "default-src 'self'",
    // Pagefind's search runs WebAssembly; of inline scripts, only the entry's loader and the
    // speculation rules, each by its hash.
    `script-src 'self' 'wasm-unsafe-eval' ${[ENTRY_LOADER, SPECULATION_RULES].map(sha256).join(' ')}`,
    // React sets style attributes (carousel columns, progress widths); no inline <style> needed otherwise.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${connect}`,
    ...LOCKED,
    'upgrade-insecure-requests',
  ].join('; ');
}

/**
 * The editor's own policy, for /admin/ only: Decap CMS checks its configuration with code it compiles
 * at run time (hence 'unsafe-eval'), injects its styles, shows uploads as blob: URLs and talks to the
 * Git host. The site's pages keep the strict policy above.
 */
function editorContentSecurityPolicy(root: string): string {
  // It talks to the Git host of site.yaml's `editor` settings, and to its sign-in.
  const { editor } = siteSettings(root);
  const gitHost = editor?.backend === 'gitlab' ? 'https://gitlab.com' : 'https://api.github.com';
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self' ${[gitHost, ...originsOf(editor?.authUrl)].join(' ')}`,
    "frame-src 'self' blob:",
    ...LOCKED,
  ].join('; ');
}

export function headerRules(root: string): HeaderRule[] {
  const aYear = 'public, max-age=31536000, immutable';
  // /admin/: the editor's policy, and its sign-in window may talk back to it.
  const editor = {
    'Content-Security-Policy': editorContentSecurityPolicy(root),
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    'X-Robots-Tag': 'noindex',
  };
  return [
    {
      pattern: '/*',
      headers: {
        'Content-Security-Policy': contentSecurityPolicy(root),
        'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
        'X-Frame-Options': 'DENY',
        'Cross-Origin-Opener-Policy': 'same-origin',
        // HTML and everything without a hash in its name: always revalidate.
        'Cache-Control': 'public, max-age=0, must-revalidate',
      },
    },
    // Vite puts a content hash in every file name under /assets: cache for a year.
    { pattern: '/assets/*', headers: { 'Cache-Control': aYear } },
    { pattern: '/fonts/*', headers: { 'Cache-Control': aYear } },
    { pattern: '/media/*', headers: { 'Cache-Control': 'public, max-age=86400, must-revalidate' } },
    // The writers' editor, when site.yaml builds it (dist/admin/).
    { pattern: '/admin/*', headers: editor },
    { pattern: '/admin/assets/*', headers: { ...editor, 'Cache-Control': aYear } },
  ];
}

export function redirectRules(root: string) {
  const list = parse(readFileSync(path.join(root, 'content/data/redirects.yaml'), 'utf8')) as Redirect[];
  return list.map((r) => ({ from: r.from, to: r.to, status: 301 as const }));
}
type RedirectRule = ReturnType<typeof redirectRules>[number];

/** Headers for one request path: later, more specific rules override earlier ones. */
export function headersFor(rules: HeaderRule[], urlPath: string): Record<string, string> {
  const match = ({ pattern }: HeaderRule) =>
    pattern.endsWith('*') ? urlPath.startsWith(pattern.slice(0, -1)) : urlPath === pattern;
  return Object.fromEntries(rules.filter(match).flatMap((r) => Object.entries(r.headers)));
}

/** Headers that two matching rules must not both send (a host would join the two policies). */
const REPLACED = ['Content-Security-Policy', 'Cross-Origin-Opener-Policy'];

export function netlifyHeaders(rules: HeaderRule[]): string {
  // A rule that replaces one of those detaches the `/*` value first (`! Name`).
  const line = (r: HeaderRule) => (k: string) =>
    r.pattern !== '/*' && REPLACED.includes(k)
      ? [`  ! ${k}`, `  ${k}: ${r.headers[k]}`]
      : [`  ${k}: ${r.headers[k]}`];
  const block = (r: HeaderRule) => [r.pattern, ...Object.keys(r.headers).flatMap(line(r))].join('\n');
  return `${rules.map(block).join('\n\n')}\n`;
}

export function netlifyRedirects(redirects: RedirectRule[]): string {
  const lines = redirects.flatMap((r) => [`${r.from} ${r.to} ${r.status}`, `${r.from}/ ${r.to} ${r.status}`]);
  return `${lines.join('\n')}\n`;
}

/**
 * deploy/nginx.conf: the template scripts/templates/nginx.conf with the rules and redirects filled
 * in. `brotli`: the server has ngx_brotli, so `brotli_static` sends the build's .br copies (without
 * it, the line is there commented out: nginx refuses a directive of a module it lacks).
 */
export function nginxConfig(
  root: string,
  rules: HeaderRule[],
  redirects: RedirectRule[],
  { brotli = false } = {},
): string {
  const add = (headers: Record<string, string>) =>
    Object.entries(headers)
      .map(([k, v]) => `        add_header ${k} "${v.replace(/"/g, '\\"')}" always;`)
      .join('\n');
  const global = rules.find((r) => r.pattern === '/*')!.headers;
  const prefixBlocks = rules
    .filter((r) => r.pattern !== '/*')
    .map((r) => {
      // nginx drops inherited add_header lines in a block that adds its own: repeat them.
      const merged = { ...global, ...r.headers };
      const where = r.pattern.endsWith('*') ? `^~ ${r.pattern.slice(0, -1)}` : `= ${r.pattern}`;
      return `    location ${where} {\n${add(merged)}\n        try_files $uri =404;\n    }`;
    });
  const redirectLines = redirects.flatMap((r) =>
    [r.from, `${r.from}/`].map((from) => `    location = ${from} { return ${r.status} ${r.to}; }`),
  );
  const template = readFileSync(path.join(root, 'scripts/templates/nginx.conf'), 'utf8');
  return fill(template, {
    brotli: `    ${brotli ? '' : '# '}brotli_static on;`,
    redirects: redirectLines.join('\n'),
    global: add(global),
    blocks: prefixBlocks.join('\n\n'),
  });
}
