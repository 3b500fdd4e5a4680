import * as E from 'fp-ts/Either';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { moduleText } from '../../domain/seminar-date/series-modules';
import type { NewAuditEntry } from '../audit/audit-log';
import type { MailModule } from '../mail/outbox-payloads';
import type { CancelledBookable, PreviousDates, ProviderChanges } from '../orders/provider-changes';
import { SERIES_MODULE_MESSAGES as S } from '../../domain/seminar-date/series-module-messages';
import { SEMINAR_DATE_MESSAGES as D } from '../../domain/seminar-date/messages';
import { CancelBookable } from './cancel-bookable';
import { FIRST_DATE_ID } from './seminar-date-store';
import { ChangeSeminarDates } from './change-seminar-dates';
import { CreateSeminarDate } from './create-seminar-date';
import { SeminarDateDeskService } from './seminar-date-desk.service';
import { EDITOR, fixedClock, HOTELS, STORED, STORED_SERIES, THEMES } from './testing/catalogue-fixture';
import { MemorySeminarDateStore } from './testing/memory-seminar-date-store';

const NEW_DATE = { startDate: '03.05.2027 09:00', endDate: '05.05.2027 16:00', kind: 'presence', hotelId: '12', capacity: '20', price: '890,00' };

const setup = () => {
  const store = new MemorySeminarDateStore(THEMES, HOTELS, [STORED, STORED_SERIES]);
  const audit: NewAuditEntry[] = [];
  const engineCalls: { cancelled: number[]; moved: { eventId: number; previous: PreviousDates; modules?: readonly MailModule[] }[] } = { cancelled: [], moved: [] };
  const engine: ProviderChanges = {
    cancelBookable: (eventId, _by, entry) => {
      engineCalls.cancelled.push(eventId);
      const cancelled = { eventId, participants: 6, waitingEntries: 1 };
      if (entry !== undefined) audit.push(entry(cancelled));
      return Promise.resolve(E.right<never, CancelledBookable>(cancelled));
    },
    announceMove: (eventId, previous, modules) => {
      engineCalls.moved.push({ eventId, previous, ...(modules === undefined ? {} : { modules }) });
      return Promise.resolve(E.right(6));
    },
  };
  let cleared = 0;
  const listener = { catalogueChanged: () => Promise.resolve(void (cleared += 1)) };
  const changes = new ChangeSeminarDates(store, fixedClock, listener);
  const desk = new SeminarDateDeskService({
    store,
    changes,
    create: new CreateSeminarDate(changes),
    engine,
    cancel: new CancelBookable({ engine, listener, clock: fixedClock }),
    users: { findById: (userId) => Promise.resolve(userId === 10 ? ({ userId: 10, email: EDITOR.actor.email } as never) : undefined) },
  }).forEditor({ userId: 10, via: 'session' }, '127.0.0.1');
  return { store, desk, engineCalls, audit, cleared: () => cleared };
};

