import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { clockStartingAt } from './started-clock';
import { fixedClock } from './system-clock';

describe('clockStartingAt', () => {
  it('answers the chosen start at first and then moves on with the real time, however far ahead it starts', () => {
    const real = fixedClock(Temporal.Instant.from('2026-11-27T04:00:00Z'));
    const clock = clockStartingAt(Temporal.Instant.from('2026-12-09T09:00:00Z'), real);
    expect(clock.now().toString()).toBe('2026-12-09T09:00:00Z');
    real.advance({ minutes: 90, milliseconds: 5 });
    expect(clock.now().toString()).toBe('2026-12-09T10:30:00.005Z');
  });
});
