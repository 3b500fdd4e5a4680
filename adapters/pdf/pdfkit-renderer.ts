import PDFDocument from 'pdfkit';
import type { ContentsEntry, FillInField, PrintBlock, PrintColumn, PrintDocument } from '../../application/documents/print-document';
import type { PdfRenderer } from '../../application/documents/pdf-renderer';
import { PROVIDER } from '../../domain/site/provider';
import { providerContactLine } from '../../application/documents/provider';
import { breakLongWords } from './break-long-words';
import { winAnsiText } from './win-ansi';

type Doc = PDFKit.PDFDocument;

const MARGIN = { top: 84, bottom: 72, left: 56, right: 56 } as const;
/** Names the fonts are registered under in each document: Helvetica, or embedded fonts (PDF/A). */
const FONT = 'body';
const BOLD = 'body-bold';
const TEXT = '#222222';
const MUTED = '#666666';
const RULE = '#bbbbbb';
const ACCENT = '#1d4f91';
const CELL_PADDING = 4;

export interface PdfkitRendererOptions {
  /** Deflate the content streams (the default); tests may turn it off to read the text directly. */
  readonly compress?: boolean;
}

/** A file carried inside the PDF (PDF/A-3 associated file). */
export interface PdfAttachment {
  readonly name: string;
  readonly mimeType: string;
  readonly content: Uint8Array;
  readonly description: string;
  /** How the file relates to the document (PDF/A-3 AFRelationship). */
  readonly relationship: 'Alternative' | 'Data' | 'Source' | 'Supplement';
  readonly date: Date;
}

/** An archivable PDF/A-3b: embedded fonts, files inside it, and extra XMP metadata (rdf:Description elements). */
export interface PdfArchiveOptions {
  readonly fonts: { readonly regular: string; readonly bold: string };
  readonly attachments: readonly PdfAttachment[];
  readonly xmp: string;
}

const t = winAnsiText;

/** Width of the text column between the margins. */
const contentWidth = (doc: Doc): number => doc.page.width - MARGIN.left - MARGIN.right;
const bottomLimit = (doc: Doc): number => doc.page.height - MARGIN.bottom;

/** Starts a new page unless `height` still fits below the current position. */
const ensureSpace = (doc: Doc, height: number): void => {
  if (doc.y + height > bottomLimit(doc)) doc.addPage();
};

/** Where a contents line goes once its heading's page is known. */
interface ContentsSlot {
  readonly page: number;
  readonly y: number;
  readonly entry: ContentsEntry;
}

/** What the layout learns on its way: the page of each target heading, and the contents lines to fill. */
interface Layout {
  readonly pages: Map<string, number>;
  readonly slots: ContentsSlot[];
}

/** The page being written, counted from 1. */
const currentPage = (doc: Doc): number => {
  const { start, count } = doc.bufferedPageRange();
  return start + count;
};

const heading = (doc: Doc, layout: Layout, printBlock: Extract<PrintBlock, { type: 'heading' }>): void => {
  const item = printBlock.level === 2;
  // An item's heading keeps its first lines with it (facts and a table head need about 90 pt).
  ensureSpace(doc, item ? 110 : 60);
  doc.moveDown(item ? 0.6 : 0.8);
  const target = printBlock.target;
  if (target !== undefined) {
    layout.pages.set(target, currentPage(doc));
    doc.outline.addItem(t(printBlock.text));
  }
  doc
    .font(BOLD)
    .fontSize(item ? 11.5 : 15)
    .fillColor(item ? TEXT : ACCENT)
    .text(t(printBlock.text), MARGIN.left, doc.y, { width: contentWidth(doc), ...(target === undefined ? {} : { destination: target }) });
  doc.moveDown(0.35);
};

const CONTENTS_LINE = 20;

/** Keeps a line per entry free; the page numbers are written there once every heading is placed. */
const contents = (doc: Doc, layout: Layout, entries: readonly ContentsEntry[]): void => {
  for (const entry of entries) {
    ensureSpace(doc, CONTENTS_LINE);
    layout.slots.push({ page: currentPage(doc), y: doc.y, entry });
    doc.y += CONTENTS_LINE;
  }
  doc.moveDown(0.6);
};

