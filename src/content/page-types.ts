/**
 * Data files (src/schema/data.ts) as company pages receive them: every `{ src, alt }` resolved to a
 * Picture. Each template reads its own `data.page` type from its builder (src/content/builders/).
 */
import type { DataFiles } from '../schema/data.ts';
import type { Resolved } from './builders/shared.ts';

export type TestimonialItem = Resolved<DataFiles['testimonials']['items'][number]>;
export type PartnerItem = Resolved<DataFiles['partners']['items'][number]>;
export type PackageOption = Pick<
  DataFiles['pricing']['packages'][number],
  'id' | 'name' | 'price' | 'period'
>;
