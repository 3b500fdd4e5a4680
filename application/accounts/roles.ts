import type { Account } from './user.repository';

/**
 * Who a caller is (spec §6): a visitor without account, a logged-in user, a member or the admin
 * of a Gremium (committee account), staff of the back office (catalogue and orders), or a site
 * admin. The roles add up: a Gremium admin is also a Gremium member and a user; a site admin is
 * also staff.
 */
export type Role = 'visitor' | 'user' | 'gremium-member' | 'gremium-admin' | 'staff' | 'site-admin';

export const rolesOf = (account: Account | undefined): ReadonlySet<Role> => {
  if (account === undefined) return new Set(['visitor']);
  const roles = new Set<Role>(['user']);
  if (account.gremiumId !== null && account.gremiumRole !== null) roles.add('gremium-member');
  if (account.gremiumId !== null && account.gremiumRole === 'admin') roles.add('gremium-admin');
  if (account.role === 'staff' || account.role === 'admin') roles.add('staff');
  if (account.role === 'admin') roles.add('site-admin');
  return roles;
};

export const hasRole = (account: Account | undefined, role: Role): boolean => rolesOf(account).has(role);
