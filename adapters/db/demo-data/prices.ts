import type { Rng } from './prng';

/** Price per participant position in euro cents; null tiers fall back (domain/pricing). */
export interface PriceTiers {
  readonly price: number;
  readonly priceParticipantTwo: number | null;
  readonly priceParticipantThree: number | null;
  readonly priceParticipantFour: number | null;
  readonly priceParticipantFive: number | null;
}

/**
 * Which tiers an event offers: the usual falling group prices, a single price for everyone
 * (no second tier, so the catalogue says 'Preis' instead of 'Preis ab'), or only the second
 * and third participant discounted.
 */
export type TierShape = 'falling' | 'single' | 'twoAndThree';

/** Group discount in percent per participant position; each step at least 2 %, so tiers strictly fall. */
const PERCENT_OFF_TWO = 5;
const PERCENT_OFF_THREE = 8;
const PERCENT_OFF_FOUR = 10;
const PERCENT_OFF_FIVE = 12;

/** A theme's price level (0–10) moves its prices within the band of its format. */
export const MAX_PRICE_LEVEL = 10;

/** Integer arithmetic, rounded to whole euros (no float drift such as 122549.99…). */
const discounted = (price: number, percentOff: number): number => Math.round((price * (100 - percentOff)) / 10_000) * 100;

export const pickTierShape = (rng: Rng): TierShape => {
  const roll = rng.next();
  if (roll < 0.65) return 'falling';
  return roll < 0.85 ? 'single' : 'twoAndThree';
};

export const priceTiers = (price: number, shape: TierShape): PriceTiers => ({
  price,
  priceParticipantTwo: shape === 'single' ? null : discounted(price, PERCENT_OFF_TWO),
  priceParticipantThree: shape === 'single' ? null : discounted(price, PERCENT_OFF_THREE),
  priceParticipantFour: shape === 'falling' ? discounted(price, PERCENT_OFF_FOUR) : null,
  priceParticipantFive: shape === 'falling' ? discounted(price, PERCENT_OFF_FIVE) : null,
});

/** Presence seminar of 1–5 days: 890 € up to 1.870 €. */
export const presencePrice = (days: number, level: number): number => 89_000 + (days - 1) * 22_000 + level * 1_000;

/** Online half day (09:00–12:30): 490 € up to 590 €. */
export const onlineHalfDayPrice = (level: number): number => 49_000 + level * 1_000;

/** Online full days (1–3): 550 € up to 890 €. */
export const onlineDaysPrice = (days: number, level: number): number => 55_000 + (days - 1) * 12_000 + level * 1_000;

/** A training series is priced per module: 590–790 € per presence module, 390–490 € online. */
export const seriesPrice = (modules: number, online: boolean, level: number): number =>
  modules * (online ? 39_000 + level * 1_000 : 59_000 + level * 2_000);
