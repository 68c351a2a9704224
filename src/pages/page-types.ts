/**
 * What each company page template receives as `data.page`: its data file (src/schema/data.ts) with
 * every `{ src, alt }` resolved to a Picture, plus the cards its builder (src/content/builders/) adds.
 */
import type { DataFiles } from '../schema/data.ts';
import type { Resolved } from '../content/builders/shared.ts';
import type { ProjectCard, ServiceCard } from '../lib/types.ts';

export type { Resolved };

export type TestimonialItem = Resolved<DataFiles['testimonials']['items'][number]>;
export type PartnerItem = Resolved<DataFiles['partners']['items'][number]>;

interface ResolvedCards {
  serviceCards: ServiceCard[];
  projectCards: ProjectCard[];
  testimonialItems: TestimonialItem[];
  partnerItems: PartnerItem[];
}

export type HomePage = Resolved<DataFiles['home']> & ResolvedCards;
export type Home02Page = Resolved<DataFiles['home02']> & ResolvedCards;
export type CareersPage = Resolved<DataFiles['careers']>;
export type PackageOption = Pick<
  DataFiles['pricing']['packages'][number],
  'id' | 'name' | 'price' | 'period'
>;
