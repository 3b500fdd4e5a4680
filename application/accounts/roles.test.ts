import { describe, expect, it } from 'vitest';
import { hasRole, rolesOf } from './roles';
import type { Account } from './user.repository';

const base: Account = {
  userId: 1,
  email: 'a@example.org',
  passwordHash: 'x',
  salutation: 'Frau',
  firstname: 'Eva',
  lastname: 'Muster',
  company: 'Muster GmbH',
  role: 'user',
  gremiumId: null,
  gremiumRole: null,
};

describe('roles', () => {
  it('a visitor has no account', () => {
    expect([...rolesOf(undefined)]).toEqual(['visitor']);
  });

  it('a plain user, a Gremium member, a Gremium admin, staff and a site admin (who is staff too)', () => {
    expect([...rolesOf(base)]).toEqual(['user']);
    expect([...rolesOf({ ...base, gremiumId: 3, gremiumRole: 'member' })]).toEqual(['user', 'gremium-member']);
    expect([...rolesOf({ ...base, gremiumId: 3, gremiumRole: 'admin' })]).toEqual(['user', 'gremium-member', 'gremium-admin']);
    expect([...rolesOf({ ...base, role: 'staff' })]).toEqual(['user', 'staff']);
    expect([...rolesOf({ ...base, role: 'admin' })]).toEqual(['user', 'staff', 'site-admin']);
    expect(hasRole({ ...base, gremiumId: null, gremiumRole: 'admin' }, 'gremium-admin')).toBe(false);
  });
});
