import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { doneAtAfter, isRequestStatus } from './request-status';

const EARLIER = Temporal.Instant.from('2026-03-01T09:00:00Z');
const NOW = Temporal.Instant.from('2026-03-05T12:00:00Z');

describe('doneAtAfter', () => {
  it('sets the time a request is first done', () => {
    expect(doneAtAfter('erledigt', null, NOW)).toEqual(NOW);
  });
  it('keeps the first time while the request stays done (the deletion counts from it)', () => {
    expect(doneAtAfter('erledigt', EARLIER, NOW)).toEqual(EARLIER);
  });
  it('clears it when the request is reopened', () => {
    expect(doneAtAfter('in-bearbeitung', EARLIER, NOW)).toBeNull();
    expect(doneAtAfter('neu', EARLIER, NOW)).toBeNull();
  });
});

describe('isRequestStatus', () => {
  it('knows the three statuses and nothing else', () => {
    expect(['neu', 'in-bearbeitung', 'erledigt'].every(isRequestStatus)).toBe(true);
    expect(isRequestStatus('offen')).toBe(false);
  });
});
