import { eq } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../clock/system-clock';
import { DrizzleOutbox } from '../../mail/drizzle-outbox';
import { DrizzleImpersonationLog } from '../accounts/impersonation-log-repository';
import type { Database } from '../database';
import { generateDemoData } from '../demo-data/generate';
import { seedDemoData } from '../demo-data/seed';
import { outbox, users } from '../schema';
import { testDatabaseEngines } from '../testing/test-databases';
import { DrizzleLoginEmailChangeRepository } from './login-email-change-repository';

const NOW = Temporal.Instant.from('2026-11-22T09:00:00Z');
const data = generateDemoData({ now: NOW, seed: 11, scale: 1 });
/** Demo accounts: 1 the site admin, 2 the Gremium's admin, 7 a user without Gremium. */
const ADMIN = 1;
const OTHER = 2;
const SINGLE = 7;

const person = { firstname: 'Jonas', lastname: 'Weber' };
const change = (tokenHash: string, newEmail: string, userId = SINGLE) => ({
  userId,
  newEmail,
  tokenHash,
  issuedAt: NOW,
  expiresAt: NOW.add({ hours: 24 }),
});
const mail = (token: string, newEmail: string) => ({ person, oldEmail: 'alt@example.org', newEmail, token, expiresAt: NOW.add({ hours: 24 }) });

describe.each(testDatabaseEngines().map((engine) => [engine.name, engine] as const))('settings repositories on %s', (_name, engine) => {
  let database: Database;

  beforeAll(async () => {
    database = await engine.open();
    await seedDemoData(database.db, data, (plain) => Promise.resolve(`plain:${plain}`));
  }, 120_000);

  afterAll(async () => {
    await database.close();
  });

  const emailOf = async (userId: number): Promise<string | undefined> =>
    (await database.db.select({ email: users.email }).from(users).where(eq(users.userId, userId)))[0]?.email;

  describe('login e-mail change', () => {
    it('keeps one open request per account with its mail, and changes the address once when used', async () => {
      const changes = new DrizzleLoginEmailChangeRepository(database.db, new DrizzleOutbox(database.db, fixedClock(NOW)));
      await changes.request(change('hash-a', 'erst@example.net'), mail('a', 'erst@example.net'));
      await changes.request(change('hash-b', 'neu@example.net'), mail('b', 'neu@example.net'));
      expect(await changes.find('hash-a')).toBeUndefined();
      expect((await changes.pendingFor(SINGLE, NOW))?.newEmail).toBe('neu@example.net');
      expect(await changes.pendingFor(SINGLE, NOW.add({ hours: 24 }))).toBeUndefined();
      const mails = await database.db.select().from(outbox).where(eq(outbox.kind, 'login_email_change'));
      expect(mails).toHaveLength(2);

      expect(await changes.use('hash-b', NOW.add({ minutes: 5 }))).toBe('changed');
      expect(await emailOf(SINGLE)).toBe('neu@example.net');
      expect(await changes.use('hash-b', NOW.add({ minutes: 6 }))).toBe('used');
      expect((await changes.find('hash-b'))?.usedAt?.equals(NOW.add({ minutes: 5 }))).toBe(true);
      expect(await changes.pendingFor(SINGLE, NOW)).toBeUndefined();
    });

    it('answers taken and leaves both the link and the address as they were when another account has the address', async () => {
      const changes = new DrizzleLoginEmailChangeRepository(database.db, new DrizzleOutbox(database.db, fixedClock(NOW)));
      const before = await emailOf(OTHER);
      const taken = (await emailOf(SINGLE))!.toUpperCase();
      await changes.request(change('hash-c', taken, OTHER), mail('c', taken));
      expect(await changes.use('hash-c', NOW)).toBe('taken');
      expect(await emailOf(OTHER)).toBe(before);
      expect((await changes.find('hash-c'))?.usedAt).toBeNull();
    });

    it('writes no request when its mail cannot be queued', async () => {
      const failing = { enqueue: () => Promise.reject(new Error('outbox down')) };
      const changes = new DrizzleLoginEmailChangeRepository(database.db, failing);
      await expect(changes.request(change('hash-d', 'd@example.net', ADMIN), mail('d', 'd@example.net'))).rejects.toThrow('outbox down');
      expect(await changes.find('hash-d')).toBeUndefined();
    });
  });

  describe('impersonation log', () => {
    it('keeps every start and end with who, whom and when, newest first', async () => {
      const log = new DrizzleImpersonationLog(database.db);
      const admin = { userId: ADMIN, email: 'admin@example.org' };
      const user = { userId: SINGLE, email: 'jonas.weber@example.org' };
      await log.record({ action: 'start', admin, user, at: NOW });
      await log.record({ action: 'end', admin, user, at: NOW.add({ minutes: 3 }) });
      const entries = await log.recent(10);
      expect(entries.map((entry) => entry.action)).toEqual(['end', 'start']);
      expect(entries[1]).toEqual({ action: 'start', admin, user, at: NOW, origin: '' });
      expect(await log.recent(1)).toHaveLength(1);
    });
  });
});
