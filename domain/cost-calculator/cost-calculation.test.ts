import { describe, expect, it } from 'vitest';
import { cents, formatEuro } from '../money/money';
import { hotel, threeDaySeminar } from '../overnight/overnight.arbitraries';
import { participantCount } from '../pricing/participant-count';
import { costCalculation, isCalculatorParticipantCount, MAX_CALCULATOR_PARTICIPANTS } from './cost-calculation';

const rateOf = (hotelId: number) => (hotelId === 103 ? cents(8900) : undefined);

describe('costCalculation', () => {
  it('prices three participants of a three-day seminar with two nights in the hotel', () => {
    const calculation = costCalculation(threeDaySeminar(), participantCount(3), 'with', rateOf);
    expect(calculation.participants.map((line) => [line.position, formatEuro(line.price)])).toEqual([
      [1, '1.290,00\u00a0€'],
      [2, '1.190,00\u00a0€'],
      [3, '1.090,00\u00a0€'],
    ]);
    expect(formatEuro(calculation.singlePrice)).toBe('1.290,00\u00a0€');
    expect(formatEuro(calculation.seminarTotal)).toBe('3.570,00\u00a0€');
    expect(formatEuro(calculation.groupDiscount)).toBe('300,00\u00a0€');
    expect(calculation.overnight?.total).toBe(53400);
    expect(formatEuro(calculation.total)).toBe('4.104,00\u00a0€');
  });

  it('leaves the hotel out when asked without overnight stays', () => {
    const calculation = costCalculation(threeDaySeminar(), participantCount(3), 'without', rateOf);
    expect(calculation.overnight).toBeNull();
    expect(calculation.total).toBe(357000);
  });

  it('adds nothing for the hotel of an online seminar', () => {
    const online = threeDaySeminar({ isOnlineEvent: true, hotel: hotel(522, 'Online') });
    const calculation = costCalculation(online, participantCount(2), 'with', rateOf);
    expect(calculation.overnight?.lines).toEqual([]);
    expect(calculation.total).toBe(calculation.seminarTotal);
  });
});

describe('the calculator participant limit', () => {
  it('accepts groups up to 50 participants', () => {
    expect(MAX_CALCULATOR_PARTICIPANTS).toBe(50);
    expect(isCalculatorParticipantCount(participantCount(1))).toBe(true);
    expect(isCalculatorParticipantCount(participantCount(50))).toBe(true);
    expect(isCalculatorParticipantCount(participantCount(51))).toBe(false);
  });
});
