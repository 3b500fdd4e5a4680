import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RetentionService } from '../../../application/privacy/retention';
import { isDue, RETENTION_RULES } from '../../../domain/privacy/retention-rules';
import type { Database } from '../database';
import { carts, consultants, consultationAppointments, conferenceRegistrations, dataExports, outbox, requests, sessions, users } from '../schema';
import { testDatabaseEngines } from '../testing/test-databases';
import { DrizzleRetentionStore } from './drizzle-retention-store';

const START = Temporal.Instant.from('2027-01-01T00:00:00Z');
const HOUR_MS = 3_600_000;

/** A record's age at the start, from just made to about 8 months old, to the millisecond. */
const ageMs = fc.integer({ min: 0, max: 240 * 24 * HOUR_MS });

const world = fc.record({
  anonymousCarts: fc.array(ageMs, { maxLength: 4 }),
  accountCarts: fc.array(ageMs, { maxLength: 2 }),
  sentMails: fc.array(ageMs, { maxLength: 4 }),
  unsentMails: fc.array(ageMs, { maxLength: 2 }),
  exports: fc.array(fc.record({ age: ageMs, ready: fc.boolean() }), { maxLength: 3 }),
  appointments: fc.array(ageMs, { maxLength: 3 }),
  signUps: fc.array(ageMs, { maxLength: 3 }),
  /** Requests of the inbox: done that long ago, or still open (received that long ago). */
  inbox: fc.array(fc.record({ age: ageMs, done: fc.boolean() }), { maxLength: 4 }),
  /** How far the clock is moved forward before the round. */
  advanceMs: fc.integer({ min: 0, max: 200 * 24 * HOUR_MS }),
});

const at = (age: number) => START.subtract({ milliseconds: age }).toString();

describe.each(testDatabaseEngines().map((engine) => [engine.name, engine] as const))('retention rules on %s', (_name, engine) => {
  let database: Database;

  beforeAll(async () => {
    database = await engine.open();
    await database.db.insert(consultants).values({ slug: 'c', name: 'C', role: 'Beratung', email: 'c@example.org', state: 'BY', topics: [], regions: [] });
  });

  afterAll(async () => {
    await database.close();
  });

  it('deletes nothing before its time and leaves nothing personal past its rule, for any data and any clock', async () => {
    await fc.assert(
      fc.asyncProperty(world, async (w) => {
        const { db } = database;
        await db.execute(sql`truncate carts, outbox, data_exports, consultation_appointments, conference_registrations, requests, sessions, users restart identity cascade`);
        const now = START.add({ milliseconds: w.advanceMs });
        const due = (kind: 'anonymous-carts' | 'mail' | 'data-exports' | 'requests', age: number) =>
          isDue(RETENTION_RULES[kind].period, START.subtract({ milliseconds: age }), now);

        for (const age of w.anonymousCarts) {
          const sessionId = randomUUID();
          // The session itself is the housekeeping's; here it lives on, so only the cart's rule acts.
          await db.insert(sessions).values({ sessionId, tokenHash: sessionId, site: 'main', createdAt: at(0), lastSeenAt: at(0) });
          await db.insert(carts).values({ sessionId, createdAt: at(age), updatedAt: at(age) });
        }
        const [owner] = await db
          .insert(users)
          .values({ email: 'o@example.org', passwordHash: 'x', salutation: 'Frau', firstname: 'O', lastname: 'W', company: 'C', role: 'user', createdAt: at(0) })
          .returning({ userId: users.userId });
        const userId = owner?.userId ?? 0;
        for (const [index, age] of w.accountCarts.entries()) {
          const [account] = await db
            .insert(users)
            .values({ email: `a${String(index)}@example.org`, passwordHash: 'x', salutation: 'Herr', firstname: 'A', lastname: 'B', company: 'C', role: 'user', createdAt: at(0) })
            .returning({ userId: users.userId });
          await db.insert(carts).values({ userId: account?.userId ?? 0, createdAt: at(age), updatedAt: at(age) });
        }
        for (const age of w.sentMails) await db.insert(outbox).values({ kind: 'k', payload: {}, createdAt: at(age), nextAttemptAt: at(age), sentAt: at(age) });
        for (const age of w.unsentMails) await db.insert(outbox).values({ kind: 'k', payload: {}, createdAt: at(age), nextAttemptAt: at(age) });
        for (const { age, ready } of w.exports) {
          await db.insert(dataExports).values({ exportId: randomUUID(), userId, requestedAt: at(age + HOUR_MS), readyAt: ready ? at(age) : null });
        }
        for (const age of w.appointments) {
          await db.insert(consultationAppointments).values({
            reference: randomUUID(), consultantId: 1, startsAt: at(age + HOUR_MS), endsAt: at(age), channel: 'telefon', topicSlug: 't',
            salutation: 'Frau', firstname: 'F', lastname: 'L', email: 'f@example.org', phone: '1', message: '', bookedAt: at(age + 2 * HOUR_MS),
          });
        }
        for (const age of w.signUps) {
          await db.insert(conferenceRegistrations).values({ salutation: 'Herr', firstname: 'S', lastname: 'U', email: 's@example.org', company: 'C', phone: '1', message: '', createdAt: at(age) });
        }

        for (const { age, done } of w.inbox) {
          await db.insert(requests).values({
            kind: 'contact-request', receivedAt: at(age + HOUR_MS), payload: { email: 'r@example.org' }, email: 'r@example.org', name: 'R',
            status: done ? 'erledigt' : 'neu', doneAt: done ? at(age) : null,
          });
        }

        const round = await new RetentionService([new DrizzleRetentionStore(db)], { now: () => now }).run();

        const count = async (query: ReturnType<typeof sql>) => {
          const result: unknown = await db.execute(query);
          const rows = (result as { rows: { n: number | string }[] }).rows;
          return Number(rows[0]?.n ?? 0);
        };
        const kept = (kind: Parameters<typeof due>[0], ages: readonly number[]) => ages.filter((age) => !due(kind, age)).length;
        expect(await count(sql`select count(*) as n from carts where user_id is null`)).toBe(kept('anonymous-carts', w.anonymousCarts));
        expect(await count(sql`select count(*) as n from carts where user_id is not null`)).toBe(w.accountCarts.length);
        expect(await count(sql`select count(*) as n from outbox where sent_at is not null`)).toBe(kept('mail', w.sentMails));
        expect(await count(sql`select count(*) as n from outbox where sent_at is null`)).toBe(w.unsentMails.length);
        expect(await count(sql`select count(*) as n from data_exports`)).toBe(w.exports.filter(({ age, ready }) => !due('data-exports', ready ? age : age + HOUR_MS)).length);
        expect(await count(sql`select count(*) as n from consultation_appointments`)).toBe(kept('requests', w.appointments));
        expect(await count(sql`select count(*) as n from conference_registrations`)).toBe(kept('requests', w.signUps));
        expect(await count(sql`select count(*) as n from requests`)).toBe(w.inbox.filter(({ age, done }) => !done || !due('requests', age)).length);
        expect(round['anonymous-carts']).toBe(w.anonymousCarts.length - kept('anonymous-carts', w.anonymousCarts));
      }),
      // Each run writes and reads a few dozen rows: 20 runs stay within a CI minute on PGlite.
      { numRuns: 20 },
    );
  }, 180_000);
});
