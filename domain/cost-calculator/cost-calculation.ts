import type { SeminarEvent } from '../event/event';
import type { Cents } from '../money/money';
import { addCents, ZERO } from '../money/money';
import type { OvernightCosts, OvernightRateOf } from '../overnight/overnight-costs';
import { overnightCosts } from '../overnight/overnight-costs';
import { overnightStays } from '../overnight/overnight-stays';
import type { ParticipantCount } from '../pricing/participant-count';
import type { ParticipantPrice } from '../pricing/pricing';
import { groupDiscount, priceBreakdown, totalPrice } from '../pricing/pricing';

/** The calculator prices groups up to this size; larger groups ask for an offer. */
export const MAX_CALCULATOR_PARTICIPANTS = 50;

export const isCalculatorParticipantCount = (count: ParticipantCount): boolean => count <= MAX_CALCULATOR_PARTICIPANTS;

/** Whether the calculation includes the hotel nights at the venue (Kostenrechner 'with' / 'without'). */
export type OvernightOption = 'with' | 'without';

export interface CostCalculation {
  readonly participants: readonly ParticipantPrice[];
  readonly singlePrice: Cents;
  readonly seminarTotal: Cents;
  readonly groupDiscount: Cents;
  /** Null when the calculation is without overnight stays. */
  readonly overnight: OvernightCosts | null;
  /** Seminar total plus the priced overnight costs. */
  readonly total: Cents;
}

/**
 * The Kostenrechner: seminar prices per participant and the group discount from domain/pricing,
 * plus, if asked for, the hotel nights at the venue for every participant.
 */
export const costCalculation = (
  event: SeminarEvent,
  count: ParticipantCount,
  option: OvernightOption,
  rateOf: OvernightRateOf,
): CostCalculation => {
  const prices = event.content.prices;
  const seminarTotal = totalPrice(prices, count);
  const overnight = option === 'with' ? overnightCosts(overnightStays(event), rateOf, count) : null;
  return {
    participants: priceBreakdown(prices, count),
    singlePrice: prices.price,
    seminarTotal,
    groupDiscount: groupDiscount(prices, count),
    overnight,
    total: addCents(seminarTotal, overnight?.total ?? ZERO),
  };
};
