import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { Account } from '../accounts/user.repository';
import { MemoryUserRepository } from '../accounts/testing/memory-repositories';
import { AdminAccess, type AdminCredentials } from './admin-access';
import { ApiTokensService } from './api-tokens.service';
import { MemoryApiTokenRepository, sequentialApiTokens } from './testing/memory-api-tokens';

const NOW = Temporal.Instant.from('2026-11-22T09:00:00Z');

const account = (userId: number, role: Account['role'], gremiumRole: Account['gremiumRole'] = null): Account => ({
  userId,
  email: `u${userId}@example.org`,
  passwordHash: 'x',
  salutation: 'Frau',
  firstname: 'Eva',
  lastname: 'Muster',
  company: 'Muster GmbH',
  role,
  gremiumId: gremiumRole === null ? null : 1,
  gremiumRole,
});

const setUp = () => {
  let now = NOW;
  const clock = { now: () => now };
  const users = new MemoryUserRepository([account(1, 'admin'), account(2, 'user'), account(3, 'user', 'admin')]);
  const tokens = new MemoryApiTokenRepository();
  const secrets = sequentialApiTokens();
  return {
    access: new AdminAccess(users, tokens, secrets, clock),
    tokens: new ApiTokensService(tokens, secrets, clock),
    later: (days: number) => (now = now.add({ hours: days * 24 })),
  };
};

/** The credentials of a request whose session acts as this account (null: nobody logged in). */
const bySession = (userId: number | null): AdminCredentials => ({
  _tag: 'Session',
  session: { current: () => ({ token: 't', site: 'main', stored: userId === null ? undefined : { sessionId: 's', site: 'main', userId, impersonatorId: null, loginTarget: null, createdAt: NOW, lastSeenAt: NOW } }), replace: () => undefined },
});

const LOGIN = { _tag: 'Left', left: { _tag: 'Unauthenticated', message: 'Bitte melden Sie sich als Administrator an.' } };
const DENIED = { _tag: 'Left', left: { _tag: 'Forbidden', message: 'Zugriff verweigert: Dieser Bereich ist Administratoren vorbehalten.' } };
const BAD_TOKEN = { _tag: 'Left', left: { _tag: 'Unauthenticated', message: 'Das API-Token ist ungültig, abgelaufen oder widerrufen.' } };

describe('AdminAccess', () => {
  it('lets a site admin in by session; a visitor must log in; users and Gremium admins are denied', async () => {
    const { access } = setUp();
    expect(await access.authorize(bySession(1))()).toEqual({ _tag: 'Right', right: { userId: 1, via: 'session' } });
    expect(await access.authorize(bySession(null))()).toEqual(LOGIN);
    expect(await access.authorize(bySession(99))()).toEqual(LOGIN);
    expect(await access.authorize(bySession(2))()).toEqual(DENIED);
    expect(await access.authorize(bySession(3))()).toEqual(DENIED);
  });

  it('lets a token in while it is valid, not after it expired or was revoked', async () => {
    const { access, tokens, later } = setUp();
    const admin = { userId: 1, via: 'session' as const };
    const created = await tokens.create(admin, { name: 'Skript', expiresInDays: 2 })();
    if (created._tag === 'Left') throw new Error('token not made');
    expect(created.right).toEqual({ tokenId: 1, name: 'Skript', token: 'token-1', createdAt: NOW, expiresAt: NOW.add({ hours: 48 }) });
    expect(await access.authorize({ _tag: 'Bearer', token: 'token-1' })()).toEqual({ _tag: 'Right', right: { userId: 1, via: 'token' } });
    expect(await access.authorize({ _tag: 'Bearer', token: 'kaputt' })()).toEqual(BAD_TOKEN);
    expect(await access.authorize({ _tag: 'Bearer', token: 'token-9' })()).toEqual(BAD_TOKEN);
    later(2);
    expect(await access.authorize({ _tag: 'Bearer', token: 'token-1' })()).toEqual(BAD_TOKEN);

    await tokens.create(admin, { name: 'Zweites' })();
    expect(await tokens.list(admin)()).toMatchObject({ _tag: 'Right', right: { tokens: [{ tokenId: 2, name: 'Zweites' }] } });
    expect(await tokens.revoke(admin, 2)()).toEqual({ _tag: 'Right', right: { revoked: true } });
    expect(await access.authorize({ _tag: 'Bearer', token: 'token-2' })()).toEqual(BAD_TOKEN);
    expect(await tokens.revoke(admin, 2)()).toEqual({ _tag: 'Left', left: { _tag: 'NotFound', message: 'Dieses API-Token gibt es nicht.' } });
    expect(await tokens.list(admin)()).toEqual({ _tag: 'Right', right: { tokens: [] } });
  });

  it('denies the token of an admin who is no admin any more', async () => {
    const repository = new MemoryApiTokenRepository();
    const secrets = sequentialApiTokens();
    const users = new MemoryUserRepository([account(2, 'user')]);
    await new ApiTokensService(repository, secrets, { now: () => NOW }).create({ userId: 2, via: 'session' }, { name: 'alt' })();
    const access = new AdminAccess(users, repository, secrets, { now: () => NOW });
    expect(await access.authorize({ _tag: 'Bearer', token: 'token-1' })()).toEqual(DENIED);
  });
});
