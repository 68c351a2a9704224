/**
 * One zod schema per collection and per data file. The generator validates every content file
 * against these; the app and the scripts use the inferred types. Every field carries a one-line
 * description (`.describe`), which is what the writers' guide (CONTENT.md) is generated from.
 */
import { z } from 'zod';

/** A service or project slug: lower-case words joined by hyphens. */
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'expected a slug such as "motion-controls"');

/** A site-relative path such as /projects/otto, checked against the route manifest. */
const internalPath = z.string().regex(/^\/[^\s]*$/, 'expected a path starting with "/"');

/** Slugs of entries of another collection; the editor offers them as a picker of that collection. */
const slugsOf = (collection: 'services' | 'projects') => z.array(slug).meta({ references: collection });

const href = z
  .string()
  .regex(/^(\/|https?:\/\/|mailto:|tel:)/, 'expected a path ("/...") or an http(s), mailto: or tel: link');

export const image = z.strictObject({
  src: z
    .string()
    .regex(/^\.\.?\//, 'expected a path relative to the content file, such as "./art/otto-1.svg"')
    .describe('Image file, relative to the content file (SVG artwork, or a JPEG/PNG photo).'),
  alt: z
    .string()
    .min(8, 'expected alt text that describes the image (8+ characters)')
    .describe('What the image shows, for screen readers and search engines.'),
});
export type ImageRef = z.infer<typeof image>;

export const projectCategories = ['motion', 'control', 'energy', 'data', 'power', 'manufacturing'] as const;
export const projectCategory = z.enum(projectCategories);
export type ProjectCategory = z.infer<typeof projectCategory>;

const year = z.coerce
  .number({ error: 'expected a year between 1980 and 2100' })
  .int('expected a whole year')
  .min(1980, 'expected a year between 1980 and 2100')
  .max(2100, 'expected a year between 1980 and 2100');

/** Frontmatter of content/projects/<slug>.mdx. The body is the case study (1 to 4 paragraphs). */
export const projectSchema = z.strictObject({
  title: z.string().min(3).describe('Project name, shown as the page title (h1) and on tiles.'),
  heading: z.string().min(3).describe('Heading above the case-study text.'),
  summary: z
    .string()
    .min(40, 'expected a one- or two-sentence summary (40+ characters)')
    .max(220, 'expected at most 220 characters (it is the meta description)')
    .describe('One or two sentences: meta description, search excerpt and brochure lead.'),
  industry: z
    .string()
    .min(2)
    .describe(
      'Customer industry shown in PROJECT DETAILS: a label of content/data/industries.yaml, e.g. "Data Centers".',
    ),
  year: year.describe('Year completed (1980 to 2100).'),
  area: z.coerce
    .number({ error: 'expected a surface area in square feet' })
    .positive('expected a surface area above 0')
    .describe('Surface area of the machine or installation, in square feet.'),
  location: z.string().min(2).describe('Texas city where the project was delivered.'),
  budget: z.coerce.number().positive().optional().describe('Budget in US dollars; shown only when set.'),
  tags: slugsOf('services')
    .min(1)
    .describe('Service slugs (content/services/<slug>.mdx) shown as tag links.'),
  categories: z
    .array(projectCategory)
    .length(2, 'expected exactly two filter categories')
    .describe(`Two filter categories for /projects: ${projectCategories.join(', ')}.`),
  related: slugsOf('projects')
    .max(6, 'expected at most six related projects')
    .default([])
    .describe('Project slugs for the RELATED PROJECTS carousel (up to six; empty hides it).'),
  gallery: z
    .array(image)
    .min(2, 'expected 2 to 7 gallery images')
    .max(7, 'expected 2 to 7 gallery images')
    .describe('Gallery images (2 to 7); the first is the cover on tiles and cards.'),
  brochureLabel: z.string().default('Brochures').describe('Title of the downloads panel.'),
  draft: z.boolean().default(false).describe('true keeps the entry out of the build (shown in dev only).'),
});
export type ProjectFrontmatter = z.output<typeof projectSchema>;

const tab = z.strictObject({
  label: z.string().min(2).describe('Tab label, e.g. "WHY BLOCKCHAIN".'),
  body: z.string().min(40, 'expected at least a paragraph of Markdown').describe('Tab content in Markdown.'),
});

/** Frontmatter of content/services/<slug>.mdx. The body is the service description. */
export const serviceSchema = z.strictObject({
  title: z.string().min(3).describe('Service name: page title (h1), cards and menus.'),
  heading: z.string().min(3).describe('Heading above the service description.'),
  summary: z
    .string()
    .min(40)
    .max(220)
    .describe('One or two sentences: meta description, cards and search excerpt.'),
  order: z.number().int().default(100).describe('Position in service lists (lower first).'),
  consultant: z
    .string()
    .min(40)
    .describe('Paragraph on the single dedicated service consultant for this service.'),
  industries: z
    .array(z.string().min(2))
    .optional()
    .describe(
      'Industries this service has served, as labels of content/data/industries.yaml; defaults to the list in site.yaml (`industries`).',
    ),
  developerLinks: z
    .boolean()
    .default(false)
    .describe('Show the developer links of site.yaml (API, documentation, packages) on this page.'),
  tabs: z
    .array(tab)
    .length(3, 'expected exactly three tabs')
    .describe('Three tabs (label and Markdown body).'),
  related: slugsOf('projects').max(6).default([]).describe('Project slugs shown as related work.'),
  cover: image.describe('Card and banner artwork.'),
  draft: z.boolean().default(false).describe('true keeps the entry out of the build (shown in dev only).'),
});
export type ServiceFrontmatter = z.output<typeof serviceSchema>;

/** A calendar date written YYYY-MM-DD that exists (2024-02-30 does not), as a Date at UTC midnight. */
const isoDate = z
  .union([z.string(), z.date()], { error: 'expected a date such as 2024-03-18' })
  .transform((v) => (v instanceof Date ? v.toISOString().slice(0, 10) : v))
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
  }, 'expected a real date such as 2024-03-18')
  .transform((v) => new Date(`${v}T00:00:00Z`))
  .meta({ format: 'date' });

