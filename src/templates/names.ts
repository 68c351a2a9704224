/** Every page template a route can name. content/data/pages.yaml is checked against this list. */
export const templateNames = [
  'Home',
  'Home02',
  'AboutUs',
  'AboutDetail',
  'AboutTeam',
  'AboutCareers',
  'ServiceList',
  'ServiceDetail',
  'ProjectList',
  'ProjectDetail',
  'Testimonials',
  'Pricing',
  'BlogList',
  'Article',
  'ContactOffices',
  'ContactUs',
  'Search',
  'NotFound',
] as const;
export type TemplateName = (typeof templateNames)[number];
