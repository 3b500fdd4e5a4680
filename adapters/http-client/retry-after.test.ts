import { describe, expect, it } from 'vitest';
import { parseRetryAfter } from './retry-after';

const NOW = Date.parse('2025-03-01T10:00:00Z');

describe('parseRetryAfter', () => {
  it('reads delay-seconds', () => {
    expect(parseRetryAfter('120', NOW)).toBe(120);
    expect(parseRetryAfter(' 0 ', NOW)).toBe(0);
  });

  it('reads an HTTP-date as the whole seconds from now until then, rounded up', () => {
    expect(parseRetryAfter('Sat, 01 Mar 2025 10:00:30 GMT', NOW)).toBe(30);
    expect(parseRetryAfter('Sat, 01 Mar 2025 10:00:30 GMT', NOW + 500)).toBe(30);
  });

  it('never answers a negative wait for a date in the past', () => {
    expect(parseRetryAfter('Sat, 01 Mar 2025 09:00:00 GMT', NOW)).toBe(0);
  });

  it('answers undefined for a missing or unreadable header', () => {
    expect(parseRetryAfter(null, NOW)).toBeUndefined();
    expect(parseRetryAfter('bald', NOW)).toBeUndefined();
    expect(parseRetryAfter('-5', NOW)).toBeUndefined();
  });
});
