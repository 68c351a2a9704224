/**
 * Writes deploy/nginx.conf, public/_headers and public/_redirects from scripts/lib/deploy-rules.ts.
 * Run `npm run deploy:config` after changing the rules or redirects; a test fails when they are stale.
 * `npm run deploy:config -- --brotli` writes an nginx.conf for an nginx with the ngx_brotli module
 * (`brotli_static on`, sending the build's .br copies); without it, the line is commented out.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from './lib/project-root.ts';
import {
  headerRules,
  netlifyHeaders,
  netlifyRedirects,
  nginxConfig,
  redirectRules,
} from './lib/deploy-rules.ts';

export function deployFiles(root: string, { brotli = false } = {}): Record<string, string> {
  const rules = headerRules(root);
  const redirects = redirectRules(root);
  return {
    'deploy/nginx.conf': nginxConfig(root, rules, redirects, { brotli }),
    'public/_headers': netlifyHeaders(rules),
    'public/_redirects': netlifyRedirects(redirects),
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const brotli = process.argv.includes('--brotli');
  for (const [file, content] of Object.entries(deployFiles(projectRoot, { brotli }))) {
    writeFileSync(path.join(projectRoot, file), content);
    console.log(`wrote ${file}`);
  }
}
