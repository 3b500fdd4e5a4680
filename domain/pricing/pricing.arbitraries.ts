import fc from 'fast-check';
import type { PriceRecord } from '../event/event';
import type { Cents } from '../money/money';
import { cents } from '../money/money';
import type { ParticipantCount } from './participant-count';
import { participantCount as toParticipantCount } from './participant-count';

/** Up to 10.000,00 €, the range of real seminar prices with room to spare. */
export const MAX_PRICE_CENTS = 1_000_000;

export const priceCents: fc.Arbitrary<Cents> = fc.integer({ min: 0, max: MAX_PRICE_CENTS }).map(cents);

/** Counts past the fifth tier, so the "fifth and above" rule is exercised. */
export const participantCount: fc.Arbitrary<ParticipantCount> = fc
  .integer({ min: 1, max: 12 })
  .map(toParticipantCount);

const optionalTier = <T>(arbitrary: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> =>
  fc.option(arbitrary, { nil: undefined });

const fromTiers = (
  price: Cents,
  [two, three, four, five]: readonly [Cents | undefined, Cents | undefined, Cents | undefined, Cents | undefined],
): PriceRecord => ({
  price,
  priceParticipantTwo: two,
  priceParticipantThree: three,
  priceParticipantFour: four,
  priceParticipantFive: five,
});

/** Tiers two to five, each one possibly undefined. */
const fourTiers = <T>(tier: fc.Arbitrary<T>) =>
  fc.tuple(optionalTier(tier), optionalTier(tier), optionalTier(tier), optionalTier(tier));

/** Any record: each tier independently undefined or any price, so tiers may rise or fall. */
export const priceRecord: fc.Arbitrary<PriceRecord> = fc
  .tuple(priceCents, fourTiers(priceCents))
  .map(([price, rest]) => fromTiers(price, rest));

/**
 * Derives each defined tier from the tier in force before it (the fallback), so "rising" and
 * "non-rising" hold for what participants actually pay, not only for the defined fields.
 */
const chainedRecord = (
  step: fc.Arbitrary<number>,
  next: (previous: Cents, step: number) => Cents,
): fc.Arbitrary<PriceRecord> =>
  fc.tuple(priceCents, fourTiers(step)).map(([price, steps]) => {
    let inForce = price;
    const [two, three, four, five] = steps.map((s) => {
      if (s === undefined) return undefined;
      inForce = next(inForce, s);
      return inForce;
    });
    return fromTiers(price, [two, three, four, five]);
  });

/** Every defined tier at most the tier in force before it: the usual group discount. */
export const nonRisingPriceRecord: fc.Arbitrary<PriceRecord> = chainedRecord(
  fc.integer({ min: 0, max: 1000 }),
  (previous, permille) => cents(Math.floor((previous * permille) / 1000)),
);

/** Every defined tier strictly above the tier in force before it, and at least one defined. */
export const risingPriceRecord: fc.Arbitrary<PriceRecord> = chainedRecord(
  fc.integer({ min: 1, max: 100_000 }),
  (previous, increase) => cents(previous + increase),
).filter(
  (prices) =>
    prices.priceParticipantTwo !== undefined ||
    prices.priceParticipantThree !== undefined ||
    prices.priceParticipantFour !== undefined ||
    prices.priceParticipantFive !== undefined,
);
