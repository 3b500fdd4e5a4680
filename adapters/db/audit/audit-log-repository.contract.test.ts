import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewAuditEntry } from '../../../application/audit/audit-log';
import type { AuditLogRepository } from '../../../application/audit/audit-log.repository';
import { MemoryAuditLog } from '../../../application/audit/testing/memory-audit-log';
import type { Database } from '../database';
import { users } from '../schema';
import { testDatabaseEngines } from '../testing/test-databases';
import { DrizzleAuditLogRepository } from './audit-log-repository';

const T0 = Temporal.Instant.from('2026-11-22T09:00:00Z');
const ADMIN = { userId: 1, email: 'admin@example.org' };

const entry = (minutes: number, overrides: Partial<NewAuditEntry> = {}): NewAuditEntry => ({
  at: T0.add({ minutes }),
  action: 'cache.clear',
  actor: ADMIN,
  origin: '203.0.113.7',
  via: 'session',
  subject: `cache-${String(minutes)}`,
  ...overrides,
});

interface Subject {
  readonly log: AuditLogRepository;
  readonly close: () => Promise<void>;
}

const memory = (): Promise<Subject> => Promise.resolve({ log: new MemoryAuditLog(), close: () => Promise.resolve() });

const drizzle = (open: () => Promise<Database>) => async (): Promise<Subject> => {
  const database = await open();
  await database.db.insert(users).values({
    userId: ADMIN.userId,
    email: ADMIN.email,
    passwordHash: 'x',
    salutation: 'Frau',
    firstname: 'Petra',
    lastname: 'Admin',
    company: 'IFB',
    role: 'admin',
    createdAt: T0.toString(),
  });
  return { log: new DrizzleAuditLogRepository(database.db), close: () => database.close() };
};

const subjects: readonly (readonly [string, () => Promise<Subject>])[] = [
  ['memory', memory],
  ...testDatabaseEngines().map((engine) => [engine.name, drizzle(() => engine.open())] as const),
];

describe.each(subjects)('audit log repository (%s)', (_name, create) => {
  let subject: Subject;
  beforeAll(async () => {
    subject = await create();
    const { log } = subject;
    await log.record(entry(0, { action: 'impersonation.start', subject: 'jonas.weber@example.org', subjectUserId: null }));
    await log.record(entry(5, { action: 'import.lexicon-csv', subject: 'Lexikon', details: { created: 0, updated: 109 }, via: 'token', origin: '::1' }));
    for (const minute of [10, 10, 20, 30]) await log.record(entry(minute));
    await log.record(entry(24 * 60, { action: 'token.create', subject: 'nightly-export' }));
  }, 60_000);
  afterAll(async () => {
    await subject.close();
  });

  it('reads newest first, one entry after another on equal times, with everything that was written', async () => {
    const page = await subject.log.page({ offset: 0, limit: 100 });
    expect(page.total).toBe(7);
    expect(page.entries.map((e) => e.subject)).toEqual(['nightly-export', 'cache-30', 'cache-20', 'cache-10', 'cache-10', 'Lexikon', 'jonas.weber@example.org']);
    expect(page.entries[3]?.entryId).toBeGreaterThan(page.entries[4]?.entryId ?? Infinity);
    expect(page.entries[5]).toMatchObject({ action: 'import.lexicon-csv', actor: ADMIN, origin: '::1', via: 'token', details: { created: 0, updated: 109 } });
    expect(page.entries[5]?.at.equals(T0.add({ minutes: 5 }))).toBe(true);
    expect(page.entries[6]).toMatchObject({ action: 'impersonation.start', subjectUserId: null, details: null });
  });

  it('filters by action and by time (since included, until not), and pages with the total of the filter', async () => {
    expect((await subject.log.page({ action: 'cache.clear', offset: 0, limit: 100 })).total).toBe(4);
    const window = await subject.log.page({ since: T0.add({ minutes: 10 }), until: T0.add({ minutes: 30 }), offset: 0, limit: 100 });
    expect(window.entries.map((e) => e.subject)).toEqual(['cache-20', 'cache-10', 'cache-10']);
    const second = await subject.log.page({ action: 'cache.clear', offset: 2, limit: 2 });
    expect({ total: second.total, subjects: second.entries.map((e) => e.subject) }).toEqual({ total: 4, subjects: ['cache-10', 'cache-10'] });
    expect((await subject.log.page({ offset: 100, limit: 10 })).entries).toEqual([]);
  });

  it('deletes only what is older than the retention limit', async () => {
    expect(await subject.log.deleteBefore(T0.add({ minutes: 10 }))).toBe(2);
    expect(await subject.log.deleteBefore(T0.add({ minutes: 10 }))).toBe(0);
    expect((await subject.log.page({ offset: 0, limit: 100 })).total).toBe(5);
  });
});
