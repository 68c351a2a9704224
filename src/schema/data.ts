/**
 * Schemas of the company pages' data files (content/data/<name>.yaml). Adding a data file is one
 * line in `dataSchemas`; the generator validates it and checks every image and link in it.
 */
import { z } from 'zod';
import { href, image, projectCategories, slugsOf } from './index.ts';

export const iconNames = [
  'award',
  'clock',
  'users',
  'target',
  'shield',
  'bolt',
  'gear',
  'chart',
  'chip',
  'robot',
  'battery',
  'sun',
  'phone',
  'mail',
  'pin',
  'check',
  'wrench',
  'cube',
  'handshake',
  'eye',
  'layers',
  'monitor',
] as const;
export const iconName = z.enum(iconNames).describe(`Icon name: ${iconNames.join(', ')}.`);
export type IconName = z.infer<typeof iconName>;

const button = z.strictObject({
  label: z.string().min(2).describe('Button text.'),
  href: href.describe('Where the button goes.'),
});

const iconBox = z.strictObject({
  icon: iconName,
  title: z.string().min(2).describe('Box title.'),
  text: z.string().min(10).describe('One or two sentences.'),
  href: href.optional().describe('Optional link for the whole box.'),
});
export type IconBox = z.infer<typeof iconBox>;

const slide = z.strictObject({
  eyebrow: z.string().describe('Small line above the headline.'),
  headline: z.string().min(5).describe('Slide headline.'),
  text: z.string().min(10).describe('Supporting sentence.'),
  image: image.describe('Slide artwork.'),
  button: button.describe('Call to action.'),
});
export type Slide = z.infer<typeof slide>;

const tab = z.strictObject({
  label: z.string().min(2).describe('Tab label.'),
  heading: z.string().min(3).describe('Heading inside the panel.'),
  text: z.string().min(20).describe('Panel paragraph.'),
  points: z.array(z.string()).default([]).describe('Optional bullet points.'),
  links: z
    .array(button)
    .default([])
    .describe('Optional links under the points: the case studies or pages that show what the tab says.'),
});
export type TabItem = z.output<typeof tab>;

const accordionItem = z.strictObject({
  title: z.string().min(3).describe('Question or heading (the accordion button).'),
  text: z.string().min(20).describe('Answer or content.'),
});

const section = {
  eyebrow: z.string().default('').describe('Small line above the heading.'),
  heading: z.string().min(3).describe('Section heading.'),
  text: z.string().default('').describe('Optional intro paragraph.'),
};

/** A form's heading, and the labels of the phone number and hours beside it. */
const formSection = z.strictObject({
  ...section,
  phoneLabel: z.string().min(2).describe('Label of the phone number beside the form.'),
  hoursLabel: z.string().min(2).describe('Label of the hours beside the form.'),
});

const counter = z.strictObject({
  value: z.number().int().positive().describe('The number the counter counts up to.'),
  suffix: z.string().default('+').describe('Text after the number.'),
  label: z.string().describe('What is counted.'),
});
export type Counter = z.output<typeof counter>;

const cta = z.strictObject({
  heading: z.string().min(5).describe('Call-to-action heading.'),
  text: z.string().min(10).describe('Supporting line (the sales phone is added by the page).'),
  button: button,
});
export type CallToAction = z.infer<typeof cta>;

/**
 * One piece of the templates' fixed wording; `where` says where it shows. `slots` are the {names}
 * the page fills in (`{phone}` becomes the sales phone): each must be there, and no other.
 */
const words = (where: string, ...slots: string[]) =>
  z
    .string()
    .min(1)
    .superRefine((text, ctx) => {
      const used = [...text.matchAll(/\{(\w*)\}/g)].map((m) => m[1]!);
      const unknown = used.filter((u) => !slots.includes(u));
      const list = slots.length ? `: use ${slots.map((s) => `{${s}}`).join(', ')}` : '';
      for (const s of unknown)
        ctx.addIssue({ code: 'custom', message: `{${s}} is not filled in here${list}` });
      // A misspelt name is reported once, above, with the names to use.
      for (const s of unknown.length ? [] : slots.filter((x) => !used.includes(x)))
        ctx.addIssue({ code: 'custom', message: `write {${s}} where it goes: the page fills it in` });
    })
    .describe(slots.length ? `${where} The page fills in ${slots.map((x) => `{${x}}`).join(', ')}.` : where);