/** Frontmatter of content/blog/<slug>.mdx. The body is the article. */
export const postSchema = z.strictObject({
  title: z.string().min(5).describe('Article title (h1).'),
  date: isoDate.describe('Publication date (YYYY-MM-DD); the one date shown everywhere.'),
  author: z.string().min(2).describe('Author shown on cards and the article.'),
  excerpt: z
    .string()
    .min(60)
    .max(300)
    .describe('Two or three sentences for cards, feed and meta description.'),
  tags: slugsOf('services').min(1).describe('Service slugs shown as tag links.'),
  cover: image.describe('Cover artwork for the card and the article.'),
  draft: z.boolean().default(false).describe('true keeps the entry out of the build (shown in dev only).'),
});
export type PostFrontmatter = z.output<typeof postSchema>;

const link = z.strictObject({
  label: z.string().min(1).describe('Visible text.'),
  href: href.describe('Where it goes: a site path or an external URL.'),
});
export type Link = z.infer<typeof link>;

/** A link to a service, named by the service's own file (one name per service everywhere). */
const serviceRef = z.strictObject({
  service: slug.describe('Service slug (content/services/<slug>.mdx); its title is the label.'),
});

const menuItem = link.extend({
  children: z
    .array(z.union([link, serviceRef]))
    .default([])
    .describe('Submenu links: `{ label, href }`, or `{ service: slug }` for a service.'),
});
/** A menu item as the site shows it: service references resolved to links. */
export type MenuItem = Link & { children: Link[] };

