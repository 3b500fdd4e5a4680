import * as E from 'fp-ts/Either';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { Clock } from '../ports/clock';
import { AccountsService } from './accounts.service';
import type { LoginListener } from './login-listener';
import type { PasswordHasher } from './password-hasher';
import { RateLimiter } from './rate-limiter';
import type { ActiveSession, SessionSlot } from './session';
import { SessionService } from './session.service';
import { ManualClock, MemoryOutbox } from '../mail/testing/memory-outbox';
import {
  MemoryPasswordResetRepository,
  MemoryRateLimitRepository,
  MemoryRegistrationRepository,
  MemorySessionRepository,
  MemoryUserRepository,
  sequentialTokens, MemoryImpersonationLog } from './testing/memory-repositories';
import type { Account } from './user.repository';
import type { ImpersonationLogEntry } from './impersonation-log.repository';

const clock: Clock = { now: () => Temporal.Instant.from('2026-11-22T09:00:00Z') };

/** Plain text "hashes": the rules, not the cryptography, are under test here. */
const verified: string[] = [];
const hasher: PasswordHasher = {
  hash: (password) => Promise.resolve(`plain:${password}`),
  verify: (password, stored) => {
    verified.push(stored);
    return Promise.resolve(stored === `plain:${password}`);
  },
};

const EVA: Account = {
  userId: 1,
  email: 'eva@example.org',
  passwordHash: 'plain:Sommer-im-Norden',
  salutation: 'Frau',
  firstname: 'Eva',
  lastname: 'Muster',
  company: 'Muster GmbH',
  role: 'user',
  gremiumId: null,
  gremiumRole: null,
};

const PETRA: Account = { ...EVA, userId: 2, email: 'petra@example.org', firstname: 'Petra', role: 'admin' };

const slotWith = (sessions: SessionService): SessionSlot & { readonly replaced: ActiveSession[] } => {
  let current = sessions.fresh('main');
  const replaced: ActiveSession[] = [];
  return {
    replaced,
    current: () => current,
    replace: (next) => {
      replaced.push(next);
      current = next;
    },
  };
};

const setup = (loginListeners: readonly LoginListener[] = [], impersonationLog = new MemoryImpersonationLog()) => {
  const sessionRepository = new MemorySessionRepository(impersonationLog);
  const sessions = new SessionService(sessionRepository, sequentialTokens(), clock);
  const users = new MemoryUserRepository([EVA, PETRA]);
  const service = new AccountsService({
    users,
    registrations: new MemoryRegistrationRepository(users, new MemoryOutbox(new ManualClock(clock.now()))),
    passwordResets: new MemoryPasswordResetRepository(users, sessionRepository, new MemoryOutbox(new ManualClock(clock.now()))),
    tokens: sequentialTokens(),
    impersonationLog,
    sessions,
    hasher,
    limiter: new RateLimiter(new MemoryRateLimitRepository(), clock),
    commonPasswords: { isCommon: () => false },
    xsrf: { tokenFor: (site, token) => `xsrf(${site},${token})`, matches: () => true },
    clock,
    loginListeners,
  });
  const slot = slotWith(sessions);
  return { accounts: service.forRequest({ session: slot, clientAddress: '192.0.2.1' }), slot, impersonationLog, sessions };
};

describe('AccountsService over in-memory repositories', () => {
  it('tells the login listeners, with the session id that survived the rotation', async () => {
    const events: unknown[] = [];
    const { accounts, slot } = setup([{ afterLogin: (event) => Promise.resolve(void events.push(event)) }]);
    await accounts.setLoginTarget({ target: '/meinifb/merkliste' })();
    const anonymousId = slot.current().stored?.sessionId;
    expect(await accounts.login({ email: 'eva@example.org', password: 'Sommer-im-Norden' })()).toEqual(
      E.right({ user: { firstname: 'Eva', impersonated: false }, redirect: '/meinifb/merkliste' }),
    );
    expect(events).toEqual([{ sessionId: anonymousId, userId: 1 }]);
  });

  it('checks a password also for an unknown address, against a hash made once', async () => {
    const { accounts } = setup();
    verified.length = 0;
    await accounts.login({ email: 'niemand@example.org', password: 'irgendwas-1' })();
    await accounts.login({ email: 'keiner@example.org', password: 'irgendwas-2' })();
    expect(verified).toHaveLength(2);
    expect(verified[0]).toBe(verified[1]);
    expect(verified[0]).not.toBe(EVA.passwordHash);
  });

  it('answers the XSRF token of the current session', async () => {
    const { accounts, slot } = setup();
    expect(await accounts.xsrfToken()()).toEqual(E.right({ token: `xsrf(main,${slot.current().token})` }));
  });

  it('replaces the session at logout even for a visitor', async () => {
    const { accounts, slot } = setup();
    const before = slot.current().token;
    expect(await accounts.logout()()).toEqual(E.right({ user: null }));
    expect(slot.current().token).not.toBe(before);
  });
});

