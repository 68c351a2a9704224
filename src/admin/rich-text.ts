/**
 * What a writer types in Rich Text is text: braces and angle brackets are written to the file
 * escaped (`\{`, `\<`), so MDX reads "{product, torque}" or "<Callout>" as the words typed, never
 * as an expression or a tag. Registered with the body editor as a remark plugin; it acts only when
 * the editor writes Markdown (its old remark has a `Compiler` then), not when it reads a file,
 * which turns `\{` back into `{`. The editor hands typed text over as `html` nodes (already
 * escaped for Markdown, so it is not escaped twice); Rich Text holds no HTML of a writer's own, so
 * every such node is typed text. Tags inserted from the + menu are blocks of their own (blocks.ts)
 * and never pass through here as text.
 */
interface TextNode {
  type: string;
  value?: string;
  children?: TextNode[];
}

const MDX_SYNTAX = /[{}<]/g;

function escapeText(node: TextNode) {
  if ((node.type === 'text' || node.type === 'html') && typeof node.value === 'string')
    node.value = node.value.replace(MDX_SYNTAX, (c) => `\\${c}`);
  node.children?.forEach(escapeText);
}

export function remarkEscapeText(this: { Compiler?: unknown }) {
  return this.Compiler ? escapeText : undefined;
}
