import { describe, expect, it } from 'vitest';
import { mayManageBooking } from './booking-access';

const caller = { userId: 7, email: 'Ahmet@Example.org', gremiumId: 3, gremiumAdmin: false };

describe('who may manage a booking', () => {
  it('is whoever ordered it and the participant (same address, any case)', () => {
    expect(mayManageBooking(caller, { orderUserId: 7, orderGremiumId: null, email: 'x@example.org' })).toBe(true);
    expect(mayManageBooking(caller, { orderUserId: null, orderGremiumId: null, email: ' ahmet@example.org ' })).toBe(true);
  });

  it('is the admin of the Gremium it was ordered for, not a plain member nor another Gremium', () => {
    const booking = { orderUserId: 9, orderGremiumId: 3, email: 'x@example.org' };
    expect(mayManageBooking(caller, booking)).toBe(false);
    expect(mayManageBooking({ ...caller, gremiumAdmin: true }, booking)).toBe(true);
    expect(mayManageBooking({ ...caller, gremiumAdmin: true, gremiumId: 4 }, booking)).toBe(false);
    expect(mayManageBooking({ ...caller, gremiumAdmin: true, gremiumId: null }, { ...booking, orderGremiumId: null })).toBe(false);
  });
});