describe('AccountsService impersonation audit', () => {
  it('records who acted as whom at start and end, and shows it to site admins only', async () => {
    const { accounts, impersonationLog } = setup();
    await accounts.login({ email: 'petra@example.org', password: 'Sommer-im-Norden' })();
    expect(await accounts.impersonationOverview({ email: 'EVA@example.org' })()).toEqual(
      E.right({ found: { userId: 1, name: 'Eva Muster', email: 'eva@example.org', impersonable: true }, log: [] }),
    );
    expect(await accounts.impersonate(1)()).toEqual(E.right({ user: { firstname: 'Eva', impersonated: true } }));
    // While impersonating, the caller is Eva: not an admin.
    expect(await accounts.impersonationOverview({})()).toMatchObject(E.left({ _tag: 'Forbidden' }));
    expect(await accounts.endImpersonation()()).toEqual(E.right({ user: { firstname: 'Petra', impersonated: false, backOffice: 'site-admin' } }));
    const at = clock.now();
    expect(impersonationLog.entries).toEqual([
      { action: 'start', admin: { userId: 2, email: 'petra@example.org' }, user: { userId: 1, email: 'eva@example.org' }, at, origin: '192.0.2.1' },
      { action: 'end', admin: { userId: 2, email: 'petra@example.org' }, user: { userId: 1, email: 'eva@example.org' }, at, origin: '192.0.2.1' },
    ]);
    expect(await accounts.impersonationOverview({ email: 'petra@example.org' })()).toEqual(
      E.right({
        found: { userId: 2, name: 'Petra Muster', email: 'petra@example.org', impersonable: false },
        log: [
          { action: 'end', adminEmail: 'petra@example.org', userEmail: 'eva@example.org', at },
          { action: 'start', adminEmail: 'petra@example.org', userEmail: 'eva@example.org', at },
        ],
      }),
    );
  });

  it('answers a visitor Unauthenticated and a user Forbidden, and logs nothing for a refused start', async () => {
    const visitor = setup();
    expect(await visitor.accounts.impersonationOverview({})()).toMatchObject(E.left({ _tag: 'Unauthenticated' }));
    const user = setup();
    await user.accounts.login({ email: 'eva@example.org', password: 'Sommer-im-Norden' })();
    expect(await user.accounts.impersonationOverview({})()).toMatchObject(E.left({ _tag: 'Forbidden' }));
    expect(await user.accounts.impersonate(2)()).toMatchObject(E.left({ _tag: 'Forbidden' }));
    expect(user.impersonationLog.entries).toEqual([]);
  });

  it('starts and ends no impersonation whose log entry cannot be written: both or neither', async () => {
    const log = new FailingImpersonationLog();
    const { accounts, slot, sessions } = setup([], log);
    await accounts.login({ email: 'petra@example.org', password: 'Sommer-im-Norden' })();
    const before = slot.current();
    log.failing = true;
    await expect(accounts.impersonate(1)()).rejects.toThrow('impersonation log not writable');
    expect(slot.current()).toBe(before);
    // The stored session too: the admin's token still opens the admin's session.
    expect((await sessions.resume(before.token, 'main')).session.stored).toMatchObject({ userId: 2, impersonatorId: null });
    expect(await accounts.currentUser()()).toMatchObject(E.right({ user: { firstname: 'Petra', impersonated: false } }));
    log.failing = false;
    expect(await accounts.impersonate(1)()).toMatchObject(E.right({ user: { firstname: 'Eva', impersonated: true } }));
    log.failing = true;
    await expect(accounts.endImpersonation()()).rejects.toThrow('impersonation log not writable');
    expect(await accounts.currentUser()()).toMatchObject(E.right({ user: { firstname: 'Eva', impersonated: true } }));
    expect(log.entries.map((entry) => entry.action)).toEqual(['start']);
  });
});

/** A log whose writes fail while `failing` is set, as a database that refuses the insert. */
class FailingImpersonationLog extends MemoryImpersonationLog {
  failing = false;

  override record(entry: ImpersonationLogEntry): Promise<void> {
    return this.failing ? Promise.reject(new Error('impersonation log not writable')) : super.record(entry);
  }
}
