import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import type { Account } from '../accounts/user.repository';
import { RateLimiter } from '../accounts/rate-limiter';
import { MemoryRateLimitRepository, MemoryUserRepository } from '../accounts/testing/memory-repositories';
import { MemoryOutbox } from '../mail/testing/memory-outbox';
import { GREMIUM_ADMIN, MEMBER, SINGLE, SITE_ADMIN, clock } from '../portal/testing/portal-fixture';
import { AccountDeletion } from './account-deletion';
import type { AccountErasureRepository } from './account-erasure.repository';
import { PRIVACY_MESSAGES as M } from './messages';

const PASSWORD = 'Seminar-Demo-2026!';

/** The use case over memory: the erasure only records whom it erased (its SQL has tests of its own). */
const deletionOver = (accounts: readonly Account[]) => {
  const erased: number[] = [];
  const removedFiles: string[] = [];
  const outbox = new MemoryOutbox(clock);
  const erasure: AccountErasureRepository = {
    erase: async (userId, _at, alongside) => {
      erased.push(userId);
      await alongside({}, ['IFB-2026-000001']);
      return { keptOrders: ['IFB-2026-000001'], photoKeys: ['photo-1'] };
    },
  };
  const deletion = new AccountDeletion({
    users: new MemoryUserRepository(accounts),
    hasher: { hash: (password) => Promise.resolve(`plain:${password}`), verify: (password, hash) => Promise.resolve(hash === `plain:${password}`) },
    limiter: new RateLimiter(new MemoryRateLimitRepository(), clock),
    erasure,
    files: { write: () => Promise.resolve(), read: () => Promise.resolve(undefined), remove: (key) => Promise.resolve(void removedFiles.push(key)) },
    outbox,
    clock,
  });
  return { deletion, erased, removedFiles, outbox };
};

describe('Konto löschen', () => {
  it('erases a customer with the right password, mails the kept orders and removes the photos\' files', async () => {
    const { deletion, erased, removedFiles, outbox } = deletionOver([SINGLE]);
    expect(await deletion.delete(SINGLE, { password: PASSWORD }, false)).toEqual(E.right({ message: M.accountDeleted }));
    expect(erased).toEqual([SINGLE.userId]);
    expect(removedFiles).toEqual(['photo-1']);
    expect(outbox.rows.map((row) => [row.kind, row.payload])).toEqual([['account_deleted', expect.objectContaining({ keptOrders: ['IFB-2026-000001'] })]]);
  });

  it('refuses the only admin of a Gremium with members left, and lets them go once another admin is there or nobody is left', async () => {
    expect(await deletionOver([GREMIUM_ADMIN, MEMBER]).deletion.delete(GREMIUM_ADMIN, { password: PASSWORD }, false)).toEqual(
      E.left({ _tag: 'Conflict', message: M.lastGremiumAdmin }),
    );
    const secondAdmin: Account = { ...MEMBER, gremiumRole: 'admin' };
    expect(E.isRight(await deletionOver([GREMIUM_ADMIN, secondAdmin]).deletion.delete(GREMIUM_ADMIN, { password: PASSWORD }, false))).toBe(true);
    expect(E.isRight(await deletionOver([GREMIUM_ADMIN]).deletion.delete(GREMIUM_ADMIN, { password: PASSWORD }, false))).toBe(true);
  });

  it('erases nothing for a wrong password, a staff account or an admin\'s impersonation', async () => {
    const { deletion, erased } = deletionOver([SINGLE, SITE_ADMIN]);
    expect(await deletion.delete(SINGLE, { password: 'falsch' }, false)).toEqual(E.left({ _tag: 'Invalid', message: 'Bitte prüfen Sie Ihre Eingaben.', fieldErrors: { password: M.wrongPassword } }));
    expect(await deletion.delete(SITE_ADMIN, { password: PASSWORD }, false)).toEqual(E.left({ _tag: 'Forbidden', message: M.staffAccount }));
    expect(await deletion.delete(SINGLE, { password: PASSWORD }, true)).toEqual(E.left({ _tag: 'Forbidden', message: M.whileImpersonating }));
    expect(erased).toEqual([]);
  });
});
