/**
 * One zod schema per collection and per data file. The generator validates every content file
 * against these; the app and the scripts use the inferred types. Every field carries a one-line
 * description (`.describe`): the hint under the field in the editor and its line in the writers'
 * guide (CONTENT.md). Writers read it, not developers: say what the field is and the rule it must
 * meet (counts, sizes, ranges) in their words, without file names, slugs or code.
 */
import { z } from 'zod';

/** A service or project slug: lower-case words joined by hyphens. */
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'expected a slug such as "motion-controls"');

/** A site-relative path such as /projects/otto, checked against the route manifest. */
const internalPath = z.string().regex(/^\/[^\s]*$/, 'expected a path starting with "/"');

/** Slugs of entries of another collection; the editor offers them as a picker of that collection. */
/**
 * Slugs of entries of another collection (a key of content.config.ts `collections`): the validator
 * checks that each names an entry, and the editor offers the entries as choices.
 */
export const slugsOf = (collection: 'services' | 'projects') =>
  z.array(slug).meta({ references: collection });
/** One slug of an entry of another collection (see slugsOf). */
export const slugOf = (collection: 'services' | 'projects') => slug.meta({ references: collection });

export const href = z
  .string()
  .regex(/^(\/|https?:\/\/|mailto:|tel:)/, 'expected a path ("/...") or an http(s), mailto: or tel: link');

