import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../backup/catalog';
import { MIGRATIONS, blankDatabaseEngines, migrationsBefore, type BlankDatabase } from '../testing/blank-databases';
import { seatsTakenBy } from './seats';
import { DrizzleOrderStore } from './order-store';

const SESSION = '6f1c0e1a-2b3c-4d5e-8f90-123456789abc';

/**
 * A database at 0011 with a seminar order and Fachtagung bookings, one of them waiting; the
 * Fachtagung's conference id 1 is also a seminar date's event id, so the two id spaces meet.
 */
const fillBefore0012 = async (db: BlankDatabase['db']): Promise<void> => {
  await db.execute(sql`insert into rubrics (rubric_id, slug, name, description) values (1, 'recht', 'Recht', '')`);
  await db.execute(sql`insert into themes (theme_id, slug, title, subtitle, description, rubric_id, action_field, redirect_url, target_groups, tags)
    values (1, 'betrvg-1', 'BetrVG I', '', '', 1, 'Recht', '/seminare/p/betrvg-1', '{}', '{}')`);
  await db.execute(sql`insert into hotels (hotel_id, slug, name, street, postal_code, city, location_name, location_id)
    values (7, 'hotel', 'Hotel am See', 'Seestraße', '12345', 'Berlin', 'Berlin', 3)`);
  await db.execute(sql`insert into event_managers (name, phone, email) values ('Frau Beispiel', '030 123456', 'b@example.org')`);
  await db.execute(sql`insert into events (event_id, theme_id, start_at, end_at, is_online, hotel_id, capacity, price, event_manager, kind, one_day) values
    (1, 1, '2027-03-01T08:00:00Z', '2027-03-03T15:00:00Z', false, 7, 12, 129000, 'Frau Beispiel', 'presence', false),
    (10001, 1, '2027-04-01T08:00:00Z', '2027-04-03T15:00:00Z', false, 7, 12, 129000, 'Frau Beispiel', 'presence', false)`);
  await db.execute(sql`insert into conferences (conference_id, url, title, subtitle, description, start_at, end_at, hotel_id, price, capacity)
    values (1, 'br-tag-2027', 'BR-Tag 2027', '', '', '2027-05-04T07:30:00Z', '2027-05-04T15:00:00Z', 7, 49000, 3)`);
  await db.execute(sql`insert into users (user_id, email, password_hash, salutation, firstname, lastname, company, role, created_at)
    values (5, 'jonas.weber@example.org', 'x', 'Herr', 'Jonas', 'Weber', 'M GmbH', 'user', now())`);
  await db.execute(sql`insert into orders (order_number, channel, session_id, user_id, customer_salutation, customer_firstname, customer_lastname, customer_email, total, group_discount, ordered_at)
    values ('IFB-2026-000001', 'online', ${SESSION}, 5, 'Herr', 'Jonas', 'Weber', 'jonas.weber@example.org', 129000, 0, '2026-11-01T10:00:00Z')`);
  await db.execute(sql`insert into order_participants (order_id, event_id, position, salutation, firstname, lastname, email, function, booking_type, hotel_over_night_option, price, status, status_changed_at)
    select order_id, 1, 1, 'Herr', 'Jonas', 'Weber', 'jonas.weber@example.org', '', 'Buchung', '', 129000, 'booked', '2026-11-01T10:00:00Z' from orders`);
  await db.execute(sql`insert into conference_bookings (booking_id, order_number, conference_id, user_id, status, salutation, firstname, lastname, email, company, total, group_discount, idempotency_scope, idempotency_key, fingerprint, result, created_at) values
    (1, 'IFB-2026-000002', 1, 5, 'booked', 'Herr', 'Jonas', 'Weber', 'jonas.weber@example.org', 'M GmbH', 98000, 0, ${SESSION}, 'key-1', '{}', '{"orderNumber":"IFB-2026-000002"}', '2026-11-02T10:00:00Z'),
    (2, 'IFB-2026-000003', 1, null, 'waitlisted', 'Frau', 'Anna', 'Kurz', 'anna@example.org', '', 98000, 0, 'not-a-session', 'key-2', '{}', null, '2026-11-03T10:00:00Z')`);
  await db.execute(sql`insert into conference_participants (booking_id, position, salutation, firstname, lastname, email, function, price) values
    (1, 1, 'Herr', 'Jonas', 'Weber', 'jonas.weber@example.org', '', 49000),
    (1, 2, 'Frau', 'Lea', 'Brandt', 'lea@example.org', 'Vorsitz', 49000),
    (2, 1, 'Frau', 'Anna', 'Kurz', 'anna@example.org', '', 49000),
    (2, 2, 'Herr', 'Olaf', 'Lang', 'olaf@example.org', '', 49000)`);
};

