import { inflateSync } from 'node:zlib';

/** CP1252 bytes 0x80–0x9F, the part of WinAnsi that differs from Latin-1. */
const WIN_ANSI_HIGH: Readonly<Record<number, string>> = {
  0x80: '€', 0x82: '‚', 0x83: 'ƒ', 0x84: '„', 0x85: '…', 0x86: '†', 0x87: '‡', 0x88: 'ˆ', 0x89: '‰', 0x8a: 'Š', 0x8b: '‹',
  0x8c: 'Œ', 0x8e: 'Ž', 0x91: '‘', 0x92: '’', 0x93: '“', 0x94: '”', 0x95: '•', 0x96: '–', 0x97: '—', 0x98: '˜', 0x99: '™',
  0x9a: 'š', 0x9b: '›', 0x9c: 'œ', 0x9e: 'ž', 0x9f: 'Ÿ',
};

const winAnsiChar = (byte: number): string => WIN_ANSI_HIGH[byte] ?? String.fromCharCode(byte);

const decodeHex = (hex: string): string => {
  let text = '';
  for (let index = 0; index + 1 < hex.length; index += 2) text += winAnsiChar(Number.parseInt(hex.slice(index, index + 2), 16));
  return text;
};

/** The content of every stream, inflated where it is deflated (pdfkit compresses by default). */
const streams = (pdf: Buffer): readonly string[] => {
  const source = pdf.toString('latin1');
  const found: string[] = [];
  const pattern = /<<([^]*?)>>\s*stream\r?\n/g;
  for (let match = pattern.exec(source); match !== null; match = pattern.exec(source)) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endstream', start);
    const bytes = pdf.subarray(start, end);
    const dictionary = match[1] ?? '';
    found.push(dictionary.includes('/FlateDecode') ? inflateSync(bytes).toString('latin1') : bytes.toString('latin1'));
    pattern.lastIndex = end;
  }
  return found;
};

/** Shown text, one entry per text-showing operator (for pdfkit: one per printed line or cell). */
export const pdfTextLines = (bytes: Uint8Array): readonly string[] => {
  const lines: string[] = [];
  for (const content of streams(Buffer.from(bytes))) {
    for (const [, array] of content.matchAll(/\[((?:<[0-9a-fA-F]*>|\s|-?\d+(?:\.\d+)?)*)\]\s*TJ/g)) {
      lines.push([...(array ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map(([, hex]) => decodeHex(hex ?? '')).join(''));
    }
  }
  return lines;
};

/** All shown text joined by newlines, for `toContain` checks. */
export const pdfText = (bytes: Uint8Array): string => pdfTextLines(bytes).join('\n');

export const pdfPageCount = (bytes: Uint8Array): number => (Buffer.from(bytes).toString('latin1').match(/\/Type \/Page\b(?!s)/g) ?? []).length;

/** What every well-formed PDF starts and ends with. */
export const pdfEnvelope = (bytes: Uint8Array): { readonly header: string; readonly endsWithEof: boolean } => {
  const text = Buffer.from(bytes).toString('latin1');
  return { header: text.slice(0, 5), endsWithEof: text.trimEnd().endsWith('%%EOF') };
};