/** An image reference, marked so the loader finds every one by its schema (content/schema-marks.ts). */
export const image = z
  .strictObject({
    src: z
      .string()
      .regex(/^\.\.?\//, 'expected a path relative to the content file, such as "./art/otto-1.svg"')
      .describe(
        'The picture: a drawing (SVG) or a photo (JPEG or PNG) at least 800 px wide, ' +
          'at most 8000 px on its long side and 15 MB.',
      ),
    alt: z
      .string()
      .min(8, 'expected alt text that describes the image (8+ characters)')
      .describe(
        'What the picture shows, in words (8 characters or more), ' +
          'for visitors who cannot see it and for search engines.',
      ),
  })
  .meta({ image: true });
export type ImageRef = z.infer<typeof image>;

export const projectCategories = ['motion', 'control', 'energy', 'data', 'power', 'manufacturing'] as const;

const year = z.coerce
  .number({ error: 'expected a year between 1980 and 2100' })
  .int('expected a whole year')
  .min(1980, 'expected a year between 1980 and 2100')
  .max(2100, 'expected a year between 1980 and 2100');

const draft = z
  .boolean()
  .default(false)
  .describe(
    'While on, the entry stays off the public site; ' +
      "it shows only in the editor's preview and the local preview.",
  );

/** Frontmatter of content/projects/<slug>.mdx. The body is the case study (1 to 4 paragraphs). */
export const projectSchema = z.strictObject({
  title: z.string().min(3).describe('Project name, shown as the page title and on project cards.'),
  heading: z.string().min(3).describe('Heading above the case-study text.'),
  summary: z
    .string()
    .min(40, 'expected a one- or two-sentence summary (40+ characters)')
    .max(220, 'expected at most 220 characters (it is the meta description)')
    .describe(
      'One or two sentences (40 to 220 characters): what search engines and the site search show, ' +
        "and the brochure's opening.",
    ),
  industry: z
    .string()
    .min(2)
    .describe(
      'The customer\'s industry, shown in the project details, e.g. "Data Centers". ' +
        "Use one of the site's industry names (a near miss gets a suggestion).",
    ),
  year: year.describe('Year the project was completed (1980 to 2100).'),
  area: z.coerce
    .number({ error: 'expected a surface area in square feet' })
    .positive('expected a surface area above 0')
    .describe('Surface area of the machine or installation, in square feet.'),
  location: z.string().min(2).describe('Texas city where the project was delivered.'),
  budget: z.coerce
    .number()
    .positive()
    .optional()
    .describe('Budget in US dollars, as a plain number; leave empty to keep it off the page.'),
  tags: slugsOf('services')
    .min(1)
    .describe('Services this project used (at least one), shown as links in the project details.'),
  categories: z
    .array(z.enum(projectCategories))
    .length(2, 'expected exactly two filter categories')
    .describe(`Exactly two categories for the filter on the projects page: ${projectCategories.join(', ')}.`),
  related: slugsOf('projects')
    .max(6, 'expected at most six related projects')
    .default([])
    .describe('Up to six other projects to show under "Related projects"; leave empty to hide that row.'),
  gallery: z
    .array(image)
    .min(2, 'expected 2 to 7 gallery images')
    .max(7, 'expected 2 to 7 gallery images')
    .describe('2 to 7 images; photos at least 800 px wide. The first is the cover on project cards.'),
  brochureLabel: z
    .string()
    .optional()
    .describe(
      'Heading of the panel with the PDF and Word brochure downloads; ' +
        'leave empty for the heading the case studies share.',
    ),
  draft,
});
export type ProjectFrontmatter = z.output<typeof projectSchema>;

const tab = z.strictObject({
  label: z.string().min(2).describe('Title on the tab, e.g. "WHY BLOCKCHAIN".'),
  body: z
    .string()
    .min(40, 'expected at least a paragraph of Markdown')
    .describe('What the tab shows, as formatted text (at least a paragraph).'),
});

/** Frontmatter of content/services/<slug>.mdx. The body is the service description. */
export const serviceSchema = z.strictObject({
  title: z.string().min(3).describe('Service name, shown as the page title, on cards and in menus.'),
  heading: z.string().min(3).describe('Heading above the service description.'),
  summary: z
    .string()
    .min(40)
    .max(220)
    .describe(
      'One or two sentences (40 to 220 characters) shown on cards, in the site search and by search engines.',
    ),
  order: z
    .number()
    .int()
    .default(100)
    .describe('Where the service comes in lists: lower numbers come first.'),
  consultant: z
    .string()
    .min(40)
    .describe(
      "A paragraph (40 characters or more) on the customer's consultant for this service: who leads it " +
        "(the engineer's role) and what they do, from the first review to support after start-up.",
    ),
  industries: z
    .array(z.string().min(2))
    .optional()
    .describe(
      "Industries this service has served, from the site's industry names; " +
        'leave empty to show the company-wide list.',
    ),
  developerLinks: z
    .boolean()
    .default(false)
    .describe("While on, the page lists the company's developer links (API, documentation, packages)."),
  tabs: z
    .array(tab)
    .length(3, 'expected exactly three tabs')
    .describe('Exactly three tabs, each with a title and formatted text.'),
  related: slugsOf('projects')
    .max(6)
    .default([])
    .describe(
      'Up to six projects that show this service at work (the page shows the first four); ' +
        'leave empty to show none.',
    ),
  cover: image.describe("Picture on the service's cards and at the top of its page."),
  draft,
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
  title: z.string().min(5).describe('Article title, shown at the top of the article and on its cards.'),
  date: isoDate.describe(
    'Publication date, such as 2024-03-18: the one date shown with the article everywhere.',
  ),
  author: z.string().min(2).describe("Author's name, shown on the article and its cards."),
  authorUrl: z
    .string()
    .regex(/^(\/|https:\/\/)/, 'expected a page of the site ("/about-team") or a full https:// address')
    .optional()
    .describe(
      "A page about the author: a page of the site such as /about-team, or the author's profile elsewhere. " +
        'Search engines read it to tell who wrote the article.',
    ),
  excerpt: z
    .string()
    .min(60)
    .max(300)
    .describe(
      'Two or three sentences (60 to 300 characters) shown on cards, in the news feed and by search engines.',
    ),
  tags: slugsOf('services')
    .min(1)
    .describe('Services the article is about (at least one), shown as links at its end.'),
  cover: image.describe('Cover picture of the article and its cards.'),
  draft,
});
export type PostFrontmatter = z.output<typeof postSchema>;

const link = z.strictObject({
  label: z.string().min(1).describe('Visible text.'),
  href: href.describe('Where it goes: a page of the site, such as /contact, or a full web address.'),
});
export type Link = z.infer<typeof link>;

/** A link to a service, named by the service's own file (one name per service everywhere). */
const serviceRef = z.strictObject({
  service: slugOf('services').describe(
    'The service to link to, by the name in its address ("motion-controls" for /services/motion-controls); ' +
      'its title is the link text.',
  ),
});

const menuItem = link.extend({
  children: z
    .array(z.union([link, serviceRef]))
    .default([])
    .describe('Links in the submenu: each a label and where it goes, or a service (its title is the label).'),
});

/** The writers' editor at /admin/: `npm run edit` runs it on the local files whatever this says. */
const editorSettings = z
  .strictObject({
    enabled: z
      .boolean()
      .default(false)
      .describe(
        "While on, the public site includes the writers' editor at /admin/, " +
          'which saves to the Git host below.',
      ),
    backend: z
      .enum(['github', 'gitlab'])
      .default('github')
      .describe("Git host that keeps the site's files and receives the editor's saves."),
    repo: z
      .string()
      .regex(/^[\w.-]+\/[\w.-]+$/, 'expected owner/name such as "ironbridge/website"')
      .default('owner/website')
      .describe('Repository on the Git host, as owner/name.'),
    branch: z
      .string()
      .min(1)
      .default('main')
      .describe('Branch the site is built from; each save in the editor becomes a pull request to it.'),
    authUrl: z
      .string()
      .default('')
      .describe("GitHub only: address of the sign-in (OAuth) server; leave empty for the host's default."),
    appId: z.string().default('').describe('GitLab only: id of the sign-in (OAuth) application.'),
  })
  .prefault({})
  .describe("The writers' editor on the public site (/admin/): off unless switched on here.");

/** content/data/site.yaml: company identity, the one source for names, numbers and addresses. */
export const siteSchema = z.strictObject({
  name: z.string().describe('Company name.'),
  shortName: z.string().describe('Logo and web manifest name; the logo shows the rest of `name` under it.'),
  tagline: z.string().describe('One line in the footer, the feed and the web manifest.'),
  url: z
    .url()
    .describe(
      'Public address of the site, such as https://www.example.com: ' +
        'links to its pages from search engines, the sitemap and the feed start with it.',
    ),
  founded: z.number().int().describe('Year the company was founded.'),
  currency: z.string().min(1).describe('Sign before every price and project budget, such as $.'),
  phones: z.strictObject({
    sales: z.string().describe('Sales phone: the number every call to action shows.'),
    support: z.string().describe('Support phone (24/7).'),
  }),
  email: z.email().describe('Public e-mail address.'),
  address: z.strictObject({
    street: z.string().describe('Street and number.'),
    city: z.string().describe('City.'),
    region: z.string().describe('State (two letters).'),
    postalCode: z.string().describe('ZIP code.'),
    country: z.string().describe('Country code, two letters, such as US.'),
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
      .describe(
        'Web address that receives the contact forms; ' +
          "leave empty to open the visitor's e-mail program instead.",
      ),
  }),
  cta: z
    .strictObject({
      heading: z.string().min(5).describe('Heading of the call-to-action band that closes most pages.'),
      text: z.string().min(10).describe('Line under it (the sales phone is shown beside it).'),
      button: link.describe(
        'Its button; also the button of the contact panels on case studies and service pages.',
      ),
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
      .describe('"none" sends nothing; "beacon" sends page views to the address below.'),
    endpoint: z
      .string()
      .default('')
      .describe('Web address that receives page views and page speed measurements.'),
  }),
  editor: editorSettings,
});
export type Site = z.output<typeof siteSchema>;

/** content/data/navigation.yaml: menus and footer lists. Every path must be a route. */
export const navigationSchema = z.strictObject({
  main: z.array(menuItem).describe('Main menu with submenus.'),
  footerMenu: z.array(link).describe('Bottom-bar menu.'),
  footerTags: slugsOf('services').describe(
    'Services listed as links in the footer, each by the name in its address (e.g. "motion-controls").',
  ),
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
  footerProjects: slugsOf('projects').describe(
    'Projects shown as photo links in the footer, each by the name in its address.',
  ),
  blogSidebarTags: slugsOf('services').describe(
    'Services listed as links in the blog sidebar, each by the name in its address.',
  ),
  serviceSidebar: slugsOf('services').describe(
    "Services listed in the service pages' sidebar, in order, each by the name in its address.",
  ),
  serviceGallery: slugsOf('projects').describe(
    "Projects in the photo gallery of the service pages' sidebar, each by the name in its address.",
  ),
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
        path: internalPath.describe('Address of the page on the site, such as /about-us.'),
        template: z.enum(templates).describe('Page type: the layout that shows the page, e.g. "AboutUs".'),
        title: z
          .string()
          .min(3)
          .optional()
          .describe(
            'Page title, shown at the top of the page and in the browser tab; ' +
              'taken from the entry when the page shows one.',
          ),
        description: z
          .string()
          .min(40)
          .max(220)
          .optional()
          .describe(
            'Description for search engines (40 to 220 characters); ' +
              'taken from the entry when the page shows one.',
          ),
        entry: z
          .string()
          .regex(
            /^[a-z]+\/[a-z0-9]+(?:-[a-z0-9]+)*$/,
            'expected collection/slug such as "services/design-and-build"',
          )
          .optional()
          .describe(
            'The entry the page shows, by its kind and name, e.g. "services/design-and-build"; ' +
              'an article page without one shows the newest article.',
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
          if (generic || page[key] !== undefined) continue;
          ctx.addIssue({ code: 'custom', path: [key], message: `a ${page.template} page needs a ${key}` });
        }
      }),
  );
}
export type PageMeta = z.output<ReturnType<typeof pagesSchema<[string, ...string[]]>>>[number];

/** content/data/redirects.yaml: legacy paths and where they now live. */
export const redirectsSchema = z.array(
  z.strictObject({
    from: internalPath.describe('Old path.'),
    to: internalPath.describe('Where it lives now: the address of a page of the site.'),
  }),
);
export type Redirect = z.output<typeof redirectsSchema>[number];

/** Editorial rules the validator applies to published entries of a collection (content.config.ts). */
export interface Editorial {
  /** Fewest words of text (body, plus the collection's Markdown fields) */
  minWords: number;
  maxWords?: number;
}
