import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { csvText, exportText } from '../admin/exports/export-format';
import { cents } from '../../domain/money/money';
import type { SeminarDate } from '../../domain/seminar-date/seminar-date';
import { catalogueRows, spreadsheetText } from './catalogue-csv-reader';
import { catalogueCsvColumns, catalogueDateRecord } from './catalogue-row';
import { ChangeSeminarDates } from './change-seminar-dates';
import { bytesOf, EDITOR, fixedClock } from './testing/catalogue-fixture';
import { MemorySeminarDateStore } from './testing/memory-seminar-date-store';
import type { StoredSeminarDate, ThemeRef } from './seminar-date-store';

const HOTELS = new Set([12, 13, 14]);
/** Text with what breaks naive CSV: quotes, both delimiters, line breaks, umlauts and ß. */
const trickyText = fc.string({ unit: fc.constantFrom('a', 'Z', ' ', '"', ',', ';', '\n', '\r\n', 'ä', 'Ö', 'ß', '„', '“', '1'), minLength: 1, maxLength: 20 });
const centsArb = fc.integer({ min: 0, max: 99_999_99 }).map(cents);
const tierArb = fc.option(centsArb, { nil: undefined });
/** Whole minutes from 2027 to 2030 (the back office's grain), clear of the autumn fold's doubled hour. */
const startArb = fc.integer({ min: 0, max: 3 * 365 * 24 * 4 }).map((quarters) => Temporal.Instant.from('2027-01-01T07:00:00Z').add({ minutes: quarters * 15 }));

const dateArb = (hasModules: boolean): fc.Arbitrary<SeminarDate> =>
  fc
    .record({
      start: startArb,
      minutes: fc.integer({ min: 15, max: 5 * 24 * 60 }),
      kind: hasModules ? fc.constantFrom('series' as const, 'online' as const) : fc.constantFrom('online' as const, 'presence' as const),
      hotelId: fc.constantFrom(12, 13, 14),
      capacity: fc.integer({ min: 1, max: 400 }),
      price: centsArb,
      priceParticipantTwo: tierArb,
      priceParticipantThree: tierArb,
      priceParticipantFour: tierArb,
      priceParticipantFive: tierArb,
      published: fc.boolean(),
    })
    .map(({ start, minutes, kind, hotelId, capacity, price, published, ...tiers }) => ({
      startDate: start,
      endDate: start.add({ minutes }),
      kind,
      hotelId: kind === 'online' ? null : hotelId,
      capacity,
      prices: { price, ...Object.fromEntries(Object.entries(tiers).filter(([, value]) => value !== undefined)) },
      published,
    }));

const catalogueArb = fc
  .uniqueArray(fc.record({ slug: trickyText, title: trickyText }), { minLength: 1, maxLength: 3, selector: (theme) => theme.slug.trim() })
  .filter((themes) => themes.every((theme) => theme.slug.trim() === theme.slug))
  .chain((raw) => {
    const themes: ThemeRef[] = raw.map((theme, index) => ({ themeId: index + 1, ...theme }));
    const stored = fc
      .record({ theme: fc.constantFrom(...themes), hasModules: fc.boolean(), seatsTaken: fc.integer({ min: 0, max: 1 }), cancelled: fc.boolean() })
      .chain(({ theme, hasModules, seatsTaken, cancelled }) => dateArb(hasModules).map((date) => ({ theme, hasModules, seatsTaken, cancelled, date })));
    return fc.tuple(fc.constant(themes), fc.array(stored, { minLength: 1, maxLength: 8 }));
  })
  .map(([themes, dates]) => ({
    themes,
    dates: dates.map(({ theme, hasModules, seatsTaken, cancelled, date }, index): StoredSeminarDate => ({
      eventId: index + 1,
      themeSlug: theme.slug,
      title: theme.title,
      date,
      // One module over the whole date, where the date is held: the date's fields follow from it.
      modules: hasModules ? [{ startDate: date.startDate, endDate: date.endDate, hotelId: date.hotelId }] : [],
      seatsTaken,
      cancelled,
    })),
  }));

