/** What the PDF and DOCX brochures share, so the two downloads of an entry look and read alike. */
import { fill } from '../../src/lib/format.ts';
import type { Labels } from '../../src/schema/data.ts';
import type { Site } from '../../src/schema/index.ts';

export const NAVY = '#0b2240';
export const ACCENT = '#c2410c';
export const MUTED = '#4f5e70';

/** Artwork rasterised for documents (JPEG) with its size in pixels. */
export type Raster = { data: Buffer; width: number; height: number };

/** The wording every sheet shares (labels.yaml `brochure`). */
export type SheetWords = Labels['brochure'];

/** The company's name, address, phones and site, at the end of every sheet. */
export function contactLines(site: Site, words: SheetWords): string[] {
  const { street, city, region, postalCode } = site.address;
  const phones = fill(words.phones, { ...site.phones, email: site.email });
  return [site.name, `${street}, ${city}, ${region} ${postalCode}`, phones, site.url];
}
