import * as E from 'fp-ts/Either';
import { conflict, forbidden, invalid, rateLimited, type AppError } from '../../domain/errors/app-error';
import type { PasswordHasher } from '../accounts/password-hasher';
import { LOGIN_FAILURES_PER_ACCOUNT } from '../accounts/rate-limit';
import type { RateLimiter } from '../accounts/rate-limiter';
import type { Account, UserRepository } from '../accounts/user.repository';
import type { Outbox } from '../mail/outbox.port';
import type { Clock } from '../ports/clock';
import type { EventFileStore } from '../portal/event-files.repository';
import { PORTAL_MESSAGES } from '../portal/messages';
import type { AccountErasureRepository } from './account-erasure.repository';
import { PRIVACY_MESSAGES as M } from './messages';
import type { AccountDeletedWire, DeleteAccountRequest } from './privacy.codecs';

export interface AccountDeletionDependencies {
  readonly users: UserRepository;
  readonly hasher: PasswordHasher;
  readonly limiter: RateLimiter;
  readonly erasure: AccountErasureRepository;
  readonly files: EventFileStore;
  readonly outbox: Outbox;
  readonly clock: Clock;
}

/** Whether the account is its Gremium's last admin while others are still in it (they would be left without one). */
const leavesGremiumWithoutAdmin = async (users: UserRepository, account: Account): Promise<boolean> => {
  if (account.gremiumId === null || account.gremiumRole !== 'admin') return false;
  const others = (await users.gremiumMembers(account.gremiumId)).filter((member) => member.userId !== account.userId);
  return others.length > 0 && !others.some((member) => member.gremiumRole === 'admin');
};

/**
 * "Konto löschen" (Art. 17 DSGVO): confirmed with the password (wrong ones count as failed logins),
 * refused to staff accounts, to an admin's impersonation and to a Gremium's last admin; then what
 * the law lets go is deleted in one transaction with the confirmation mail, and the photos' files
 * after it. Orders and invoices stay for the tax law, with what the invoice needs.
 */
export class AccountDeletion {
  constructor(private readonly deps: AccountDeletionDependencies) {}

  async delete(account: Account, request: DeleteAccountRequest, impersonated: boolean): Promise<E.Either<AppError, AccountDeletedWire>> {
    const { users, hasher, limiter, erasure, files, outbox, clock } = this.deps;
    if (impersonated) return E.left(forbidden(M.whileImpersonating));
    if (account.role !== 'user') return E.left(forbidden(M.staffAccount));
    const password = request.password ?? '';
    if (password === '') return E.left(invalid({ password: M.passwordRequired }));
    const key = account.email.toLowerCase();
    const wait = await limiter.exceeded(LOGIN_FAILURES_PER_ACCOUNT, key);
    if (wait !== undefined) return E.left(rateLimited(wait, PORTAL_MESSAGES.tooManyPasswordFailures));
    if (!(await hasher.verify(password, account.passwordHash))) {
      await limiter.record(LOGIN_FAILURES_PER_ACCOUNT, key);
      return E.left(invalid({ password: M.wrongPassword }));
    }
    if (await leavesGremiumWithoutAdmin(users, account)) return E.left(conflict(M.lastGremiumAdmin));
    const deletedAt = clock.now();
    const erased = await erasure.erase(account.userId, deletedAt, async (tx, keptOrders) => {
      await outbox.enqueue(tx, 'account_deleted', {
        recipient: { salutation: account.salutation, firstname: account.firstname, lastname: account.lastname, email: account.email },
        deletedAt,
        keptOrders: [...keptOrders],
      });
    });
    for (const key of erased.photoKeys) await files.remove(key);
    return E.right({ message: M.accountDeleted });
  }
}
