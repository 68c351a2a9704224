/** The module the editor's Vite plugin generates (scripts/lib/editor/plugin.ts). */
declare module 'virtual:editor-config' {
  import type { z } from 'zod';
  import type { EditorConfig } from '../../scripts/lib/editor/config.ts';
  import type { Editorial } from '../../scripts/lib/load/editorial-rule.ts';
  import type { Site } from '../schema/index.ts';
  import type { PreviewContext } from './preview-data.ts';

  export const config: EditorConfig;
  export const entrySchemas: Record<string, z.ZodObject>;
  export const editorial: Record<string, Editorial>;
  export const markdown: Record<string, readonly [string, string]>;
  export const site: Site;
  export const lookups: PreviewContext['lookups'];
}
