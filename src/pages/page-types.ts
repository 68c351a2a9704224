/**
 * Data files (src/schema/data.ts) as company pages receive them: every `{ src, alt }` resolved to a
 * Picture. Each template reads its own `data.page` type from its builder (src/content/builders/).
 */
import type { DataFiles } from '../schema/data.ts';
import type { ImageRef } from '../schema/index.ts';
import type { Picture } from '../lib/types.ts';

/** A data file's shape after the generator has turned image references into Pictures. */
export type Resolved<T> = T extends ImageRef
  ? Picture
  : T extends readonly (infer U)[]
    ? Resolved<U>[]
    : T extends object
      ? { [K in keyof T]: Resolved<T[K]> }
      : T;

export type TestimonialItem = Resolved<DataFiles['testimonials']['items'][number]>;
export type PartnerItem = Resolved<DataFiles['partners']['items'][number]>;
export type PackageOption = Pick<
  DataFiles['pricing']['packages'][number],
  'id' | 'name' | 'price' | 'period'
>;
