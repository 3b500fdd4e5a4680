import { cartLineTotals, cartTotals } from '../../domain/cart/cart-totals';
import { sumCents, type Cents } from '../../domain/money/money';
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

/** A group's held seats are one participant of several seats; everyone else takes one. */
const seatsOf = (participant: OrderedParticipant): number => participant.seats ?? 1;

const cartLineOf = (item: OrderedEvent) => ({ prices: item.prices, participants: item.participants.reduce((sum, participant) => sum + seatsOf(participant), 0) });

/** Each participant with the tiers of the positions its seats take, in the order entered. */
const participantPrices = (participants: readonly OrderedParticipant[], tiers: readonly Cents[]): readonly PricedParticipant[] => {
  let position = 0;
  return participants.map((participant) => {
    const own = tiers.slice(position, position + seatsOf(participant));
    position += own.length;
    return { participant, price: sumCents(own) };
  });
};

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
        participants: participantPrices(item.participants, line.participantPrices),
        total: line.total,
        groupDiscount: line.groupDiscount,
      };
    }),
    total: totals.total,
    groupDiscount: totals.groupDiscount,
  };
};
