import * as E from 'fp-ts/Either';

/**
 * RFC 4180 CSV, written by hand rather than taken from a package: the format is small, and the
 * import must name the physical line where each record starts (a quoted field may span lines),
 * which is easiest to get right where the parser itself counts the lines.
 */

/** One record and the line of the file it starts on (1 is the first line). */
export interface CsvRecord {
  readonly line: number;
  readonly fields: readonly string[];
}

export interface CsvSyntaxError {
  readonly line: number;
  readonly message: string;
}

export const CSV_MESSAGES = {
  unclosedQuote: 'Ein Anführungszeichen wird bis zum Ende der Datei nicht geschlossen.',
  textAfterQuote: 'Nach dem schließenden Anführungszeichen muss ein Trennzeichen oder das Zeilenende folgen.',
  quoteInField: 'Ein Anführungszeichen mitten im Feld: Felder mit Anführungszeichen bitte ganz in Anführungszeichen setzen und sie darin verdoppeln ("").',
} as const;

const QUOTE = '"';

/**
 * Parses CSV text: fields separated by `delimiter`, records by CRLF or LF (a lone CR too),
 * fields with the delimiter, a quote or a line break in double quotes, quotes in them doubled.
 * A byte order mark at the start is skipped; lines that are wholly empty are no records.
 */
export const parseCsv = (text: string, delimiter = ','): E.Either<CsvSyntaxError, readonly CsvRecord[]> => {
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  let quoteOpenedOn = 1;
  let afterQuote = false;
  let fieldStarted = false;
  let i = text.startsWith('\uFEFF') ? 1 : 0;

  const endRecord = () => {
    const empty = fields.length === 0 && !fieldStarted && field === '';
    if (!empty) records.push({ line: recordLine, fields: [...fields, field] });
    fields = [];
    field = '';
    fieldStarted = false;
    afterQuote = false;
  };

  while (i < text.length) {
    const char = text.charAt(i);
    if (quoted) {
      if (char === QUOTE) {
        if (text.charAt(i + 1) === QUOTE) {
          field += QUOTE;
          i += 2;
          continue;
        }
        quoted = false;
        afterQuote = true;
        i += 1;
        continue;
      }
      if (char === '\r' || char === '\n') {
        const crlf = char === '\r' && text.charAt(i + 1) === '\n';
        field += crlf ? '\r\n' : char;
        line += 1;
        i += crlf ? 2 : 1;
        continue;
      }
      field += char;
      i += 1;
      continue;
    }
    if (char === delimiter) {
      fields.push(field);
      field = '';
      fieldStarted = true;
      afterQuote = false;
      i += 1;
      continue;
    }
    if (char === '\r' || char === '\n') {
      endRecord();
      i += char === '\r' && text.charAt(i + 1) === '\n' ? 2 : 1;
      line += 1;
      recordLine = line;
      continue;
    }
    if (afterQuote) return E.left({ line, message: CSV_MESSAGES.textAfterQuote });
    if (char === QUOTE) {
      if (field !== '') return E.left({ line, message: CSV_MESSAGES.quoteInField });
      quoted = true;
      quoteOpenedOn = line;
      fieldStarted = true;
      i += 1;
      continue;
    }
    field += char;
    fieldStarted = true;
    i += 1;
  }
  if (quoted) return E.left({ line: quoteOpenedOn, message: CSV_MESSAGES.unclosedQuote });
  endRecord();
  return E.right(records);
};

const needsQuotes = (value: string, delimiter: string): boolean =>
  value.includes(delimiter) || value.includes(QUOTE) || value.includes('\n') || value.includes('\r') || value !== value.trim();

/** One field as RFC 4180 writes it: quoted (with doubled quotes) only where it must be. */
export const csvField = (value: string, delimiter = ','): string =>
  needsQuotes(value, delimiter) ? `${QUOTE}${value.replaceAll(QUOTE, QUOTE + QUOTE)}${QUOTE}` : value;

/** One record with its CRLF line end; a record of one empty field is "" (an empty line is none). */
export const csvRow = (values: readonly string[], delimiter = ','): string => {
  const line = values.length === 1 && values[0] === '' ? '""' : values.map((value) => csvField(value, delimiter)).join(delimiter);
  return `${line}\r\n`;
};

/** The delimiter a file uses, told by its header line: semicolon (German spreadsheets) or comma. */
export const detectDelimiter = (text: string): ',' | ';' => {
  const end = text.search(/\r|\n/);
  const header = end === -1 ? text : text.slice(0, end);
  return header.includes(';') && !header.includes(',') ? ';' : ',';
};
