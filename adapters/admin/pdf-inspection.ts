import { constants, inflateSync } from 'node:zlib';
import type { PdfContent, PdfInspection, PdfInspector } from '../../application/admin/documents/pdf-inspector';

export const PDF_PROBLEMS = {
  notPdf: 'Keine PDF-Datei: Der Kopf „%PDF-“ fehlt.',
  truncated: 'Die Datei ist unvollständig: Die Endmarke „%%EOF“ fehlt.',
  noPages: 'Die Datei enthält keine Seiten.',
  unreadableStream: 'Ein komprimierter Datenstrom lässt sich nicht entpacken.',
} as const;

/** The header may sit anywhere in the first 1024 bytes (PDF 32000-1, Annex H), %%EOF in the last 1024. */
const HEADER_WINDOW = 1024;
const TRAILER_WINDOW = 1024;

const HEADER = /%PDF-(\d\.\d)/;
/** /Type /Page, but not /Type /Pages. */
const PAGE_OBJECT = /\/Type\s*\/Page(?![a-zA-Z])/g;
const IMAGE_OBJECT = /\/Subtype\s*\/Image\b/;
/** A text object that shows text: BT … (string) Tj / [array] TJ / ' / " … ET. */
const TEXT_SHOWING = /\bBT\b[\s\S]*?(?:\)\s*Tj|\]\s*TJ|>\s*Tj|\)\s*'|\)\s*")[\s\S]*?\bET\b/;
/** The start of a stream's data (the keyword, not the end of an "endstream"). */
const STREAM = /(?<!end)stream\r?\n/g;

/** The bytes of each FlateDecode stream, inflated, as Latin-1 text (where PDF operators are ASCII). */
const inflatedStreams = (bytes: Buffer, text: string): readonly string[] | undefined => {
  const streams: string[] = [];
  for (const match of text.matchAll(STREAM)) {
    const dictionaryStart = text.lastIndexOf('<<', match.index);
    const dictionary = text.slice(dictionaryStart, match.index);
    if (!dictionary.includes('/FlateDecode')) continue;
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end === -1) return undefined;
    try {
      streams.push(inflateSync(bytes.subarray(start, end), { finishFlush: constants.Z_SYNC_FLUSH }).toString('latin1'));
    } catch {
      return undefined;
    }
  }
  return streams;
};

/**
 * A minimal PDF inspection: the header and end marker, the pages (page objects, also inside
 * compressed object streams), and whether any page shows text (text operators) or only images
 * (a scan). It does not render, so a text made of outlined glyphs counts as "scanned".
 */
export const inspectPdf = (data: Uint8Array): PdfInspection => {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const head = bytes.subarray(0, HEADER_WINDOW).toString('latin1');
  const version = HEADER.exec(head)?.[1];
  if (version === undefined) return { ok: false, problem: PDF_PROBLEMS.notPdf };
  if (!bytes.subarray(Math.max(0, bytes.length - TRAILER_WINDOW)).toString('latin1').includes('%%EOF')) {
    return { ok: false, problem: PDF_PROBLEMS.truncated };
  }
  const text = bytes.toString('latin1');
  const streams = inflatedStreams(bytes, text);
  if (streams === undefined) return { ok: false, problem: PDF_PROBLEMS.unreadableStream };
  const everything = [text, ...streams];
  const pages = everything.reduce((sum, part) => sum + (part.match(PAGE_OBJECT)?.length ?? 0), 0);
  if (pages === 0) return { ok: false, problem: PDF_PROBLEMS.noPages };
  const content: PdfContent = everything.some((part) => TEXT_SHOWING.test(part))
    ? 'text'
    : everything.some((part) => IMAGE_OBJECT.test(part))
      ? 'scanned'
      : 'empty';
  return { ok: true, version, pages, content };
};

export const pdfInspector: PdfInspector = { inspect: inspectPdf };
