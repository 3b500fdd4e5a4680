import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { isDue, RETENTION_KINDS, RETENTION_RULES, retentionCutoff, type RetentionPeriod } from './retention-rules';

const periods = RETENTION_KINDS.flatMap((kind) => (RETENTION_RULES[kind].period === null ? [] : [RETENTION_RULES[kind].period as RetentionPeriod]));
const instant = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2040, 0, 1) }).map((ms) => Temporal.Instant.fromEpochMilliseconds(ms));
const laterBy = fc.integer({ min: 0, max: 400 * 24 * 3_600_000 });

const addInBerlin = (start: Temporal.Instant, period: RetentionPeriod): Temporal.Instant =>
  'hours' in period ? start.add(period) : start.toZonedDateTimeISO('Europe/Berlin').add(period).toInstant();

describe('retention periods', () => {
  it('a record is never due before its whole period has passed, and always once it has', () => {
    fc.assert(
      fc.property(fc.constantFrom(...periods), instant, laterBy, (period, start, later) => {
        const now = start.add({ milliseconds: later });
        const end = addInBerlin(start, period);
        if (isDue(period, start, now)) expect(Temporal.Instant.compare(now, end)).toBeGreaterThanOrEqual(0);
        // Months clamp at their ends (31 Jan + 1 month = 28 Feb), so counting back may keep a record up to 3 days longer, never shorter.
        if (Temporal.Instant.compare(now, end.add({ hours: 4 * 24 })) >= 0) expect(isDue(period, start, now)).toBe(true);
      }),
    );
  });

  it('once due, a record stays due as the clock moves forward', () => {
    fc.assert(
      fc.property(fc.constantFrom(...periods), instant, laterBy, laterBy, (period, start, a, b) => {
        const now = start.add({ milliseconds: a });
        if (isDue(period, start, now)) expect(isDue(period, start, now.add({ milliseconds: b }))).toBe(true);
      }),
    );
  });

  it('counts days and months in Berlin: 30 days before 10 April 10:00 is 11 March 10:00, in winter time', () => {
    const now = Temporal.Instant.from('2027-04-10T08:00:00Z');
    expect(retentionCutoff(RETENTION_RULES['anonymous-carts'].period, now).toString()).toBe('2027-03-11T09:00:00Z');
    expect(retentionCutoff(RETENTION_RULES.requests.period, now).toString()).toBe('2026-10-10T08:00:00Z');
  });
});