const collect = async (pieces: AsyncIterable<string>): Promise<string> => {
  let text = '';
  for await (const piece of pieces) text += piece;
  return text;
};

/** Windows-1252's own characters in 0x80–0x9F that German text uses; the rest of Latin-1 is the same. */
const WINDOWS_1252: Readonly<Record<string, number>> = { '€': 0x80, '„': 0x84, '“': 0x93, '”': 0x94, '–': 0x96 };
const windows1252 = (text: string): Uint8Array => Uint8Array.from(Array.from({ length: text.length }, (_, index) => text.charAt(index)).map((char) => WINDOWS_1252[char] ?? char.charCodeAt(0)));

const isUtf8 = (bytes: Uint8Array): boolean => {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
};

describe('catalogue CSV round trip', () => {
  it('export then import of any catalogue changes nothing, called-off dates included: quotes, commas, semicolons, line breaks, umlauts; RFC 4180 or German Excel (BOM, ;, decimal comma), UTF-8 or Windows-1252', async () => {
    await fc.assert(
      fc.asyncProperty(catalogueArb, fc.constantFrom('csv', 'excel', 'windows-1252'), fc.integer({ min: 1, max: 64 }), async ({ themes, dates }, variant, pieceSize) => {
        const store = new MemorySeminarDateStore(themes, HOTELS, dates);
        const changes = new ChangeSeminarDates(store, fixedClock, { catalogueChanged: () => Promise.resolve() });
        const excel = variant !== 'csv';
        const records = (async function* () {
          for await (const stored of store.allDates()) yield catalogueDateRecord(stored);
        })();
        let text = await collect(csvText(records, catalogueCsvColumns(excel), { excel }));
        if (variant === 'windows-1252') text = text.replace(/^\uFEFF/, '');
        const bytes = variant === 'windows-1252' ? windows1252(text) : new TextEncoder().encode(text);
        // A Windows-1252 file that is also valid UTF-8 (say "ß“" alone) is UTF-8 to any reader.
        fc.pre(variant !== 'windows-1252' || !isUtf8(bytes));
        const before = new Map(store.dates);
        const result = await changes.run(catalogueRows(spreadsheetText(bytesOf(bytes, pieceSize))), EDITOR, { dryRun: false });
        expect(result).toEqual(E.right({ dryRun: false, created: 0, updated: 0, unchanged: dates.length, changes: [] }));
        expect(store.dates).toEqual(before);
        expect(store.auditLog).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });

  it('the JSON export carries the same records, prices with two decimals', async () => {
    const store = new MemorySeminarDateStore([{ themeId: 1, slug: 's', title: 'T' }], HOTELS, [
      { eventId: 1, themeSlug: 's', title: 'T', modules: [], seatsTaken: 0, cancelled: false, date: { startDate: Temporal.Instant.from('2027-03-02T08:00:00Z'), endDate: Temporal.Instant.from('2027-03-02T15:00:00Z'), kind: 'presence', hotelId: 12, capacity: 9, prices: { price: cents(89000), priceParticipantThree: cents(80050) }, published: false } },
    ]);
    const records = (async function* () {
      for await (const stored of store.allDates()) yield catalogueDateRecord(stored);
    })();
    expect(JSON.parse(await collect(exportText(records, 'json')))).toEqual([
      { eventId: 1, themeSlug: 's', title: 'T', kind: 'presence', oneDay: true, startDate: '2027-03-02 09:00', endDate: '2027-03-02 16:00', hotelId: 12, capacity: 9, price: '890.00', priceParticipantTwo: null, priceParticipantThree: '800.50', priceParticipantFour: null, priceParticipantFive: null, published: false, cancelled: false },
    ]);
  });
});
