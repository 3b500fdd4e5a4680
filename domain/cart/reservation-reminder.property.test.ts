import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { instant } from './cart.arbitraries';
import { isReminderDue, reminderHorizon } from './reservation-reminder';

describe('the reservation reminder', () => {
  it('is due exactly from 72 hours before the deadline until the deadline', () => {
    const deadline = Temporal.Instant.from('2027-03-20T23:00:00Z');
    expect(isReminderDue(deadline, deadline.subtract({ hours: 72, seconds: 1 }))).toBe(false);
    expect(isReminderDue(deadline, deadline.subtract({ hours: 72 }))).toBe(true);
    expect(isReminderDue(deadline, deadline.subtract({ seconds: 1 }))).toBe(true);
    expect(isReminderDue(deadline, deadline)).toBe(false);
  });

  it('a due reminder always has its deadline within the horizon the store is asked with, and after now', () => {
    fc.assert(
      fc.property(instant, instant, (deadline, now) => {
        const inWindow = Temporal.Instant.compare(deadline, now) > 0 && Temporal.Instant.compare(deadline, reminderHorizon(now)) <= 0;
        expect(isReminderDue(deadline, now)).toBe(inWindow);
      }),
    );
  });
});