describe.each(blankDatabaseEngines().map((engine) => [engine.name, engine] as const))('migration 0012 (bookables) on %s', (_name, engine) => {
  let dir: string;
  let database: BlankDatabase;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'migration-0012-'));
    database = await engine.open();
    await database.migrate(await migrationsBefore(12, dir));
    await fillBefore0012(database.db);
    await database.migrate(MIGRATIONS);
  }, 120_000);

  afterAll(async () => {
    await database.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("registers every seminar date and gives the Fachtagung the next free bookable id, though its conference id is a date's event id", async () => {
    expect(await rowsOf(database.db, sql`select bookable_id as "bookableId", kind from bookables order by bookable_id`)).toEqual([
      { bookableId: 1, kind: 'seminar' },
      { bookableId: 10001, kind: 'seminar' },
      { bookableId: 10002, kind: 'fachtagung' },
    ]);
    expect(await rowsOf(database.db, sql`select conference_id as "conferenceId", bookable_id as "bookableId" from conferences`)).toEqual([{ conferenceId: 1, bookableId: 10002 }]);
  });

  it('moves the Fachtagung bookings into the orders with their numbers, participants and waiting list, and drops the old tables', async () => {
    const store = new DrizzleOrderStore(database.db);
    const booked = await store.placedOrder('IFB-2026-000002');
    expect(booked).toMatchObject({ channel: 'fachtagung', sessionId: SESSION, userId: 5, total: 98000, result: { orderNumber: 'IFB-2026-000002' } });
    expect(booked?.participants.map((participant) => [participant.eventId, participant.firstname, participant.status, participant.price])).toEqual([
      [10002, 'Jonas', 'booked', 49000],
      [10002, 'Lea', 'booked', 49000],
    ]);
    const waiting = await store.placedOrder('IFB-2026-000003');
    expect(waiting).toMatchObject({ channel: 'fachtagung', sessionId: null, userId: null });
    expect(waiting?.participants.map((participant) => [participant.firstname, participant.status, participant.waitlistEntryId === null])).toEqual([
      ['Anna', 'waitlisted', false],
      ['Olaf', 'waitlisted', false],
    ]);
    const queue = await store.waitingEntryIds(10002);
    expect(queue).toEqual(waiting?.participants.map((participant) => participant.waitlistEntryId));
    expect((await seatsTakenBy(database.db, [10002])).get(10002)).toBe(2);
    expect(await rowsOf(database.db, sql`select relname from pg_class where relname in ('conference_bookings', 'conference_participants')`)).toEqual([]);
  });

  it("leaves the seminar orders as they were, and lists the Fachtagung among the account's coming events", async () => {
    const store = new DrizzleOrderStore(database.db);
    expect((await store.placedOrder('IFB-2026-000001'))?.participants.map((participant) => [participant.eventId, participant.status])).toEqual([[1, 'booked']]);
    const listed = await store.recipientsOf([5], 'future', Temporal.Instant.from('2026-11-28T00:00:00Z'));
    expect(listed.map((record) => [record.eventId, record.firstname])).toEqual([
      [1, 'Jonas'],
      [10002, 'Jonas'],
      [10002, 'Lea'],
    ]);
  });
});
