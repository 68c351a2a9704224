/**
 * A fix to Decap CMS's code, made as the editor is bundled (bundle.ts), for what its settings
 * cannot change.
 *
 * The body's rich-text editor gives its toolbar a new React key on every change, so each keystroke
 * throws the toolbar away and builds it again: its buttons, its two menus and a check of its props.
 * That was most of the time a keystroke in the body took (17 ms at the 90th percentile, against
 * 7 ms in a plain text box). Without the key the toolbar is drawn again with the new state of its
 * buttons (bold, in a list...), as every other part of the page is, instead of made anew.
 *
 * A fix that no longer finds its text stops the build: the package has changed, and whether the
 * fix is still needed is for a person to see.
 */
import type { Plugin } from 'vite';

const FIXES = [
  {
    module: /decap-cms-widget-markdown\/dist\/esm\/MarkdownControl\/VisualEditor\.js$/,
    find: '}, toolbarKey)',
    replace: '})',
  },
];

export function decapFixes(): Plugin {
  return {
    name: 'decap-fixes',
    transform(code, id) {
      const fix = FIXES.find((f) => f.module.test(id.split('?')[0]!));
      if (!fix) return null;
      if (!code.includes(fix.find))
        throw new Error(
          `${id}: "${fix.find}" is no longer in this file; see scripts/lib/editor/decap-fixes.ts`,
        );
      return { code: code.replace(fix.find, fix.replace), map: null };
    },
  };
}
