/**
 * Data files (src/schema/data.ts) as company pages receive them: every `{ src, alt }` resolved to a
 * Picture. Each template reads its own `data.page` type from its builder (src/content/builders/).
 */
import type { DataFiles } from '../schema/data.ts';
import type { Resolved } from './builders/shared.ts';

export type TestimonialItem = Resolved<DataFiles['testimonials']['items'][number]>;
export type PartnerItem = Resolved<DataFiles['partners']['items'][number]>;
/** A package the message form offers, its price worded as on the pricing page ("$99 per month"). */
export type PackageOption = Record<'id' | 'name' | 'price', string>;
