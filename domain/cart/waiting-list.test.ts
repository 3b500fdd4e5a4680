import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { entriesToOffer, isOfferOpen, offerDeadline, queuePosition } from './waiting-list';

const at = (text: string) => Temporal.Instant.from(text);

describe('waiting list', () => {
  it('holds an offered seat for 48 hours', () => {
    expect(offerDeadline(at('2026-11-22T09:00:00Z'), at('2027-01-10T08:00:00Z'))).toEqual(at('2026-11-24T09:00:00Z'));
  });

  it('ends an offer at the start of an event that begins sooner', () => {
    expect(offerDeadline(at('2026-11-22T09:00:00Z'), at('2026-11-23T08:00:00Z'))).toEqual(at('2026-11-23T08:00:00Z'));
  });

  it('lets an offer be accepted until just before its deadline', () => {
    const deadline = at('2026-11-24T09:00:00Z');
    expect(isOfferOpen(deadline, at('2026-11-24T08:59:59Z'))).toBe(true);
    expect(isOfferOpen(deadline, deadline)).toBe(false);
  });

  it('offers a freed seat to the first entry that fits', () => {
    const queue = [
      { entryId: 'a', seats: 3 },
      { entryId: 'b', seats: 1 },
      { entryId: 'c', seats: 1 },
    ];
    expect(entriesToOffer(12, 11, queue)).toEqual([{ entryId: 'b', seats: 1 }]);
    expect(entriesToOffer(12, 9, queue)).toEqual([{ entryId: 'a', seats: 3 }]);
    expect(entriesToOffer(12, 7, queue)).toEqual(queue);
  });

  it('offers nothing while the event is full', () => {
    expect(entriesToOffer(12, 12, [{ seats: 1 }])).toEqual([]);
    expect(entriesToOffer(12, 0, [])).toEqual([]);
  });

  it('counts the position from 1 among the entries still waiting', () => {
    expect(queuePosition('b', ['a', 'b', 'c'])).toBe(2);
    expect(queuePosition('x', ['a', 'b'])).toBeUndefined();
  });
});
