import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { costCalculation } from '../../domain/cost-calculator/cost-calculation';
import { seminarEvent } from '../../domain/event/event.arbitraries';
import { overnightRateOf } from '../../domain/overnight/overnight.arbitraries';
import { participantCount } from '../../domain/pricing/pricing.arbitraries';
import { costCalculationWire } from './cost-calculation.wire';
import { CostCalculationWire } from './documents.codecs';

describe('cost calculation wire', () => {
  it('the calculation JSON decodes back to exactly what was encoded', () => {
    fc.assert(
      fc.property(seminarEvent, participantCount, fc.constantFrom('with' as const, 'without' as const), overnightRateOf, (event, count, overnight, rateOf) => {
        const wire = costCalculationWire(event, costCalculation(event, count, overnight, rateOf));
        const json: unknown = JSON.parse(JSON.stringify(CostCalculationWire.encode(wire)));
        expect(CostCalculationWire.decode(json)).toEqual({ _tag: 'Right', right: wire });
      }),
    );
  });
});
