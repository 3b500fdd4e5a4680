import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seminarEvent } from '../event/event.arbitraries';
import { addCents } from '../money/money';
import { overnightRateOf } from '../overnight/overnight.arbitraries';
import { participantCount } from '../pricing/pricing.arbitraries';
import { groupDiscount, totalPrice } from '../pricing/pricing';
import { costCalculation } from './cost-calculation';

const option = fc.constantFrom('with' as const, 'without' as const);

describe('costCalculation properties', () => {
  it('the seminar part is exactly what domain/pricing charges', () => {
    fc.assert(
      fc.property(seminarEvent, participantCount, option, overnightRateOf, (event, count, overnight, rateOf) => {
        const calculation = costCalculation(event, count, overnight, rateOf);
        expect(calculation.participants).toHaveLength(count);
        expect(calculation.seminarTotal).toBe(totalPrice(event.content.prices, count));
        expect(calculation.groupDiscount).toBe(groupDiscount(event.content.prices, count));
      }),
    );
  });

  it('the total is the seminar total plus the overnight total', () => {
    fc.assert(
      fc.property(seminarEvent, participantCount, option, overnightRateOf, (event, count, overnight, rateOf) => {
        const calculation = costCalculation(event, count, overnight, rateOf);
        expect(calculation.total).toBe(
          calculation.overnight === null ? calculation.seminarTotal : addCents(calculation.seminarTotal, calculation.overnight.total),
        );
      }),
    );
  });

  it('with overnight stays never costs less than without', () => {
    fc.assert(
      fc.property(seminarEvent, participantCount, overnightRateOf, (event, count, rateOf) => {
        expect(costCalculation(event, count, 'with', rateOf).total).toBeGreaterThanOrEqual(
          costCalculation(event, count, 'without', rateOf).total,
        );
      }),
    );
  });
});
