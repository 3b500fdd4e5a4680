import { csvRow } from '../csv/csv';

/**
 * The one writer of exports, for the server's answers and the CLI's files: a JSON array (the
 * default), one JSON object per line (NDJSON), or CSV. Each is produced as it is read: only as
 * much is in memory as the consumer has not taken yet, so the pace is the slower side's
 * (backpressure) and memory stays flat however long the export.
 */
export const EXPORT_FORMATS = ['json', 'ndjson', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_CONTENT_TYPES: Readonly<Record<ExportFormat, string>> = {
  json: 'application/json; charset=utf-8',
  ndjson: 'application/x-ndjson; charset=utf-8',
  csv: 'text/csv; charset=utf-8; header=present',
};

/** Small pieces are joined to about this many characters, so a write is not one per object. */
const CHUNK_CHARACTERS = 64 * 1024;

async function* coalesced(pieces: AsyncIterable<string>): AsyncGenerator<string> {
  let buffer = '';
  for await (const piece of pieces) {
    buffer += piece;
    if (buffer.length >= CHUNK_CHARACTERS) {
      yield buffer;
      buffer = '';
    }
  }
  if (buffer !== '') yield buffer;
}

async function* jsonArrayPieces(objects: AsyncIterable<unknown>): AsyncGenerator<string> {
  yield '[';
  let first = true;
  for await (const object of objects) {
    yield `${first ? '\n' : ',\n'}${JSON.stringify(object)}`;
    first = false;
  }
  yield first ? ']\n' : '\n]\n';
}

async function* ndjsonPieces(objects: AsyncIterable<unknown>): AsyncGenerator<string> {
  for await (const object of objects) yield `${JSON.stringify(object)}\n`;
}

/** One column of a CSV export: its header and how a row fills its cell. */
export interface CsvColumn<Row> {
  readonly header: string;
  readonly cell: (row: Row) => string;
}

export interface CsvOptions {
  /**
   * For German Excel, which opens a double-clicked file by the system's list separator and
   * reads it as UTF-8 only behind a byte order mark: `;`, a BOM, and cells that Excel would run
   * as a formula kept as text. Without it: RFC 4180 with `,`.
   */
  readonly excel?: boolean;
}

/** What Excel would start a formula with (OWASP, CSV injection); a plain number is left alone. */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?\d+(?:[.,]\d+)*$/;

/** A cell as Excel shows it but never runs: a leading apostrophe makes it text. */
export const excelSafeCell = (value: string): string => (FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value);

async function* csvPieces<Row>(rows: AsyncIterable<Row>, columns: readonly CsvColumn<Row>[], options: CsvOptions): AsyncGenerator<string> {
  const excel = options.excel === true;
  const delimiter = excel ? ';' : ',';
  const cells = excel ? (row: Row) => columns.map((column) => excelSafeCell(column.cell(row))) : (row: Row) => columns.map((column) => column.cell(row));
  yield (excel ? '\uFEFF' : '') + csvRow(columns.map((column) => column.header), delimiter);
  for await (const row of rows) yield csvRow(cells(row), delimiter);
}

/** A CSV file of the rows: the header line, then one record per row, every line ended by CRLF. */
export const csvText = <Row>(rows: AsyncIterable<Row>, columns: readonly CsvColumn<Row>[], options: CsvOptions = {}): AsyncIterable<string> =>
  coalesced(csvPieces(rows, columns, options));

type Fields = Readonly<Record<string, unknown>>;

const fieldsOf = (value: unknown): Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : { value };

/** A cell of an object's field: text as it is, a number or yes/no as text, anything nested as JSON. */
const cellOf = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
};

/** Objects as CSV: all objects of one export share their fields, so the first one names the columns. */
async function* objectCsvPieces(objects: AsyncIterable<unknown>): AsyncGenerator<string> {
  const iterator = objects[Symbol.asyncIterator]();
  const first = await iterator.next();
  if (first.done === true) return;
  const columns = Object.keys(fieldsOf(first.value)).map((header): CsvColumn<unknown> => ({ header, cell: (object) => cellOf(fieldsOf(object)[header]) }));
  async function* all(): AsyncGenerator {
    try {
      yield first.value;
      for (let next = await iterator.next(); next.done !== true; next = await iterator.next()) yield next.value;
    } finally {
      // A consumer that stops early ends the source's read too.
      await iterator.return?.();
    }
  }
  yield* csvPieces(all(), columns, {});
}

/** The text of an export of objects in one format. */
export const exportText = (objects: AsyncIterable<unknown>, format: ExportFormat): AsyncIterable<string> => {
  switch (format) {
    case 'json':
      return coalesced(jsonArrayPieces(objects));
    case 'ndjson':
      return coalesced(ndjsonPieces(objects));
    case 'csv':
      return coalesced(objectCsvPieces(objects));
  }
};
