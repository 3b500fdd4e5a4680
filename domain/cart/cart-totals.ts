import type { PriceRecord } from '../event/event';
import type { Cents } from '../money/money';
import { ZERO, sumCents } from '../money/money';
import { isParticipantCount } from '../pricing/participant-count';
import { groupDiscount, priceBreakdown } from '../pricing/pricing';

/** One event in the cart as the totals see it: its price tiers and how many participants it has. */
export interface CartLine {
  readonly prices: PriceRecord;
  readonly participants: number;
}

export interface CartLineTotals {
  /** What each participant pays, in the order they were entered (position 1 first). */
  readonly participantPrices: readonly Cents[];
  readonly total: Cents;
  readonly groupDiscount: Cents;
}

export interface CartTotals {
  readonly lines: readonly CartLineTotals[];
  readonly total: Cents;
  readonly groupDiscount: Cents;
}

const EMPTY_LINE: CartLineTotals = { participantPrices: [], total: ZERO, groupDiscount: ZERO };

/**
 * The prices of one cart line by domain/pricing (spec §9). An event without participants yet
 * costs nothing: the cart shows it, but nobody is booked on it.
 */
export const cartLineTotals = ({ prices, participants }: CartLine): CartLineTotals => {
  if (!isParticipantCount(participants)) return EMPTY_LINE;
  const participantPrices = priceBreakdown(prices, participants).map((line) => line.price);
  return { participantPrices, total: sumCents(participantPrices), groupDiscount: groupDiscount(prices, participants) };
};

/** The whole cart: each line priced on its own (tiers count per event), then summed. */
export const cartTotals = (lines: readonly CartLine[]): CartTotals => {
  const totals = lines.map(cartLineTotals);
  return {
    lines: totals,
    total: sumCents(totals.map((line) => line.total)),
    groupDiscount: sumCents(totals.map((line) => line.groupDiscount)),
  };
};
