import { count, eq, like } from 'drizzle-orm';
import * as E from 'fp-ts/Either';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvText } from '../../../application/admin/exports/export-format';
import { catalogueCsvColumns, catalogueDateRecord, type CatalogueDateRecord } from '../../../application/catalogue-admin/catalogue-row';
import { ChangeSeminarDates } from '../../../application/catalogue-admin/change-seminar-dates';
import { EDITOR, rowsOfText } from '../../../application/catalogue-admin/testing/catalogue-fixture';
import { SEMINAR_DATE_MESSAGES as D } from '../../../domain/seminar-date/messages';
import { DrizzleCatalogueRepository } from '../catalogue-repository';
import { orderSeats } from '../catalogue-seats.testing';
import type { Database } from '../database';
import { generateDemoData } from '../demo-data/generate';
import { seedDemoData } from '../demo-data/seed';
import { auditLog, events, orderParticipants } from '../schema';
import { testDatabaseEngines } from '../testing/test-databases';
import { DrizzleSeminarDateStore } from './seminar-date-store';

const NOW = Temporal.Instant.from('2026-11-22T09:00:00Z');
const data = generateDemoData({ now: NOW, seed: 7, scale: 1 });

const collect = async <A>(items: AsyncIterable<A>): Promise<A[]> => {
  const all: A[] = [];
  for await (const item of items) all.push(item);
  return all;
};

async function* fromArray<A>(items: readonly A[]): AsyncGenerator<A> {
  for (const item of items) yield await Promise.resolve(item);
}

