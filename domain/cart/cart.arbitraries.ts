import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { priceRecord } from '../pricing/pricing.arbitraries';
import type { CartLine } from './cart-totals';
import type { MergeItem } from './cart-merge';

const FROM_2020 = Temporal.Instant.from('2020-01-01T00:00:00Z').epochMilliseconds / 1000;
const TO_2036 = Temporal.Instant.from('2036-01-01T00:00:00Z').epochMilliseconds / 1000;

/** Instants from 2020 to 2035, to the second: across many summer-time changes and year ends. */
export const instant: fc.Arbitrary<Temporal.Instant> = fc
  .integer({ min: FROM_2020, max: TO_2036 })
  .map((seconds) => Temporal.Instant.fromEpochMilliseconds(seconds * 1000));

/** A cart line: any price record, up to 12 participants (0 = none entered yet). */
export const cartLine: fc.Arbitrary<CartLine> = fc.record({ prices: priceRecord, participants: fc.integer({ min: 0, max: 12 }) });

export const capacity: fc.Arbitrary<number> = fc.integer({ min: 0, max: 40 });
export const seatsTaken: fc.Arbitrary<number> = fc.integer({ min: 0, max: 50 });

/** A waiting queue: entries for 1 to 6 seats each, with ids in queue order. */
export const waitingQueue: fc.Arbitrary<readonly { readonly entryId: number; readonly seats: number }[]> = fc
  .array(fc.integer({ min: 1, max: 6 }), { maxLength: 12 })
  .map((seats) => seats.map((count, index) => ({ entryId: index + 1, seats: count })));

const email = fc.constantFrom('anna@example.org', 'ben@example.org', 'Cem@Example.org', 'cem@example.org', 'dora@example.org', '');

/**
 * Two carts as the merge sees them: ids unique across both (as in one table), events from a small
 * pool so both carts often share one, e-mails from a small pool so people repeat in any case.
 */
export const cartPair: fc.Arbitrary<{ readonly account: readonly MergeItem[]; readonly visitor: readonly MergeItem[] }> = fc
  .tuple(
    fc.uniqueArray(fc.integer({ min: 1, max: 8 }), { maxLength: 5 }),
    fc.uniqueArray(fc.integer({ min: 1, max: 8 }), { maxLength: 5 }),
    fc.array(fc.array(email, { maxLength: 4 }), { minLength: 10, maxLength: 10 }),
  )
  .map(([accountEvents, visitorEvents, emails]) => {
    let nextId = 1;
    const items = (events: readonly number[], offset: number): MergeItem[] =>
      events.map((eventId, index) => ({
        cartItemId: nextId++,
        eventId,
        recipients: (emails[offset + index] ?? []).map((address) => ({ recipientId: nextId++, email: address })),
      }));
    return { account: items(accountEvents, 0), visitor: items(visitorEvents, 5) };
  });
