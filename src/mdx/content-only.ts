/**
 * A remark plugin that keeps content files writing, not code: imports, exports, `{expressions}`,
 * fragments, attribute expressions and tags the component registry does not provide are reported
 * with their line and column. Every problem in a file is reported at once: each becomes a fatal
 * message on the file, and the compile step refuses a file that has any.
 */
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';

export interface ContentOnlyOptions {
  /** Capitalised tag names a writer may use (the registry's custom components) */
  tags: readonly string[];
}

/** Marks the messages this plugin adds, so callers can tell them from compiler warnings. */
export const CONTENT_ONLY = 'content-only';

interface JsxAttribute {
  type: string;
  value?: unknown;
}

function problemsOf(
  node: { type: string; name?: string | null; attributes?: JsxAttribute[] },
  tags: readonly string[],
) {
  switch (node.type) {
    case 'mdxjsEsm':
      return ['imports and exports are not allowed in content; the site provides every component'];
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      return ['expressions in {braces} are not allowed in content; write the text itself'];
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement': {
      const name = node.name ?? '';
      const out: string[] = [];
      if (!name) out.push('fragments (<>…</>) are not allowed in content');
      else if (/^[A-Z]/.test(name) && !tags.includes(name)) {
        out.push(`unknown component <${name}>; content can use ${tags.map((t) => `<${t}>`).join(', ')}`);
      }
      const computed = (node.attributes ?? []).some(
        (a) => a.type !== 'mdxJsxAttribute' || (a.value !== null && typeof a.value === 'object'),
      );
      if (computed)
        out.push(`<${name}> attributes must be plain values such as title="Text", not {expressions}`);
      return out;
    }
    default:
      return [];
  }
}

export function remarkContentOnly(options: ContentOnlyOptions) {
  return (tree: Root, file: VFile) => {
    visit(tree, (node) => {
      for (const reason of problemsOf(node, options.tags)) {
        const message = file.message(reason, { place: node.position, ruleId: CONTENT_ONLY });
        message.fatal = true;
      }
    });
  };
}
