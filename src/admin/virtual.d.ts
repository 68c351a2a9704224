/** The module the editor's Vite plugin generates (scripts/lib/editor/plugin.ts). */
declare module 'virtual:editor-config' {
  export const config: import('../../scripts/lib/editor/config.ts').EditorConfig;
  export const entrySchemas: Record<string, import('zod').ZodObject>;
  export const editorial: Record<string, import('../schema/index.ts').Editorial>;
  export const markdown: Record<string, readonly [string, string]>;
  /** Each collection's file format name, with the defaults its files leave out */
  export const formats: Record<string, Record<string, unknown>>;
}
