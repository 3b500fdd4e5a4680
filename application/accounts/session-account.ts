import type { SessionSlot } from './session';
import type { Account, UserRepository } from './user.repository';

interface Read {
  readonly users: Pick<UserRepository, 'findById'>;
  readonly userId: number;
  readonly account: Promise<Account | undefined>;
}

/** The account read per request slot; a slot lives as long as its request. */
const readOf = new WeakMap<SessionSlot, Read>();

/**
 * The account the session acts as (the impersonated one while an admin impersonates), or
 * undefined for a visitor or an account that no longer exists. A request that changes no
 * account (SessionSlot.changesNoAccount) reads it once: the access check, the header and each
 * loader of a page ask for the same row. Read again when the session now acts as another
 * account (a login, a logout, an impersonation within the request).
 */
export const sessionAccount = (users: Pick<UserRepository, 'findById'>, session: SessionSlot): Promise<Account | undefined> => {
  const userId = session.current().stored?.userId ?? null;
  if (userId === null) return Promise.resolve(undefined);
  if (session.changesNoAccount !== true) return users.findById(userId);
  const known = readOf.get(session);
  if (known?.userId === userId && known.users === users) return known.account;
  const account = users.findById(userId);
  readOf.set(session, { users, userId, account });
  return account;
};