describe.each(testDatabaseEngines())('the back office’s seminar dates on $name', (engine) => {
  let database: Database;
  let store: DrizzleSeminarDateStore;
  let cleared = 0;
  let changes: ChangeSeminarDates;
  const exported = async (): Promise<CatalogueDateRecord[]> => (await collect(store.allDates())).map(catalogueDateRecord);
  const csvOf = async (records: readonly CatalogueDateRecord[], excel = false) => (await collect(csvText(fromArray(records), catalogueCsvColumns(excel), { excel }))).join('');
  const auditCount = async () => (await database.db.select({ n: count() }).from(auditLog).where(like(auditLog.action, 'catalogue.%')))[0]?.n ?? 0;

  beforeAll(async () => {
    database = await engine.open();
    await seedDemoData(database.db, data, (plain) => Promise.resolve(`plain:${plain}`));
    store = new DrizzleSeminarDateStore(database.db);
    changes = new ChangeSeminarDates(store, { now: () => NOW }, { catalogueChanged: () => Promise.resolve(void (cleared += 1)) });
  }, 120_000);

  afterAll(async () => {
    await database.close();
  });

  it('exports every date, and importing the export (RFC 4180 or German Excel) changes nothing and writes no audit entry', async () => {
    const before = await exported();
    expect(before).toHaveLength(data.events.length);
    for (const excel of [false, true]) {
      const result = await changes.run(rowsOfText(await csvOf(before, excel), 4096), EDITOR, { dryRun: false });
      expect(result).toEqual(E.right({ dryRun: false, created: 0, updated: 0, unchanged: before.length, changes: [] }));
    }
    expect(await exported()).toEqual(before);
    expect(await auditCount()).toBe(0);
  });

  it('a refused import leaves the catalogue unchanged, even after batches of good rows were written', async () => {
    const before = await exported();
    const raised = before.map((record) => ({ ...record, capacity: record.capacity + 1 }));
    const bad = { ...raised[raised.length - 1]!, price: 'abc' } as CatalogueDateRecord;
    const result = await changes.run(rowsOfText(await csvOf([...raised.slice(0, -1), bad]), 4096), EDITOR, { dryRun: false });
    expect(E.isLeft(result) && result.left._tag === 'Invalid' ? result.left.fieldErrors : {}).toEqual({ [`Zeile ${String(raised.length + 1)}: price`]: D.priceFormat });
    expect(await exported()).toEqual(before);
    expect(await auditCount()).toBe(0);
    expect(cleared).toBe(0);
  });

  it('updates a date and creates one: the columns follow (kind, one-day), the new date is in the public catalogue, each change has its audit entry', async () => {
    const first = (await exported()).find((record) => record.kind === 'presence');
    if (first === undefined) throw new Error('no presence date');
    const csv = [
      'eventId,themeSlug,kind,startDate,endDate,hotelId,capacity,price,priceParticipantTwo',
      `${String(first.eventId)},,online,2027-02-01 09:00,2027-02-01 16:00,522,${String(first.capacity + 2)},"999,00",`,
      `,${first.themeSlug},presence,2027-06-07 09:00,2027-06-07 17:00,${String(data.hotels[0]!.hotelId)},14,1490.00,1390.00`,
    ].join('\n');
    const result = await changes.run(rowsOfText(csv), EDITOR, { dryRun: false });
    expect(result).toMatchObject(E.right({ created: 1, updated: 1 }));
    const [updated] = await database.db.select().from(events).where(eq(events.eventId, first.eventId));
    expect(updated).toMatchObject({ kind: 'online', isOnline: true, hotelId: null, oneDay: false, price: 99900, priceParticipantTwo: null, capacity: first.capacity + 2 });
    const after = await exported();
    const created = after.find((record) => record.startDate === '2027-06-07 09:00' && record.themeSlug === first.themeSlug);
    expect(created).toMatchObject({ kind: 'presence', oneDay: true, capacity: 14, price: '1490.00', priceParticipantTwo: '1390.00' });
    const publicEvent = await new DrizzleCatalogueRepository(database.db).findEvent(created?.eventId ?? 0);
    expect(publicEvent?.content.prices.price).toBe(149000);
    const entries = await database.db.select().from(auditLog).where(like(auditLog.action, 'catalogue.%'));
    expect(entries.map((entry) => [entry.action, entry.actorEmail, entry.via])).toEqual([
      ['catalogue.date.create', 'kundenservice@example.org', 'session'],
      ['catalogue.date.update', 'kundenservice@example.org', 'session'],
    ]);
    expect(entries[1]?.details).toMatchObject({ kind: 'presence → online', price: `${first.price} → 999.00` });
    expect(cleared).toBe(1);
  });

  it('refuses a capacity below the seats taken; a price change leaves the prices of placed orders as they were', async () => {
    const [, second] = await exported();
    if (second === undefined) throw new Error('no dates');
    await orderSeats(database.db, second.eventId, 3, 'booked');
    const result = await changes.run(rowsOfText(`eventId,capacity\n${String(second.eventId)},2\n`), EDITOR, { dryRun: false });
    expect(E.isLeft(result) && result.left._tag === 'Invalid' ? result.left.fieldErrors : {}).toEqual({ 'Zeile 2: capacity': D.capacityBelowTaken(3) });
    const ordered = async () => (await database.db.select({ price: orderParticipants.price }).from(orderParticipants).where(eq(orderParticipants.eventId, second.eventId))).map((row) => row.price);
    const pricesBefore = await ordered();
    expect(await changes.run(rowsOfText(`eventId,price\n${String(second.eventId)},4321.00\n`), EDITOR, { dryRun: false })).toMatchObject(E.right({ updated: 1 }));
    expect(await ordered()).toEqual(pricesBefore);
    expect((await exported()).find((record) => record.eventId === second.eventId)?.price).toBe('4321.00');
  });

  it('writes a series\' modules with the date in one transaction: the public catalogue shows them, a CSV row cannot move the series past them', async () => {
    const series = (await collect(store.allDates())).find((date) => date.date.kind === 'series' && date.modules.length >= 2 && !date.cancelled);
    if (series === undefined) throw new Error('no series');
    const [hotel] = data.hotels;
    const rows = [
      { startDate: '2027-09-06 09:00', endDate: '2027-09-08 16:00', hotelId: String(hotel?.hotelId) },
      { startDate: '2027-10-04 09:00', endDate: '2027-10-05 12:00', hotelId: '' },
      { startDate: '2027-11-01 09:00', endDate: '2027-11-03 16:00', hotelId: String(hotel?.hotelId) },
    ];
    const written = await changes.one({ eventId: series.eventId, themeSlug: series.themeSlug, fields: {}, modules: rows }, EDITOR);
    expect(E.isRight(written) && written.right.modules?.after).toHaveLength(3);
    const stored = await store.dateById(series.eventId);
    expect(stored?.modules.map((module) => module.hotelId)).toEqual([hotel?.hotelId, null, hotel?.hotelId]);
    expect(stored?.date).toMatchObject({ kind: 'series', hotelId: hotel?.hotelId, startDate: Temporal.Instant.from('2027-09-06T07:00:00Z'), endDate: Temporal.Instant.from('2027-11-03T15:00:00Z') });
    const publicEvent = await new DrizzleCatalogueRepository(database.db).findEvent(series.eventId);
    expect(publicEvent?.modules.map((module) => [module.startDate.toString(), module.hotelId])).toEqual([
      ['2027-09-06T07:00:00Z', hotel?.hotelId],
      ['2027-10-04T07:00:00Z', -1],
      ['2027-11-01T08:00:00Z', hotel?.hotelId],
    ]);
    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.action, 'catalogue.date.modules'));
    const details = (entry?.details ?? {}) as Record<string, string>;
    expect(Object.keys(details)).toHaveLength(Math.max(3, series.modules.length));
    expect(details['Modul 2']).toMatch(/ → 04\.10\.2027, 09:00 Uhr bis 05\.10\.2027, 12:00 Uhr, online$/);
    expect(details['Modul 1']).toMatch(new RegExp(` → 06\\.09\\.2027, 09:00 Uhr bis 08\\.09\\.2027, 16:00 Uhr, ${hotel?.name ?? ''}, `));
    const moved = await changes.run(rowsOfText(`eventId,startDate\n${String(series.eventId)},2027-09-01 09:00\n`), EDITOR, { dryRun: false });
    expect(E.isLeft(moved) && moved.left._tag === 'Invalid' ? moved.left.fieldErrors : {}).toEqual({ 'Zeile 2: startDate': D.timesFromModules });
  });
});
