/** The `editor` settings of content/data/site.yaml, checked by the site schema. */
import { siteSchema, type Site } from '../../../src/schema/index.ts';
import { siteSettings } from '../deploy-rules.ts';

export function siteEditorSettings(root: string): Site['editor'] {
  return siteSchema.shape.editor.parse(siteSettings(root).editor);
}