/** Each contents line: its text, a dotted leader and the page, the whole line a link to the heading. */
const fillContents = (doc: Doc, layout: Layout): void => {
  const { start } = doc.bufferedPageRange();
  const width = contentWidth(doc);
  for (const slot of layout.slots) {
    const page = layout.pages.get(slot.entry.target);
    if (page === undefined) continue;
    doc.switchToPage(start + slot.page - 1);
    const number = String(page);
    doc.font(FONT).fontSize(11).fillColor(TEXT);
    const text = t(slot.entry.text);
    const textWidth = Math.min(doc.widthOfString(text), width - 40);
    doc.text(text, MARGIN.left, slot.y, { width: width - 40, lineBreak: false, goTo: slot.entry.target });
    // The leader fills the gap between text and number and never wraps (a wrapped one strays below).
    const gap = width - textWidth - 6 - doc.widthOfString(number) - 10;
    const dots = '.'.repeat(Math.max(0, Math.floor(gap / doc.widthOfString('.')) - 1));
    doc.fillColor(MUTED).text(dots, MARGIN.left + textWidth + 6, slot.y, { width: gap, lineBreak: false, height: CONTENTS_LINE });
    doc.fillColor(TEXT).text(number, MARGIN.left, slot.y, { width, align: 'right', lineBreak: false, goTo: slot.entry.target });
  }
};

const paragraph = (doc: Doc, text: string, tone: 'normal' | 'strong' | 'small'): void => {
  doc
    .font(tone === 'strong' ? BOLD : FONT)
    .fontSize(tone === 'small' ? 8.5 : 10)
    .fillColor(tone === 'small' ? MUTED : TEXT)
    .text(t(text), MARGIN.left, doc.y, { width: contentWidth(doc) });
  doc.moveDown(0.6);
};

const LABEL_WIDTH = 140;

const facts = (doc: Doc, rows: readonly { readonly label: string; readonly value: string }[]): void => {
  const valueWidth = contentWidth(doc) - LABEL_WIDTH;
  doc.fontSize(10);
  for (const row of rows) {
    const height = Math.max(
      doc.font(BOLD).heightOfString(t(row.label), { width: LABEL_WIDTH - 8 }),
      doc.font(FONT).heightOfString(t(row.value), { width: valueWidth }),
    );
    ensureSpace(doc, height + 3);
    const y = doc.y;
    doc.font(BOLD).fillColor(TEXT).text(t(row.label), MARGIN.left, y, { width: LABEL_WIDTH - 8 });
    doc.font(FONT).text(t(row.value), MARGIN.left + LABEL_WIDTH, y, { width: valueWidth });
    doc.y = y + height + 3;
  }
  doc.moveDown(0.4);
};

interface TableGeometry {
  readonly xs: readonly number[];
  readonly widths: readonly number[];
}

const geometry = (doc: Doc, columns: readonly PrintColumn[]): TableGeometry => {
  const width = contentWidth(doc);
  const widths = columns.map((column) => column.width * width);
  const xs = widths.map((_, index) => MARGIN.left + widths.slice(0, index).reduce((sum, w) => sum + w, 0));
  return { xs, widths };
};

const rule = (doc: Doc, y: number, color: string, lineWidth = 0.5): void => {
  doc
    .moveTo(MARGIN.left, y)
    .lineTo(MARGIN.left + contentWidth(doc), y)
    .lineWidth(lineWidth)
    .strokeColor(color)
    .stroke();
};

const tableRow = (
  doc: Doc,
  columns: readonly PrintColumn[],
  { xs, widths }: TableGeometry,
  cells: readonly string[],
  options: { readonly bold: boolean; readonly minHeight: number; readonly onNewPage: () => void },
): void => {
  doc.font(options.bold ? BOLD : FONT).fontSize(9.5);
  const textWidth = (index: number): number => Math.max((widths[index] ?? 0) - 2 * CELL_PADDING, 1);
  // Measured in the row's font, so the breaks fall where the printed line would end.
  const texts = columns.map((_, index) => breakLongWords(t(cells[index] ?? ''), (text) => doc.widthOfString(text) <= textWidth(index)));
  const height = Math.max(
    options.minHeight,
    ...columns.map((_, index) => doc.heightOfString(texts[index] ?? '', { width: textWidth(index) }) + 2 * CELL_PADDING),
  );
  if (doc.y + height > bottomLimit(doc)) {
    doc.addPage();
    options.onNewPage();
  }
  const y = doc.y;
  columns.forEach((column, index) => {
    doc
      .fillColor(TEXT)
      .text(texts[index] ?? '', (xs[index] ?? MARGIN.left) + CELL_PADDING, y + CELL_PADDING, { width: textWidth(index), align: column.align });
  });
  doc.y = y + height;
  rule(doc, doc.y, RULE, 0.4);
};

