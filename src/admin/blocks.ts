/**
 * The body editor's blocks: one per custom tag of the MDX component registry (src/mdx/
 * components.tsx), so `<Note>…</Note>` is a block the writer inserts from the + menu and edits
 * as a form, and is written back as the same tag, never as escaped text.
 */
import { CONTENT_TAGS } from '../mdx/options.ts';
import { escapeHtml } from '../lib/escape.ts';

/**
 * The block for a tag whose content is Markdown text, such as `<Note>`, as Decap CMS's
 * `registerEditorComponent` takes it.
 */
export function blockFor(tag: string) {
  return {
    id: tag,
    label: tag,
    fields: [
      {
        name: 'text',
        label: 'Text',
        widget: 'text',
        hint: `The text of the ${tag.toLowerCase()}, formatted like the body.`,
      },
    ],
    // A block starts with the opening tag and ends with the closing one (it may span lines).
    pattern: new RegExp(`^<${tag}>([\\s\\S]*?)</${tag}>`),
    fromBlock: (match: RegExpMatchArray) => ({ text: (match[1] ?? '').trim() }),
    toBlock: ({ text = '' }: { text?: string }) => `<${tag}>${text.trim()}</${tag}>`,
    toPreview: ({ text = '' }: { text?: string }) => `<aside class="note">${escapeHtml(text)}</aside>`,
  };
}

export const editorBlocks = CONTENT_TAGS.map(blockFor);
