/* eslint-disable @typescript-eslint/no-deprecated -- docx's `bold`/`italics` run options are
   flagged because TypeScript's DOM lib deprecates String.prototype.bold; they are not deprecated. */
/**
 * Brochures: a PDF and a DOCX for every project and service, generated from the same content the
 * page shows, so a download never disagrees with its page. Outputs are cached by the hash of
 * their inputs (content, images, identity), so an unchanged entry costs one file copy.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  AlignmentType,
  BorderStyle,
  Document,
  HeadingLevel,
  ImageRun,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { cacheDir, type CachedFile } from './cache.ts';
import type { Site } from '../../src/schema/index.ts';
import type { DocumentSource } from './documents.ts';

const NAVY = '#0b2240';
const ACCENT = '#c2410c';
const MUTED = '#4f5e70';
const GENERATOR_VERSION = '2';

type Raster = { data: Buffer; width: number; height: number };
const rasters = new Map<string, Promise<Raster>>();

/**
 * Rasterises artwork for documents once per file: 1000 px wide JPEG (small, quick to embed). Kept
 * in memory and on disk (by the file's content), so threads making brochures share the work.
 */
function toRaster(file: string, cache: string): Promise<Raster> {
  let r = rasters.get(file);
  if (!r) {
    const source = readFileSync(file);
    const key = createHash('sha1').update(GENERATOR_VERSION).update(source).digest('hex');
    const stored = path.join(cache, `${key}.jpg`);
    r = (
      existsSync(stored)
        ? Promise.resolve(readFileSync(stored))
        : sharp(source, { density: 96 })
            .resize({ width: 1000 })
            .flatten({ background: '#0d2b4e' })
            .jpeg({ quality: 82 })
            .toBuffer()
            .then((data) => {
              writeFileSync(stored, data);
              return data;
            })
    ).then(async (data) => {
      const { width, height } = await sharp(data).metadata();
      return { data, width, height };
    });
    rasters.set(file, r);
  }
  return r;
}

function contactLines(site: Site): string[] {
  const a = site.address;
  return [
    site.name,
    `${a.street}, ${a.city}, ${a.region} ${a.postalCode}`,
    `Sales ${site.phones.sales} · Support ${site.phones.support} · ${site.email}`,
    site.url,
  ];
}

