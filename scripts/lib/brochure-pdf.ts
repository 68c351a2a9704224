/**
 * The PDF brochure: a letter-size sheet with the company band, the entry's facts and text, further
 * gallery images on their own page, and how to reach an engineer.
 */
import PDFDocument from 'pdfkit';
import type { Site } from '../../src/schema/index.ts';
import { ACCENT, MUTED, NAVY, contactLines, type Raster, type SheetWords } from './brochure-layout.ts';
import type { DocumentSource } from '../../src/content/documents.ts';

type Pdf = PDFKit.PDFDocument;

const MARGIN = 54;
const TEXT = '#16202c';

/** The document, set to write in a colour, a font and a size. */
const style = (pdf: Pdf, colour: string, font: string, size: number) =>
  pdf.fillColor(colour).font(font).fontSize(size);

export async function renderPdf(doc: DocumentSource, site: Site, words: SheetWords, rasters: Raster[]) {
  const images = rasters.map((r) => r.data);
  const pdf = new PDFDocument({
    size: 'LETTER',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    info: { Title: `${doc.title} | ${site.name}`, Author: site.name, Subject: doc.summary },
    compress: true,
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => pdf.on('end', () => resolve(Buffer.concat(chunks))));
  const width = pdf.page.width - 2 * MARGIN;

  companyBand(pdf, site);
  titleBlock(pdf, doc, width);
  if (images[0]) coverImage(pdf, images[0], width);
  detailRows(pdf, doc.details, width);
  bodyText(pdf, doc, width);
  gallery(pdf, words.gallery, images.slice(1), width);
  contactBlock(pdf, doc, site, words, width);
  pdf.end();
  return done;
}

function companyBand(pdf: Pdf, site: Site) {
  pdf.rect(0, 0, pdf.page.width, 70).fill(NAVY);
  style(pdf, '#ffffff', 'Helvetica-Bold', 16).text(site.name, MARGIN, 22);
  style(pdf, '#cfe3ff', 'Helvetica', 9).text(`${site.phones.sales}  ·  ${site.email}`, MARGIN, 44);
  pdf.rect(0, 70, pdf.page.width, 4).fill(ACCENT);
}

function titleBlock(pdf: Pdf, doc: DocumentSource, width: number) {
  pdf.moveDown(0).y = 100;
  style(pdf, ACCENT, 'Helvetica-Bold', 9).text(doc.label, MARGIN);
  style(pdf, NAVY, 'Helvetica-Bold', 22).text(doc.title, { width });
  style(pdf.moveDown(0.3), MUTED, 'Helvetica', 12).text(doc.heading, { width }).moveDown(0.8);
}

function coverImage(pdf: Pdf, image: Buffer, width: number) {
  const h = (width * 2) / 3;
  pdf.image(image, MARGIN, pdf.y, { width, height: h });
  pdf.y += h + 14;
}

/** Label and value side by side, one row per fact. */
function detailRows(pdf: Pdf, details: DocumentSource['details'], width: number) {
  for (const [label, value] of details) {
    const y = pdf.y;
    style(pdf, NAVY, 'Helvetica-Bold', 10).text(label, MARGIN, y, { width: 120 });
    style(pdf, TEXT, 'Helvetica', 10)
      .text(value, 180, y, { width: width - 126 })
      .moveDown(0.3);
  }
  pdf.moveDown(0.6);
}

function bodyText(pdf: Pdf, doc: DocumentSource, width: number) {
  style(pdf, TEXT, 'Helvetica-Oblique', 11).text(doc.summary, MARGIN, pdf.y, { width }).moveDown(0.8);
  for (const p of doc.paragraphs)
    style(pdf, TEXT, 'Helvetica', 11).text(p, { width, lineGap: 2 }).moveDown(0.6);
  for (const section of doc.sections) {
    style(pdf.moveDown(0.4), NAVY, 'Helvetica-Bold', 13).text(section.heading, { width }).moveDown(0.3);
    for (const p of section.paragraphs)
      style(pdf, TEXT, 'Helvetica', 11).text(p, { width, lineGap: 2 }).moveDown(0.5);
  }
}

/** Images after the cover, two per row on a page of their own. */
function gallery(pdf: Pdf, heading: string, images: Buffer[], width: number) {
  if (!images.length) return;
  pdf.addPage();
  style(pdf, NAVY, 'Helvetica-Bold', 13).text(heading, MARGIN, MARGIN).moveDown(0.5);
  const w = (width - 12) / 2;
  const h = (w * 2) / 3;
  images.forEach((img, i) => {
    const x = MARGIN + (i % 2) * (w + 12);
    if (i % 2 === 0 && i > 0) pdf.y += h + 12;
    if (pdf.y + h > pdf.page.height - 120) {
      pdf.addPage();
      pdf.y = MARGIN;
    }
    pdf.image(img, x, pdf.y, { width: w, height: h });
  });
  pdf.y += h + 16;
}

function contactBlock(pdf: Pdf, doc: DocumentSource, site: Site, words: SheetWords, width: number) {
  pdf.moveDown(1);
  pdf.rect(MARGIN, pdf.y, width, 2).fill(ACCENT).moveDown(0.6);
  style(pdf, NAVY, 'Helvetica-Bold', 11).text(words.contact, MARGIN, pdf.y + 6);
  for (const line of contactLines(site, words)) style(pdf, MUTED, 'Helvetica', 10).text(line);
  pdf.fillColor(MUTED).fontSize(9).text(doc.source);
}
