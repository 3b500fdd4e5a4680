import * as E from 'fp-ts/Either';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { conflict } from '../../domain/errors/app-error';
import { cents } from '../../domain/money/money';
import { SEMINAR_DATE_MESSAGES as D } from '../../domain/seminar-date/messages';
import type { NewAuditEntry } from '../audit/audit-log';
import type { CancelledBookable } from '../orders/provider-changes';
import { CancelBookable } from './cancel-bookable';
import { CONFERENCE_DESK_MESSAGES, ConferenceDeskService } from './conference-desk.service';
import type { ConferenceStore, StoredConference } from './conference-store';
import { EDITOR, fixedClock } from './testing/catalogue-fixture';

const TAGUNG: StoredConference = {
  conferenceId: 3,
  bookableId: 9003,
  url: 'sbv-fachtagung-2027',
  title: 'SBV-Fachtagung 2027',
  startDate: Temporal.Instant.from('2027-05-10T07:00:00Z'),
  endDate: Temporal.Instant.from('2027-05-11T14:00:00Z'),
  hotelId: 104,
  capacity: 120,
  price: cents(59000),
  description: 'Zwei Tage Vorträge und Workshops für Schwerbehindertenvertretungen.',
  seatsTaken: 40,
  cancelled: false,
};

const setup = () => {
  const stored = new Map([[3, TAGUNG]]);
  const audit: NewAuditEntry[] = [];
  let cleared = 0;
  const store: ConferenceStore = {
    list: () => Promise.resolve([...stored.values()]),
    find: (id) => Promise.resolve(stored.get(id)),
    update: (id, change, entry) => {
      stored.set(id, { ...TAGUNG, ...change });
      audit.push(entry);
      return Promise.resolve();
    },
  };
  const moved: number[] = [];
  const cancelled: number[] = [];
  const listener = { catalogueChanged: () => Promise.resolve(void (cleared += 1)) };
  const engine = {
    cancelBookable: (bookableId: number, _by: number | null, entry?: (ended: CancelledBookable) => NewAuditEntry) => {
      if (cancelled.includes(bookableId)) return Promise.resolve(E.left(conflict('Dieser Termin ist bereits abgesagt.')));
      cancelled.push(bookableId);
      const ended = { eventId: bookableId, participants: 40, waitingEntries: 2 };
      if (entry !== undefined) audit.push(entry(ended));
      return Promise.resolve(E.right(ended));
    },
  };
  const desk = new ConferenceDeskService({
    store,
    engine: {
      announceMove: (bookableId) => {
        moved.push(bookableId);
        return Promise.resolve(E.right(40));
      },
    },
    cancel: new CancelBookable({ engine, listener, clock: fixedClock }),
    listener,
    clock: fixedClock,
    users: { findById: (userId) => Promise.resolve(userId === 10 ? ({ userId: 10, email: EDITOR.actor.email } as never) : undefined) },
  }).forEditor({ userId: 10, via: 'session' }, '127.0.0.1');
  return { stored, audit, desk, moved, cancelled, cleared: () => cleared };
};

describe('the Fachtagung desk', () => {
  it('changes capacity and price by the rules of a bookable, logs before → after and clears the caches', async () => {
    const { desk, stored, audit, cleared, moved } = setup();
    expect(await desk.changeConference(3, { capacity: '100', price: '620,00' })()).toEqual(E.right({ conferenceId: 3, changed: ['capacity', 'price'] }));
    expect(moved).toEqual([]);
    expect(stored.get(3)).toMatchObject({ capacity: 100, price: 62000 });
    expect(audit).toEqual([expect.objectContaining({ action: 'catalogue.conference.update', details: { capacity: '120 → 100', price: '590,00 → 620,00' } })]);
    expect(cleared()).toBe(1);
  });

  it('never lowers the capacity below the seats taken, nor ends before it begins, nor keeps a programme text too short; nothing is written', async () => {
    const { desk, stored, audit } = setup();
    const refused = await desk.changeConference(3, { capacity: '30', endDate: '09.05.2027 09:00', description: 'kurz' })();
    expect(refused).toEqual(
      E.left(expect.objectContaining({ _tag: 'Invalid', fieldErrors: { capacity: D.capacityBelowTaken(40), endDate: D.endBeforeStart, description: CONFERENCE_DESK_MESSAGES.description } })),
    );
    expect(stored.get(3)).toEqual(TAGUNG);
    expect(audit).toEqual([]);
  });

  it('a new start or end is mailed to every participant through the booking engine, by the Fachtagung\'s bookable id', async () => {
    const { desk, moved } = setup();
    expect(await desk.changeConference(3, { startDate: '17.05.2027 09:00', endDate: '18.05.2027 16:00' })()).toEqual(E.right({ conferenceId: 3, changed: ['startDate', 'endDate'] }));
    expect(moved).toEqual([9003]);
  });

  it('calls a Fachtagung off through the date\'s cancellation: the engine ends its bookable\'s seats, the audit says who and what ended, the caches are cleared; a second time is refused', async () => {
    const { desk, cancelled, audit, cleared } = setup();
    expect(await desk.cancelConference(3)()).toEqual(E.right({ conferenceId: 3, participants: 40, waitingEntries: 2 }));
    expect(cancelled).toEqual([9003]);
    expect(audit).toEqual([
      expect.objectContaining({ action: 'catalogue.conference.cancel', actor: EDITOR.actor, subject: 'Fachtagung 3 (sbv-fachtagung-2027)', details: { participants: 40, waitingEntries: 2 } }),
    ]);
    expect(cleared()).toBe(1);
    expect(await desk.cancelConference(3)()).toEqual(E.left(expect.objectContaining({ _tag: 'Conflict' })));
    expect(audit).toHaveLength(1);
    expect(await desk.cancelConference(99)()).toEqual(E.left(expect.objectContaining({ _tag: 'NotFound' })));
  });
});
