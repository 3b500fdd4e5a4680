import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { SeminarEvent } from '../event/event';
import { seminarEvent } from '../event/event.arbitraries';
import { trackingVariant } from '../event/event-kind';
import { toEuro } from '../money/money';
import type { ParticipantCount } from '../pricing/participant-count';
import { participantPositions } from '../pricing/participant-count';
import { priceForParticipant, totalPrice } from '../pricing/pricing';
import { participantCount, priceRecord } from '../pricing/pricing.arbitraries';
import type { CartTrackingEvent } from './cart-tracking-event';
import { addToCartEvent, removeFromCartEvent } from './cart-tracking-event';
import { cartTrackingRecords } from './cart-tracking-record';
import { trackingToPush } from './tracking-consent';

/** Events of every kind, with price records whose tiers may also rise or have gaps. */
const trackedEvent: fc.Arbitrary<SeminarEvent> = fc
  .tuple(seminarEvent, priceRecord)
  .map(([event, prices]) => ({ ...event, content: { ...event.content, prices } }));

const cartTrackingEvent: fc.Arbitrary<CartTrackingEvent> = fc
  .tuple(fc.constantFrom(addToCartEvent, removeFromCartEvent), trackedEvent, participantCount)
  .map(([build, event, count]) => build(event, participantPositions(count)));

const SEMINARTERMIN = /^\d{2}\.\d{2}\.\d{4}( bis \d{2}\.\d{2}\.\d{4})?$/;

describe('cart tracking properties', () => {
  it('without marketing consent nothing is ever emitted', () => {
    fc.assert(
      fc.property(fc.array(cartTrackingEvent, { maxLength: 5 }), (events) => {
        expect(trackingToPush('necessary-only', events)).toEqual([]);
      }),
    );
  });

  it('with marketing consent every payload is emitted unchanged and in order', () => {
    fc.assert(
      fc.property(fc.array(cartTrackingEvent, { maxLength: 5 }), (events) => {
        expect(trackingToPush('marketing-granted', events)).toEqual(events);
      }),
    );
  });

  it("every record has currency 'EUR', item_category 'Seminare' and quantity 1", () => {
    fc.assert(
      fc.property(trackedEvent, participantCount, (event, count) => {
        for (const record of cartTrackingRecords(event, participantPositions(count))) {
          expect(record).toMatchObject({ currency: 'EUR', item_category: 'Seminare', quantity: 1 });
        }
      }),
    );
  });

  it('price of participant k equals the pricing price for position k', () => {
    fc.assert(
      fc.property(trackedEvent, participantCount, (event, count: ParticipantCount) => {
        const records = cartTrackingRecords(event, participantPositions(count));
        participantPositions(count).forEach((position, index) => {
          expect(records[index]?.price).toBe(toEuro(priceForParticipant(event.content.prices, position)));
        });
      }),
    );
  });

  it("every record names the event, its kind and a seminartermin of one date or 'dd.mm.yyyy bis dd.mm.yyyy'", () => {
    fc.assert(
      fc.property(trackedEvent, participantCount, (event, count) => {
        for (const record of cartTrackingRecords(event, participantPositions(count))) {
          expect(record.item_name).toBe(event.content.title);
          expect(record.item_id).toBe(String(event.eventId));
          expect(record.item_variant).toBe(trackingVariant(event));
          expect(record.seminartermin).toMatch(SEMINARTERMIN);
        }
      }),
    );
  });

  it('an event holds one record per participant and its value is the pricing total', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(addToCartEvent, removeFromCartEvent),
        trackedEvent,
        participantCount,
        (build, event, count) => {
          const tracked = build(event, participantPositions(count));
          expect(tracked.ecommerce.currency).toBe('EUR');
          expect(tracked.ecommerce.items).toHaveLength(count);
          expect(tracked.ecommerce.value).toBe(toEuro(totalPrice(event.content.prices, count)));
        },
      ),
    );
  });
});
