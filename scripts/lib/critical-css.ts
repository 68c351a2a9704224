/**
 * The part of a page's stylesheets that its markup can use, to inline in that page.
 *
 * A rule is left out when one of the classes, ids or element names that every one of its
 * selectors requires appears nowhere in the page. Pseudo-classes, pseudo-elements and attribute
 * conditions are not read (`.menu:hover`, `.tab[aria-selected="true"]` and `.card:has(a)` stay when
 * the page has a `.menu`, a `.tab`, a `.card`): what the visitor does without a script, such as
 * hovering, focusing, opening the menu or a details element, keeps its rules. What a script adds
 * once an island hydrates (a class such as `is-ready`, a dialog) is not in the markup: a page with
 * islands loads the whole stylesheet after its first paint (src/lib/entry-loader.ts), so it needs
 * the rules of its first screen only (`firstScreen`).
 *
 * The stylesheet is parsed once per build; each page only scans its markup for the names it uses,
 * and pages that use the same names share the result.
 *
 * Why not beasties (measured on the 66 built pages, same delivery): it matches selectors against
 * the markup as it is, so it drops what a visitor's action needs on a page that never loads the
 * whole sheet (`:focus-visible`, a submenu link's `:hover`, the tabs' `:has()` rules), and
 * its pages are 2.1 % larger gzipped (it keeps the design tokens as declarations).
 */
import postcss, { type ChildNode, type Container, type Declaration, type Root } from 'postcss';

/**
 * A rule and what each of its selectors requires (none: kept as it is), and whether every selector
 * matches only while the visitor acts (`onAction`: hover, focus, an open popover), or a block
 * (@media) of pieces.
 */
type Piece =
  | { text: string; needs?: string[][]; onAction?: boolean; paintText?: string }
  | { open: string; pieces: Piece[] };

/** Declarations that matter only once something changes or the pointer is over it. */
const AFTER_PAINT = /^(?:transition(?:-[\w-]+)?|cursor)$/;

/** A rule's text without the declarations of AFTER_PAINT (empty when that is all it has). */
function paintOnly(rule: ChildNode & { type: 'rule' }): string | undefined {
  if (!rule.nodes.some((n) => n.type === 'decl' && AFTER_PAINT.test(n.prop))) return undefined;
  const copy = rule.clone();
  copy.walkDecls(AFTER_PAINT, (d) => {
    d.remove();
  });
  return copy.nodes.length ? copy.toString() : '';
}

/** Pseudo-classes that match only once the visitor does something. */
const ACTION = /:(?:hover|active|focus|focus-visible|focus-within|popover-open)(?![\w-])/;

/**
 * A selector that is one `:is()` or `:where()` as its alternatives, which a page may use or not
 * one by one (`:is(.tabs ..., .tabs ...)` needs a `.tabs`); any other selector as it is.
 */
function alternatives(selector: string): string[] {
  const whole = /^:(?:is|where)\(([\s\S]*)\)$/.exec(selector.trim());
  if (!whole) return [selector];
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  const inner = whole[1]!;
  for (let i = 0; i < inner.length; i++) {
    const c = inner[i];
    if (c === '(') depth++;
    else if (c === ')') depth--;
    // A closing parenthesis before its opening one: not one call, read the selector as it is.
    if (depth < 0) return [selector];
    if (c === ',' && depth === 0) {
      parts.push(inner.slice(start, i));
      start = i + 1;
    }
  }
  return depth === 0 ? [...parts, inner.slice(start)] : [selector];
}

