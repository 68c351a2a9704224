/**
 * Writes deploy/nginx.conf, public/_headers and public/_redirects from scripts/lib/deploy-rules.ts.
 * Run `npm run deploy:config` after changing the rules or redirects; a test fails when they are stale.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from './generate.ts';
import {
  headerRules,
  netlifyHeaders,
  netlifyRedirects,
  nginxConfig,
  redirectRules,
} from './lib/deploy-rules.ts';

export function deployFiles(root: string): Record<string, string> {
  const rules = headerRules(root);
  const redirects = redirectRules(root);
  return {
    'deploy/nginx.conf': nginxConfig(root, rules, redirects),
    'public/_headers': netlifyHeaders(rules),
    'public/_redirects': netlifyRedirects(redirects),
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  for (const [file, content] of Object.entries(deployFiles(projectRoot))) {
    writeFileSync(path.join(projectRoot, file), content);
    console.log(`wrote ${file}`);
  }
}
