import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { capacity, instant, seatsTaken, waitingQueue } from './cart.arbitraries';
import { entriesToOffer, isOfferOpen, offerDeadline, queuePosition } from './waiting-list';

const compare = (a: Temporal.Instant, b: Temporal.Instant): number => Temporal.Instant.compare(a, b);
const seatsOf = (entries: readonly { readonly seats: number }[]) => entries.reduce((sum, entry) => sum + entry.seats, 0);

describe('waiting list properties', () => {
  it('offers never hold more seats than are free, so offers never oversell the event', () => {
    fc.assert(
      fc.property(capacity, seatsTaken, waitingQueue, (cap, taken, queue) => {
        expect(seatsOf(entriesToOffer(cap, taken, queue))).toBeLessThanOrEqual(Math.max(0, cap - taken));
      }),
    );
  });

  it('offers keep the queue order, and no waiting entry that would still fit is passed over', () => {
    fc.assert(
      fc.property(capacity, seatsTaken, waitingQueue, (cap, taken, queue) => {
        const offered = entriesToOffer(cap, taken, queue);
        const ids = offered.map((entry) => entry.entryId);
        expect(ids).toEqual([...ids].sort((a, b) => a - b));
        const left = Math.max(0, cap - taken) - seatsOf(offered);
        const passedOver = queue.filter((entry) => !ids.includes(entry.entryId));
        expect(passedOver.every((entry) => entry.seats > left)).toBe(true);
      }),
    );
  });

  it('an offer deadline is never after the event start nor more than 48 hours after the offer', () => {
    fc.assert(
      fc.property(instant, instant, (offeredAt, eventStart) => {
        const deadline = offerDeadline(offeredAt, eventStart);
        expect(compare(deadline, eventStart)).toBeLessThanOrEqual(0);
        expect(compare(deadline, offeredAt.add({ hours: 48 }))).toBeLessThanOrEqual(0);
        expect(isOfferOpen(deadline, deadline)).toBe(false);
      }),
    );
  });

  it('positions are 1, 2, 3 … in queue order', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer(), { maxLength: 20 }), (ids) => {
        expect(ids.map((id) => queuePosition(id, ids))).toEqual(ids.map((_, index) => index + 1));
      }),
    );
  });
});
