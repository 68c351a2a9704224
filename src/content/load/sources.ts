/**
 * What the loader reads: the content as Vite's modules hand it over (src/entry-server.tsx gathers
 * them with `import.meta.glob`, tests from fixture sites). Types only.
 */
import type { MDXContent } from 'mdx/types';
import type { TextReport } from '../../mdx/report.ts';
import type { MediaTable } from '../media.ts';
import type { CompiledMarkdown } from '../types.ts';

/** An entry file's module, as the content plugin compiles it (scripts/lib/content-plugin.ts). */
export interface ContentModule {
  /** The body, as a component */
  default: MDXContent;
  /** The file's whole text as written: the loader reads its frontmatter */
  text: string;
  /** What the compile found in the body (src/mdx/report.ts) */
  report: TextReport;
  /** Its Markdown fields (such as a service's tabs), each an MDX component, in order */
  fields: MDXContent[];
  fieldReports: TextReport[];
}

export type ModuleLoader = () => Promise<ContentModule>;

export interface ContentInput {
  /** Every entry file's module, by path from the project root (`content/projects/otto.mdx`) */
  entries: Record<string, ModuleLoader>;
  /** Every YAML data file's text, by path from the project root (`content/data/site.yaml`) */
  data: Record<string, string>;
  /** Every image under content/ */
  media: MediaTable;
}

export interface LoadOptions {
  /** Include entries marked `draft: true` (the dev server and the editor). */
  includeDrafts?: boolean;
  /** Entry files not saved yet (the editor's drafts), in place of or beside those on disk */
  overrides?: Record<string, ModuleLoader>;
  /** Entry files left out, as if gone (the editor asks what a delete or a rename would break) */
  without?: string[];
  /** Images added in the editor and not saved yet, by path inside content/ */
  pending?: MediaTable;
  /** Also refuse the fictional defaults (the go-live check) */
  production?: boolean;
  /**
   * With problems, still make the site of the entries that loaded (the dev server, which shows each
   * page's own problems in its place); the build and the validator stop at the first problem.
   */
  partial?: boolean;
}

/** An entry its problems keep out of the model: its page's address, and its texts if they compiled. */
export type HeldEntry = { address?: string; file: string; texts: CompiledMarkdown[] };
