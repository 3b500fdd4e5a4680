import * as RA from 'fp-ts/ReadonlyArray';
import { cartLineTotals, cartTotals } from '../../domain/cart/cart-totals';
import type { Cents } from '../../domain/money/money';
import type { OrderConfirmationPayload, OrderedEvent, OrderedParticipant } from '../mail/outbox-payloads';

export interface PricedParticipant {
  readonly participant: OrderedParticipant;
  readonly price: Cents;
}

export interface PricedOrderItem {
  readonly item: OrderedEvent;
  readonly participants: readonly PricedParticipant[];
  readonly total: Cents;
  readonly groupDiscount: Cents;
}

export interface PricedOrder {
  readonly items: readonly PricedOrderItem[];
  readonly total: Cents;
  readonly groupDiscount: Cents;
}

const cartLineOf = (item: OrderedEvent) => ({ prices: item.prices, participants: item.participants.length });

/**
 * The order's amounts by the cart's own rule (domain/cart/cart-totals over domain/pricing), so
 * the mail and the PDF print what the cart showed: tiers count per event, in the order the
 * participants were entered.
 */
export const pricedOrder = (order: OrderConfirmationPayload): PricedOrder => {
  const totals = cartTotals(order.items.map(cartLineOf));
  return {
    items: order.items.map((item) => {
      const line = cartLineTotals(cartLineOf(item));
      return {
        item,
        participants: RA.zipWith(item.participants, line.participantPrices, (participant, price) => ({ participant, price })),
        total: line.total,
        groupDiscount: line.groupDiscount,
      };
    }),
    total: totals.total,
    groupDiscount: totals.groupDiscount,
  };
};
