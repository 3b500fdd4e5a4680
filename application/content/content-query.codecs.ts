import * as t from 'io-ts';
import { CONTENT_KINDS, EXPORT_KIND_NAMES, type ContentKind, type ExportKind } from './content-kind';

export const DEFAULT_CONTENT_PAGE_SIZE = 20;
export const MAX_CONTENT_PAGE_SIZE = 100;
export const MAX_PAGE = 100_000;
export const DEFAULT_EXPORT_BATCH = 500;
export const MAX_EXPORT_BATCH = 1000;
export const MIN_SEARCH_LENGTH = 2;
export const MAX_SEARCH_LENGTH = 200;

/** A whole number from a query string ("3"), within bounds, with a German message. */
const intFromString = (name: string, min: number, max: number, message: string) =>
  new t.Type<number, string, unknown>(
    name,
    (value): value is number => typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max,
    (input, context) => {
      const parsed = typeof input === 'string' && /^\d{1,10}$/.test(input) ? Number(input) : Number.NaN;
      return parsed >= min && parsed <= max ? t.success(parsed) : t.failure(input, context, message);
    },
    String,
  );

/** A slug as the content's URLs use it: lower case letters, digits and single dashes. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_SLUG_LENGTH = 160;
export const SlugCodec = new t.Type<string, string, unknown>(
  'Slug',
  (value): value is string => typeof value === 'string' && value.length <= MAX_SLUG_LENGTH && SLUG_PATTERN.test(value),
  (input, context) =>
    typeof input === 'string' && input.length <= MAX_SLUG_LENGTH && SLUG_PATTERN.test(input)
      ? t.success(input)
      : t.failure(input, context, 'Bitte geben Sie einen gültigen Kurznamen an (Kleinbuchstaben, Ziffern und Bindestriche).'),
  (value) => value,
);

export const PageParam = intFromString('Page', 1, MAX_PAGE, 'Die Seitenzahl ist ungültig.');
export const PageSizeParam = intFromString(
  'PageSize',
  1,
  MAX_CONTENT_PAGE_SIZE,
  `Bitte wählen Sie 1 bis ${MAX_CONTENT_PAGE_SIZE} Einträge pro Seite.`,
);

const YearParam = intFromString('Year', 1900, 2999, 'Bitte geben Sie ein Jahr mit vier Ziffern an.');

/** ?page=&pageSize= of every paged listing. */
export const PageQuery = t.exact(t.partial({ page: PageParam, pageSize: PageSizeParam }), 'PageQuery');
export type PageQuery = t.TypeOf<typeof PageQuery>;

/** GET /api/content/{kind}: filters of a listing, all optional. */
export const ContentListQuery = t.exact(
  t.partial({
    page: PageParam,
    pageSize: PageSizeParam,
    /** br|sbv|jav, br|sbv, za|youtube or a category, as the kind has them. */
    section: SlugCodec,
    tag: SlugCodec,
    topic: SlugCodec,
    /** Items published in this year (the archive of the election news). */
    year: YearParam,
  }),
  'ContentListQuery',
);
export type ContentListQuery = t.TypeOf<typeof ContentListQuery>;

/** GET /api/content/{kind}/{slug}?section= */
export const ContentDetailQuery = t.exact(t.partial({ section: SlugCodec }), 'ContentDetailQuery');
export type ContentDetailQuery = t.TypeOf<typeof ContentDetailQuery>;

const keyofMessage = <K extends string>(name: string, values: readonly K[], message: string) =>
  new t.Type<K, string, unknown>(
    name,
    (value): value is K => typeof value === 'string' && (values as readonly string[]).includes(value),
    (input, context) =>
      typeof input === 'string' && (values as readonly string[]).includes(input)
        ? t.success(input as K)
        : t.failure(input, context, message),
    (value) => value,
  );

export const ContentKindParam = keyofMessage<ContentKind>(
  'ContentKind',
  CONTENT_KINDS,
  `Unbekannte Inhaltsart. Möglich sind: ${CONTENT_KINDS.join(', ')}.`,
);

export const ExportKindParam = keyofMessage<ExportKind>(
  'ExportKind',
  EXPORT_KIND_NAMES,
  `Unbekannter Export. Möglich sind: ${EXPORT_KIND_NAMES.join(', ')}.`,
);

const SearchText = new t.Type<string, string, unknown>(
  'SearchText',
  (value): value is string => typeof value === 'string',
  (input, context) => {
    if (typeof input !== 'string') return t.failure(input, context, 'Bitte geben Sie einen Suchbegriff an.');
    const trimmed = input.trim();
    return trimmed.length < MIN_SEARCH_LENGTH
      ? t.failure(input, context, `Bitte geben Sie mindestens ${MIN_SEARCH_LENGTH} Zeichen ein.`)
      : trimmed.length > MAX_SEARCH_LENGTH
        ? t.failure(input, context, `Bitte geben Sie höchstens ${MAX_SEARCH_LENGTH} Zeichen ein.`)
        : t.success(trimmed);
  },
  (value) => value,
);

/** GET /api/content-search?q=&kind=&page=&pageSize= */
export const ContentSearchQuery = t.exact(
  t.intersection([
    t.type({ q: SearchText }),
    t.partial({ kind: ContentKindParam, page: PageParam, pageSize: PageSizeParam }),
  ]),
  'ContentSearchQuery',
);
export type ContentSearchQuery = t.TypeOf<typeof ContentSearchQuery>;

/** GET /api/content-latest?limit= */
export const LatestQuery = t.exact(
  t.partial({ limit: intFromString('Limit', 1, MAX_CONTENT_PAGE_SIZE, `Bitte wählen Sie 1 bis ${MAX_CONTENT_PAGE_SIZE} Einträge.`) }),
  'LatestQuery',
);
export type LatestQuery = t.TypeOf<typeof LatestQuery>;

/** GET /api/content-export/{kind}?after=&limit= : one batch of an export, by keyset. */
export const ExportBatchQuery = t.exact(
  t.partial({
    after: intFromString('After', 0, 2_147_483_647, 'Der Fortsetzungspunkt ist ungültig.'),
    limit: intFromString('Limit', 1, MAX_EXPORT_BATCH, `Bitte wählen Sie 1 bis ${MAX_EXPORT_BATCH} Objekte je Abruf.`),
  }),
  'ExportBatchQuery',
);
export type ExportBatchQuery = t.TypeOf<typeof ExportBatchQuery>;
