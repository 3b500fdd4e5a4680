import * as t from 'io-ts';
import { ContentBody } from './content-blocks';
import { SlugCodec } from './content-query.codecs';

/** A string of bounded length that is not blank once trimmed; stored trimmed. */
const requiredText = (name: string, maxLength: number, missing: string, tooLong: string) =>
  new t.Type<string, string, unknown>(
    name,
    (value): value is string => typeof value === 'string' && value.trim() !== '' && value.length <= maxLength,
    (input, context) => {
      if (typeof input !== 'string' || input.trim() === '') return t.failure(input, context, missing);
      const trimmed = input.trim();
      return trimmed.length > maxLength ? t.failure(input, context, tooLong) : t.success(trimmed);
    },
    (value) => value,
  );

const MAX_RELATED = 20;
const MAX_TAGS = 20;
export const MAX_LEXICON_IMPORT = 20_000;
export const MAX_NORMS = 1_000;

const boundedArray = <C extends t.Mixed>(codec: C, max: number, message: string) =>
  new t.Type<t.TypeOf<C>[], t.OutputOf<C>[], unknown>(
    `Array(${codec.name}, ${max})`,
    (value): value is t.TypeOf<C>[] => Array.isArray(value) && value.length <= max && value.every(codec.is),
    (input, context) =>
      Array.isArray(input) && input.length > max ? t.failure(input, context, message) : t.array(codec).validate(input, context),
    (values) => values.map((value) => codec.encode(value) as t.OutputOf<C>),
  );

/**
 * One lexicon entry as the admin's CSV import (/manage/lexikon-csv) hands it over: created, or
 * replaced when an entry with the same section and slug exists.
 */
export const LexiconEntryInput = t.exact(
  t.intersection([
    t.type({
      section: t.keyof({ br: null, sbv: null, jav: null }),
      slug: SlugCodec,
      term: requiredText('Term', 200, 'Bitte geben Sie den Begriff an.', 'Der Begriff darf höchstens 200 Zeichen haben.'),
      definition: requiredText('Definition', 1_000, 'Bitte geben Sie die Kurzdefinition an.', 'Die Kurzdefinition darf höchstens 1000 Zeichen haben.'),
      body: ContentBody,
      relatedSlugs: boundedArray(SlugCodec, MAX_RELATED, `Höchstens ${MAX_RELATED} verwandte Begriffe.`),
    }),
    t.partial({
      topicSlug: t.union([SlugCodec, t.null]),
      tags: boundedArray(SlugCodec, MAX_TAGS, `Höchstens ${MAX_TAGS} Schlagworte.`),
    }),
  ]),
  'LexiconEntryInput',
);
export type LexiconEntryInput = t.TypeOf<typeof LexiconEntryInput>;

export const LexiconImport = boundedArray(
  LexiconEntryInput,
  MAX_LEXICON_IMPORT,
  `Höchstens ${MAX_LEXICON_IMPORT} Einträge je Import.`,
);

export const NormInput = t.type(
  {
    number: requiredText('NormNumber', 40, 'Bitte geben Sie die Nummer der Vorschrift an.', 'Die Nummer der Vorschrift darf höchstens 40 Zeichen haben.'),
    heading: requiredText('NormHeading', 300, 'Bitte geben Sie die Überschrift der Vorschrift an.', 'Die Überschrift darf höchstens 300 Zeichen haben.'),
    part: t.string,
    chapter: t.string,
    paragraphs: t.array(t.string),
  },
  'NormInput',
);
export type NormInput = t.TypeOf<typeof NormInput>;

/**
 * A law as the legislation import (/manage/legislation) hands it over: created, or replaced
 * with all its norms when a law with the same abbreviation exists.
 */
export const LawInput = t.exact(
  t.intersection([
    t.type({
      abbreviation: requiredText('Abbreviation', 40, 'Bitte geben Sie die Abkürzung des Gesetzes an.', 'Die Abkürzung darf höchstens 40 Zeichen haben.'),
      title: requiredText('LawTitle', 300, 'Bitte geben Sie den Titel des Gesetzes an.', 'Der Titel darf höchstens 300 Zeichen haben.'),
      norms: boundedArray(NormInput, MAX_NORMS, `Höchstens ${MAX_NORMS} Vorschriften je Gesetz.`),
    }),
    t.partial({ teaser: t.string, topicSlug: t.union([SlugCodec, t.null]) }),
  ]),
  'LawInput',
);
export type LawInput = t.TypeOf<typeof LawInput>;

/** What an import did: rows created and rows replaced. */
export const ImportReportWire = t.type({ created: t.number, updated: t.number }, 'ImportReport');
export type ImportReportWire = t.TypeOf<typeof ImportReportWire>;
