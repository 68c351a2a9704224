/** What the PDF and DOCX brochures share, so the two downloads of an entry look alike. */

export const NAVY = '#0b2240';
export const ACCENT = '#c2410c';
export const MUTED = '#4f5e70';

/** Artwork rasterised for documents (JPEG) with its size in pixels. */
export type Raster = { data: Buffer; width: number; height: number };
