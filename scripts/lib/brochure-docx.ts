/**
 * The DOCX brochure: what the PDF says, in the same order, as paragraphs, a details table and
 * images in the text flow.
 */
import {
  AlignmentType,
  BorderStyle,
  Document,
  HeadingLevel,
  ImageRun,
  type IParagraphOptions,
  type IRunOptions,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import type { Site } from '../../src/schema/index.ts';
import { ACCENT, MUTED, NAVY, contactLines, type Raster, type SheetWords } from './brochure-layout.ts';
import type { DocumentSource } from '../../src/content/documents.ts';

/** Word colours are hex digits without the `#`. */
const word = (colour: string) => colour.slice(1).toUpperCase();

/** A paragraph of one run of text. */
const line = (run: IRunOptions, options: IParagraphOptions = {}) =>
  new Paragraph({ ...options, children: [new TextRun(run)] });

export async function renderDocx(doc: DocumentSource, site: Site, words: SheetWords, images: Raster[]) {
  const document = new Document({
    creator: site.name,
    title: `${doc.title} | ${site.name}`,
    description: doc.summary,
    styles: { default: { document: { run: { font: 'Arial', size: 22 } } } },
    sections: [
      {
        children: [
          ...titleParagraphs(doc, site),
          ...(images[0] ? [imageParagraph(images[0])] : []),
          detailsTable(doc.details),
          ...bodyParagraphs(doc),
          ...images.slice(1).map(imageParagraph),
          ...contactParagraphs(words.contact, contactLines(site, words)),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}

function titleParagraphs(doc: DocumentSource, site: Site): Paragraph[] {
  const contact = `${site.phones.sales} · ${site.email}`;
  return [
    line({ text: site.name, bold: true, color: word(NAVY), size: 28 }),
    line({ text: contact, color: word(MUTED), size: 18 }, { spacing: { after: 300 } }),
    line({ text: doc.label, bold: true, color: word(ACCENT), size: 18 }),
    line({ text: doc.title, color: word(NAVY) }, { heading: HeadingLevel.TITLE }),
    line(
      { text: doc.heading, color: word(MUTED) },
      { heading: HeadingLevel.HEADING_2, spacing: { after: 200 } },
    ),
  ];
}

function imageParagraph(img: Raster): Paragraph {
  return new Paragraph({
    spacing: { after: 200 },
    children: [
      new ImageRun({
        type: 'jpg',
        data: img.data,
        transformation: { width: 600, height: Math.round((600 * img.height) / img.width) },
      }),
    ],
  });
}

function detailsTable(details: DocumentSource['details']): Table {
  const cellBorder = { style: BorderStyle.SINGLE, size: 4, color: 'D6DDE6' };
  const borders = { top: cellBorder, bottom: cellBorder, left: cellBorder, right: cellBorder };
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: details.map(
      ([label, value]) =>
        new TableRow({
          children: [
            new TableCell({
              borders,
              width: { size: 28, type: WidthType.PERCENTAGE },
              children: [line({ text: label, bold: true })],
            }),
            new TableCell({ borders, children: [new Paragraph(value)] }),
          ],
        }),
    ),
  });
}

function bodyParagraphs(doc: DocumentSource): Paragraph[] {
  return [
    line({ text: doc.summary, italics: true }, { spacing: { before: 300, after: 200 } }),
    ...doc.paragraphs.map((p) => new Paragraph({ spacing: { after: 200 }, text: p })),
    ...doc.sections.flatMap((s) => [
      new Paragraph({ heading: HeadingLevel.HEADING_2, text: s.heading }),
      ...s.paragraphs.map((p) => new Paragraph({ spacing: { after: 200 }, text: p })),
    ]),
  ];
}

function contactParagraphs(heading: string, lines: string[]): Paragraph[] {
  return [
    line({ text: heading }, { heading: HeadingLevel.HEADING_2, spacing: { before: 300 } }),
    ...lines.map((l) => new Paragraph({ alignment: AlignmentType.LEFT, text: l })),
  ];
}
