import { describe, expect, it } from 'vitest';
import { cents, formatEuro } from '../money/money';
import { participantCount } from '../pricing/participant-count';
import { overnightCosts } from './overnight-costs';
import { overnightStays } from './overnight-stays';
import { hotel, module, threeDaySeminar } from './overnight.arbitraries';

const RATES: Readonly<Record<number, number>> = { 101: 9900, 103: 8900 };
const rateOf = (hotelId: number) => {
  const rate = RATES[hotelId];
  return rate === undefined ? undefined : cents(rate);
};

describe('overnightCosts', () => {
  it('charges rate times nights per participant, times the participants', () => {
    const costs = overnightCosts(overnightStays(threeDaySeminar()), rateOf, participantCount(3));
    expect(costs.lines.map((line) => [line.ratePerNight, line.stay.nights, line.perParticipant])).toEqual([[8900, 2, 17800]]);
    expect(formatEuro(costs.perParticipant)).toBe('178,00\u00a0€');
    expect(formatEuro(costs.total)).toBe('534,00\u00a0€');
    expect(costs.nights).toBe(2);
    expect(costs.complete).toBe(true);
  });

  it('prices a stay without a rate on request and leaves it out of the sums', () => {
    const berlin = hotel(101, 'Berlin');
    const series = threeDaySeminar({
      hotel: berlin,
      modules: [
        module(101, berlin, '2027-04-05T07:00:00Z', '2027-04-06T14:30:00Z'),
        module(199, hotel(199, 'Potsdam'), '2027-05-03T07:00:00Z', '2027-05-05T14:30:00Z'),
      ],
    });
    const costs = overnightCosts(overnightStays(series), rateOf, participantCount(2));
    expect(costs.lines.map((line) => line.perParticipant)).toEqual([9900, null]);
    expect(costs.perParticipant).toBe(9900);
    expect(costs.total).toBe(19800);
    expect(costs.nights).toBe(3);
    expect(costs.complete).toBe(false);
  });

  it('costs nothing without stays', () => {
    expect(overnightCosts([], rateOf, participantCount(4))).toEqual({ lines: [], nights: 0, perParticipant: 0, total: 0, complete: true });
  });
});
