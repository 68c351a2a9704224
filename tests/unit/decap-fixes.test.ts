/**
 * The fixes made to Decap CMS's code as the editor is bundled (scripts/lib/editor/decap-fixes.ts):
 * the installed package still has the text each fix replaces, the fix leaves other modules alone,
 * and a package that no longer has the text stops the build with a message that says where to look.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { decapFixes } from '../../scripts/lib/editor/decap-fixes.ts';

type Transform = (code: string, id: string) => { code: string } | null;
const transform = decapFixes().transform as Transform;

const editorModule = path.join(
  path.dirname(createRequire(import.meta.url).resolve('decap-cms-widget-markdown/package.json')),
  'dist/esm/MarkdownControl/VisualEditor.js',
);

describe('fixes to Decap CMS', () => {
  test('the rich-text editor keeps its toolbar between keys', () => {
    const code = readFileSync(editorModule, 'utf8');
    const fixed = transform(code, editorModule);
    expect(fixed).not.toBeNull();
    expect(code).toContain('}, toolbarKey)');
    expect(fixed!.code).not.toContain('}, toolbarKey)');
    expect(fixed!.code.length).toBe(code.length - '}, toolbarKey)'.length + '})'.length);
  });

  test('leaves every other module as it is', () => {
    expect(transform('export const a = 1;', '/project/node_modules/react/index.js')).toBeNull();
  });

  test('stops the build when the package no longer has the text it replaces', () => {
    expect(() => transform('export default function Editor() {}', editorModule)).toThrow(
      /no longer in this file; see scripts\/lib\/editor\/decap-fixes\.ts/,
    );
  });
});
