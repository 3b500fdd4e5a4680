import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents } from '../money/money';
import { instant } from './cart.arbitraries';
import { cancellationFee, cancellationShare } from './cancellation-terms';
import { PARTICIPANT_STATUSES } from './participant-status';

const price = fc.integer({ min: 0, max: 10_000_000 }).map(cents);

describe('the cancellation terms (properties)', () => {
  it('the fee never exceeds the participant price and is never negative', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PARTICIPANT_STATUSES), instant, instant, price, (status, start, now, amount) => {
        const fee = cancellationFee(amount, cancellationShare(status, start, now));
        expect(fee).toBeGreaterThanOrEqual(0);
        expect(fee).toBeLessThanOrEqual(amount);
      }),
    );
  });

  it('the later a booking is cancelled, the larger (never smaller) the share', () => {
    fc.assert(
      fc.property(instant, instant, instant, (start, a, b) => {
        const [early, late] = a.epochMilliseconds <= b.epochMilliseconds ? [a, b] : [b, a];
        expect(cancellationShare('booked', start, early)).toBeLessThanOrEqual(cancellationShare('booked', start, late));
      }),
    );
  });
});
