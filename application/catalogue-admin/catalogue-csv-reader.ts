import * as E from 'fp-ts/Either';
import { CsvReader, type CsvRecord } from '../admin/csv/csv';
import { CATALOGUE_COLUMNS, type CatalogueColumn } from './catalogue-row';
import { CATALOGUE_ADMIN_MESSAGES as M } from './messages';
import type { ModuleText } from '../../domain/seminar-date/series-modules';

/** A bad line of an import: where, which field ('–' for the whole line), and why. */
export interface RowProblem {
  readonly line: number;
  readonly field: string;
  readonly message: string;
}

/** One data row by column name; a column the file does not have is absent (an update keeps its value). */
export interface CatalogueRow {
  readonly line: number;
  readonly fields: Readonly<Partial<Record<CatalogueColumn, string>>>;
  /** A training series' module rows: only the back office's form brings them; a CSV row keeps the stored modules. */
  readonly modules?: readonly ModuleText[];
}

export type CatalogueRowItem = { readonly _tag: 'Row'; readonly row: CatalogueRow } | { readonly _tag: 'Problem'; readonly problem: RowProblem };

const WHOLE_LINE = '–';
const UTF8_BOM = [0xef, 0xbb, 0xbf];

/** Whether the bytes are UTF-8, a sequence cut off at their end allowed. */
const isUtf8 = (bytes: Uint8Array): boolean => {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: true });
    return true;
  } catch {
    return false;
  }
};

const concat = (a: Uint8Array, b: Uint8Array): Uint8Array => {
  const joined = new Uint8Array(a.length + b.length);
  joined.set(a);
  joined.set(b, a.length);
  return joined;
};

/**
 * Windows-1252's characters for the bytes 0x80–0x9F (undefined ones stay the control character);
 * the other bytes are Latin-1's. Node's TextDecoder('windows-1252') decodes as Latin-1, which
 * would turn „ “ – € into control characters.
 */
const WINDOWS_1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';

/** A single-byte decoder with TextDecoder's decode signature: no state between pieces is needed. */
const windows1252Decoder = (): Pick<TextDecoder, 'decode'> => ({
  decode: (input?: AllowSharedBufferSource) => {
    const bytes = input instanceof Uint8Array ? input : new Uint8Array(input as ArrayBuffer);
    let text = '';
    for (const byte of bytes) text += byte >= 0x80 && byte <= 0x9f ? WINDOWS_1252_HIGH.charAt(byte - 0x80) : String.fromCharCode(byte);
    return text;
  },
});

const startsWithBom = (bytes: Uint8Array): boolean => UTF8_BOM.every((byte, index) => bytes[index] === byte);
/**
 * Bytes from the first non-ASCII one on that decide between UTF-8 and Windows-1252: German
 * Windows-1252 text is rarely valid UTF-8 for long ("ß“" is, for two bytes), so the more bytes
 * are valid UTF-8, the surer it is. Held at most this much before the first row is read.
 */
const DECIDING_BYTES = 64 * 1024;

/**
 * The text of a spreadsheet's bytes: UTF-8 (with or without BOM), or Windows-1252 as older
 * German Excel saves "CSV (Trennzeichen-getrennt)". Both agree on ASCII, so the first byte
 * beyond it decides, wherever in the file it comes; bytes that are valid in neither stop the
 * read with a SpreadsheetEncodingError.
 */
export async function* spreadsheetText(pieces: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  let decoder: Pick<TextDecoder, 'decode'> | undefined;
  let undecided: Uint8Array = new Uint8Array(0);
  const decode = (chosen: Pick<TextDecoder, 'decode'>, bytes: Uint8Array, stream: boolean): string => {
    try {
      return chosen.decode(bytes, { stream });
    } catch {
      throw new SpreadsheetEncodingError();
    }
  };
  for await (const piece of pieces) {
    if (decoder !== undefined) {
      const text = decode(decoder, piece, true);
      if (text !== '') yield text;
      continue;
    }
    const bytes = concat(undecided, piece);
    const firstBeyondAscii = startsWithBom(bytes) ? 0 : bytes.findIndex((byte) => byte >= 0x80);
    if (firstBeyondAscii === -1 || bytes.length - firstBeyondAscii < DECIDING_BYTES) {
      undecided = bytes;
      continue;
    }
    decoder = startsWithBom(bytes) || isUtf8(bytes.subarray(firstBeyondAscii)) ? new TextDecoder('utf-8', { fatal: true }) : windows1252Decoder();
    undecided = new Uint8Array(0);
    const text = decode(decoder, bytes, true);
    if (text !== '') yield text;
  }
  if (decoder === undefined) {
    const firstBeyondAscii = undecided.findIndex((byte) => byte >= 0x80);
    decoder = firstBeyondAscii === -1 || startsWithBom(undecided) || isUtf8(undecided.subarray(firstBeyondAscii)) ? new TextDecoder('utf-8', { fatal: true }) : windows1252Decoder();
  }
  const rest = decode(decoder, undecided, false);
  if (rest !== '') yield rest;
}

