import * as E from 'fp-ts/Either';
import type { FieldErrors } from '../../../domain/errors/app-error';
import { decodeInput } from '../../codecs/decode';
import { LexiconEntryInput } from '../../content/content-import.codecs';
import type { ContentItemWire } from '../../content/content.codecs';
import { csvRow, detectDelimiter, parseCsv, type CsvRecord } from '../csv/csv';
import { bodyToText, textToBody } from './body-text';
import { LEXICON_CSV_MESSAGES as M } from './messages';

/** The columns of the lexicon CSV, named as the fields of a lexicon entry. */
export const LEXICON_COLUMNS = ['section', 'slug', 'term', 'definition', 'body', 'relatedSlugs', 'topicSlug', 'tags'] as const;
export type LexiconColumn = (typeof LEXICON_COLUMNS)[number];
const REQUIRED_COLUMNS: readonly LexiconColumn[] = ['section', 'slug', 'term', 'definition'];

/** At most this many problems are listed; the rest are counted. */
export const MAX_REPORTED_PROBLEMS = 50;

type LexiconItem = Extract<ContentItemWire, { readonly kind: 'lexicon' }>;

/** A list of slugs in one cell: written with ", ", read with commas or white space between. */
const listCell = (slugs: readonly string[]): string => slugs.join(', ');
const listOf = (cell: string): string[] => cell.split(/[\s,]+/).filter((slug) => slug !== '');

export const lexiconCsvHeader = (): string => csvRow(LEXICON_COLUMNS);

/** One exported lexicon entry as a CSV line, the columns in the order of LEXICON_COLUMNS. */
export const lexiconCsvLine = (item: LexiconItem): string =>
  csvRow([
    item.section,
    item.slug,
    item.title,
    item.teaser,
    bodyToText(item.body),
    listCell(item.details.relatedSlugs),
    item.topicSlug ?? '',
    listCell(item.tags.map((tag) => tag.slug)),
  ]);

export interface LexiconCsvProblems {
  /** "Zeile 3, Spalte term" → German message. */
  readonly fieldErrors: FieldErrors;
  readonly count: number;
}

const where = (line: number, column?: string): string => (column === undefined ? `Zeile ${line}` : `Zeile ${line}, Spalte ${column}`);

/** The column a decoding error names ('relatedSlugs', 'body.type' …), as a column of the file. */
const columnOf = (field: string): string => {
  const head = field.split('.')[0] ?? field;
  return (LEXICON_COLUMNS as readonly string[]).includes(head) ? head : field;
};

const entryOf = (record: CsvRecord, index: ReadonlyMap<LexiconColumn, number>): Record<string, unknown> => {
  const cell = (column: LexiconColumn): string | undefined => {
    const at = index.get(column);
    return at === undefined ? undefined : record.fields[at];
  };
  const topic = cell('topicSlug');
  const tags = cell('tags');
  return {
    section: cell('section'),
    slug: cell('slug')?.trim(),
    term: cell('term'),
    definition: cell('definition'),
    body: textToBody(cell('body') ?? ''),
    relatedSlugs: listOf(cell('relatedSlugs') ?? ''),
    ...(topic === undefined ? {} : { topicSlug: topic.trim() === '' ? null : topic.trim() }),
    ...(tags === undefined ? {} : { tags: listOf(tags) }),
  };
};

const headerIndex = (header: CsvRecord): E.Either<readonly [string, string][], ReadonlyMap<LexiconColumn, number>> => {
  const problems: [string, string][] = [];
  const index = new Map<LexiconColumn, number>();
  header.fields.forEach((name, at) => {
    const column = LEXICON_COLUMNS.find((known) => known === name.trim());
    if (column === undefined) problems.push([where(1, name), M.unknownColumn(name, LEXICON_COLUMNS)]);
    else if (index.has(column)) problems.push([where(1, name), M.duplicateColumn]);
    else index.set(column, at);
  });
  for (const column of REQUIRED_COLUMNS) if (!index.has(column)) problems.push([where(1, column), M.missingColumn]);
  return problems.length === 0 ? E.right(index) : E.left(problems);
};

const problemsOf = (problems: readonly (readonly [string, string])[]): LexiconCsvProblems => {
  const fieldErrors: Record<string, string> = {};
  for (const [key, message] of problems.slice(0, MAX_REPORTED_PROBLEMS)) fieldErrors[key] ??= message;
  return { fieldErrors, count: problems.length };
};

/**
 * The lexicon entries of a CSV file, or every problem with the line (and column) it is in. A
 * file with any problem yields no entries: the import is all or nothing.
 */
export const parseLexiconCsv = (text: string): E.Either<LexiconCsvProblems, readonly LexiconEntryInput[]> => {
  const parsed = parseCsv(text, detectDelimiter(text));
  if (E.isLeft(parsed)) return E.left(problemsOf([[where(parsed.left.line), parsed.left.message]]));
  const [header, ...rows] = parsed.right;
  if (header === undefined) return E.left(problemsOf([[where(1), M.emptyFile]]));
  const index = headerIndex(header);
  if (E.isLeft(index)) return E.left(problemsOf(index.left));

  const problems: [string, string][] = [];
  const entries: LexiconEntryInput[] = [];
  const seen = new Map<string, number>();
  for (const row of rows) {
    if (row.fields.length !== header.fields.length) {
      problems.push([where(row.line), M.fieldCount(row.fields.length, header.fields.length)]);
      continue;
    }
    const decoded = decodeInput(LexiconEntryInput, entryOf(row, index.right));
    if (E.isLeft(decoded)) {
      const fieldErrors = decoded.left._tag === 'Invalid' ? decoded.left.fieldErrors : {};
      for (const [field, message] of Object.entries(fieldErrors)) {
        const column = columnOf(field);
        // The entry codec's own text for a wrong section is a generic one; the file's reader needs the choices.
        problems.push([where(row.line, column), column === 'section' ? M.section : message]);
      }
      continue;
    }
    const key = `${decoded.right.section}/${decoded.right.slug}`;
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      problems.push([where(row.line, 'slug'), M.duplicateEntry(key, earlier)]);
      continue;
    }
    seen.set(key, row.line);
    entries.push(decoded.right);
  }
  return problems.length === 0 ? E.right(entries) : E.left(problemsOf(problems));
};
