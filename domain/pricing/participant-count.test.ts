import { describe, expect, it } from 'vitest';
import * as O from 'fp-ts/Option';
import {
  decodeParticipantCount,
  isParticipantCount,
  ONE_PARTICIPANT,
  participantCount,
  participantPositions,
} from './participant-count';

describe('participant count', () => {
  it('accepts positive whole numbers', () => {
    expect(isParticipantCount(1)).toBe(true);
    expect(isParticipantCount(12)).toBe(true);
    expect(decodeParticipantCount(3)).toEqual(O.some(3));
    expect(ONE_PARTICIPANT).toBe(1);
  });

  it('decodes zero, negatives, fractions and non-finite numbers to none', () => {
    for (const value of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(decodeParticipantCount(value)).toEqual(O.none);
    }
  });

  it('throws for a count the code should never have produced', () => {
    expect(() => participantCount(0)).toThrow(RangeError);
    expect(() => participantCount(2.5)).toThrow('Not a positive whole number of participants: 2.5');
  });

  it('lists the positions 1 to count', () => {
    expect(participantPositions(participantCount(4))).toEqual([1, 2, 3, 4]);
    expect(participantPositions(ONE_PARTICIPANT)).toEqual([1]);
  });
});