const table = (doc: Doc, block: Extract<PrintBlock, { type: 'table' }>): void => {
  const shape = geometry(doc, block.columns);
  const minHeight = block.writeIn === true ? 24 : 0;
  const header = (): void => {
    tableRow(doc, block.columns, shape, block.columns.map((column) => column.header), { bold: true, minHeight: 0, onNewPage: () => undefined });
    rule(doc, doc.y, TEXT, 0.8);
  };
  ensureSpace(doc, 48);
  header();
  for (const row of block.rows) tableRow(doc, block.columns, shape, row, { bold: false, minHeight, onNewPage: header });
  const totals = block.totals ?? [];
  if (totals.length > 0) rule(doc, doc.y, TEXT, 0.8);
  for (const row of totals) tableRow(doc, block.columns, shape, row, { bold: true, minHeight: 0, onNewPage: header });
  doc.moveDown(0.6);
};

const FIELD_LABEL_WIDTH = 150;
const FIELD_HEIGHT = 24;

const fillIn = (doc: Doc, fields: readonly FillInField[]): void => {
  const right = MARGIN.left + contentWidth(doc);
  for (const field of fields) {
    ensureSpace(doc, FIELD_HEIGHT);
    const baseline = doc.y + FIELD_HEIGHT - 6;
    doc.font(FONT).fontSize(10).fillColor(TEXT).text(t(field.label), MARGIN.left, baseline - 11, { width: FIELD_LABEL_WIDTH - 8, lineBreak: false });
    if (field.value !== undefined) {
      doc.text(t(field.value), MARGIN.left + FIELD_LABEL_WIDTH, baseline - 11, { width: right - MARGIN.left - FIELD_LABEL_WIDTH, lineBreak: false });
    }
    doc
      .moveTo(MARGIN.left + FIELD_LABEL_WIDTH, baseline)
      .lineTo(right, baseline)
      .lineWidth(0.5)
      .strokeColor(MUTED)
      .stroke();
    doc.y = baseline + 6;
  }
  doc.moveDown(0.6);
};

const checkboxes = (doc: Doc, options: readonly string[], checked: readonly string[]): void => {
  for (const option of options) {
    ensureSpace(doc, 18);
    const y = doc.y;
    doc.rect(MARGIN.left, y + 1, 9, 9).lineWidth(0.8).strokeColor(TEXT).stroke();
    if (checked.includes(option)) {
      doc
        .moveTo(MARGIN.left + 2, y + 3)
        .lineTo(MARGIN.left + 7, y + 8)
        .moveTo(MARGIN.left + 7, y + 3)
        .lineTo(MARGIN.left + 2, y + 8)
        .lineWidth(1.2)
        .strokeColor(TEXT)
        .stroke();
    }
    doc.font(FONT).fontSize(10).fillColor(TEXT).text(t(option), MARGIN.left + 16, y, { width: contentWidth(doc) - 16 });
    doc.y = Math.max(doc.y, y + 16);
  }
  doc.moveDown(0.6);
};

const signature = (doc: Doc, labels: readonly string[]): void => {
  ensureSpace(doc, 64);
  const gap = 24;
  const width = (contentWidth(doc) - gap * (labels.length - 1)) / Math.max(labels.length, 1);
  const lineY = doc.y + 36;
  labels.forEach((label, index) => {
    const x = MARGIN.left + index * (width + gap);
    doc.moveTo(x, lineY).lineTo(x + width, lineY).lineWidth(0.6).strokeColor(TEXT).stroke();
    doc.font(FONT).fontSize(8.5).fillColor(MUTED).text(t(label), x, lineY + 4, { width, lineBreak: false });
  });
  doc.y = lineY + 22;
  doc.moveDown(0.6);
};

