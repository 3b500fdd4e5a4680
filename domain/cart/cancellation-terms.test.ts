import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { cents } from '../money/money';
import { CANCELLATION_TERMS_TEXT, cancellationFee, cancellationShare } from './cancellation-terms';

const start = Temporal.Instant.from('2027-05-10T07:00:00Z');
const at = (iso: string) => Temporal.Instant.from(iso);

describe('the cancellation terms', () => {
  it('let a booking go free until six weeks before the start, the limit itself costing half', () => {
    expect(cancellationShare('booked', start, at('2027-03-29T06:59:59Z'))).toBe(0);
    expect(cancellationShare('booked', start, at('2027-03-29T07:00:00Z'))).toBe(50);
  });

  it('charge half until two weeks before the start, then the full fee', () => {
    expect(cancellationShare('booked', start, at('2027-04-26T06:59:59Z'))).toBe(50);
    expect(cancellationShare('booked', start, at('2027-04-26T07:00:00Z'))).toBe(100);
    expect(cancellationShare('booked', start, at('2027-05-09T07:00:00Z'))).toBe(100);
  });

  it('never charge for a reservation or a place on the waiting list', () => {
    expect(cancellationShare('reserved', start, at('2027-05-09T07:00:00Z'))).toBe(0);
    expect(cancellationShare('waitlisted', start, at('2027-05-09T07:00:00Z'))).toBe(0);
  });

  it('compute the fee in whole cents', () => {
    expect(cancellationFee(cents(119_001), 50)).toBe(59_501);
    expect(cancellationFee(cents(119_000), 100)).toBe(119_000);
    expect(cancellationFee(cents(119_000), 0)).toBe(0);
  });

  it('state the terms in German, naming the limits', () => {
    expect(CANCELLATION_TERMS_TEXT[0]).toBe('Eine Buchung können Sie bis 6 Wochen vor Seminarbeginn kostenfrei stornieren.');
    expect(CANCELLATION_TERMS_TEXT.join(' ')).toContain('50 % der Seminargebühr');
  });
});