/** content/data/home.yaml */
export const homeSchema = z.strictObject({
  slides: z.array(slide).length(3, 'expected exactly three hero slides').describe('Hero slider.'),
  bestChoice: z
    .strictObject({ ...section, boxes: z.array(iconBox).length(3) })
    .describe('Best-choice block.'),
  welcome: z
    .strictObject({
      ...section,
      bullets: z.array(z.string()).length(4, 'expected four claims'),
      image: image,
      aboutButton: button,
      button: button,
    })
    .describe('About/welcome block.'),
  services: z
    .strictObject({ ...section, slugs: slugsOf('services').length(6), button })
    .describe('Expert areas carousel.'),
  projects: z
    .strictObject({ ...section, slugs: slugsOf('projects').length(8), button })
    .describe('Projects carousel.'),
  integrated: z
    .strictObject({ ...section, boxes: z.array(iconBox).length(6) })
    .describe('Fully integrated block.'),
  testimonials: z
    .strictObject({ ...section, ids: z.array(z.string()).length(2) })
    .describe('Testimonials block: its heading and two testimonials, by their id in the testimonials list.'),
  cta: cta.describe('Call to action with the sales phone.'),
  tabs: z
    .strictObject({ ...section, items: z.array(tab).length(3) })
    .describe('Our Focus / Your Power / Your Data.'),
  faq: z.strictObject({ ...section, items: z.array(accordionItem).length(3) }).describe('FAQ accordion.'),
  partners: z.strictObject(section).describe('Partner logo carousel heading.'),
});

/** content/data/home02.yaml */
export const home02Schema = z.strictObject({
  slides: z.array(slide).min(2).describe('Hero slider.'),
  services: z.strictObject({ ...section, slugs: slugsOf('services').min(3) }).describe('Services carousel.'),
  boxes: z.array(iconBox).length(4).describe('Mission, quality, on time, experienced.'),
  boxesHeading: z.string().min(3).describe('Heading of those boxes, read by screen readers (not shown).'),
  progress: z
    .strictObject({
      ...section,
      bars: z.array(z.strictObject({ label: z.string(), value: z.number().int().min(0).max(100) })),
    })
    .describe('Progress bars.'),
  accordion: z.strictObject({ ...section, items: z.array(accordionItem).min(2) }).describe('Accordion.'),
  callback: formSection.describe('Request-call-back form heading.'),
  projects: z
    .strictObject({ ...section, slugs: slugsOf('projects').min(3) })
    .describe('Featured projects grid.'),
  testimonials: z
    .strictObject({ ...section, ids: z.array(z.string()).min(1) })
    .describe(
      'Testimonials block: its heading and the testimonials shown, by their id in the testimonials list.',
    ),
  partners: z.strictObject(section).describe('Partners heading.'),
});

/** content/data/about.yaml */
export const aboutSchema = z.strictObject({
  company: z
    .strictObject({ ...section, paragraphs: z.array(z.string()).min(1), image })
    .describe('Our Company.'),
  history: z
    .strictObject({
      ...section,
      entries: z.array(z.strictObject({ year: z.number().int(), title: z.string(), text: z.string() })),
    })
    .describe('Our History.'),
  values: z.strictObject({ ...section, items: z.array(accordionItem).length(3) }).describe('Core values.'),
  sidebar: z
    .strictObject({
      name: words('Name of the sidebar, read by screen readers (not shown).'),
      heading: z.string().min(2).describe('Title of the links panel.'),
      links: z.array(button).min(1).describe('Links to the other company pages.'),
      contact: cta.describe('Contact panel under the links.'),
    })
    .describe('About sidebar on /about-us.'),
  overview: z
    .strictObject({
      offer: z.strictObject({ ...section, boxes: z.array(iconBox).min(3), button }),
      counters: z.array(counter).length(4),
      countersHeading: z
        .string()
        .min(3)
        .describe('Heading of the counters, read by screen readers (not shown).'),
      tabs: z.strictObject({ ...section, items: z.array(tab).min(2) }),
      cta,
    })
    .describe('About overview block (/about-detail).'),
});

