/**
 * The content config: every collection, data file and page type of the site, in one table each.
 * Start here. A page is reached in four hops: its content file, the schema it is checked against
 * (src/schema/), the data builder for its page type (src/content/builders/, named in
 * builders/index.ts), and the template that renders that data (src/templates/ or src/pages/,
 * named after the page type), which `render(url)` in src/entry-server.tsx calls.
 *
 * Adding a page type: a row in `pageTypes`, its schema (for a data file, a row in `dataFiles`),
 * its data builder and its template. The route data's type is inferred from the builder.
 */
import { dataSchemas } from './src/schema/data.ts';
import { spellingSchema } from './src/schema/spelling.ts';
import {
  navigationSchema,
  pagesSchema,
  postSchema,
  projectSchema,
  redirectsSchema,
  serviceSchema,
  siteSchema,
  type Editorial,
} from './src/schema/index.ts';

/**
 * Collections: one MDX file per entry in `dir`, its slug from the file name; `name` is what one
 * entry is called (in messages, and as `npm run new -- <name>`). `detail` is the page type of its
 * entries and `list` the page type listing them; `markdown` names frontmatter fields written in
 * Markdown (compiled like bodies); `documents` makes a PDF and DOCX sheet of every entry; `feed`
 * lists entries in the RSS feed.
 */
export const collections = {
  projects: {
    name: 'project',
    dir: 'content/projects',
    schema: projectSchema,
    url: '/projects/',
    list: 'ProjectList',
    detail: 'ProjectDetail',
    documents: true,
    feed: false,
    editorial: { minWords: 150 },
  },
  services: {
    name: 'service',
    dir: 'content/services',
    schema: serviceSchema,
    url: '/services/',
    list: 'ServiceList',
    detail: 'ServiceDetail',
    documents: true,
    feed: false,
    markdown: ['tabs', 'body'],
    editorial: { minWords: 300 },
  },
  posts: {
    name: 'post',
    dir: 'content/blog',
    schema: postSchema,
    url: '/blog/',
    list: 'BlogList',
    detail: 'Article',
    documents: false,
    feed: true,
    editorial: { minWords: 600, maxWords: 1200 },
  },
  // Entries with no URL of their own, shown by a generic detail route of pages.yaml.
  samples: {
    name: 'sample',
    dir: 'content/samples',
    schema: projectSchema,
    url: null,
    list: null,
    detail: 'ProjectDetail',
    documents: true,
    feed: false,
    editorial: { minWords: 150 },
  },
} as const satisfies Record<
  'projects' | 'services' | 'posts' | 'samples',
  {
    name: string;
    dir: string;
    schema: unknown;
    url: string | null;
    list: PageTypeName | null;
    detail: PageTypeName;
    documents: boolean;
    feed: boolean;
    markdown?: readonly [string, string];
    editorial: Editorial;
  }
>;

/**
 * Page types: each builds its routes (src/content/builders/) from the content and the pages.yaml
 * rows that name it; here is how its pages are presented beyond the template:
 * `search` is the result type in site search (absent: "Page"), `card` the label on its social
 * card, `business` adds the company's structured data, `budgetKb` the most JavaScript (gzip, KB)
 * its pages may load up front (checked by the size test; raise one only saying what it buys).
 */
export const pageTypes = {
  Home: { business: true, budgetKb: 120 },
  Home02: { business: true, budgetKb: 120 },
  AboutUs: { budgetKb: 101 },
  AboutDetail: { budgetKb: 103 },
  AboutTeam: { budgetKb: 100 },
  AboutCareers: { budgetKb: 111 },
  ServiceList: { card: 'Services', budgetKb: 112 },
  ServiceDetail: { search: 'Service', card: 'Service', budgetKb: 106 },
  ProjectList: { card: 'Projects', budgetKb: 121 },
  ProjectDetail: { search: 'Project', card: 'Case study', budgetKb: 113 },
  Testimonials: { budgetKb: 111 },
  Pricing: { budgetKb: 100 },
  BlogList: { card: 'Blog', budgetKb: 102 },
  Article: { search: 'Article', card: 'Blog', budgetKb: 105 },
  ContactOffices: { business: true, budgetKb: 101 },
  ContactUs: { business: true, budgetKb: 103 },
  Search: { budgetKb: 100 },
  NotFound: { budgetKb: 100 },
} satisfies Record<string, PageType>;

export interface PageType {
  search?: string;
  card?: string;
  business?: boolean;
  budgetKb: number;
}

export type PageTypeName = keyof typeof pageTypes;

/**
 * Data files: content/data/<name>.yaml, each checked against its schema, and what a writer knows it
 * as (its `title`, in the editor's words of a problem in it).
 */
export const dataFiles = {
  site: siteSchema.meta({ title: 'Company details' }),
  navigation: navigationSchema.meta({ title: 'Menus' }),
  pages: pagesSchema(Object.keys(pageTypes) as [PageTypeName, ...PageTypeName[]]).meta({
    title: 'Page titles and descriptions',
  }),
  redirects: redirectsSchema.meta({ title: 'Moved pages' }),
  // Not shown on any page: the words the copy rules accept beside the dictionary.
  spelling: spellingSchema.meta({ title: 'Spelling list' }),
  ...dataSchemas,
};