export async function renderPdf(doc: DocumentSource, site: Site, images: Buffer[]): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'LETTER',
    margins: { top: 54, bottom: 54, left: 54, right: 54 },
    info: { Title: `${doc.title} | ${site.name}`, Author: site.name, Subject: doc.summary },
    compress: true,
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => pdf.on('end', () => resolve(Buffer.concat(chunks))));
  const width = pdf.page.width - 108;

  // Company header band
  pdf.rect(0, 0, pdf.page.width, 70).fill(NAVY);
  pdf.fillColor('#ffffff').font('Helvetica-Bold').fontSize(16).text(site.name, 54, 22);
  pdf
    .fillColor('#cfe3ff')
    .font('Helvetica')
    .fontSize(9)
    .text(`${site.phones.sales}  ·  ${site.email}`, 54, 44);
  pdf.rect(0, 70, pdf.page.width, 4).fill(ACCENT);

  pdf.moveDown(0).y = 100;
  pdf
    .fillColor(ACCENT)
    .font('Helvetica-Bold')
    .fontSize(9)
    .text(doc.kind === 'project' ? 'CASE STUDY' : 'SERVICE SHEET', 54);
  pdf.fillColor(NAVY).font('Helvetica-Bold').fontSize(22).text(doc.title, { width });
  pdf.moveDown(0.3).fillColor(MUTED).font('Helvetica').fontSize(12).text(doc.heading, { width });
  pdf.moveDown(0.8);

  if (images[0]) {
    const h = (width * 2) / 3;
    pdf.image(images[0], 54, pdf.y, { width, height: h });
    pdf.y += h + 14;
  }

  // Details
  for (const [label, value] of doc.details) {
    const y = pdf.y;
    pdf.fillColor(NAVY).font('Helvetica-Bold').fontSize(10).text(label, 54, y, { width: 120 });
    pdf
      .fillColor('#16202c')
      .font('Helvetica')
      .fontSize(10)
      .text(value, 180, y, { width: width - 126 });
    pdf.moveDown(0.3);
  }
  pdf.moveDown(0.6);
  pdf.fillColor('#16202c').font('Helvetica-Oblique').fontSize(11).text(doc.summary, 54, pdf.y, { width });
  pdf.moveDown(0.8);
  for (const p of doc.paragraphs) {
    pdf.fillColor('#16202c').font('Helvetica').fontSize(11).text(p, { width, lineGap: 2 });
    pdf.moveDown(0.6);
  }
  for (const section of doc.sections) {
    pdf.moveDown(0.4).fillColor(NAVY).font('Helvetica-Bold').fontSize(13).text(section.heading, { width });
    pdf.moveDown(0.3);
    for (const p of section.paragraphs) {
      pdf.fillColor('#16202c').font('Helvetica').fontSize(11).text(p, { width, lineGap: 2 });
      pdf.moveDown(0.5);
    }
  }
  // Further gallery images, two per row
  const rest = images.slice(1);
  if (rest.length) {
    pdf.addPage();
    pdf.fillColor(NAVY).font('Helvetica-Bold').fontSize(13).text('Gallery', 54, 54);
    pdf.moveDown(0.5);
    const w = (width - 12) / 2;
    const h = (w * 2) / 3;
    rest.forEach((img, i) => {
      const x = 54 + (i % 2) * (w + 12);
      if (i % 2 === 0 && i > 0) pdf.y += h + 12;
      if (pdf.y + h > pdf.page.height - 120) {
        pdf.addPage();
        pdf.y = 54;
      }
      pdf.image(img, x, pdf.y, { width: w, height: h });
    });
    pdf.y += h + 16;
  }
  // Contact block
  pdf.moveDown(1);
  pdf.rect(54, pdf.y, width, 2).fill(ACCENT);
  pdf.moveDown(0.6);
  pdf
    .fillColor(NAVY)
    .font('Helvetica-Bold')
    .fontSize(11)
    .text('Talk to an engineer', 54, pdf.y + 6);
  for (const line of contactLines(site)) pdf.fillColor(MUTED).font('Helvetica').fontSize(10).text(line);
  pdf.fillColor(MUTED).fontSize(9).text(`This brochure was generated from ${doc.url}`);
  pdf.end();
  return done;
}

