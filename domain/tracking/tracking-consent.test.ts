import { describe, expect, it } from 'vitest';
import { isTrackingAllowed, trackingToPush } from './tracking-consent';

describe('tracking consent', () => {
  it('allows tracking only with marketing consent', () => {
    expect(isTrackingAllowed('marketing-granted')).toBe(true);
    expect(isTrackingAllowed('necessary-only')).toBe(false);
  });

  it('pushes the payloads with marketing consent and none with necessary cookies only', () => {
    const payloads = [{ event: 'add_to_cart' }, { event: 'remove_from_cart' }];
    expect(trackingToPush('marketing-granted', payloads)).toEqual(payloads);
    expect(trackingToPush('necessary-only', payloads)).toEqual([]);
  });
});
