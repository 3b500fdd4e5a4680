import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../calendar/calendar';
import { consentStatus } from './consent-status';
import { instantArb } from './portal.arbitraries';

describe('consent status', () => {
  it('shows the Berlin date of the consent (23:30 UTC on 31 March is 1 April in Berlin)', () => {
    const at = Temporal.Instant.from('2027-03-31T23:30:00Z');
    expect(consentStatus({ granted: true, changedAt: at })).toBe('erteilt am 01.04.2027');
    expect(consentStatus({ granted: false, changedAt: at })).toBe('widerrufen am 01.04.2027');
  });

  it('a consent never decided is not given, with no date', () => {
    expect(consentStatus({ granted: false, changedAt: null })).toBe('nicht erteilt');
  });

  it('every decided consent names its date as dd.mm.yyyy', () => {
    fc.assert(
      fc.property(fc.boolean(), instantArb, (granted, changedAt) => {
        const status = consentStatus({ granted, changedAt });
        expect(status).toMatch(/^(erteilt|widerrufen) am \d{2}\.\d{2}\.\d{4}$/);
        expect(status.endsWith(formatDate(changedAt))).toBe(true);
      }),
    );
  });
});