/** content/data/team.yaml */
export const teamSchema = z.strictObject({
  ...section,
  profile: words("Each leader's link to their professional profile."),
  profileOf: words('Read out after it (not shown).', 'name'),
  leaders: z
    .array(
      z.strictObject({
        name: z.string().describe('Name shown on the card.'),
        position: z.string().describe('Title.'),
        bio: z.array(z.string()).min(1).describe('Bio paragraphs.'),
        image,
        profile: href.describe('External professional profile.'),
        sample: z
          .boolean()
          .default(false)
          .describe(
            'While on, this is the fictional sample profile the site ships with; ' +
              'the go-live check fails until it is replaced.',
          ),
      }),
    )
    .min(1),
});

/** content/data/careers.yaml */
export const careersSchema = z.strictObject({
  ...section,
  slides: z.array(slide).length(2).describe('Hiring carousel.'),
  slidesName: words('Name of the hiring carousel, read by screen readers (not shown).'),
  openings: z.strictObject(section).describe('Heading above the open roles.'),
  roles: z
    .array(
      z.strictObject({
        title: z.string(),
        description: z.string(),
        benefits: z.array(z.string()).min(1),
        requirements: z.array(z.string()).min(1),
      }),
    )
    .length(4)
    .describe('Open roles (the first opens by default).'),
  benefits: z.string().min(2).describe("Heading of each role's benefits."),
  requirements: z.string().min(2).describe("Heading of each role's requirements."),
});

/** content/data/testimonials.yaml */
export const testimonialsSchema = z.strictObject({
  ...section,
  groups: z
    .array(
      z.strictObject({
        heading: z.string().min(3).describe('Heading above the carousel.'),
        ids: z
          .array(z.string())
          .length(6, 'expected six testimonial ids per carousel')
          .describe('Six testimonials, by their id in the testimonials list.'),
      }),
    )
    .length(2, 'expected two carousels')
    .describe('The two carousels of /page-testimonial.'),
  items: z
    .array(
      z.strictObject({
        id: z.string().describe('Short name that other parts of the site use to show this testimonial.'),
        quote: z.string().min(40).describe('What they said.'),
        role: z.string().describe('Role of the person, e.g. "Plant Manager".'),
        organisation: z.string().describe('Organisation type, e.g. "Medical device manufacturer".'),
        image: image.describe('Avatar artwork.'),
      }),
    )
    .min(8),
});

/** content/data/partners.yaml */
export const partnersSchema = z.strictObject({
  items: z
    .array(z.strictObject({ name: z.string(), plain: image, colour: image }))
    .length(10, 'expected ten partner logos'),
});

/** content/data/pricing.yaml */
export const pricingSchema = z.strictObject({
  ...section,
  features: z.array(z.string()).min(3).describe('Feature names, in card order.'),
  popular: z.string().min(2).describe('Tag on the popular package.'),
  perPeriod: words("After each price: the package's period.", 'period'),
  included: words('Read out after a feature the package includes (not shown).'),
  excluded: words('Read out after a feature it lacks (not shown).'),
  button: words("Each package's button to the contact form."),
  buttonFor: words('Read out after the button (not shown).', 'name'),
  packages: z
    .array(
      z.strictObject({
        id: z.string().regex(/^\d\d$/, 'expected a two-digit id such as "02"'),
        name: z.string(),
        price: z.number().positive(),
        period: z.string().default('MONTH'),
        popular: z.boolean().default(false),
        included: z
          .array(z.boolean())
          .describe(
            'For each feature, in order: whether the package includes it ' +
              '(a feature it lacks is shown struck through).',
          ),
      }),
    )
    .length(4),
});

/** content/data/offices.yaml */
export const officesSchema = z.strictObject({
  ...section,
  offices: z
    .array(
      z.strictObject({
        name: z.string().describe('Tab label of the office or customer desk.'),
        note: z
          .string()
          .optional()
          .describe('Who answers for this office or desk, and in which language, shown above its details.'),
        address: z.string().optional().describe("Its own address; leave empty for the company's."),
        phone: z.string().optional().describe('Its own phone; leave empty for the sales phone.'),
        email: z.string().optional().describe("Its own e-mail; leave empty for the company's."),
        hours: z.string().optional().describe("Its own hours; leave empty for the company's."),
      }),
    )
    .min(1),
});

/** content/data/contact.yaml */
export const contactSchema = z.strictObject({
  ...section,
  boxes: z
    .strictObject({
      phone: z.string().min(2).describe('Title of the phone box.'),
      address: z.string().min(2).describe('Title of the address box.'),
      email: z.string().min(2).describe('Title of the e-mail box.'),
    })
    .describe(
      'Titles of the three contact boxes (the numbers, address and hours come from the company details).',
    ),
  form: formSection.describe('Heading and intro of the message form.'),
});

