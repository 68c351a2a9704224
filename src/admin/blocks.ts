/**
 * The body editor's blocks: one per custom tag of the MDX component registry (src/mdx/
 * components.tsx), so `<Note>…</Note>` is a block the writer inserts from the + menu and edits
 * as a form, and is written back as the same tag, never as escaped text.
 */
import { CONTENT_TAGS } from '../mdx/options.ts';
import { escapeHtml } from '../lib/escape.ts';

/** What Decap CMS's `registerEditorComponent` takes for a block. */
export interface EditorBlock {
  id: string;
  label: string;
  fields: { name: string; label: string; widget: string; hint?: string }[];
  pattern: RegExp;
  fromBlock: (match: RegExpMatchArray) => { text: string };
  toBlock: (data: { text?: string }) => string;
  toPreview: (data: { text?: string }) => string;
}

/** The block for a tag whose content is Markdown text, such as `<Note>`. */
export function blockFor(tag: string): EditorBlock {
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
    fromBlock: (match) => ({ text: (match[1] ?? '').trim() }),
    toBlock: ({ text = '' }) => `<${tag}>${text.trim()}</${tag}>`,
    toPreview: ({ text = '' }) => `<aside class="note">${escapeHtml(text)}</aside>`,
  };
}

export const editorBlocks: EditorBlock[] = CONTENT_TAGS.map(blockFor);
