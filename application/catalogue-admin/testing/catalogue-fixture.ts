import { Temporal } from 'temporal-polyfill';
import { cents } from '../../../domain/money/money';
import type { CatalogueRowItem } from '../catalogue-csv-reader';
import { catalogueRows, spreadsheetText } from '../catalogue-csv-reader';
import type { CatalogueEditor } from '../change-seminar-dates';
import type { StoredSeminarDate, ThemeRef } from '../seminar-date-store';

export const NOW = Temporal.Instant.from('2026-11-29T10:00:00Z');
export const EDITOR: CatalogueEditor = { actor: { userId: 10, email: 'kundenservice@example.org' }, origin: '127.0.0.1', via: 'session' };
export const THEMES: readonly ThemeRef[] = [
  { themeId: 1, slug: 'betriebsverfassungsrecht-teil-1', title: 'Betriebsverfassungsrecht Teil 1' },
  { themeId: 2, slug: 'arbeitsrecht-kompakt', title: 'Arbeitsrecht „kompakt“; für Einsteiger, mit Übungen' },
];
export const HOTELS: ReadonlySet<number> = new Set([12, 13]);

/** A stored presence date of the first theme, with six seats taken. */
export const STORED: StoredSeminarDate = {
  eventId: 100,
  themeSlug: 'betriebsverfassungsrecht-teil-1',
  title: 'Betriebsverfassungsrecht Teil 1',
  date: {
    startDate: Temporal.Instant.from('2027-03-02T08:00:00Z'),
    endDate: Temporal.Instant.from('2027-03-04T15:00:00Z'),
    kind: 'presence',
    hotelId: 12,
    capacity: 16,
    prices: { price: cents(129000), priceParticipantTwo: cents(119000) },
    published: true,
  },
  modules: [],
  seatsTaken: 6,
  cancelled: false,
};

export const fixedClock = { now: () => NOW };

/** The bytes of a text in pieces of the given size, as an upload arrives. */
export async function* bytesOf(bytes: Uint8Array, pieceSize = 7): AsyncGenerator<Uint8Array> {
  for (let start = 0; start < bytes.length; start += pieceSize) yield await Promise.resolve(bytes.subarray(start, start + pieceSize));
}

/** The rows of a CSV text (UTF-8), read as an upload would be. */
export const rowsOfText = (text: string, pieceSize?: number): AsyncIterable<CatalogueRowItem> =>
  catalogueRows(spreadsheetText(bytesOf(new TextEncoder().encode(text), pieceSize)));

/** A stored training series of the second theme: a module at hotel 12, then one online; six seats taken. */
export const STORED_SERIES: StoredSeminarDate = {
  eventId: 200,
  themeSlug: 'arbeitsrecht-kompakt',
  title: THEMES[1]?.title ?? '',
  date: {
    startDate: Temporal.Instant.from('2027-03-02T08:00:00Z'),
    endDate: Temporal.Instant.from('2027-05-13T14:00:00Z'),
    kind: 'series',
    hotelId: 12,
    capacity: 16,
    prices: { price: cents(249000) },
    published: true,
  },
  modules: [
    { startDate: Temporal.Instant.from('2027-03-02T08:00:00Z'), endDate: Temporal.Instant.from('2027-03-04T15:00:00Z'), hotelId: 12 },
    { startDate: Temporal.Instant.from('2027-05-11T07:00:00Z'), endDate: Temporal.Instant.from('2027-05-13T14:00:00Z'), hotelId: null },
  ],
  seatsTaken: 6,
  cancelled: false,
};
