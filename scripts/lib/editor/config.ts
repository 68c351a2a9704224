/**
 * The editor's configuration (Decap CMS), generated from content.config.ts and the schemas, never
 * written by hand: one editor collection per content collection (its folder, its URL, its fields
 * from the zod schema), images uploaded into the entry's `art/` folder, and the backend: the
 * local files through the editor's local server (`npm run edit`), or the Git host of site.yaml's
 * `editor` settings with the editorial workflow (each save a branch and a pull request).
 */
import { collections, dataFiles } from '../../../content.config.ts';
import { dataFilePath } from '../../../src/schema/data.ts';
import { CONTENT_TAGS } from '../../../src/mdx/options.ts';
import type { Site } from '../../../src/schema/index.ts';
import {
  type EditorField,
  jsonSchemaOf,
  labelOf,
  objectFields,
  type OptionNames,
  valueSchema,
} from './fields.ts';

export type CollectionKey = keyof typeof collections;

/** Where the editor saves: the local files through the local server, or the Git host. */
export type EditorBackend = { local: string } | { git: Site['editor'] };

/** Folder beside the entries that holds their artwork and photos (see content/projects/art). */
const ART_FOLDER = 'art';

/** What a collection's body is, for the editor's hint and the writers' guide (CONTENT.md). */
export const BODY_NAMES: Record<CollectionKey, string> = {
  projects: 'The case study',
  services: 'The service description',
  posts: 'The article',
  samples: 'The sample case study',
};

/** What a collection holds, in the words its page in the editor starts with. */
const SINGULAR: Record<CollectionKey, string> = {
  projects: 'Project',
  services: 'Service',
  posts: 'Article',
  samples: 'Sample',
};

/** What each collection is, for the writer choosing one. */
const DESCRIPTIONS: Record<CollectionKey, string> = {
  projects: 'Case studies of completed projects: each has its own page and a card on the Projects page.',
  services: 'The services the company offers: each has its own page, with three tabs and related projects.',
  posts: 'Blog articles, newest first on the Blog page.',
  samples: 'The example case study shown as the Project Detail page: edit it, it cannot be removed.',
};

/** What the writer may type in a body, and how long it must be. */
function bodyField(key: CollectionKey): EditorField {
  const { minWords, maxWords } = collections[key].editorial as { minWords: number; maxWords?: number };
  const words = maxWords ? `${minWords} to ${maxWords} words` : `at least ${minWords} words`;
  return {
    name: 'body',
    label: 'Body',
    widget: 'markdown',
    hint: `${BODY_NAMES[key]}: ${words} once it is on the site. Add a highlighted note from the + menu.`,
    required: true,
    // The registry's tags as blocks; pictures belong in the gallery, where they get alt text checks.
    editor_components: [...CONTENT_TAGS],
  };
}

/** The name each collection's file format is registered under (src/admin/main.tsx). */
export const formatName = (key: string) => `mdx-${key}`;

/** A new entry starts hidden from the site, as `npm run new` makes it: the writer shows it when ready. */
const startHidden = (f: EditorField): EditorField => (f.name === 'draft' ? { ...f, default: true } : f);

/** Fields whose values a data file lists: a choice of its names (the validator's copy rule checks them). */
const DATA_CHOICES = ['industry', 'industries'] as const;

/** What the editor offers beside the schema: the names of values, and the site's industries. */
export interface Choices {
  names?: OptionNames;
  industries?: readonly string[];
}

export function editorCollection(key: CollectionKey, { names = {}, industries }: Choices = {}) {
  const c = collections[key];
  const markdown = new Set<string>('markdown' in c ? [c.markdown[1]] : []);
  const choices = industries ? Object.fromEntries(DATA_CHOICES.map((f) => [f, industries])) : undefined;
  const fields = objectFields(jsonSchemaOf(c.schema), { markdown, names, choices }).map(startHidden);
  return {
    name: key,
    label: key === 'posts' ? 'Blog articles' : labelOf(key),
    label_singular: SINGULAR[key],
    description: DESCRIPTIONS[key],
    folder: c.dir,
    extension: 'mdx',
    format: formatName(key),
    // The sample behind /project-detail is one fixed entry.
    create: c.url !== null,
    delete: c.url !== null,
    slug: '{{slug}}',
    identifier_field: 'title',
    summary: '{{title}}',
    // Listed by title, as a writer knows an entry, not by file name.
    sortable_fields: [{ field: 'title', default_sort: true }],
    // Each entry's uploads in a folder of its own, named like the entry, so the image library
    // shows the entry's own pictures rather than every drawing of the collection.
    media_folder: `${ART_FOLDER}/{{slug}}`,
    public_folder: `./${ART_FOLDER}/{{slug}}`,
    ...(c.url ? { preview_path: `${c.url.slice(1)}{{slug}}` } : {}),
    editor: { preview: true },
    fields: [...fields, bodyField(key)],
  };
}

/**
 * A data file as a form would show it, for the writer's words of a problem in it: what a writer
 * knows it as (its schema's title, "Home page") and its fields, labelled as the editor labels an
 * entry's. A file that is one list (redirects.yaml) is read as a list named `items`; `path` is a
 * problem's field path in those terms.
 */
export function dataFileForm(file: string) {
  const name = (Object.keys(dataFiles) as (keyof typeof dataFiles)[]).find((n) => dataFilePath(n) === file);
  if (!name) return undefined;
  const schema = jsonSchemaOf(dataFiles[name]);
  const ctx = { markdown: new Set<string>(), names: {} };
  if (schema.type !== 'array')
    return { title: schema.title ?? name, fields: objectFields(schema, ctx), path: (p: string) => p };
  const items = valueSchema(schema.items ?? {});
  const list: EditorField = { name: 'items', label: '', widget: 'list', fields: objectFields(items, ctx) };
  return { title: schema.title ?? name, fields: [list], path: (p: string) => `items${p}` };
}

function backendConfig(backend: EditorBackend) {
  if ('local' in backend) return { backend: { name: 'proxy', proxy_url: backend.local, branch: 'main' } };
  const git = backend.git;
  const common = { repo: git.repo, branch: git.branch, squash_merges: true };
  const auth =
    git.backend === 'gitlab'
      ? { auth_type: 'pkce', ...(git.appId ? { app_id: git.appId } : {}) }
      : git.authUrl
        ? { base_url: git.authUrl }
        : {};
  return {
    backend: { name: git.backend, ...common, ...auth },
    // Saves go to a branch and a pull request; CI validates it before anything is published.
    publish_mode: 'editorial_workflow',
  };
}

/** The whole configuration Decap CMS is started with (`CMS.init({ config })`). */
export function editorConfig(backend: EditorBackend, siteUrl: string, choices: Choices = {}) {
  return {
    load_config_file: false,
    ...backendConfig(backend),
    site_url: siteUrl,
    display_url: siteUrl,
    logo_url: '/favicon.svg',
    // Uploads from the top-level media page; entries keep theirs in their own art/ folder.
    media_folder: 'content/media',
    public_folder: '/media',
    collections: (Object.keys(collections) as CollectionKey[]).map((k) => editorCollection(k, choices)),
  };
}
export type EditorConfig = ReturnType<typeof editorConfig>;