/** The writers' editor at /admin/: `npm run edit` runs it on the local files whatever this says. */
const editorSettings = z
  .strictObject({
    enabled: z
      .boolean()
      .default(false)
      .describe('Build the editor into dist/admin/, committing to the Git host below.'),
    backend: z.enum(['github', 'gitlab']).default('github').describe('Git host the built editor commits to.'),
    repo: z
      .string()
      .regex(/^[\w.-]+\/[\w.-]+$/, 'expected owner/name such as "ironbridge/website"')
      .default('owner/website')
      .describe('Repository on the Git host, as owner/name.'),
    branch: z
      .string()
      .min(1)
      .default('main')
      .describe('Branch the site is built from; drafts become pull requests to it.'),
    authUrl: z
      .string()
      .default('')
      .describe('GitHub: origin of the OAuth server (base_url); empty uses the Git host default.'),
    appId: z.string().default('').describe('GitLab: id of the OAuth application (PKCE sign-in).'),
  })
  .prefault({})
  .describe("The writers' editor (/admin/): off in the build unless enabled.");

/** content/data/site.yaml: company identity, the one source for names, numbers and addresses. */
export const siteSchema = z.strictObject({
  name: z.string().describe('Company name.'),
  shortName: z.string().describe('Short name for the logo and the web manifest.'),
  tagline: z.string().describe('One line under the logo and in the footer.'),
  url: z.url().describe('Public origin of the site, used for canonical URLs, sitemap and feed.'),
  founded: z.number().int().describe('Year the company was founded.'),
  phones: z.strictObject({
    sales: z.string().describe('Sales phone: the call-to-action number ({phone} in the spec).'),
    support: z.string().describe('Support phone (24/7).'),
  }),
  email: z.email().describe('Public e-mail address.'),
  address: z.strictObject({
    street: z.string().describe('Street and number.'),
    city: z.string().describe('City.'),
    region: z.string().describe('State (two letters).'),
    postalCode: z.string().describe('ZIP code.'),
    country: z.string().describe('Country code (ISO 3166).'),
  }),
  hours: z.strictObject({
    topBar: z.string().describe("The sales line's hours, saying so (top bar, footer, contact page)."),
    office: z.string().describe("The shop's hours, saying so (contact page address box)."),
    support: z.string().describe("The emergency line's availability, saying so (contact page)."),
    schemaOrg: z
      .string()
      .regex(
        /^[A-Z][a-z](-[A-Z][a-z])? \d\d:\d\d-\d\d:\d\d$/,
        'expected schema.org hours such as "Mo-Sa 09:00-18:00"',
      )
      .describe('The office hours for search engines, in schema.org form ("Mo-Sa 09:00-18:00").'),
  }),
  industries: z
    .strictObject({
      label: z.string().min(3).describe('Heading of the list on service pages and sheets.'),
      items: z.array(z.string().min(2)).min(1).describe('Industries the company has worked in.'),
    })
    .describe('Industries we have worked in: shown on every service that does not list its own.'),
  social: z.array(link).describe('Social profiles (footer and share).'),
  developerLinks: z
    .array(link)
    .describe('API site, documentation wiki, package index, container hub, source host.'),
  forms: z.strictObject({
    endpoint: z
      .string()
      .default('')
      .describe('URL that receives form posts (JSON); empty opens the mail program.'),
  }),
  cta: z
    .strictObject({
      heading: z.string().min(5).describe('Heading of the call-to-action band that closes most pages.'),
      text: z.string().min(10).describe('Line under it (the sales phone is shown beside it).'),
    })
    .describe('Site-wide call to action.'),
  share: z
    .array(
      z.strictObject({
        label: z.string(),
        urlTemplate: z.string().describe('Share URL; {url} and {title} are filled in.'),
      }),
    )
    .describe('Share links on articles.'),
  analytics: z.strictObject({
    provider: z
      .enum(['none', 'beacon'])
      .default('none')
      .describe('"none" sends nothing; "beacon" posts to endpoint.'),
    endpoint: z.string().default('').describe('Where page views and web vitals are sent.'),
  }),
  editor: editorSettings,
});
export type Site = z.output<typeof siteSchema>;