/** content/data/social-posts.yaml: the social posts shown in the service pages' sidebar. */
export const socialPostsSchema = z.strictObject({
  heading: z.string().min(3).describe('Title of the widget.'),
  follow: z.string().min(2).describe('Link text before the network name, under each post.'),
  posts: z
    .array(
      z.strictObject({
        network: z
          .string()
          .describe(
            'The social profile the post links to, ' +
              'by its label among the company\'s social links, e.g. "LinkedIn".',
          ),
        date: z
          .string()
          .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date such as 2024-03-18')
          .describe('Date of the post, such as 2024-03-18.'),
        text: z.string().min(20).max(280).describe('What the post says.'),
      }),
    )
    .min(1)
    .max(3, 'expected at most three posts')
    .describe('The posts, newest first.'),
});

/** content/data/categories.yaml: the label of each project filter category. */
export const categoriesSchema = z.strictObject(
  Object.fromEntries(
    projectCategories.map((key) => [key, z.string().min(2).describe(`Label of the "${key}" category.`)]),
  ) as Record<(typeof projectCategories)[number], z.ZodString>,
);

/**
 * content/data/industries.yaml: the one list of customer industries. A project's `industry` and a
 * service's `industries` must be one of these labels (the validator suggests the nearest).
 */
export const industriesSchema = z.strictObject({
  items: z
    .array(z.string().min(2))
    .min(1)
    .refine((items) => new Set(items).size === items.length, 'expected each industry once')
    .describe('Customer industries, each once: the names projects and services pick their industries from.'),
});

/** Where a data file lives: its key in kebab case, `content/data/social-posts.yaml` for `socialPosts`. */
export function dataFilePath(name: string): string {
  return `content/data/${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.yaml`;
}

/** The wording of one kind of page, `where`. */
const wording = <S extends z.ZodRawShape>(where: string, fields: S) => z.strictObject(fields).describe(where);

