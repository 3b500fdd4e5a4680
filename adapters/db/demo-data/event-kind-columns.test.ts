import { describe, expect, it } from 'vitest';
import { kindColumns } from './event-kind-columns';
import type { EventDraft } from './theme-events';

const draft = (overrides: Partial<EventDraft>): EventDraft => ({
  slot: { startAt: '2026-05-05T07:00:00Z', endAt: '2026-05-05T14:30:00Z' },
  isOnline: false,
  hotelId: 101,
  capacity: 16,
  prices: { price: 89_000, priceParticipantTwo: null, priceParticipantThree: null, priceParticipantFour: null, priceParticipantFive: null },
  modules: [],
  ...overrides,
});

const week = (first: string, last: string, hotelId: number | null) => ({
  hotelId,
  slot: { startAt: `${first}T07:00:00Z`, endAt: `${last}T14:30:00Z` },
});

describe('kindColumns', () => {
  it('marks a presence seminar on one Berlin day as one-day', () => {
    expect(kindColumns(draft({}))).toEqual({ kind: 'presence', oneDay: true });
    expect(kindColumns(draft({ slot: { startAt: '2026-05-05T07:00:00Z', endAt: '2026-05-07T14:30:00Z' } }))).toEqual({
      kind: 'presence',
      oneDay: false,
    });
  });

  it('never marks an online seminar as one-day, even when it is held on one day', () => {
    expect(kindColumns(draft({ isOnline: true, hotelId: null }))).toEqual({ kind: 'online', oneDay: false });
  });

  it('stores a presence series as series and an all-online series as online', () => {
    const presenceModules = [week('2026-05-04', '2026-05-06', 101), week('2026-06-08', '2026-06-10', 113)];
    expect(
      kindColumns(draft({ slot: { startAt: '2026-05-04T07:00:00Z', endAt: '2026-06-10T14:30:00Z' }, modules: presenceModules })),
    ).toEqual({ kind: 'series', oneDay: false });
    const onlineModules = [week('2026-05-04', '2026-05-04', null), week('2026-06-08', '2026-06-08', null)];
    expect(
      kindColumns(
        draft({ isOnline: true, hotelId: null, slot: { startAt: '2026-05-04T07:00:00Z', endAt: '2026-06-08T14:30:00Z' }, modules: onlineModules }),
      ),
    ).toEqual({ kind: 'online', oneDay: false });
  });

  it('treats a hotel id it does not know as no venue, as the domain treats a missing hotel', () => {
    expect(kindColumns(draft({ hotelId: 9999 }))).toEqual({ kind: 'online', oneDay: false });
  });
});
