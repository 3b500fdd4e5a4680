import type { PriceRecord } from '../event/event';
import type { Cents } from '../money/money';
import { lowestParticipantPrice } from './pricing';

export type PriceLabel = 'Preis ab' | 'Preis';

/** 'Preis ab' (price from) when the second participant has its own tier: the price then depends on the count. */
export const priceLabel = (prices: PriceRecord): PriceLabel =>
  prices.priceParticipantTwo === undefined ? 'Preis' : 'Preis ab';

/** The label and amount a listing shows together. */
export interface ListingPrice {
  readonly label: PriceLabel;
  readonly amount: Cents;
}

/**
 * Label and amount from one decision, so they never disagree: 'Preis ab' announces the cheapest
 * price any participant pays, 'Preis' the base price (a later tier without a second-participant
 * tier does not make the price "from" anything, spec §9).
 */
export const listingPrice = (prices: PriceRecord): ListingPrice => {
  const label = priceLabel(prices);
  return { label, amount: label === 'Preis ab' ? lowestParticipantPrice(prices) : prices.price };
};
