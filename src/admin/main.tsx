/**
 * The writers' editor (Decap CMS) at /admin/: a bundle of its own, never imported by the site's
 * pages. Its collections and fields are generated from content.config.ts and the schemas
 * (virtual:editor-config); it reads and writes entries in the content files' own format, offers
 * the MDX registry's tags as blocks, previews drawn by the site's own render (src/admin/preview.tsx), and
 * refuses a save the validator would reject.
 */
import CMS from 'decap-cms-app';
import { config, editorial, entrySchemas, markdown } from 'virtual:editor-config';
import siteCss from '../styles/index.css?inline';
import { editorBlocks } from './blocks.ts';
import { entryProblems, formatProblems, type EntryRules } from './checks.ts';
import { asWritten, mdxFrontmatter } from './format.ts';
import { registerPreviews } from './preview.tsx';
import { serverProblems } from './server-check.ts';
import { registerValidatingWidgets } from './widgets.tsx';

function rulesFor(collection: string): EntryRules | undefined {
  const schema = entrySchemas[collection];
  const rule = editorial[collection];
  return schema && rule
    ? { schema, editorial: rule, ...(markdown[collection] ? { markdown: markdown[collection] } : {}) }
    : undefined;
}

CMS.registerCustomFormat('mdx-frontmatter', 'mdx', mdxFrontmatter);
for (const block of editorBlocks) CMS.registerEditorComponent(block);
registerValidatingWidgets(CMS, rulesFor);
CMS.registerPreviewStyle(siteCss, { raw: true });
registerPreviews(CMS, config.collections);

// The last guard: the whole entry, as it will be written, checked once more before it is saved:
// in the browser, then by the validator itself on the dev server (photo sizes and links too).
CMS.registerEventListener({
  name: 'preSave',
  handler: async ({ entry }) => {
    const rules = rulesFor(String(entry.get('collection')));
    if (!rules) return undefined;
    const data = (entry.get('data') as { toJS: () => Record<string, unknown> }).toJS();
    const problems = entryProblems(rules, asWritten(data));
    const folder = config.collections.find((c) => c.name === entry.get('collection'))?.folder;
    if (problems.length === 0 && folder) problems.push(...(await serverProblems(entry, folder)));
    if (problems.length > 0)
      throw new Error(`npm run validate would reject this entry:\n${formatProblems(problems)}`);
    return undefined;
  },
});

// On the local files (`npm run edit`) the pages are on this dev server: "View Live" and the
// header's link open them here, not on the public site.
const local = (config as { backend: { name: string } }).backend.name === 'proxy';
const here = local ? { site_url: window.location.origin, display_url: window.location.origin } : {};
CMS.init({ config: { ...config, ...here } as never });
