import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { ActiveSession, SessionSlot } from './session';
import { sessionAccount } from './session-account';
import type { Account } from './user.repository';
import { MemoryUserRepository } from './testing/memory-repositories';

const AT = Temporal.Instant.from('2026-11-22T09:00:00Z');

const account = (userId: number, firstname: string): Account => ({
  userId,
  email: `u${String(userId)}@example.org`,
  passwordHash: 'x',
  salutation: 'Frau',
  firstname,
  lastname: 'Muster',
  company: 'Muster GmbH',
  role: 'user',
  gremiumId: null,
  gremiumRole: null,
});

const sessionOf = (userId: number | null): ActiveSession => ({
  token: `t${String(userId)}`,
  site: 'main',
  stored: userId === null ? undefined : { sessionId: 's', site: 'main', userId, impersonatorId: null, loginTarget: null, createdAt: AT, lastSeenAt: AT },
});

/** A request's slot; changesNoAccount as the HTTP adapter sets it for a GET (true) or a POST (false). */
const slotOf = (userId: number | null, changesNoAccount: boolean): SessionSlot => {
  let current = sessionOf(userId);
  return { current: () => current, replace: (next) => void (current = next), changesNoAccount };
};

/** The accounts, counting the rows read. */
const countingUsers = (accounts: readonly Account[]) => {
  const inner = new MemoryUserRepository(accounts);
  const reads: number[] = [];
  return {
    reads,
    users: {
      findById: (userId: number) => {
        reads.push(userId);
        return inner.findById(userId);
      },
    },
  };
};

describe('sessionAccount', () => {
  it('a request that changes no account reads its account once, however many use cases ask', async () => {
    const { users, reads } = countingUsers([account(7, 'Eva')]);
    const slot = slotOf(7, true);
    const answers = await Promise.all([sessionAccount(users, slot), sessionAccount(users, slot), sessionAccount(users, slot)]);
    expect(answers.map((found) => found?.firstname)).toEqual(['Eva', 'Eva', 'Eva']);
    expect(reads).toEqual([7]);
  });

  it('a request that may change the account (a form post) reads it afresh each time', async () => {
    const { users, reads } = countingUsers([account(7, 'Eva')]);
    const slot = slotOf(7, false);
    await sessionAccount(users, slot);
    await sessionAccount(users, slot);
    expect(reads).toEqual([7, 7]);
  });

  it('reads the other account when the session acts as another one within the request (login, impersonation), and none after a logout', async () => {
    const { users, reads } = countingUsers([account(7, 'Eva'), account(8, 'Jonas')]);
    const slot = slotOf(7, true);
    expect((await sessionAccount(users, slot))?.firstname).toBe('Eva');
    slot.replace(sessionOf(8));
    expect((await sessionAccount(users, slot))?.firstname).toBe('Jonas');
    slot.replace(sessionOf(null));
    expect(await sessionAccount(users, slot)).toBeUndefined();
    expect(reads).toEqual([7, 8]);
  });

  it('never shares an account between two requests, even of the same session', async () => {
    const { users, reads } = countingUsers([account(7, 'Eva')]);
    await sessionAccount(users, slotOf(7, true));
    await sessionAccount(users, slotOf(7, true));
    expect(reads).toEqual([7, 7]);
  });

  it('a visitor has no account and nothing is read', async () => {
    const { users, reads } = countingUsers([account(7, 'Eva')]);
    expect(await sessionAccount(users, slotOf(null, true))).toBeUndefined();
    expect(reads).toEqual([]);
  });
});
