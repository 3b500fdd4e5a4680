import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { SEMINAR_DATE_MESSAGES as D } from '../../domain/seminar-date/messages';
import { ChangeSeminarDates } from './change-seminar-dates';
import { CATALOGUE_COLUMNS } from './catalogue-row';
import { CATALOGUE_ADMIN_MESSAGES as M } from './messages';
import { EDITOR, fixedClock, HOTELS, rowsOfText, STORED, THEMES } from './testing/catalogue-fixture';
import { FIRST_DATE_ID } from './seminar-date-store';
import { MemorySeminarDateStore } from './testing/memory-seminar-date-store';

const HEADER = 'eventId,themeSlug,kind,startDate,endDate,hotelId,capacity,price,priceParticipantTwo';
const NEW_ROW = ',arbeitsrecht-kompakt,online,2027-05-03 09:00,2027-05-05 16:00,,20,"890,00",';

const setup = () => {
  const store = new MemorySeminarDateStore(THEMES, HOTELS, [STORED]);
  let cleared = 0;
  const changes = new ChangeSeminarDates(store, fixedClock, { catalogueChanged: () => Promise.resolve(void (cleared += 1)) });
  const run = (csv: string, dryRun = false) => changes.run(rowsOfText(csv), EDITOR, { dryRun });
  return { store, run, cleared: () => cleared };
};

