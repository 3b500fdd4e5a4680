import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountArb } from './accounts.arbitraries';
import { rolesOf } from './roles';

describe('roles of an account', () => {
  it('every Gremium admin is a Gremium member, every site admin is staff, and every account a user', () => {
    fc.assert(
      fc.property(accountArb, (account) => {
        const roles = rolesOf(account);
        expect(roles.has('user')).toBe(true);
        expect(roles.has('visitor')).toBe(false);
        if (roles.has('gremium-admin')) expect(roles.has('gremium-member')).toBe(true);
        if (roles.has('site-admin')) expect(roles.has('staff')).toBe(true);
      }),
    );
  });
});
