/**
 * A remark plugin that keeps content files writing, not code: imports, exports, `{expressions}`,
 * fragments, attribute expressions and tags the component registry does not provide are reported
 * with their line and column. Every problem in a file is reported at once: each becomes a fatal
 * message on the file, and the compile step refuses a file that has any.
 */
import type { Nodes, Root } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';

function problemsOf(node: Nodes, tags: readonly string[]) {
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
      else if (/^[A-Z]/.test(name) && !tags.includes(name))
        out.push(`unknown component <${name}>; content can use ${tags.map((t) => `<${t}>`).join(', ')}`);
      const computed = node.attributes.some(
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

/** `tags`: the capitalised tag names a writer may use (the registry's custom components). */
export function remarkContentOnly({ tags }: { tags: readonly string[] }) {
  return (tree: Root, file: VFile) => {
    visit(tree, (node) => {
      for (const reason of problemsOf(node, tags))
        file.message(reason, { place: node.position }).fatal = true;
    });
  };
}
