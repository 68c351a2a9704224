/**
 * The writers' editor as a bundle of its own (dist/admin/), built only when content/data/site.yaml
 * enables it (scripts/build.ts). A separate build, so nothing of it can end up in the site's
 * bundles; its configuration is generated from the schemas for the Git host site.yaml names.
 * `npm run edit` serves the same build, made for the local files (scripts/lib/editor/bundle.ts).
 */
import { defineConfig } from 'vite';
import { adminBuildConfig } from './scripts/lib/editor/bundle.ts';
import { siteEditorSettings } from './scripts/lib/editor/settings.ts';

const root = import.meta.dirname;

export default defineConfig(adminBuildConfig(root, { git: siteEditorSettings(root) }, `${root}/dist/admin`));
