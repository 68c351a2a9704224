/** What the PDF and DOCX brochures share, so the two downloads of an entry look and read alike. */
import type { Site } from '../../src/schema/index.ts';
import type { DocumentSource } from '../../src/content/documents.ts';

export const NAVY = '#0b2240';
export const ACCENT = '#c2410c';
export const MUTED = '#4f5e70';

/** Artwork rasterised for documents (JPEG) with its size in pixels. */
export type Raster = { data: Buffer; width: number; height: number };

export function sheetLabel(doc: DocumentSource): string {
  return doc.kind === 'project' ? 'CASE STUDY' : 'SERVICE SHEET';
}

export function contactLines(site: Site): string[] {
  const a = site.address;
  return [
    site.name,
    `${a.street}, ${a.city}, ${a.region} ${a.postalCode}`,
    `Sales ${site.phones.sales} · Support ${site.phones.support} · ${site.email}`,
    site.url,
  ];
}
