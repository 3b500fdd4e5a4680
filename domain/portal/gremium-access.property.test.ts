import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gremiumAccess, isVisibleMember, type CallerSeat } from './gremium-access';

const seatArb: fc.Arbitrary<CallerSeat> = fc.record({ gremiumId: fc.integer({ min: 1, max: 50 }), role: fc.constantFrom('member' as const, 'admin' as const) });

describe('gremiumAccess (properties)', () => {
  it('only an admin of a Gremium may change it; every member may read it', () => {
    fc.assert(
      fc.property(seatArb, (seat) => {
        expect(gremiumAccess(seat, 'read')).toBe('allowed');
        expect(gremiumAccess(seat, 'change') === 'allowed').toBe(seat.role === 'admin');
      }),
    );
  });

  it('an account outside every Gremium may do nothing', () => {
    fc.assert(fc.property(fc.constantFrom('read' as const, 'change' as const), (action) => {
        expect(gremiumAccess(null, action)).toBe('notMember');
      }),
    );;
  });

  it("no caller sees another Gremium's member", () => {
    fc.assert(
      fc.property(seatArb, fc.option(fc.integer({ min: 1, max: 50 })), (seat, other) => {
        expect(isVisibleMember(seat, other)).toBe(other === seat.gremiumId);
      }),
    );
  });
});

describe('gremiumAccess', () => {
  it('refuses a plain member a change with adminsOnly', () => {
    expect(gremiumAccess({ gremiumId: 1, role: 'member' }, 'change')).toBe('adminsOnly');
  });
});