const ATTRIBUTE = /\[(?:[^\]"']|"[^"]*"|'[^']*')*\]/g;
const PSEUDO_CALL = /::?[\w-]+\([^()]*\)/g;
const PSEUDO = /::?[\w-]+/g;
const NAME = String.raw`((?:[\w-]|\\.)+)`;
const CLASS = new RegExp(String.raw`\.${NAME}`, 'g');
const ID = new RegExp(String.raw`#${NAME}`, 'g');
const unescape = (name: string) => name.replace(/\\(.)/g, '$1');
const VOID = new Set(['area', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'wbr']);

/** The classes (`.x`), ids (`#x`) and element names a selector cannot match without. */
export function selectorNeeds(selector: string): string[] {
  let s = selector.replace(ATTRIBUTE, '');
  // Innermost calls first, until none is left: `:not(:is(.a, .b))`.
  while (s.search(PSEUDO_CALL) !== -1) s = s.replace(PSEUDO_CALL, '');
  s = s.replace(PSEUDO, '');
  const needs = new Set<string>();
  for (const m of s.matchAll(CLASS)) needs.add(`.${unescape(m[1]!)}`);
  for (const m of s.matchAll(ID)) needs.add(`#${unescape(m[1]!)}`);
  for (const compound of s.split(/[\s>+~]+/)) {
    const element = /^[a-zA-Z][\w-]*/.exec(compound)?.[0];
    if (element) needs.add(element.toLowerCase());
  }
  return [...needs];
}

function piecesOf(container: Container): Piece[] {
  return (container.nodes ?? []).flatMap((node: ChildNode): Piece[] => {
    if (node.type === 'rule') {
      const selectors = node.selectors.flatMap(alternatives);
      const onAction = selectors.every((sel) => ACTION.test(sel));
      const paintText = paintOnly(node);
      const piece = { text: node.toString(), needs: selectors.map(selectorNeeds), onAction };
      return [paintText === undefined ? piece : { ...piece, paintText }];
    }
    if (node.type === 'atrule' && node.nodes && /^(media|supports|container|layer)$/i.test(node.name)) {
      const params = node.params ? ` ${node.params}` : '';
      return [{ open: `@${node.name}${params}{`, pieces: piecesOf(node) }];
    }
    // @font-face, @keyframes, @property, @import and the like: kept as they are.
    return node.type === 'comment' ? [] : [{ text: node.toString() }];
  });
}

/** The classes (`.x`), ids (`#x`) and element names a page's markup uses. */
export function markupNames(html: string): Set<string> {
  const names = new Set<string>();
  const markup = html.replace(/<style\b[^>]*>[\s\S]*?<\/style>/gi, '');
  for (const m of markup.matchAll(/<([a-zA-Z][\w-]*)/g)) names.add(m[1]!.toLowerCase());
  for (const m of markup.matchAll(/\sclass="([^"]*)"/g))
    for (const c of m[1]!.split(/\s+/)) if (c) names.add(`.${c}`);
  for (const m of markup.matchAll(/\sid="([^"]*)"/g)) names.add(`#${m[1]}`);
  return names;
}

function emit(pieces: Piece[], used: ReadonlySet<string>, firstPaint: boolean): string {
  let out = '';
  for (const p of pieces) {
    if ('open' in p) {
      const inner = emit(p.pieces, used, firstPaint);
      if (inner) out += `${p.open}${inner}}`;
    } else if (firstPaint && p.onAction) continue;
    else if (!p.needs || p.needs.some((needs) => needs.every((n) => used.has(n))))
      out += firstPaint && p.paintText !== undefined ? p.paintText : p.text;
  }
  return out;
}

function namesIn(pieces: Piece[], into = new Set<string>()): Set<string> {
  for (const p of pieces) {
    if ('open' in p) namesIn(p.pieces, into);
    else p.needs?.forEach((needs) => needs.forEach((n) => into.add(n)));
  }
  return into;
}

/**
 * Design tokens written in place: a custom property that only the top-level `:root` rule sets (none
 * of a media query, a component or the markup) has one value on every page, so the page carries
 * `1rem` rather than `var(--space-4)` and the declaration. The whole sheet keeps them.
 */
function inlineTokens(root: Root) {
  const set = new Map<string, Declaration[]>();
  root.walkDecls(/^--/, (d) => {
    set.set(d.prop, [...(set.get(d.prop) ?? []), d]);
  });
  const tokens = new Map<string, Declaration>();
  for (const [prop, [d, ...more]] of set) {
    const parent = d!.parent as { selector?: string; parent?: unknown };
    if (!more.length && parent.selector === ':root' && parent.parent === root) tokens.set(prop, d!);
  }
  const resolve = (value: string): string =>
    value.replace(/var\((--[\w-]+)\)/g, (call, name: string) => {
      const token = tokens.get(name);
      return token ? resolve(token.value) : call;
    });
  root.walkDecls((d) => {
    if (d.value.includes('var(')) d.value = resolve(d.value);
  });
  const left = root.toString();
  for (const [prop, d] of tokens) {
    const rule = d.parent!;
    if (!left.includes(`var(${prop}`)) d.remove();
    if (!rule.nodes?.length) rule.remove();
  }
}

/**
 * The markup a visitor sees before scrolling, on screens up to 2560 by 1440 pixels: the page up to
 * the end of the third block of its main content. A page with a script inlines the rules of that
 * part only; the script loads the whole sheet once the first screen has painted.
 */
export function firstScreen(html: string): string {
  const blocks = /<(\/?)([a-zA-Z][\w-]*)[^>]*>/g;
  blocks.lastIndex = html.search(/<main[\s>]/);
  if (blocks.lastIndex < 0) return html;
  let depth = 0;
  let ended = 0;
  for (let m = blocks.exec(html); m; m = blocks.exec(html)) {
    if (VOID.has(m[2]!) || m[0].endsWith('/>')) continue;
    depth += m[1] ? -1 : 1;
    if (depth === 1 && m[1] && ++ended === 3) return html.slice(0, blocks.lastIndex);
    if (depth === 0) break;
  }
  return html;
}

/**
 * Prepares a stylesheet (its text, minified or not) for pruning; the function it returns gives
 * the rules a page's markup does not rule out, in the stylesheet's order. `firstPaint`: the rules
 * are for the first paint only (a page with islands, whose loader brings the whole sheet right
 * after it), so those that apply only while the visitor hovers, focuses or opens something stay
 * out too, and so do transitions and cursors.
 */
export function criticalCss(css: string): (html: string, opts?: { firstPaint?: boolean }) => string {
  const root = postcss.parse(css);
  inlineTokens(root);
  const pieces = piecesOf(root);
  const known = namesIn(pieces);
  const done = new Map<string, string>();
  return (html, { firstPaint = false } = {}) => {
    const used = new Set([...markupNames(html)].filter((n) => known.has(n)).sort());
    const key = `${firstPaint ? 'first paint:' : ''}${[...used].join(' ')}`;
    if (!done.has(key)) done.set(key, emit(pieces, used, firstPaint));
    return done.get(key)!;
  };
}
