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
 * Reads CSV a piece at a time (a stream of any length in constant memory): fields separated by
 * `delimiter`, records by CRLF or LF (a lone CR too), fields with the delimiter, a quote or a
 * line break in double quotes, quotes in them doubled. A byte order mark at the start is
 * skipped; lines that are wholly empty are no records. A piece may end anywhere, even between
 * the two characters of a CRLF or a doubled quote: such a last character waits for the next.
 */
export class CsvReader {
  #fields: string[] = [];
  #field = '';
  #line = 1;
  #recordLine = 1;
  #quoted = false;
  #quoteOpenedOn = 1;
  #afterQuote = false;
  #fieldStarted = false;
  #started = false;
  /** The last character of the previous piece when what it means depends on the next one. */
  #carry = '';

  constructor(private readonly delimiter = ',') {}

  /** The records completed by this piece, or the first syntax error (the reader is then done). */
  push(piece: string): E.Either<CsvSyntaxError, readonly CsvRecord[]> {
    let text = this.#carry + piece;
    if (!this.#started && text !== '') {
      this.#started = true;
      if (text.startsWith('\uFEFF')) text = text.slice(1);
    }
    this.#carry = '';
    return this.#read(text, false);
  }

  /** The last record, once the input is complete. */
  end(): E.Either<CsvSyntaxError, readonly CsvRecord[]> {
    const carried = this.#carry;
    this.#carry = '';
    const records = this.#read(carried, true);
    if (E.isLeft(records)) return records;
    if (this.#quoted) return E.left({ line: this.#quoteOpenedOn, message: CSV_MESSAGES.unclosedQuote });
    const rest: CsvRecord[] = [...records.right];
    this.#endRecord(rest);
    return E.right(rest);
  }

  #endRecord(records: CsvRecord[]): void {
    const empty = this.#fields.length === 0 && !this.#fieldStarted && this.#field === '';
    if (!empty) records.push({ line: this.#recordLine, fields: [...this.#fields, this.#field] });
    this.#fields = [];
    this.#field = '';
    this.#fieldStarted = false;
    this.#afterQuote = false;
  }

  /** Reads the text; unless it is the last, a final character whose meaning depends on the next is kept for the next piece. */
  #read(text: string, last: boolean): E.Either<CsvSyntaxError, readonly CsvRecord[]> {
    const records: CsvRecord[] = [];
    let i = 0;
    while (i < text.length) {
      const char = text.charAt(i);
      if (!last && i === text.length - 1 && (char === '\r' || (char === QUOTE && this.#quoted))) {
        this.#carry = char;
        break;
      }
      if (this.#quoted) {
        if (char === QUOTE) {
          if (text.charAt(i + 1) === QUOTE) {
            this.#field += QUOTE;
            i += 2;
            continue;
          }
          this.#quoted = false;
          this.#afterQuote = true;
          i += 1;
          continue;
        }
        if (char === '\r' || char === '\n') {
          const crlf = char === '\r' && text.charAt(i + 1) === '\n';
          this.#field += crlf ? '\r\n' : char;
          this.#line += 1;
          i += crlf ? 2 : 1;
          continue;
        }
        this.#field += char;
        i += 1;
        continue;
      }
      if (char === this.delimiter) {
        this.#fields.push(this.#field);
        this.#field = '';
        this.#fieldStarted = true;
        this.#afterQuote = false;
        i += 1;
        continue;
      }
      if (char === '\r' || char === '\n') {
        this.#endRecord(records);
        i += char === '\r' && text.charAt(i + 1) === '\n' ? 2 : 1;
        this.#line += 1;
        this.#recordLine = this.#line;
        continue;
      }
      if (this.#afterQuote) return E.left({ line: this.#line, message: CSV_MESSAGES.textAfterQuote });
      if (char === QUOTE) {
        if (this.#field !== '') return E.left({ line: this.#line, message: CSV_MESSAGES.quoteInField });
        this.#quoted = true;
        this.#quoteOpenedOn = this.#line;
        this.#fieldStarted = true;
        i += 1;
        continue;
      }
      this.#field += char;
      this.#fieldStarted = true;
      i += 1;
    }
    return E.right(records);
  }
}

/** Parses a whole CSV text (see CsvReader). */
export const parseCsv = (text: string, delimiter = ','): E.Either<CsvSyntaxError, readonly CsvRecord[]> => {
  const reader = new CsvReader(delimiter);
  const first = reader.push(text);
  if (E.isLeft(first)) return first;
  const rest = reader.end();
  return E.isLeft(rest) ? rest : E.right([...first.right, ...rest.right]);
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
