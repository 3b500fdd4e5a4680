import type { CsvColumn } from '../admin/exports/export-format';
import { formatEuroDecimal } from '../../domain/seminar-date/decimal-euro';
import { isOneDayDate, PRICE_FIELDS, type PriceField, type SeminarDate, type SeminarDateText } from '../../domain/seminar-date/seminar-date';
import { formatBerlinWallClock } from '../../domain/seminar-date/wall-clock-text';
import type { Cents } from '../../domain/money/money';
import type { StoredSeminarDate } from './seminar-date-store';

/**
 * The columns of the catalogue's CSV, in the export's order: one row per date. `title` is the
 * seminar's and only shown (the seminar's page changes it); `eventId` empty means a new date.
 * `cancelled` ("ja" or empty) is only shown too: a date is called off on its page, never by import.
 */
export const CATALOGUE_COLUMNS = [
  'eventId',
  'themeSlug',
  'title',
  'kind',
  'oneDay',
  'startDate',
  'endDate',
  'hotelId',
  'capacity',
  ...PRICE_FIELDS,
  'published',
  'cancelled',
] as const;
export type CatalogueColumn = (typeof CATALOGUE_COLUMNS)[number];

/** One exported date: the JSON export's object, and what each CSV cell is written from. */
export interface CatalogueDateRecord {
  readonly eventId: number;
  readonly themeSlug: string;
  readonly title: string;
  readonly kind: SeminarDate['kind'];
  readonly oneDay: boolean;
  /** Berlin wall clock, "2027-03-02 09:00". */
  readonly startDate: string;
  readonly endDate: string;
  readonly hotelId: number | null;
  readonly capacity: number;
  /** Euros with two decimals, "890.00"; a tier left empty (null) falls back (spec §9). */
  readonly price: string;
  readonly priceParticipantTwo: string | null;
  readonly priceParticipantThree: string | null;
  readonly priceParticipantFour: string | null;
  readonly priceParticipantFive: string | null;
  /** Shown to the public (false: hidden, staff only). */
  readonly published: boolean;
  /** Called off ("abgesagt") on its page in the back office. */
  readonly cancelled: boolean;
}

const euro = (amount: Cents | undefined, separator: '.' | ','): string | null => (amount === undefined ? null : formatEuroDecimal(amount, separator));

const tierOf = (date: SeminarDate, field: PriceField): Cents | undefined => date.prices[field];

export const catalogueDateRecord = (stored: StoredSeminarDate): CatalogueDateRecord => {
  const { date } = stored;
  return {
    eventId: stored.eventId,
    themeSlug: stored.themeSlug,
    title: stored.title,
    kind: date.kind,
    oneDay: isOneDayDate(date),
    startDate: formatBerlinWallClock(date.startDate),
    endDate: formatBerlinWallClock(date.endDate),
    hotelId: date.hotelId,
    capacity: date.capacity,
    price: formatEuroDecimal(date.prices.price, '.'),
    priceParticipantTwo: euro(tierOf(date, 'priceParticipantTwo'), '.'),
    priceParticipantThree: euro(tierOf(date, 'priceParticipantThree'), '.'),
    priceParticipantFour: euro(tierOf(date, 'priceParticipantFour'), '.'),
    priceParticipantFive: euro(tierOf(date, 'priceParticipantFive'), '.'),
    published: date.published,
    cancelled: stored.cancelled,
  };
};

/** The `cancelled` cell: "ja" for a called-off date, empty otherwise. */
export const cancelledCell = (cancelled: boolean): string => (cancelled ? 'ja' : '');

/** A `cancelled` cell read back: true for "ja", false for empty (or "nein"), undefined for anything else. */
export const cancelledOfCell = (cell: string): boolean | undefined => {
  const value = cell.trim().toLowerCase();
  return value === 'ja' ? true : value === '' || value === 'nein' ? false : undefined;
};

/** A date's changeable fields as the rules read them: what a row overlays for an update. */
export const seminarDateText = (date: SeminarDate): Required<SeminarDateText> => ({
  startDate: formatBerlinWallClock(date.startDate),
  endDate: formatBerlinWallClock(date.endDate),
  kind: date.kind,
  oneDay: isOneDayDate(date) ? 'ja' : 'nein',
  hotelId: date.hotelId === null ? '' : String(date.hotelId),
  capacity: String(date.capacity),
  price: formatEuroDecimal(date.prices.price, '.'),
  priceParticipantTwo: euro(tierOf(date, 'priceParticipantTwo'), '.') ?? '',
  priceParticipantThree: euro(tierOf(date, 'priceParticipantThree'), '.') ?? '',
  priceParticipantFour: euro(tierOf(date, 'priceParticipantFour'), '.') ?? '',
  priceParticipantFive: euro(tierOf(date, 'priceParticipantFive'), '.') ?? '',
  published: date.published ? 'ja' : 'nein',
});

const text = (value: string | number | boolean | null): string =>
  value === null ? '' : typeof value === 'boolean' ? (value ? 'ja' : 'nein') : String(value);

/** A price for German Excel: decimal comma. */
const excelEuro = (value: string | null): string => (value === null ? '' : value.replace('.', ','));

/** The CSV columns of the export; with `decimalComma` the prices as German Excel reads numbers. */
export const catalogueCsvColumns = (decimalComma: boolean): readonly CsvColumn<CatalogueDateRecord>[] =>
  CATALOGUE_COLUMNS.map((header) => ({
    header,
    cell:
      header === 'cancelled'
        ? (record: CatalogueDateRecord) => cancelledCell(record.cancelled)
        : (PRICE_FIELDS as readonly string[]).includes(header) && decimalComma
          ? (record: CatalogueDateRecord) => excelEuro(record[header as PriceField])
          : (record: CatalogueDateRecord) => text(record[header]),
  }));