describe('ChangeSeminarDates', () => {
  it('updates a date by its eventId and creates one under its theme, writes an audit entry each with before → after, and clears the caches once', async () => {
    const { store, run, cleared } = setup();
    const result = await run(`${HEADER}\n100,,presence,2027-03-02 09:00,2027-03-04 16:00,12,12,1350.00,\n${NEW_ROW}\n`);
    expect(result).toEqual(E.right({ dryRun: false, created: 1, updated: 1, unchanged: 0, changes: [] }));
    expect(store.dates.get(100)?.date).toMatchObject({ capacity: 12, prices: { price: 135000 } });
    expect(store.dates.get(100)?.date.prices.priceParticipantTwo).toBeUndefined();
    expect(store.dates.get(FIRST_DATE_ID)).toMatchObject({ themeSlug: 'arbeitsrecht-kompakt', date: { kind: 'online', hotelId: null, capacity: 20 } });
    expect(store.auditLog.map((entry) => [entry.action, entry.subject, entry.actor.email, entry.details])).toEqual([
      ['catalogue.date.create', `Termin ${String(FIRST_DATE_ID)} (arbeitsrecht-kompakt)`, 'kundenservice@example.org', expect.objectContaining({ kind: '– → online', capacity: '– → 20', price: '– → 890.00' })],
      ['catalogue.date.update', 'Termin 100 (betriebsverfassungsrecht-teil-1)', 'kundenservice@example.org', { capacity: '16 → 12', price: '1290.00 → 1350.00', priceParticipantTwo: '1190.00 → ' }],
    ]);
    expect(cleared()).toBe(1);
  });

  it('a column the file leaves out keeps the stored value; a row equal to the stored date changes nothing and writes no entry', async () => {
    const { store, run, cleared } = setup();
    expect(await run('eventId,capacity\n100,16\n')).toEqual(E.right({ dryRun: false, created: 0, updated: 0, unchanged: 1, changes: [] }));
    expect(store.dates.get(100)).toEqual(STORED);
    expect(store.auditLog).toEqual([]);
    expect(cleared()).toBe(0);
  });

  it('a dry run reports counts and the changed fields per row, and changes nothing', async () => {
    const { store, run, cleared } = setup();
    const result = await run(`eventId,capacity,price\n100,18,"1290,00"\n`, true);
    expect(result).toEqual(
      E.right({ dryRun: true, created: 0, updated: 1, unchanged: 0, changes: [{ line: 2, eventId: 100, themeSlug: STORED.themeSlug, fields: { capacity: { before: '16', after: '18' } } }] }),
    );
    expect(store.dates.get(100)).toEqual(STORED);
    expect(store.commits).toBe(0);
    expect(cleared()).toBe(0);
  });

  it('refuses the whole file when any row is bad, names each bad line as "Zeile N: Feld", and keeps nothing of the good rows', async () => {
    const { store, run, cleared } = setup();
    const csv = [
      `${HEADER},farbe`,
      `${NEW_ROW},rot`,
      ',gibt-es-nicht,online,2027-05-03 09:00,2027-05-05 16:00,,20,890.00,,',
      '100,,presence,2027-03-04 09:00,2027-03-02 16:00,12,16,1290.00,,',
      '100,,,,,,16,abc,,',
      ',arbeitsrecht-kompakt,online,2027-05-03 09:00,2027-05-05 16:00,,20,890.00,,',
    ].join('\r\n');
    const result = await run(csv.replace('100,,,,,,16,abc', '101,,,,,,16,abc'));
    expect(result).toEqual(
      E.left({
        _tag: 'Invalid',
        message: M.refused(4),
        fieldErrors: {
          'Zeile 1: farbe': M.unknownColumn(CATALOGUE_COLUMNS),
          'Zeile 3: themeSlug': M.unknownTheme,
          'Zeile 4: endDate': D.endBeforeStart,
          'Zeile 5: eventId': M.unknownEvent,
        },
      }),
    );
    expect(store.dates.size).toBe(1);
    expect(store.dates.get(100)).toEqual(STORED);
    expect(store.auditLog).toEqual([]);
    expect(cleared()).toBe(0);
  });

  it('names a price "abc" and a capacity below the seats taken at their fields', async () => {
    const { run } = setup();
    const result = await run('eventId,capacity,price,priceParticipantThree\n100,5,abc,"12,345"\n');
    expect(E.isLeft(result) && result.left._tag === 'Invalid' ? result.left.fieldErrors : {}).toEqual({
      'Zeile 2: capacity': D.capacityBelowTaken(6),
      'Zeile 2: price': D.priceFormat,
      'Zeile 2: priceParticipantThree': D.priceFormat,
    });
  });

  it('refuses a second row of the same date, a theme change, a new date without theme and a malformed line', async () => {
    const { run } = setup();
    const result = await run('eventId,themeSlug,capacity\n100,,17\n100,,18\n,,\n100x,,1\n');
    expect(E.isLeft(result) && result.left._tag === 'Invalid' ? result.left.fieldErrors : {}).toMatchObject({
      'Zeile 3: eventId': M.duplicateEvent(2),
      'Zeile 5: eventId': M.eventIdFormat,
    });
    const moved = await run('eventId,themeSlug\n100,arbeitsrecht-kompakt\n');
    expect(E.isLeft(moved) && moved.left._tag === 'Invalid' ? moved.left.fieldErrors : {}).toEqual({ 'Zeile 2: themeSlug': M.themeChange });
    const short = await run('eventId,capacity\n100\n');
    expect(E.isLeft(short) && short.left._tag === 'Invalid' ? short.left.fieldErrors : {}).toEqual({ 'Zeile 2: –': M.fieldCount(1, 2) });
  });

  it('reads German Excel: a BOM, semicolons and decimal commas', async () => {
    const { store, run } = setup();
    expect(await run('\uFEFFeventId;capacity;price\r\n100;16;1290,50\r\n')).toMatchObject(E.right({ updated: 1 }));
    expect(store.dates.get(100)?.date.prices.price).toBe(129050);
  });

  it('a called-off date is not changed: a row that changes it is refused at its line, one that repeats it (an export imported again) changes nothing', async () => {
    const store = new MemorySeminarDateStore(THEMES, HOTELS, [{ ...STORED, cancelled: true, seatsTaken: 0 }]);
    const changes = new ChangeSeminarDates(store, fixedClock, { catalogueChanged: () => Promise.resolve() });
    const changed = await changes.run(rowsOfText('eventId,capacity\n100,18\n'), EDITOR, { dryRun: false });
    expect(changed).toEqual(E.left(expect.objectContaining({ _tag: 'Invalid', fieldErrors: { [M.problem(2, 'eventId')]: M.cancelledEvent } })));
    expect(await changes.run(rowsOfText('eventId,capacity\n100,16\n'), EDITOR, { dryRun: false })).toEqual(E.right({ dryRun: false, created: 0, updated: 0, unchanged: 1, changes: [] }));
    expect(store.auditLog).toEqual([]);
  });

  it('the cancelled column is read but never changes a date: "ja" for a date that is not called off, empty for one that is, "ja" on a new date or any other word is refused at its line; as exported it changes nothing', async () => {
    const store = new MemorySeminarDateStore(THEMES, HOTELS, [STORED, { ...STORED, eventId: 101, cancelled: true, seatsTaken: 0 }, { ...STORED, eventId: 102 }]);
    const changes = new ChangeSeminarDates(store, fixedClock, { catalogueChanged: () => Promise.resolve() });
    const before = new Map(store.dates);
    const refused = await changes.run(rowsOfText(`eventId,themeSlug,capacity,cancelled\n100,,16,ja\n101,,16,\n102,,16,vielleicht\n${NEW_ROW.split(',').slice(0, 2).join(',')},20,ja\n`), EDITOR, { dryRun: false });
    expect(E.isLeft(refused) && refused.left._tag === 'Invalid' ? refused.left.fieldErrors : {}).toMatchObject({
      [M.problem(2, 'cancelled')]: M.cancelledByPage,
      [M.problem(3, 'cancelled')]: M.cancelledByPage,
      [M.problem(4, 'cancelled')]: M.cancelledFormat,
      [M.problem(5, 'cancelled')]: M.cancelledByPage,
    });
    expect(store.dates).toEqual(before);
    const asExported = await changes.run(rowsOfText('eventId,capacity,cancelled\n100,16,\n101,16,ja\n102,16,nein\n'), EDITOR, { dryRun: false });
    expect(asExported).toEqual(E.right({ dryRun: false, created: 0, updated: 0, unchanged: 3, changes: [] }));
    expect(store.auditLog).toEqual([]);
  });
});
