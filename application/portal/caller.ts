import * as E from 'fp-ts/Either';
import { sessionAccount } from '../accounts/session-account';
import { unauthenticated, type AppError } from '../../domain/errors/app-error';
import type { SessionSlot } from '../accounts/session';
import type { Account, UserRepository } from '../accounts/user.repository';
import { PORTAL_MESSAGES as M } from './messages';
import type { BookingCaller } from '../../domain/portal/booking-access';
import { hasRole } from '../accounts/roles';

/**
 * The account a request acts as (the impersonated one while an admin impersonates), or
 * Unauthenticated for a visitor, or for a session whose account no longer exists.
 */
export const callerAccount = async (users: UserRepository, session: SessionSlot): Promise<E.Either<AppError, Account>> => {
  const account = await sessionAccount(users, session);
  return account === undefined ? E.left(unauthenticated(M.loginRequired)) : E.right(account);
};

/** The account as the booking rules see it (domain/portal/booking-access). */
export const bookingCallerOf = (account: Account): BookingCaller => ({
  userId: account.userId,
  email: account.email,
  gremiumId: account.gremiumId,
  gremiumAdmin: hasRole(account, 'gremium-admin'),
});
