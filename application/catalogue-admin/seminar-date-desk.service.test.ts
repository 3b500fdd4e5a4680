import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import type { NewAuditEntry } from '../audit/audit-log';
import type { CancelledBookable, PreviousDates, ProviderChanges } from '../orders/provider-changes';
import { SEMINAR_DATE_MESSAGES as D } from '../../domain/seminar-date/messages';
import { CancelBookable } from './cancel-bookable';
import { ChangeSeminarDates } from './change-seminar-dates';
import { CreateSeminarDate } from './create-seminar-date';
import { SeminarDateDeskService } from './seminar-date-desk.service';
import { EDITOR, fixedClock, HOTELS, STORED, THEMES } from './testing/catalogue-fixture';
import { MemorySeminarDateStore } from './testing/memory-seminar-date-store';

const NEW_DATE = { startDate: '03.05.2027 09:00', endDate: '05.05.2027 16:00', kind: 'presence', hotelId: '12', capacity: '20', price: '890,00' };

const setup = () => {
  const store = new MemorySeminarDateStore(THEMES, HOTELS, [STORED]);
  const engineCalls: { cancelled: number[]; moved: { eventId: number; previous: PreviousDates }[] } = { cancelled: [], moved: [] };
  const engine: ProviderChanges = {
    cancelBookable: (eventId) => {
      engineCalls.cancelled.push(eventId);
      return Promise.resolve(E.right<never, CancelledBookable>({ eventId, participants: 6, waitingEntries: 1 }));
    },
    announceMove: (eventId, previous) => {
      engineCalls.moved.push({ eventId, previous });
      return Promise.resolve(E.right(6));
    },
  };
  let cleared = 0;
  const listener = { catalogueChanged: () => Promise.resolve(void (cleared += 1)) };
  const changes = new ChangeSeminarDates(store, fixedClock, listener);
  const audit: NewAuditEntry[] = [];
  const desk = new SeminarDateDeskService({
    store,
    changes,
    create: new CreateSeminarDate(changes),
    engine,
    cancel: new CancelBookable({ engine, audit: { record: (entry) => Promise.resolve(void audit.push(entry)) }, listener, clock: fixedClock }),
    users: { findById: (userId) => Promise.resolve(userId === 10 ? ({ userId: 10, email: EDITOR.actor.email } as never) : undefined) },
  }).forEditor({ userId: 10, via: 'session' }, '127.0.0.1');
  return { store, desk, engineCalls, audit, cleared: () => cleared };
};

describe('the seminar-date desk', () => {
  it('creates a date of the theme by the import\'s rules, with its audit entry, and clears the caches', async () => {
    const { store, desk, cleared } = setup();
    const created = await desk.createDate('arbeitsrecht-kompakt', NEW_DATE)();
    expect(created).toEqual(E.right({ eventId: 101, changed: expect.arrayContaining(['startDate', 'capacity', 'price']) as unknown, told: 0 }));
    expect(store.dates.get(101)).toMatchObject({ themeSlug: 'arbeitsrecht-kompakt', date: { capacity: 20, hotelId: 12 } });
    expect(store.auditLog.map((entry) => [entry.action, entry.subject, entry.actor.email])).toEqual([['catalogue.date.create', 'Termin 101 (arbeitsrecht-kompakt)', EDITOR.actor.email]]);
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
    expect([...store.dates.keys()]).toEqual([100]);
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
