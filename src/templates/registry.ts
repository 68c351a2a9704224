/** Page templates by name, each loaded on demand so every route ships only its own code. */
import type { ComponentType } from 'react';
import type { TemplateName } from './names.ts';

type Loader = () => Promise<{ default: ComponentType<never> }>;

export const templates: Record<TemplateName, Loader> = {
  Home: () => import('../pages/Home.tsx'),
  Home02: () => import('../pages/Home02.tsx'),
  AboutUs: () => import('../pages/AboutUs.tsx'),
  AboutDetail: () => import('../pages/AboutDetail.tsx'),
  AboutTeam: () => import('../pages/AboutTeam.tsx'),
  AboutCareers: () => import('../pages/AboutCareers.tsx'),
  ServiceList: () => import('./ServiceList.tsx'),
  ServiceDetail: () => import('./ServiceDetail.tsx'),
  ProjectList: () => import('./ProjectList.tsx'),
  ProjectDetail: () => import('./ProjectDetail.tsx'),
  Testimonials: () => import('../pages/Testimonials.tsx'),
  Pricing: () => import('../pages/Pricing.tsx'),
  BlogList: () => import('./BlogList.tsx'),
  Article: () => import('./Article.tsx'),
  ContactOffices: () => import('../pages/ContactOffices.tsx'),
  ContactUs: () => import('../pages/ContactUs.tsx'),
  Search: () => import('../pages/Search.tsx'),
  NotFound: () => import('../pages/NotFound.tsx'),
};