/** content/data/labels.yaml: the wording that page templates show on every page of their kind. */
export const labelsSchema = z.strictObject({
  page: wording('On every page', {
    callSales: words('Line above the sales phone in the call to action.'),
    newTab: words('Read out after a link that opens in a new tab (not shown).'),
    draft: words("Badge on a draft's preview."),
    skip: words('Link to the page content, the first thing a keyboard reaches.'),
    menu: words('Button that opens the main menu on phones.'),
    searchSite: words("Label of the header's search field, and heading of the 404 page's search."),
    recentPosts: words('Footer column and blog sidebar: the latest articles.'),
    recentProjects: words('Footer column: the latest case studies.'),
    tags: words('Footer column, blog sidebar and article footer: the service tags.'),
    contactDetails: words('Footer: heading of the address and phone, read by screen readers (not shown).'),
    rights: words('Footer: after the copyright years and the company name.'),
    breadcrumb: words('Name of the breadcrumb trail under a page title, read by screen readers (not shown).'),
    mainMenu: words('Name of the main menu, read by screen readers (not shown).'),
    footerMenu: words('Name of the footer menu, read by screen readers (not shown).'),
    headerSearch: words("Name of the header's search form, read by screen readers (not shown)."),
    submenu: words("Name of a menu item's list of pages, read by screen readers (not shown).", 'item'),
    table: words("Name of a table's scrolling box in a text, read by screen readers (not shown)."),
    heroSlider: words("Name of the home pages' slider, read by screen readers (not shown)."),
    homePageLink: words(
      "Beside a link that still opens a shared site's home page (a profile, Apply Now, a developer " +
        'resource): where it leads, until the real address is linked.',
      'host',
    ),
  }),
  project: wording('Case studies (/projects/…)', {
    eyebrow: words('Line above the title.'),
    facts: words('Heading of the facts list in the sidebar.'),
    industry: words('Fact: the industry.'),
    budget: words('Fact: the budget.'),
    area: words('Fact: the surface area.'),
    areaUnit: words('Unit after the surface area.'),
    year: words('Fact: the year completed.'),
    location: words('Fact: the location.'),
    state: words('Written after the city of the location.'),
    brochures: words('Heading of the brochure downloads, where a project names none of its own.'),
    brochureText: words('Line above the brochure downloads.'),
    similar: words('Heading of the contact panel.'),
    related: words('Heading of the related projects carousel.'),
    sidebar: words('Name of the sidebar, read by screen readers (not shown).'),
    pdf: words('Brochure download: the PDF button.'),
    word: words('Brochure download: the Word button.'),
    document: words('Read out after each download button (not shown).', 'title'),
  }),
  filter: wording('The category buttons of the project list (/projects)', {
    name: words('Their name, read by screen readers (not shown).'),
    all: words('The button that shows every category.'),
    showing: words('Read out after a category is chosen (not shown).', 'shown', 'count'),
  }),
  service: wording('Service pages (/services/…)', {
    eyebrow: words('Line above the title.'),
    developerLinks: words('Heading of the developer links.'),
    related: words('Heading of the related projects.'),
    sheet: words('Heading of the service sheet downloads.'),
    services: words('Sidebar: heading of the services list.'),
    about: words('Sidebar: heading of the company links.'),
    consultant: words('Sidebar: heading of the contact panel.'),
    roles: words(
      "Under each service's consultant paragraph: who a customer deals with for what (sales, quotes " +
        'and invoices, technical questions), the same for every service.',
    ),
    gallery: words('Sidebar: heading of the project thumbnails.'),
    details: words('Service cards: the arrow line under the summary.'),
    tabs: words('Name of the tabs under the text, read by screen readers (not shown).', 'title'),
    pdf: words('Service sheet download: the PDF button.'),
    word: words('Service sheet download: the Word button.'),
    document: words('Read out after each download button (not shown).', 'title'),
  }),
  blog: wording('Blog list and articles', {
    share: words('Article footer: heading of the share links.'),
    previous: words('Link to the previous article.'),
    next: words('Link to the next article.'),
    readMore: words('Article cards: the arrow line under the excerpt.'),
    minRead: words('After the minutes of reading time, on articles and their cards.'),
    page: words('Read out before each page number of the blog list (not shown).'),
    search: words("Heading of the blog sidebar's search, and name of the header's search button."),
    searchLabel: words('Blog sidebar: label of the search field.'),
    sidebar: words('Name of the blog sidebar, read by screen readers (not shown).'),
    pages: words('Name of the page numbers of the blog list, read by screen readers (not shown).'),
    more: words('Name of the previous and next article links, read by screen readers (not shown).'),
  }),
  notFound: wording('The page of an unknown address (404)', {
    eyebrow: words('Line above the title.'),
    text: words('Paragraph under the description.'),
    searchLabel: words('Label of the search field.'),
    call: words('Sentence before the sales phone.'),
    sections: words('Heading of the main sections list.'),
  }),
  search: wording('The search page (/search)', {
    name: words('Name of the search form, read by screen readers (not shown).'),
    label: words('Label of the search field.'),
    hint: words('Line under the label: words to try.'),
    button: words('The search button.'),
    noScript: words('Shown instead of results when the browser runs no scripts.'),
    searching: words('While the search runs.', 'query'),
    one: words('When one page matches.', 'query'),
    many: words('When several pages match.', 'count', 'query'),
    more: words('When more pages match than are shown.', 'count', 'query', 'shown'),
    none: words('When nothing matches.', 'query', 'phone'),
    failed: words('When the search cannot run.', 'phone'),
    start: words('Heading of the main sections before a search.'),
    sections: words('Heading of the main sections after a search.'),
    page: words('Kind of a result that is not a project, service or article.'),
  }),
  form: wording('The contact forms (/contact-us, /home-02)', {
    name: words('Field: name.'),
    phone: words('Field: phone.'),
    email: words('Field: e-mail.'),
    company: words('Field: company.'),
    message: words('Field: message.'),
    required: words('After the label of a field that must be filled in.'),
    optional: words('After the label of one that may be left empty.'),
    package: words('Field: the support package (when the visitor comes from the pricing page).'),
    noPackage: words('The package choice for none.'),
    packageOption: words('Each package choice; {price} is worded as on the pricing page.', 'name', 'price'),
    trap: words('Label of the field left empty against spam (hidden).'),
    nameMissing: words('Error: no name.'),
    phoneMissing: words('Error: no phone.'),
    phoneShort: words('Error: a phone number of under seven digits.'),
    emailMissing: words('Error: no e-mail.'),
    emailInvalid: words('Error: not an e-mail address.'),
    checkOne: words('Read out when one field is wrong.', 'field', 'error'),
    checkMany: words('Read out when several fields are wrong.', 'count', 'fields'),
    sendCallback: words('Button of the call-back form.'),
    sendMessage: words('Button of the message form.'),
    sending: words('Button while sending.'),
    failedCallback: words('Heading when a call-back request could not be sent.'),
    failedMessage: words('Heading when a message could not be sent.'),
    failedText: words('Text under it.', 'phone'),
    retry: words('Button that sends again.'),
    mailOpened: words("Heading when the visitor's e-mail program opened instead (no form endpoint set)."),
    mailText: words('Text under it.', 'email', 'phone'),
    thanks: words('Heading once sent.', 'name'),
    callingBack: words('Once a call-back request is sent.', 'phone'),
    replying: words('Once a message is sent.', 'email'),
    urgent: words('After that.', 'phone'),
    mailCallback: words('E-mail subject of a call-back request.', 'name'),
    mailMessage: words('E-mail subject of a message.', 'name'),
    mailCallMe: words('E-mail text of a call-back request.'),
    mailFrom: words('Last line of the e-mail.', 'page'),
  }),
  scriptFailed: wording('Shown when a script of the page fails to load twice', {
    title: words('Heading.'),
    text: words('What happened.', 'script', 'failure'),
    unknown: words("Stands for the script's name where the browser does not give it."),
    reload: words('Button that reloads the page.'),
    call: words('Button that calls the sales phone.', 'phone'),
  }),
  offices: wording('Office details (/contact-offices)', {
    name: words('Name of the office tabs, read by screen readers (not shown).'),
    address: words('Address.'),
    phone: words('Phone.'),
    email: words('E-mail.'),
    hours: words('Opening hours.'),
  }),
  brochure: wording('The PDF and Word sheets of case studies and services', {
    project: words('Above the title of a case study.'),
    service: words('Above the title of a service sheet.'),
    gallery: words('Heading of the page of images.'),
    contact: words('Heading of the contact details at the end.'),
    phones: words('Contact line of the phones and e-mail.', 'sales', 'support', 'email'),
    source: words('Last line: the page the sheet was made from.', 'url'),
  }),
  carousel: wording('Carousels and sliders: their buttons and slides, read by screen readers (not shown)', {
    previous: words('Button: back one slide.'),
    next: words('Button: on one slide.'),
    pause: words('Button: stop the slides moving on their own.', 'name'),
    play: words('Button: let them move again.', 'name'),
    slide: words('Each slide.', 'n', 'count'),
    namedSlide: words(
      "Each slide of a full-width slider (the home pages' and the careers page's).",
      'n',
      'count',
    ),
  }),
  gallery: wording("A case study's photo gallery, read by screen readers (not shown)", {
    name: words('Name of the gallery.', 'title'),
    previous: words('Button: back one image.'),
    next: words('Button: on one image.'),
    slide: words('Each image.', 'n', 'count'),
    show: words('Each thumbnail.', 'n', 'count'),
  }),
});

