/**
 * The editor in the production build: dist/admin/ is built (vite.admin.config.ts, a bundle of its
 * own) only when content/data/site.yaml turns `editor.enabled` on; otherwise the site has no /admin/.
 */
import path from 'node:path';
import type { build } from 'vite';
import { siteEditorSettings } from './settings.ts';

export async function buildEditor(root: string, viteBuild: typeof build) {
  if (siteEditorSettings(root).enabled)
    await viteBuild({ configFile: path.join(root, 'vite.admin.config.ts'), logLevel: 'warn' });
}
