/** The `editor` settings of content/data/site.yaml, checked by the site schema. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { siteSchema, type Site } from '../../../src/schema/index.ts';

export function siteEditorSettings(root: string): Site['editor'] {
  const site = parse(readFileSync(path.join(root, 'content/data/site.yaml'), 'utf8')) as { editor?: unknown };
  return siteSchema.shape.editor.parse(site.editor);
}