/**
 * The data files of the company pages, each with what a writer knows it as (its `title`: the page
 * it feeds, in the editor's words of a problem in it, such as "Home page").
 */
export const dataSchemas = {
  categories: categoriesSchema.meta({ title: 'Project categories' }),
  industries: industriesSchema.meta({ title: 'Industries' }),
  socialPosts: socialPostsSchema.meta({ title: 'Social posts beside the services' }),
  home: homeSchema.meta({ title: 'Home page' }),
  home02: home02Schema.meta({ title: 'Second home page' }),
  about: aboutSchema.meta({ title: 'About pages' }),
  team: teamSchema.meta({ title: 'Leadership team page' }),
  careers: careersSchema.meta({ title: 'Careers page' }),
  testimonials: testimonialsSchema.meta({ title: 'Testimonials page' }),
  partners: partnersSchema.meta({ title: 'Partner logos' }),
  pricing: pricingSchema.meta({ title: 'Pricing page' }),
  offices: officesSchema.meta({ title: 'Offices page' }),
  contact: contactSchema.meta({ title: 'Contact page' }),
  labels: labelsSchema.meta({ title: 'Wording of every page' }),
} as const;

export type DataFiles = { [K in keyof typeof dataSchemas]: z.output<(typeof dataSchemas)[K]> };
/** The wording an island is given (labels.yaml), as one group of it */
export type Labels = DataFiles['labels'];
export type FilterWords = Labels['filter'];
export type FormWords = Labels['form'];
export type SearchWords = Labels['search'];
export type CarouselWords = Labels['carousel'];
