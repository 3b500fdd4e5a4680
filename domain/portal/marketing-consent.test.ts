import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { NO_CONSENTS, consentReducer, decideConsents } from './marketing-consent';

const MONDAY = Temporal.Instant.from('2026-11-23T08:00:00Z');
const FRIDAY = Temporal.Instant.from('2026-11-27T15:30:00Z');

describe('marketing consents', () => {
  it('records the instant of the first decision, even a refusal', () => {
    const state = consentReducer(NO_CONSENTS, { type: 'decide', channel: 'post', granted: false, at: MONDAY });
    expect(state.post).toEqual({ granted: false, changedAt: MONDAY });
    expect(state.newsletter).toEqual({ granted: false, changedAt: null });
  });

  it('keeps the date of consent when the same choice is saved again', () => {
    const granted = decideConsents(NO_CONSENTS, { newsletter: true }, MONDAY);
    const again = decideConsents(granted, { newsletter: true, phone: false }, FRIDAY);
    expect(again.newsletter).toEqual({ granted: true, changedAt: MONDAY });
    expect(again.phone).toEqual({ granted: false, changedAt: FRIDAY });
  });

  it('moves the date when the consent is withdrawn', () => {
    const granted = decideConsents(NO_CONSENTS, { newsletter: true }, MONDAY);
    expect(decideConsents(granted, { newsletter: false }, FRIDAY).newsletter).toEqual({ granted: false, changedAt: FRIDAY });
  });

  it('leaves channels out of the choices untouched', () => {
    expect(decideConsents(NO_CONSENTS, {}, MONDAY)).toBe(NO_CONSENTS);
  });
});
