import { describe, expect, it } from 'vitest';
import { usualStartTime } from './SeminarExperience';

const at = (...instants: string[]) => instants.map((startDate) => ({ startDate }));

describe('the usual start time of a seminar day', () => {
  it('is the one most dates share, not the first date\'s (Berlin time)', () => {
    expect(usualStartTime(at('2026-11-30T12:00:00Z', '2027-02-01T08:00:00Z', '2027-03-01T08:00:00Z'))).toBe('09:00');
  });

  it('takes the earlier time on a tie and says nothing without dates', () => {
    expect(usualStartTime(at('2027-02-01T12:00:00Z', '2027-03-01T08:00:00Z'))).toBe('09:00');
    expect(usualStartTime([])).toBeUndefined();
  });
});
