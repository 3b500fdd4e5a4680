import type { PriceRecord } from '../event/event';
import type { Cents } from '../money/money';
import { multiplyCents, subtractCents, sumCents } from '../money/money';
import type { ParticipantCount, ParticipantPosition } from './participant-count';
import { participantCount, participantPositions } from './participant-count';

/** One line of the per-participant breakdown that the cart and the PDFs print. */
export interface ParticipantPrice {
  readonly position: ParticipantPosition;
  readonly price: Cents;
}

/** The tiers by position: index 0 is the first participant, index 4 the fifth and all after it. */
const tiers = (prices: PriceRecord): readonly (Cents | undefined)[] => [
  prices.price,
  prices.priceParticipantTwo,
  prices.priceParticipantThree,
  prices.priceParticipantFour,
  prices.priceParticipantFive,
];

const HIGHEST_TIER_POSITION = 5;
const HIGHEST_TIER_COUNT = participantCount(HIGHEST_TIER_POSITION);

/**
 * Price for the participant at a position (spec §9): positions from 5 on use the fifth tier;
 * an undefined tier falls back to the one before it, down to the base price.
 */
export const priceForParticipant = (prices: PriceRecord, position: ParticipantPosition): Cents => {
  const byPosition = tiers(prices);
  for (let index = Math.min(position, HIGHEST_TIER_POSITION) - 1; index > 0; index -= 1) {
    const tier = byPosition[index];
    if (tier !== undefined) return tier;
  }
  return prices.price;
};

export const priceBreakdown = (prices: PriceRecord, count: ParticipantCount): readonly ParticipantPrice[] =>
  participantPositions(count).map((position) => ({ position, price: priceForParticipant(prices, position) }));

/** Total for a booking of count participants: the sum over their positions. */
export const totalPrice = (prices: PriceRecord, count: ParticipantCount): Cents =>
  sumCents(priceBreakdown(prices, count).map((line) => line.price));

/**
 * Single price times count minus total (spec §9). Not clamped: a record whose tiers rise gives
 * a negative discount, which callers can see rather than have hidden.
 */
export const groupDiscount = (prices: PriceRecord, count: ParticipantCount): Cents =>
  subtractCents(multiplyCents(prices.price, count), totalPrice(prices, count));

/**
 * The cheapest price any participant pays: what 'Preis ab' (price from) announces in listings.
 * Positions beyond the fifth repeat the fifth tier, so the first five decide.
 */
export const lowestParticipantPrice = (prices: PriceRecord): Cents =>
  priceBreakdown(prices, HIGHEST_TIER_COUNT)
    .map((line) => line.price)
    .reduce((lowest, price) => (price < lowest ? price : lowest));
