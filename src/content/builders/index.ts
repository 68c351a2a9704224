/**
 * The data builder of each page type of content.config.ts: how its routes and their data are made
 * from the content model. A template receives exactly what its builder returns.
 */
import type { MDXContent } from 'mdx/types';
import type { PageTypeName } from '../../../content.config.ts';
import type { ShellData } from '../site-context.ts';
import { aboutCareersRoutes, aboutDetailRoutes, aboutTeamRoutes, aboutUsRoutes } from './About.ts';
import { articleRoutes } from './Article.ts';
import { blogListRoutes } from './BlogList.ts';
import { contactOfficesRoutes, contactUsRoutes, pricingRoutes, searchRoutes } from './Contact.ts';
import { home02Routes, homeRoutes } from './Home.ts';
import { notFoundRoutes } from './NotFound.ts';
import { projectDetailRoutes } from './ProjectDetail.ts';
import { projectListRoutes } from './ProjectList.ts';
import { serviceDetailRoutes } from './ServiceDetail.ts';
import { serviceListRoutes } from './ServiceList.ts';
import { testimonialsRoutes } from './Testimonials.ts';

export const builders = {
  Home: homeRoutes,
  Home02: home02Routes,
  AboutUs: aboutUsRoutes,
  AboutDetail: aboutDetailRoutes,
  AboutTeam: aboutTeamRoutes,
  AboutCareers: aboutCareersRoutes,
  ServiceList: serviceListRoutes,
  ServiceDetail: serviceDetailRoutes,
  ProjectList: projectListRoutes,
  ProjectDetail: projectDetailRoutes,
  Testimonials: testimonialsRoutes,
  Pricing: pricingRoutes,
  BlogList: blogListRoutes,
  Article: articleRoutes,
  ContactOffices: contactOfficesRoutes,
  ContactUs: contactUsRoutes,
  Search: searchRoutes,
  NotFound: notFoundRoutes,
} satisfies Record<PageTypeName, (...args: never[]) => unknown[]>;

/** The data of a route of page type T, as its builder returns it: what template T receives. */
export type RouteData<T extends PageTypeName> = ReturnType<(typeof builders)[T]>[number]['data'];

/** An entry's text as components: its body, and its Markdown fields (a service's tabs) in order. */
export interface EntryContent {
  body: MDXContent;
  fields: MDXContent[];
}

/** What the template of page type T receives: the route's data and the shell data. */
export interface TemplateProps<T extends PageTypeName> {
  data: RouteData<T>;
  /** Identity, menus and footer lists: the phone numbers and call to action pages show */
  shell: ShellData;
  /** The text of the entry the route shows (its source file's module); absent on company pages */
  content?: EntryContent;
}
