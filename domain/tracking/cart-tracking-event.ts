import type * as RNEA from 'fp-ts/ReadonlyNonEmptyArray';
import type { SeminarEvent } from '../event/event';
import { sumCents, toEuro } from '../money/money';
import type { ParticipantPosition } from '../pricing/participant-count';
import { priceForParticipant } from '../pricing/pricing';
import type { CartTrackingRecord } from './cart-tracking-record';
import { cartTrackingRecords, TRACKING_CURRENCY } from './cart-tracking-record';

export type CartTrackingEventName = 'add_to_cart' | 'remove_from_cart';

/** A GA4 e-commerce event as pushed to the data layer. */
export interface CartTrackingEvent {
  readonly event: CartTrackingEventName;
  readonly ecommerce: {
    readonly currency: typeof TRACKING_CURRENCY;
    /** Sum of the items' prices in decimal euro. */
    readonly value: number;
    readonly items: RNEA.ReadonlyNonEmptyArray<CartTrackingRecord>;
  };
}

const cartTrackingEvent =
  (name: CartTrackingEventName) =>
  (event: SeminarEvent, positions: RNEA.ReadonlyNonEmptyArray<ParticipantPosition>): CartTrackingEvent => ({
    event: name,
    ecommerce: {
      currency: TRACKING_CURRENCY,
      // Summed in cents, not over the items' decimal euros, so the value carries no float error.
      value: toEuro(sumCents(positions.map((position) => priceForParticipant(event.content.prices, position)))),
      items: cartTrackingRecords(event, positions),
    },
  });

/** Participants put in the cart (a new cart item is position 1; an added participant its own position). */
export const addToCartEvent = cartTrackingEvent('add_to_cart');

/** Participants taken out of the cart, e.g. every position of a deleted cart item. */
export const removeFromCartEvent = cartTrackingEvent('remove_from_cart');
