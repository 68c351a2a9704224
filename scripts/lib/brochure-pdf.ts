/**
 * The PDF brochure: a letter-size sheet with the company band, the entry's facts and text, further
 * gallery images on their own page, and how to reach an engineer.
 */
import PDFDocument from 'pdfkit';
import type { Site } from '../../src/schema/index.ts';
import { ACCENT, MUTED, NAVY, contactLines, sheetLabel } from './brochure-layout.ts';
import type { DocumentSource } from '../../src/content/documents.ts';

type Pdf = PDFKit.PDFDocument;

const MARGIN = 54;
const TEXT = '#16202c';

export async function renderPdf(doc: DocumentSource, site: Site, images: Buffer[]): Promise<Buffer> {
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
  gallery(pdf, images.slice(1), width);
  contactBlock(pdf, doc, site, width);
  pdf.end();
  return done;
}

function companyBand(pdf: Pdf, site: Site) {
  pdf.rect(0, 0, pdf.page.width, 70).fill(NAVY);
  pdf.fillColor('#ffffff').font('Helvetica-Bold').fontSize(16).text(site.name, MARGIN, 22);
  pdf
    .fillColor('#cfe3ff')
    .font('Helvetica')
    .fontSize(9)
    .text(`${site.phones.sales}  ·  ${site.email}`, MARGIN, 44);
  pdf.rect(0, 70, pdf.page.width, 4).fill(ACCENT);
}

function titleBlock(pdf: Pdf, doc: DocumentSource, width: number) {
  pdf.moveDown(0).y = 100;
  pdf.fillColor(ACCENT).font('Helvetica-Bold').fontSize(9).text(sheetLabel(doc), MARGIN);
  pdf.fillColor(NAVY).font('Helvetica-Bold').fontSize(22).text(doc.title, { width });
  pdf.moveDown(0.3).fillColor(MUTED).font('Helvetica').fontSize(12).text(doc.heading, { width });
  pdf.moveDown(0.8);
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
    pdf.fillColor(NAVY).font('Helvetica-Bold').fontSize(10).text(label, MARGIN, y, { width: 120 });
    pdf
      .fillColor(TEXT)
      .font('Helvetica')
      .fontSize(10)
      .text(value, 180, y, { width: width - 126 });
    pdf.moveDown(0.3);
  }
  pdf.moveDown(0.6);
}

function bodyText(pdf: Pdf, doc: DocumentSource, width: number) {
  pdf.fillColor(TEXT).font('Helvetica-Oblique').fontSize(11).text(doc.summary, MARGIN, pdf.y, { width });
  pdf.moveDown(0.8);
  for (const p of doc.paragraphs) {
    pdf.fillColor(TEXT).font('Helvetica').fontSize(11).text(p, { width, lineGap: 2 });
    pdf.moveDown(0.6);
  }
  for (const section of doc.sections) {
    pdf.moveDown(0.4).fillColor(NAVY).font('Helvetica-Bold').fontSize(13).text(section.heading, { width });
    pdf.moveDown(0.3);
    for (const p of section.paragraphs) {
      pdf.fillColor(TEXT).font('Helvetica').fontSize(11).text(p, { width, lineGap: 2 });
      pdf.moveDown(0.5);
    }
  }
}

/** Images after the cover, two per row on a page of their own. */
function gallery(pdf: Pdf, images: Buffer[], width: number) {
  if (!images.length) return;
  pdf.addPage();
  pdf.fillColor(NAVY).font('Helvetica-Bold').fontSize(13).text('Gallery', MARGIN, MARGIN);
  pdf.moveDown(0.5);
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

function contactBlock(pdf: Pdf, doc: DocumentSource, site: Site, width: number) {
  pdf.moveDown(1);
  pdf.rect(MARGIN, pdf.y, width, 2).fill(ACCENT);
  pdf.moveDown(0.6);
  pdf
    .fillColor(NAVY)
    .font('Helvetica-Bold')
    .fontSize(11)
    .text('Talk to an engineer', MARGIN, pdf.y + 6);
  for (const line of contactLines(site)) pdf.fillColor(MUTED).font('Helvetica').fontSize(10).text(line);
  pdf.fillColor(MUTED).fontSize(9).text(`This brochure was generated from ${doc.url}`);
}
