import { eq } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewSession } from '../../../application/accounts/session.repository';
import type { Database } from '../database';
import { gremien, auditLog, rateLimits, users } from '../schema';
import { testDatabaseEngines } from '../testing/test-databases';
import { DrizzleRateLimitRepository, storedBucket } from './rate-limit-repository';
import { DrizzleServerSecretRepository } from './server-secret-repository';
import { DrizzleSessionRepository } from './session-repository';
import { DrizzleUserRepository } from './user-repository';

const T0 = Temporal.Instant.from('2026-11-22T09:00:00Z');

const person = (email: string, lastname: string) => ({
  email,
  passwordHash: 'scrypt$1024$8$1$c2FsdA==$aGFzaA==',
  salutation: 'Frau',
  firstname: 'Eva',
  lastname,
  company: 'Muster GmbH',
  createdAt: T0,
});

const newSession = (overrides: Partial<NewSession> = {}): NewSession => ({
  site: 'main',
  userId: null,
  impersonatorId: null,
  loginTarget: null,
  createdAt: T0,
  lastSeenAt: T0,
  ...overrides,
});

describe.each(testDatabaseEngines().map((engine) => [engine.name, engine] as const))('accounts repositories on %s', (_name, engine) => {
  let database: Database;
  let sessionsRepo: DrizzleSessionRepository;
  let usersRepo: DrizzleUserRepository;
  let limits: DrizzleRateLimitRepository;
  let secrets: DrizzleServerSecretRepository;

  beforeAll(async () => {
    database = await engine.open();
    sessionsRepo = new DrizzleSessionRepository(database.db);
    usersRepo = new DrizzleUserRepository(database.db);
    limits = new DrizzleRateLimitRepository(database.db);
    secrets = new DrizzleServerSecretRepository(database.db);
    await database.db.insert(gremien).values({ gremiumId: 1, name: 'Betriebsrat Nord', company: 'Nord AG' });
    await database.db.insert(users).values([
      { ...person('b.admin@example.org', 'Zander'), createdAt: T0.toString(), role: 'user', gremiumId: 1, gremiumRole: 'admin' },
      { ...person('c.member@example.org', 'Adler'), createdAt: T0.toString(), role: 'user', gremiumId: 1, gremiumRole: 'member' },
      { ...person('a.member@example.org', 'Adler'), firstname: 'Anna', createdAt: T0.toString(), role: 'user', gremiumId: 1, gremiumRole: 'member' },
      { ...person('site.admin@example.org', 'Berg'), createdAt: T0.toString(), role: 'admin' },
    ]);
  });

  afterAll(async () => {
    await database.close();
  });

  describe('sessions', () => {
    it('finds a created session by its token hash, with every field as stored', async () => {
      const created = await sessionsRepo.create('hash-find', newSession({ site: 'works-council', loginTarget: '/seminare' }));
      expect(created.sessionId).toMatch(/^[0-9a-f-]{36}$/);
      const found = await sessionsRepo.findByTokenHash('hash-find');
      expect(found).toEqual(created);
      expect(found?.createdAt.equals(T0)).toBe(true);
      expect(found).toMatchObject({ site: 'works-council', userId: null, impersonatorId: null, loginTarget: '/seminare' });
      expect(await sessionsRepo.findByTokenHash('no-such-hash')).toBeUndefined();
    });

    it('refuses a second session with the same token hash', async () => {
      await sessionsRepo.create('hash-twice', newSession());
      await expect(sessionsRepo.create('hash-twice', newSession())).rejects.toThrow();
    });

    it('rotates: the new hash opens the same session id, the old one nothing', async () => {
      const [user] = await database.db.select().from(users).where(eq(users.email, 'c.member@example.org'));
      const created = await sessionsRepo.create('hash-before', newSession({ loginTarget: '/meinifb' }));
      const later = T0.add({ minutes: 5 });
      const rotated = await sessionsRepo.rotate(created.sessionId, 'hash-after', {
        userId: user?.userId ?? null,
        impersonatorId: null,
        loginTarget: null,
        createdAt: later,
        lastSeenAt: later,
      });
      expect(rotated).toMatchObject({ sessionId: created.sessionId, userId: user?.userId, loginTarget: null });
      expect(await sessionsRepo.findByTokenHash('hash-before')).toBeUndefined();
      expect((await sessionsRepo.findByTokenHash('hash-after'))?.sessionId).toBe(created.sessionId);
      expect(await sessionsRepo.rotate('00000000-0000-4000-8000-000000000000', 'hash-x', { ...newSession() })).toBeUndefined();
    });

    it('starts an impersonation and logs it in one transaction: a failed log write leaves no impersonation started', async () => {
      const [admin] = await database.db.select().from(users).where(eq(users.email, 'site.admin@example.org'));
      const [member] = await database.db.select().from(users).where(eq(users.email, 'a.member@example.org'));
      const adminId = admin?.userId ?? 0;
      const memberId = member?.userId ?? 0;
      const created = await sessionsRepo.create('hash-admin', newSession({ userId: adminId }));
      const later = T0.add({ minutes: 7 });
      const switchToMember = { userId: memberId, impersonatorId: adminId, loginTarget: null, createdAt: T0, lastSeenAt: later };
      const entry = { action: 'start', admin: { userId: adminId, email: 'site.admin@example.org' }, user: { userId: memberId, email: 'a.member@example.org' }, at: later } as const;
      const logged = async () => (await database.db.select().from(auditLog).where(eq(auditLog.at, later.toString()))).length;

      // The log insert fails (its admin does not exist): the session switch is rolled back with it.
      await expect(sessionsRepo.rotateLogged(created.sessionId, 'hash-impersonating', switchToMember, { ...entry, admin: { userId: 999_999, email: 'x@example.org' } })).rejects.toThrow();
      expect(await sessionsRepo.findByTokenHash('hash-impersonating')).toBeUndefined();
      expect(await sessionsRepo.findByTokenHash('hash-admin')).toMatchObject({ userId: adminId, impersonatorId: null });
      expect(await logged()).toBe(0);

      const rotated = await sessionsRepo.rotateLogged(created.sessionId, 'hash-impersonating', switchToMember, entry);
      expect(rotated).toMatchObject({ sessionId: created.sessionId, userId: memberId, impersonatorId: adminId });
      expect(await sessionsRepo.findByTokenHash('hash-admin')).toBeUndefined();
      expect(await logged()).toBe(1);

      // A session gone meanwhile: nothing switched, nothing logged.
      expect(await sessionsRepo.rotateLogged('00000000-0000-4000-8000-000000000000', 'hash-y', switchToMember, entry)).toBeUndefined();
      expect(await logged()).toBe(1);
    });

    it('moves last seen forward only, and keeps the login target', async () => {
      const created = await sessionsRepo.create('hash-touch', newSession());
      await sessionsRepo.setLoginTarget(created.sessionId, '/meinifb/merkliste');
      await sessionsRepo.touch(created.sessionId, T0.add({ minutes: 3 }));
      await sessionsRepo.touch(created.sessionId, T0.add({ minutes: 2 }));
      const found = await sessionsRepo.findByTokenHash('hash-touch');
      expect(found?.lastSeenAt.equals(T0.add({ minutes: 3 }))).toBe(true);
      expect(found?.loginTarget).toBe('/meinifb/merkliste');
      await sessionsRepo.setLoginTarget(created.sessionId, null);
      expect((await sessionsRepo.findByTokenHash('hash-touch'))?.loginTarget).toBeNull();
    });

    it('deletes one session', async () => {
      const created = await sessionsRepo.create('hash-delete', newSession());
      await sessionsRepo.delete(created.sessionId);
      expect(await sessionsRepo.findByTokenHash('hash-delete')).toBeUndefined();
    });

    it('deletes the expired sessions of each kind by its own bounds, bounds included, and no others', async () => {
      const base = T0.add({ hours: 100 });
      const user = await usersRepo.create(person('expiring@example.org', 'Ablauf'));
      if (user._tag !== 'Created') throw new Error('not created');
      const { userId } = user.account;
      await sessionsRepo.create('exp-idle', newSession({ userId, createdAt: base, lastSeenAt: base.subtract({ hours: 2 }) }));
      await sessionsRepo.create('exp-old', newSession({ userId, createdAt: base.subtract({ hours: 12 }), lastSeenAt: base }));
      await sessionsRepo.create('exp-live', newSession({ userId, createdAt: base.subtract({ hours: 11 }), lastSeenAt: base.subtract({ minutes: 119 }) }));
      // An anonymous visitor's session (their cart) three hours unused is live; one over its own bound is not.
      await sessionsRepo.create('exp-visitor-live', newSession({ createdAt: base.subtract({ hours: 20 }), lastSeenAt: base.subtract({ hours: 3 }) }));
      await sessionsRepo.create('exp-visitor-idle', newSession({ createdAt: base.subtract({ hours: 20 }), lastSeenAt: base.subtract({ hours: 10 }) }));
      const deleted = await sessionsRepo.deleteExpired({
        loggedIn: { lastSeenBefore: base.subtract({ hours: 2 }), createdBefore: base.subtract({ hours: 12 }) },
        visitor: { lastSeenBefore: base.subtract({ hours: 10 }), createdBefore: base.subtract({ hours: 30 }) },
      });
      expect(deleted).toBeGreaterThanOrEqual(3);
      expect(await sessionsRepo.findByTokenHash('exp-idle')).toBeUndefined();
      expect(await sessionsRepo.findByTokenHash('exp-old')).toBeUndefined();
      expect(await sessionsRepo.findByTokenHash('exp-visitor-idle')).toBeUndefined();
      expect(await sessionsRepo.findByTokenHash('exp-live')).toBeDefined();
      expect(await sessionsRepo.findByTokenHash('exp-visitor-live')).toBeDefined();
    });

    it('goes with its user: deleting the account deletes its sessions', async () => {
      const created = await usersRepo.create(person('leaving@example.org', 'Weg'));
      if (created._tag !== 'Created') throw new Error('not created');
      await sessionsRepo.create('hash-leaving', newSession({ userId: created.account.userId }));
      await database.db.delete(users).where(eq(users.userId, created.account.userId));
      expect(await sessionsRepo.findByTokenHash('hash-leaving')).toBeUndefined();
    });
  });

  describe('users', () => {
    it('creates a plain user account and finds it by id and by e-mail in any case', async () => {
      const created = await usersRepo.create(person('Neu.Person@Example.org', 'Neu'));
      expect(created).toMatchObject({ _tag: 'Created', account: { email: 'Neu.Person@Example.org', role: 'user', gremiumId: null, gremiumRole: null } });
      if (created._tag !== 'Created') throw new Error('not created');
      expect(await usersRepo.findByEmail('neu.person@example.ORG')).toEqual(created.account);
      expect(await usersRepo.findById(created.account.userId)).toEqual(created.account);
      expect(await usersRepo.findById(987_654)).toBeUndefined();
      expect(await usersRepo.findByEmail('nobody@example.org')).toBeUndefined();
    });

    it('answers EmailTaken for an address that differs only in case', async () => {
      expect(await usersRepo.create(person('B.ADMIN@example.org', 'Doppelt'))).toEqual({ _tag: 'EmailTaken' });
    });

    it('lets exactly one of two simultaneous registrations of one address win', async () => {
      const results = await Promise.all([usersRepo.create(person('race@example.org', 'Eins')), usersRepo.create(person('RACE@example.org', 'Zwei'))]);
      expect(results.map((result) => result._tag).sort()).toEqual(['Created', 'EmailTaken']);
    });

    it('finds a Gremium and lists its members, admins first, then by name', async () => {
      expect(await usersRepo.findGremium(1)).toEqual({ gremiumId: 1, name: 'Betriebsrat Nord', company: 'Nord AG' });
      expect(await usersRepo.findGremium(2)).toBeUndefined();
      const members = await usersRepo.gremiumMembers(1);
      expect(members.map((member) => [member.lastname, member.firstname, member.gremiumRole])).toEqual([
        ['Zander', 'Eva', 'admin'],
        ['Adler', 'Anna', 'member'],
        ['Adler', 'Eva', 'member'],
      ]);
      expect(await usersRepo.gremiumMembers(2)).toEqual([]);
    });
  });

  describe('rate limits', () => {
    it('counts per bucket and window, starting at 0', async () => {
      const window = T0;
      expect(await limits.count('login-account:eva@example.org', window)).toBe(0);
      expect(await limits.increment('login-account:eva@example.org', window)).toBe(1);
      expect(await limits.increment('login-account:eva@example.org', window)).toBe(2);
      expect(await limits.count('login-account:eva@example.org', window)).toBe(2);
      expect(await limits.count('login-account:eva@example.org', window.add({ minutes: 15 }))).toBe(0);
      expect(await limits.count('login-account:other@example.org', window)).toBe(0);
    });

    it('adds up simultaneous hits exactly (one upsert each)', async () => {
      const hits = await Promise.all(Array.from({ length: 25 }, () => limits.increment('email-check:10.0.0.1', T0)));
      expect([...hits].sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, index) => index + 1));
      expect(await limits.count('email-check:10.0.0.1', T0)).toBe(25);
    });

    it('keeps no e-mail or IP address in the table', async () => {
      await limits.increment('login-address:192.0.2.7', T0);
      const rows = await database.db.select({ bucket: rateLimits.bucket }).from(rateLimits);
      expect(rows.map((row) => row.bucket)).toContain(storedBucket('login-address:192.0.2.7'));
      expect(rows.some((row) => row.bucket.includes('192.0.2.7') || row.bucket.includes('@'))).toBe(false);
      expect(storedBucket('login-address:192.0.2.7')).toMatch(/^login-address:[0-9a-f]{64}$/);
    });

    it('deletes the windows that started before an instant', async () => {
      await limits.increment('registration:old', T0.subtract({ hours: 3 }));
      await limits.increment('registration:new', T0.add({ hours: 3 }));
      expect(await limits.deleteBefore(T0.subtract({ hours: 1 }))).toBeGreaterThanOrEqual(1);
      expect(await limits.count('registration:old', T0.subtract({ hours: 3 }))).toBe(0);
      expect(await limits.count('registration:new', T0.add({ hours: 3 }))).toBe(1);
    });
  });

  describe('server secrets', () => {
    it('makes a secret once: later and simultaneous callers all get the first one', async () => {
      const first = await secrets.getOrCreate('test-secret', () => 'first', T0);
      expect(first).toBe('first');
      expect(await secrets.getOrCreate('test-secret', () => 'second', T0)).toBe('first');
      const together = await Promise.all(['a', 'b', 'c'].map((value) => secrets.getOrCreate('together', () => value, T0)));
      expect(new Set(together).size).toBe(1);
    });
  });
});
