import { Temporal } from 'temporal-polyfill';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Clock } from '../ports/clock';
import { SessionService } from './session.service';
import { MemorySessionRepository, sequentialTokens } from './testing/memory-repositories';

const T0 = Temporal.Instant.from('2026-11-22T09:00:00Z');

let now = T0;
const clock: Clock = { now: () => now };
let repository: MemorySessionRepository;
let sessions: SessionService;

beforeEach(() => {
  now = T0;
  repository = new MemorySessionRepository();
  sessions = new SessionService(repository, sequentialTokens(), clock);
});

describe('SessionService.resume', () => {
  it('gives a visitor without cookie a fresh token and stores nothing', async () => {
    expect(await sessions.resume(undefined, 'main')).toEqual({
      session: { token: 'token-1', site: 'main', stored: undefined },
      refused: undefined,
    });
    expect(repository.byHash.size).toBe(0);
  });

  it('replaces a malformed token', async () => {
    expect(await sessions.resume('../etc', 'main')).toMatchObject({ session: { token: 'token-1' }, refused: 'malformed' });
  });

  it('keeps a well-formed token without row as an anonymous session', async () => {
    expect(await sessions.resume('token-77', 'main')).toEqual({
      session: { token: 'token-77', site: 'main', stored: undefined },
      refused: undefined,
    });
  });

  it('refuses the session of the other site without deleting it', async () => {
    const kept = await sessions.keep(sessions.fresh('main'));
    expect(await sessions.resume(kept.token, 'works-council')).toMatchObject({ refused: 'other-site', session: { stored: undefined } });
    expect((await sessions.resume(kept.token, 'main')).session.stored).toEqual(kept.stored);
  });

  it('deletes an expired session and starts anew', async () => {
    const login = await sessions.rotate(sessions.fresh('main'), { userId: 7, impersonatorId: null }, { restartLifetime: true });
    now = T0.add({ hours: 2 });
    expect(await sessions.resume(login.token, 'main')).toMatchObject({ refused: 'expired', session: { stored: undefined } });
    expect(repository.byHash.size).toBe(0);
  });

  it("keeps an anonymous visitor's session (their cart) for 30 days unused, apart from a login's 2 hours", async () => {
    const visitor = await sessions.keep(sessions.fresh('main'));
    now = T0.add({ hours: 29 * 24 });
    expect(await sessions.resume(visitor.token, 'main')).toMatchObject({ refused: undefined, session: { stored: { sessionId: visitor.stored.sessionId } } });
    now = now.add({ hours: 30 * 24 });
    expect(await sessions.resume(visitor.token, 'main')).toMatchObject({ refused: 'expired', session: { stored: undefined } });
  });

  it('moves last seen once a minute, not on every request', async () => {
    const kept = await sessions.keep(sessions.fresh('main'));
    now = T0.add({ seconds: 30 });
    expect((await sessions.resume(kept.token, 'main')).session.stored?.lastSeenAt.equals(T0)).toBe(true);
    now = T0.add({ minutes: 1 });
    expect((await sessions.resume(kept.token, 'main')).session.stored?.lastSeenAt.equals(now)).toBe(true);
    expect((await repository.findByTokenHash(`hash(${kept.token})`))?.lastSeenAt.equals(now)).toBe(true);
  });
});

describe('SessionService changes', () => {
  it('rotates to a new token that keeps the session id; a login restarts the lifetime', async () => {
    const kept = await sessions.setLoginTarget(sessions.fresh('main'), '/seminare');
    now = T0.add({ hours: 1 });
    const rotated = await sessions.rotate(kept, { userId: 7, impersonatorId: null }, { restartLifetime: true });
    expect(rotated.token).not.toBe(kept.token);
    expect(rotated.stored).toMatchObject({ sessionId: kept.stored.sessionId, userId: 7, loginTarget: null });
    expect(rotated.stored.createdAt.equals(now)).toBe(true);
    expect(await repository.findByTokenHash(`hash(${kept.token})`)).toBeUndefined();
  });

  it('an impersonation keeps the lifetime of the login', async () => {
    const login = await sessions.rotate(sessions.fresh('main'), { userId: 1, impersonatorId: null }, { restartLifetime: true });
    now = T0.add({ hours: 3 });
    const impersonated = await sessions.rotate(login, { userId: 7, impersonatorId: 1 }, { restartLifetime: false });
    expect(impersonated.stored.createdAt.equals(T0)).toBe(true);
  });

  it('rotating a session deleted meanwhile starts a stored one of its own', async () => {
    const kept = await sessions.keep(sessions.fresh('main'));
    await repository.delete(kept.stored.sessionId);
    const rotated = await sessions.rotate(kept, { userId: 7, impersonatorId: null }, { restartLifetime: true });
    expect(await repository.findByTokenHash(`hash(${rotated.token})`)).toEqual(rotated.stored);
  });

  it('ends a session: the row is gone and a fresh token follows', async () => {
    const kept = await sessions.keep(sessions.fresh('main'));
    const ended = await sessions.end(kept);
    expect(ended).toMatchObject({ site: 'main', stored: undefined });
    expect(ended.token).not.toBe(kept.token);
    expect(repository.byHash.size).toBe(0);
    expect(await sessions.end(ended)).toMatchObject({ stored: undefined });
  });

  it('keeps a stored session as it is', async () => {
    const kept = await sessions.keep(sessions.fresh('main'));
    expect(await sessions.keep(kept)).toEqual(kept);
    expect(repository.byHash.size).toBe(1);
  });

  it('purges the sessions past either timeout of their kind', async () => {
    const owner = { userId: 7, impersonatorId: null };
    await sessions.rotate(sessions.fresh('main'), owner, { restartLifetime: true });
    const visitor = await sessions.keep(sessions.fresh('main'));
    now = T0.add({ hours: 1 });
    const recent = await sessions.rotate(sessions.fresh('main'), owner, { restartLifetime: true });
    now = T0.add({ hours: 2 });
    expect(await sessions.purgeExpired()).toBe(1);
    expect(await repository.findByTokenHash(`hash(${recent.token})`)).toBeDefined();
    expect(await repository.findByTokenHash(`hash(${visitor.token})`)).toBeDefined();
    now = T0.add({ hours: 30 * 24 });
    expect(await sessions.purgeExpired()).toBe(2);
  });
});
