import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seminarEvent } from '../event/event.arbitraries';
import { multiplyCents } from '../money/money';
import { participantCount as participantCountArbitrary } from '../pricing/pricing.arbitraries';
import { participantCount } from '../pricing/participant-count';
import { overnightCosts } from './overnight-costs';
import { overnightStays } from './overnight-stays';
import { overnightRateOf, uniformRateOf } from './overnight.arbitraries';

describe('overnightCosts properties', () => {
  it('the total is the participants times the per-participant costs', () => {
    fc.assert(
      fc.property(seminarEvent, overnightRateOf, participantCountArbitrary, (event, rateOf, count) => {
        const costs = overnightCosts(overnightStays(event), rateOf, count);
        expect(costs.total).toBe(multiplyCents(costs.perParticipant, count));
      }),
    );
  });

  it('with one rate for every hotel, a participant pays the rate times all nights', () => {
    fc.assert(
      fc.property(seminarEvent, uniformRateOf, (event, { rate, rateOf }) => {
        const costs = overnightCosts(overnightStays(event), rateOf, participantCount(1));
        expect(costs.perParticipant).toBe(multiplyCents(rate, costs.nights));
        expect(costs.complete).toBe(true);
      }),
    );
  });

  it('the costs are complete exactly when every stay has a rate', () => {
    fc.assert(
      fc.property(seminarEvent, overnightRateOf, (event, rateOf) => {
        const stays = overnightStays(event);
        const costs = overnightCosts(stays, rateOf, participantCount(1));
        expect(costs.complete).toBe(stays.every((stay) => rateOf(stay.hotel.hotelId) !== undefined));
      }),
    );
  });

  it('the total is monotone in the number of participants', () => {
    fc.assert(
      fc.property(seminarEvent, overnightRateOf, participantCountArbitrary, (event, rateOf, count) => {
        const stays = overnightStays(event);
        expect(overnightCosts(stays, rateOf, participantCount(count + 1)).total).toBeGreaterThanOrEqual(
          overnightCosts(stays, rateOf, count).total,
        );
      }),
    );
  });
});
