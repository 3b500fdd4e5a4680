import type { PriceRecord } from '../event/event';

export type PriceLabel = 'Preis ab' | 'Preis';

/** 'Preis ab' (price from) when the second participant has its own tier: the price then depends on the count. */
export const priceLabel = (prices: PriceRecord): PriceLabel =>
  prices.priceParticipantTwo === undefined ? 'Preis' : 'Preis ab';