describe('the seminar-date desk', () => {
  it('creates a date of the theme by the import\'s rules, with its audit entry, and clears the caches', async () => {
    const { store, desk, cleared } = setup();
    const created = await desk.createDate('arbeitsrecht-kompakt', NEW_DATE)();
    expect(created).toEqual(E.right({ eventId: FIRST_DATE_ID, changed: expect.arrayContaining(['startDate', 'capacity', 'price']) as unknown, told: 0 }));
    expect(store.dates.get(FIRST_DATE_ID)).toMatchObject({ themeSlug: 'arbeitsrecht-kompakt', date: { capacity: 20, hotelId: 12 } });
    expect(store.auditLog.map((entry) => [entry.action, entry.subject, entry.actor.email])).toEqual([['catalogue.date.create', `Termin ${String(FIRST_DATE_ID)} (arbeitsrecht-kompakt)`, EDITOR.actor.email]]);
    expect(cleared()).toBe(1);
  });

  it('refuses a new date in the past, an online date with a venue and an unknown seminar, each message at its field, and keeps nothing', async () => {
    const { store, desk } = setup();
    const past = await desk.createDate('arbeitsrecht-kompakt', { ...NEW_DATE, startDate: '01.01.2026 09:00', endDate: '01.01.2026 16:00' })();
    expect(past).toEqual(E.left(expect.objectContaining({ _tag: 'Invalid', fieldErrors: { startDate: D.startInPast } })));
    const online = await desk.createDate('arbeitsrecht-kompakt', { ...NEW_DATE, kind: 'online' })();
    expect(online).toEqual(E.left(expect.objectContaining({ _tag: 'Invalid', fieldErrors: { hotelId: D.onlineWithVenue } })));
    const unknown = await desk.createDate('gibt-es-nicht', NEW_DATE)();
    expect(unknown).toEqual(E.left(expect.objectContaining({ _tag: 'Invalid', fieldErrors: { themeSlug: expect.any(String) as unknown } })));
    expect([...store.dates.keys()]).toEqual([100, 200]);
  });

  it('never lowers the capacity below the seats taken: the message names them at the capacity field', async () => {
    const { store, desk, engineCalls } = setup();
    const lowered = await desk.changeDate(100, { capacity: '5' })();
    expect(lowered).toEqual(E.left(expect.objectContaining({ _tag: 'Invalid', fieldErrors: { capacity: D.capacityBelowTaken(6) } })));
    expect(store.dates.get(100)).toEqual(STORED);
    expect(engineCalls.moved).toEqual([]);
  });

  it('a new start or end moves the date: the engine tells every participant, with the dates they had booked', async () => {
    const { desk, engineCalls, store } = setup();
    const moved = await desk.changeDate(100, { startDate: '09.03.2027 09:00', endDate: '11.03.2027 16:00' })();
    expect(moved).toEqual(E.right({ eventId: 100, changed: ['startDate', 'endDate'], told: 6 }));
    expect(engineCalls.moved).toEqual([{ eventId: 100, previous: { startDate: STORED.date.startDate, endDate: STORED.date.endDate } }]);
    expect(store.auditLog.map((entry) => entry.action)).toEqual(['catalogue.date.update']);
    // Only the capacity: nobody is mailed.
    await desk.changeDate(100, { capacity: '18' })();
    expect(engineCalls.moved).toHaveLength(1);
  });

  it('calling off goes through the engine, is logged with who and what ended, and clears the caches; a called-off date is not changed any more', async () => {
    const { desk, engineCalls, audit, cleared, store } = setup();
    expect(await desk.cancelDate(100)()).toEqual(E.right({ eventId: 100, participants: 6, waitingEntries: 1 }));
    expect(engineCalls.cancelled).toEqual([100]);
    expect(audit).toEqual([
      expect.objectContaining({ action: 'catalogue.date.cancel', subject: 'Termin 100 (betriebsverfassungsrecht-teil-1)', actor: EDITOR.actor, details: { participants: 6, waitingEntries: 1 } }),
    ]);
    expect(cleared()).toBe(1);
    store.dates.set(100, { ...STORED, cancelled: true });
    expect(await desk.changeDate(100, { capacity: '18' })()).toEqual(E.left(expect.objectContaining({ _tag: 'Conflict' })));
  });

  it('an unknown date is not found', async () => {
    const { desk } = setup();
    expect(await desk.date(999)()).toEqual(E.left(expect.objectContaining({ _tag: 'NotFound' })));
    expect(await desk.cancelDate(999)()).toEqual(E.left(expect.objectContaining({ _tag: 'NotFound' })));
  });
});