export async function renderDocx(
  doc: DocumentSource,
  site: Site,
  images: { data: Buffer; width: number; height: number }[],
): Promise<Buffer> {
  const cellBorder = { style: BorderStyle.SINGLE, size: 4, color: 'D6DDE6' };
  const borders = { top: cellBorder, bottom: cellBorder, left: cellBorder, right: cellBorder };
  const imageParagraph = (img: { data: Buffer; width: number; height: number }) =>
    new Paragraph({
      spacing: { after: 200 },
      children: [
        new ImageRun({
          type: 'jpg',
          data: img.data,
          transformation: { width: 600, height: Math.round((600 * img.height) / img.width) },
        }),
      ],
    });
  const document = new Document({
    creator: site.name,
    title: `${doc.title} | ${site.name}`,
    description: doc.summary,
    styles: { default: { document: { run: { font: 'Arial', size: 22 } } } },
    sections: [
      {
        children: [
          new Paragraph({
            children: [new TextRun({ text: site.name, bold: true, color: '0B2240', size: 28 })],
          }),
          new Paragraph({
            spacing: { after: 300 },
            children: [
              new TextRun({ text: `${site.phones.sales} · ${site.email}`, color: '4F5E70', size: 18 }),
            ],
          }),
          new Paragraph({
            children: [
              new TextRun({
                text: doc.kind === 'project' ? 'CASE STUDY' : 'SERVICE SHEET',
                bold: true,
                color: 'C2410C',
                size: 18,
              }),
            ],
          }),
          new Paragraph({
            heading: HeadingLevel.TITLE,
            children: [new TextRun({ text: doc.title, color: '0B2240' })],
          }),
          new Paragraph({
            heading: HeadingLevel.HEADING_2,
            spacing: { after: 200 },
            children: [new TextRun({ text: doc.heading, color: '4F5E70' })],
          }),
          ...(images[0] ? [imageParagraph(images[0])] : []),
          new Table({
            width: { size: 100, type: WidthType.PERCENTAGE },
            rows: doc.details.map(
              ([label, value]) =>
                new TableRow({
                  children: [
                    new TableCell({
                      borders,
                      width: { size: 28, type: WidthType.PERCENTAGE },
                      children: [new Paragraph({ children: [new TextRun({ text: label, bold: true })] })],
                    }),
                    new TableCell({ borders, children: [new Paragraph(value)] }),
                  ],
                }),
            ),
          }),
          new Paragraph({
            spacing: { before: 300, after: 200 },
            children: [new TextRun({ text: doc.summary, italics: true })],
          }),
          ...doc.paragraphs.map((p) => new Paragraph({ spacing: { after: 200 }, text: p })),
          ...doc.sections.flatMap((s) => [
            new Paragraph({ heading: HeadingLevel.HEADING_2, text: s.heading }),
            ...s.paragraphs.map((p) => new Paragraph({ spacing: { after: 200 }, text: p })),
          ]),
          ...images.slice(1).map(imageParagraph),
          new Paragraph({
            heading: HeadingLevel.HEADING_2,
            spacing: { before: 300 },
            children: [new TextRun({ text: 'Talk to an engineer' })],
          }),
          ...contactLines(site).map((l) => new Paragraph({ alignment: AlignmentType.LEFT, text: l })),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}

export interface BrochureStats {
  written: number;
  cached: number;
  /** Cached file -> path under dist/ */
  files: CachedFile[];
}

/**
 * Makes every brochure that is not cached yet (in parallel batches) and lists where each goes.
 * It writes only to the cache, so it can run in the build's worker threads, a batch at a time.
 */
export async function prepareBrochures(
  root: string,
  site: Site,
  documents: DocumentSource[],
  concurrency = 4,
): Promise<BrochureStats> {
  const cache = cacheDir(root, 'brochures');
  const rasterCache = cacheDir(root, 'brochure-images');
  const stats: BrochureStats = { written: 0, cached: 0, files: [] };
  const queue = [...documents];
  const work = async () => {
    for (let doc = queue.shift(); doc; doc = queue.shift()) {
      const hash = createHash('sha1')
        .update(GENERATOR_VERSION)
        .update(JSON.stringify(doc))
        .update(JSON.stringify(site));
      for (const img of doc.images) hash.update(readFileSync(img.file));
      const key = hash.digest('hex');
      const cachedPdf = path.join(cache, `${key}.pdf`);
      const cachedDocx = path.join(cache, `${key}.docx`);
      if (!existsSync(cachedPdf) || !existsSync(cachedDocx)) {
        const images = await Promise.all(doc.images.slice(0, 5).map((i) => toRaster(i.file, rasterCache)));
        const [pdf, docx] = await Promise.all([
          renderPdf(
            doc,
            site,
            images.map((i) => i.data),
          ),
          renderDocx(doc, site, images),
        ]);
        writeFileSync(cachedPdf, pdf);
        writeFileSync(cachedDocx, docx);
        stats.written++;
      } else stats.cached++;
      stats.files.push(
        { from: cachedPdf, to: doc.downloads.pdf },
        { from: cachedDocx, to: doc.downloads.docx },
      );
    }
  };
  await Promise.all(Array.from({ length: concurrency }, work));
  return stats;
}