/** content/data/navigation.yaml: menus and footer lists. Every path must be a route. */
export const navigationSchema = z.strictObject({
  main: z.array(menuItem).describe('Main menu with submenus.'),
  footerMenu: z.array(link).describe('Bottom-bar menu.'),
  footerTags: z
    .array(slug)
    .describe('Service slugs shown as tag links in the footer (named by each service).'),
  recentPosts: z
    .number()
    .int()
    .min(1)
    .max(6)
    .default(3)
    .describe('How many of the newest articles the blog sidebar lists.'),
  footerPosts: z
    .number()
    .int()
    .min(0)
    .max(6)
    .default(2)
    .describe('How many of the newest articles the footer lists (the same newest first).'),
  aboutLinks: z.array(link).min(1).describe('Company links in the service pages sidebar.'),
  footerProjects: z.array(slug).describe('Project slugs shown as photo links in the footer.'),
  blogSidebarTags: z.array(slug).describe('Service slugs listed as tags in the blog sidebar.'),
  serviceSidebar: z.array(slug).describe('Service slugs in the service pages sidebar, in order.'),
  serviceGallery: z.array(slug).describe('Project slugs in the service sidebar gallery.'),
});
export type Navigation = z.output<typeof navigationSchema>;

/**
 * content/data/pages.yaml: every page that is not a collection entry, and the generic detail
 * routes that show an entry (`entry`). `templates` are the page types of content.config.ts.
 */
export function pagesSchema<const T extends readonly [string, ...string[]]>(templates: T) {
  return z.array(
    z
      .strictObject({
        path: internalPath.describe('Route path.'),
        template: z.enum(templates).describe('Page type (content.config.ts), e.g. "AboutUs".'),
        title: z
          .string()
          .min(3)
          .optional()
          .describe('Page title (h1 and <title>); from the entry when `entry` is set.'),
        description: z
          .string()
          .min(40)
          .max(220)
          .optional()
          .describe('Meta description; from the entry when `entry` is set.'),
        entry: z
          .string()
          .regex(
            /^[a-z]+\/[a-z0-9]+(?:-[a-z0-9]+)*$/,
            'expected collection/slug such as "services/design-and-build"',
          )
          .optional()
          .describe(
            'Entry a generic detail route shows, as collection/slug (articles default to the newest).',
          ),
        parent: link.optional().describe('Breadcrumb parent, when not Home.'),
        crumb: z
          .string()
          .min(2)
          .optional()
          .describe('Name of this page in the breadcrumb of the pages under it (defaults to the title).'),
        banner: z.boolean().default(true).describe('Show the title banner with the breadcrumb.'),
        index: z.boolean().default(true).describe('List the page in the sitemap and the site search.'),
        sections: z
          .array(z.string().min(3))
          .default([])
          .describe("Headings of the page's sections, in order (the services list has two carousels)."),
      })
      .superRefine((page, ctx) => {
        const generic =
          page.entry !== undefined || ['ProjectDetail', 'ServiceDetail', 'Article'].includes(page.template);
        for (const key of ['title', 'description'] as const) {
          if (!generic && page[key] === undefined) {
            ctx.addIssue({ code: 'custom', path: [key], message: `a ${page.template} page needs a ${key}` });
          }
        }
      }),
  );
}
export type PageMeta = z.output<ReturnType<typeof pagesSchema<[string, ...string[]]>>>[number];

/** content/data/redirects.yaml: legacy paths and where they now live. */
export const redirectsSchema = z.array(
  z.strictObject({
    from: internalPath.describe('Old path.'),
    to: internalPath.describe('Current path (must be a route).'),
  }),
);
export type Redirect = z.output<typeof redirectsSchema>[number];