describe('a training series\' modules on the desk', () => {
  const FIRST = { startDate: '02.03.2027 09:00', endDate: '04.03.2027 16:00', hotelId: '12' };
  const SECOND = { startDate: '12.04.2027 09:00', endDate: '14.04.2027 16:00', hotelId: '13' };
  const SERIES_FIELDS = { kind: 'series', capacity: '14', price: '2490,00' };

  it('a new series takes its start and end from the first and last module and its venue from the first; the modules are logged and the caches cleared once', async () => {
    const { store, desk, cleared } = setup();
    const created = await desk.createDate('arbeitsrecht-kompakt', SERIES_FIELDS, [FIRST, { startDate: '', endDate: '', hotelId: '' }, SECOND])();
    expect(created).toEqual(E.right(expect.objectContaining({ eventId: FIRST_DATE_ID, changed: expect.arrayContaining(['startDate', 'endDate', 'kind', 'modules']) as unknown })));
    expect(store.dates.get(FIRST_DATE_ID)).toMatchObject({
      date: { kind: 'series', hotelId: 12, startDate: Temporal.Instant.from('2027-03-02T08:00:00Z'), endDate: Temporal.Instant.from('2027-04-14T14:00:00Z') },
      modules: [{ hotelId: 12 }, { hotelId: 13 }],
    });
    expect(store.auditLog.map((entry) => entry.action)).toEqual(['catalogue.date.create', 'catalogue.date.modules']);
    expect(store.auditLog[1]?.details).toEqual({
      'Modul 1': '– → 02.03.2027, 09:00 Uhr bis 04.03.2027, 16:00 Uhr, Hotel 12, Hamburg',
      'Modul 2': '– → 12.04.2027, 09:00 Uhr bis 14.04.2027, 16:00 Uhr, Hotel 13, Hamburg',
    });
    expect(cleared()).toBe(1);
  });

  it('refuses a series without modules, modules of another kind, and overlapping modules, each at its field, and keeps nothing', async () => {
    const { store, desk } = setup();
    expect(await desk.createDate('arbeitsrecht-kompakt', SERIES_FIELDS, [])()).toEqual(E.left(expect.objectContaining({ fieldErrors: { modules: S.modulesMissing } })));
    expect(await desk.createDate('arbeitsrecht-kompakt', { ...SERIES_FIELDS, kind: 'presence' }, [FIRST])()).toEqual(
      E.left(expect.objectContaining({ fieldErrors: { modules: S.modulesOnlyForSeries } })),
    );
    const overlapping = await desk.createDate('arbeitsrecht-kompakt', SERIES_FIELDS, [FIRST, { ...SECOND, startDate: '03.03.2027 09:00' }])();
    expect(overlapping).toEqual(E.left(expect.objectContaining({ fieldErrors: { 'module-2-startDate': S.overlap(1, '04.03.2027, 16:00 Uhr') } })));
    expect(await desk.changeDate(200, {}, [{ ...FIRST, startDate: '01.11.2026 09:00' }])()).toEqual(
      E.left(expect.objectContaining({ fieldErrors: { 'module-1-startDate': S.startInPast } })),
    );
    expect([...store.dates.keys()]).toEqual([100, 200]);
    expect(store.dates.get(200)).toEqual(STORED_SERIES);
    expect(store.auditLog).toEqual([]);
  });

  it('moving a module of a booked series is a move: every participant is mailed the modules\' new dates, and the log has them before → after', async () => {
    const { store, desk, engineCalls } = setup();
    const [first, second] = STORED_SERIES.modules.map(moduleText);
    const moved = await desk.changeDate(200, {}, [first ?? {}, { ...second, startDate: '2027-06-14 09:00', endDate: '2027-06-16 16:00' }])();
    expect(moved).toEqual(E.right({ eventId: 200, changed: ['endDate', 'modules'], told: 6 }));
    expect(store.dates.get(200)?.date.endDate).toEqual(Temporal.Instant.from('2027-06-16T14:00:00Z'));
    expect(engineCalls.moved).toEqual([
      {
        eventId: 200,
        previous: { startDate: STORED_SERIES.date.startDate, endDate: STORED_SERIES.date.endDate },
        modules: [
          { startDate: STORED_SERIES.modules[0]?.startDate, endDate: STORED_SERIES.modules[0]?.endDate, location: 'Hotel 12, Hamburg' },
          { startDate: Temporal.Instant.from('2027-06-14T07:00:00Z'), endDate: Temporal.Instant.from('2027-06-16T14:00:00Z'), location: 'online' },
        ],
      },
    ]);
    expect(store.auditLog.map((entry) => [entry.action, entry.details])).toEqual([
      ['catalogue.date.update', { endDate: '2027-05-13 16:00 → 2027-06-16 16:00' }],
      ['catalogue.date.modules', { 'Modul 2': '11.05.2027, 09:00 Uhr bis 13.05.2027, 16:00 Uhr, online → 14.06.2027, 09:00 Uhr bis 16.06.2027, 16:00 Uhr, online' }],
    ]);
  });

  it('a module at another venue is a move too though the dates stay; removing one shortens the series; the fields alone leave the modules and nobody is mailed', async () => {
    const { store, desk, engineCalls } = setup();
    const [first, second] = STORED_SERIES.modules.map(moduleText);
    expect(await desk.changeDate(200, {}, [first ?? {}, { ...second, hotelId: '13' }])()).toEqual(E.right({ eventId: 200, changed: ['modules'], told: 6 }));
    expect(engineCalls.moved).toHaveLength(1);
    expect(await desk.changeDate(200, {}, [first ?? {}, { ...second, remove: true }])()).toEqual(E.right({ eventId: 200, changed: ['endDate', 'modules'], told: 6 }));
    expect(store.dates.get(200)?.modules).toHaveLength(1);
    expect(await desk.changeDate(200, { capacity: '20' })()).toEqual(E.right({ eventId: 200, changed: ['capacity'], told: 0 }));
    expect(engineCalls.moved).toHaveLength(2);
    expect(store.dates.get(200)?.modules).toHaveLength(1);
  });

  it('the sheet shows the modules as the form edits them', async () => {
    const { desk } = setup();
    const sheet = await desk.date(200)();
    expect(E.isRight(sheet) && sheet.right.modules).toEqual([
      { startDate: '2027-03-02 09:00', endDate: '2027-03-04 16:00', hotelId: '12' },
      { startDate: '2027-05-11 09:00', endDate: '2027-05-13 16:00', hotelId: '' },
    ]);
  });
});
