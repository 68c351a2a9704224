/**
 * The shell's data (identity, menus, footer lists) travels in each page as a JSON block, not in the
 * bundle: the bundles do not depend on the content, so they can be built while the content is
 * compiled (and reused when only content changed). Only the browser entry reads it; the app hands
 * each component what it shows.
 */
import type { ShellData } from './types.ts';

/** The id of the page's `<script type="application/json">` block that holds the shell data. */
export const SHELL_SCRIPT_ID = 'site-shell';

export function readShell(): ShellData {
  const text = document.getElementById(SHELL_SCRIPT_ID)?.textContent;
  if (!text) throw new Error(`The page has no #${SHELL_SCRIPT_ID} data block`);
  // Written by the prerender (or the dev server) from the generator's ShellData.
  return JSON.parse(text) as ShellData;
}
