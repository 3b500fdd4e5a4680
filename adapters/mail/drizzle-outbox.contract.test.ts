import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OUTBOX_PAYLOAD_CODECS } from '../../application/mail/outbox-payloads';
import { exampleOrder, exampleWaitlistOffer } from '../../application/mail/outbox-payloads.arbitraries';
import { ManualClock } from '../../application/mail/testing/memory-outbox';
import type { Database } from '../db/database';
import { outbox } from '../db/schema';
import { testDatabaseEngines } from '../db/testing/test-databases';
import { DrizzleOutbox } from './drizzle-outbox';
import { DrizzleOutboxStore } from './drizzle-outbox-store';

const T0 = Temporal.Instant.from('2027-03-12T10:00:00Z');
const claim = (store: DrizzleOutboxStore, now: Temporal.Instant, limit = 10) =>
  store.claimDue({ now, leaseUntil: now.add({ minutes: 5 }), limit, maxAttempts: 3 });

describe.each(testDatabaseEngines().map((engine) => [engine.name, engine] as const))('outbox on %s', (_name, engine) => {
  let database: Database;
  let clock: ManualClock;
  let writer: DrizzleOutbox;
  let store: DrizzleOutboxStore;

  beforeAll(async () => {
    database = await engine.open();
  });

  afterAll(async () => {
    await database.close();
  });

  beforeEach(async () => {
    await database.db.delete(outbox);
    clock = new ManualClock(T0);
    writer = new DrizzleOutbox(database.db, clock);
    store = new DrizzleOutboxStore(database.db);
  });

  it('stores the encoded payload, due at once, and a claim leases and counts it', async () => {
    await writer.enqueue(undefined, 'order_confirmation', exampleOrder);
    const [row, ...none] = await claim(store, T0);
    expect(none).toEqual([]);
    expect(row).toMatchObject({ kind: 'order_confirmation', attempts: 1, partsSent: 0 });
    expect(OUTBOX_PAYLOAD_CODECS.order_confirmation.decode(row?.payload)).toEqual({ _tag: 'Right', right: exampleOrder });
    expect(await claim(store, T0.add({ minutes: 4 }))).toEqual([]);
    // A sender that died keeps its lease only until it ends.
    expect(await claim(store, T0.add({ minutes: 5 }))).toMatchObject([{ id: row?.id, attempts: 2 }]);
  });

  it('writes the row in the caller’s transaction: rolled back, no mail', async () => {
    await database.db
      .transaction(async (tx) => {
        await writer.enqueue(tx, 'waitlist_offer', exampleWaitlistOffer);
        tx.rollback();
      })
      .catch(() => undefined);
    expect(await database.db.select().from(outbox)).toEqual([]);
    await database.db.transaction(async (tx) => {
      await writer.enqueue(tx, 'waitlist_offer', exampleWaitlistOffer);
    });
    expect(await database.db.select({ kind: outbox.kind }).from(outbox)).toEqual([{ kind: 'waitlist_offer' }]);
  });

  it('refuses a transaction handle that is not a Drizzle one', async () => {
    await expect(writer.enqueue({}, 'waitlist_offer', exampleWaitlistOffer)).rejects.toThrow(TypeError);
  });

  it('never claims a sent row; a failed one again at its retry time; an abandoned one never', async () => {
    for (let index = 0; index < 3; index += 1) await writer.enqueue(undefined, 'waitlist_offer', exampleWaitlistOffer);
    const [sent, retried, abandoned] = await claim(store, T0);
    if (sent === undefined || retried === undefined || abandoned === undefined) throw new Error('three rows expected');
    await store.markPartSent(sent.id, 1);
    await store.markSent(sent.id, T0);
    await store.markFailed(retried.id, '421 später', T0.add({ minutes: 1 }), 3);
    await store.markFailed(abandoned.id, '550 unbekannt', undefined, 3);
    expect(await claim(store, T0.add({ seconds: 59 }))).toEqual([]);
    expect(await claim(store, T0.add({ hours: 24 }))).toMatchObject([{ id: retried.id, attempts: 2 }]);
    const rows = await database.db.select().from(outbox).orderBy(outbox.id);
    expect(rows.map((row) => [row.sentAt === null, row.partsSent, row.lastError])).toEqual([
      [false, 1, null],
      [true, 0, '421 später'],
      [true, 0, '550 unbekannt'],
    ]);
    expect(rows[2]?.attempts).toBe(3);
  });

  it('claims the oldest due rows first, at most the limit', async () => {
    for (let index = 0; index < 5; index += 1) {
      await writer.enqueue(undefined, 'waitlist_offer', exampleWaitlistOffer);
      clock.advance({ seconds: 1 });
    }
    const first = await claim(store, T0.add({ minutes: 1 }), 2);
    const second = await claim(store, T0.add({ minutes: 1 }), 10);
    expect(first).toHaveLength(2);
    expect(second).toHaveLength(3);
    expect(Math.max(...first.map((row) => row.id))).toBeLessThan(Math.min(...second.map((row) => row.id)));
  });

  it('hands each row to exactly one of several dispatchers claiming at once', async () => {
    for (let index = 0; index < 60; index += 1) await writer.enqueue(undefined, 'waitlist_offer', exampleWaitlistOffer);
    const stores = [store, new DrizzleOutboxStore(database.db), new DrizzleOutboxStore(database.db)];
    const claimed = (await Promise.all(stores.flatMap((s) => [claim(s, T0, 7), claim(s, T0, 7), claim(s, T0, 7)]))).flat();
    const ids = claimed.map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(60);
    expect(claimed.every((row) => row.attempts === 1)).toBe(true);
  });
});