const block = (doc: Doc, layout: Layout, printBlock: PrintBlock): void => {
  switch (printBlock.type) {
    case 'heading':
      heading(doc, layout, printBlock);
      return;
    case 'contents':
      contents(doc, layout, printBlock.entries);
      return;
    case 'pageBreak':
      doc.addPage();
      return;
    case 'paragraph':
      paragraph(doc, printBlock.text, printBlock.tone ?? 'normal');
      return;
    case 'facts':
      facts(doc, printBlock.rows);
      return;
    case 'table':
      table(doc, printBlock);
      return;
    case 'fillIn':
      fillIn(doc, printBlock.fields);
      return;
    case 'checkboxes':
      checkboxes(doc, printBlock.options, printBlock.checked ?? []);
      return;
    case 'signature':
      signature(doc, printBlock.labels);
      return;
  }
};

/** Provider name and document title above, contact line and "Seite x von y" below, on every page. */
const pageFrame = (doc: Doc, title: string): void => {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    // Text below the bottom margin would open a new page; the frame may write there.
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const width = contentWidth(doc);
    doc.font(BOLD).fontSize(13).fillColor(ACCENT).text(t(PROVIDER.name), MARGIN.left, 36, { width, lineBreak: false });
    doc.font(FONT).fontSize(8.5).fillColor(MUTED).text(t(title), MARGIN.left, 40, { width, align: 'right', lineBreak: false });
    rule(doc, 58, ACCENT, 1);
    const footerY = doc.page.height - MARGIN.bottom + 22;
    rule(doc, footerY - 6, RULE, 0.5);
    doc.font(FONT).fontSize(7.5).fillColor(MUTED).text(t(providerContactLine()), MARGIN.left, footerY, { width, lineBreak: false });
    doc.text(t(`Seite ${String(index - start + 1)} von ${String(count)}`), MARGIN.left, footerY + 12, { width, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottomMargin;
  }
};

/**
 * Lays the document out on A4 pages: with the standard Helvetica (no font files to ship), or, for
 * an archive, as PDF/A-3b with embedded fonts and associated files.
 */
export const renderPdf = (document: PrintDocument, options: PdfkitRendererOptions & { readonly archive?: PdfArchiveOptions }): Promise<Uint8Array> =>
  new Promise((resolve, reject) => {
    const { archive } = options;
    const doc = new PDFDocument({
      size: 'A4',
      margins: MARGIN,
      bufferPages: true,
      compress: options.compress ?? true,
      lang: 'de-DE',
      displayTitle: true,
      info: { Title: t(document.title), Author: t(PROVIDER.name), Creator: t(PROVIDER.name) },
      ...(archive === undefined ? {} : { pdfVersion: '1.7' as const, subset: 'PDF/A-3b' as const }),
    });
    doc.registerFont(FONT, archive?.fonts.regular ?? 'Helvetica');
    doc.registerFont(BOLD, archive?.fonts.bold ?? 'Helvetica-Bold');
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
    });
    doc.on('end', () => {
      resolve(new Uint8Array(Buffer.concat(chunks)));
    });
    doc.on('error', reject);
    try {
      doc.font(BOLD).fontSize(18).fillColor(TEXT).text(t(document.title), MARGIN.left, MARGIN.top, { width: contentWidth(doc) });
      if (document.subtitle !== undefined && document.subtitle !== '') {
        doc.moveDown(0.2).font(FONT).fontSize(10.5).fillColor(MUTED).text(t(document.subtitle), { width: contentWidth(doc) });
      }
      doc.moveDown(0.8);
      const layout: Layout = { pages: new Map(), slots: [] };
      for (const printBlock of document.blocks) block(doc, layout, printBlock);
      fillContents(doc, layout);
      pageFrame(doc, document.title);
      if (archive !== undefined) {
        for (const file of archive.attachments) {
          // pdfkit 0.20 writes AFRelationship from `relationship`; its published types do not list it yet.
          const fileOptions: PDFKit.Mixins.PDFAttachmentOptions & { readonly relationship: string } = {
            name: file.name,
            type: file.mimeType,
            description: file.description,
            relationship: file.relationship,
            creationDate: file.date,
            modifiedDate: file.date,
          };
          doc.file(Buffer.from(file.content), fileOptions);
        }
        doc.appendXML(archive.xmp);
      }
      doc.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });

/** Renders documents as A4 PDFs with the standard Helvetica (no font files to ship). */
export class PdfkitRenderer implements PdfRenderer {
  constructor(private readonly options: PdfkitRendererOptions = {}) {}

  render(document: PrintDocument): Promise<Uint8Array> {
    return renderPdf(document, this.options);
  }
}