/** Bytes that are neither UTF-8 nor Windows-1252 (detected after the first piece). */
export class SpreadsheetEncodingError extends Error {
  constructor() {
    super(M.notUtf8OrWindows);
    this.name = 'SpreadsheetEncodingError';
  }
}

const isColumn = (name: string): name is CatalogueColumn => (CATALOGUE_COLUMNS as readonly string[]).includes(name);

/** The delimiter the header line uses: `;` (German Excel) when it has one and no comma. */
const delimiterOf = (firstPiece: string): ',' | ';' => {
  const end = firstPiece.search(/\r|\n/);
  const header = end === -1 ? firstPiece : firstPiece.slice(0, end);
  return header.includes(';') && !header.includes(',') ? ';' : ',';
};

interface Header {
  /** The column of each field position; null for an unknown one (reported once, then ignored). */
  readonly columns: readonly (CatalogueColumn | null)[];
}

function* headerProblems(record: CsvRecord): Generator<CatalogueRowItem, Header> {
  const seen = new Set<string>();
  const columns: (CatalogueColumn | null)[] = [];
  for (const raw of record.fields) {
    const name = raw.trim();
    if (!isColumn(name)) {
      yield { _tag: 'Problem', problem: { line: record.line, field: name === '' ? WHOLE_LINE : name, message: M.unknownColumn(CATALOGUE_COLUMNS) } };
      columns.push(null);
    } else if (seen.has(name)) {
      yield { _tag: 'Problem', problem: { line: record.line, field: name, message: M.duplicateColumn } };
      columns.push(null);
    } else {
      seen.add(name);
      columns.push(name);
    }
  }
  return { columns };
}

function* rowsOf(records: readonly CsvRecord[], state: { header: Header | undefined }): Generator<CatalogueRowItem> {
  for (const record of records) {
    if (state.header === undefined) {
      state.header = yield* headerProblems(record);
      continue;
    }
    const { columns } = state.header;
    if (record.fields.length !== columns.length) {
      yield { _tag: 'Problem', problem: { line: record.line, field: WHOLE_LINE, message: M.fieldCount(record.fields.length, columns.length) } };
      continue;
    }
    const fields: Partial<Record<CatalogueColumn, string>> = {};
    columns.forEach((column, index) => {
      if (column !== null) fields[column] = record.fields[index] ?? '';
    });
    yield { _tag: 'Row', row: { line: record.line, fields } };
  }
}

/**
 * The rows of a catalogue CSV as they arrive: RFC 4180 with `,`, or German Excel's `;` (told by
 * the header line); the first record names the columns. Bad header cells and lines come as
 * problems with their line; a syntax error ends the file there (what follows cannot be told apart).
 */
export async function* catalogueRows(text: AsyncIterable<string>): AsyncGenerator<CatalogueRowItem> {
  let reader: CsvReader | undefined;
  const state: { header: Header | undefined } = { header: undefined };
  // The header line decides the delimiter: pieces wait until it is complete.
  let head = '';
  for await (const chunk of text) {
    if (reader === undefined) {
      head += chunk;
      if (!/[\r\n]/.test(head)) continue;
      reader = new CsvReader(delimiterOf(head.replace(/^\uFEFF/, '')));
    }
    const piece = head === '' ? chunk : head;
    head = '';
    const records = reader.push(piece);
    if (E.isLeft(records)) {
      yield { _tag: 'Problem', problem: { line: records.left.line, field: WHOLE_LINE, message: records.left.message } };
      return;
    }
    yield* rowsOf(records.right, state);
  }
  reader ??= new CsvReader(delimiterOf(head.replace(/^\uFEFF/, '')));
  const last = head === '' ? E.right([]) : reader.push(head);
  if (E.isLeft(last)) {
    yield { _tag: 'Problem', problem: { line: last.left.line, field: WHOLE_LINE, message: last.left.message } };
    return;
  }
  yield* rowsOf(last.right, state);
  const rest = reader.end();
  if (E.isLeft(rest)) {
    yield { _tag: 'Problem', problem: { line: rest.left.line, field: WHOLE_LINE, message: rest.left.message } };
    return;
  }
  yield* rowsOf(rest.right, state);
  if (state.header === undefined) yield { _tag: 'Problem', problem: { line: 1, field: WHOLE_LINE, message: M.emptyFile } };
}
