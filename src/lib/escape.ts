/** Escaping for HTML written as text: the prerender, islands' props and the editor's previews. */

/** A value inside a double-quoted attribute. */
export const escapeAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** A value inside a single-quoted attribute (JSON, whose double quotes then need no escaping). */
export const escapeSingleQuoted = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/'/g, '&#39;').replace(/</g, '&lt;');

/** Text between tags. */
export const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** Text between tags, with `>` escaped too (for HTML that is later read as Markdown). */
export const escapeHtml = (s: string) => escapeText(s).replace(/>/g, '&gt;');
