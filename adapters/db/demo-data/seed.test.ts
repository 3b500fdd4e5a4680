import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../database';
import type { Database } from '../database';
import { FIRST_DATE_ID } from '../../../application/catalogue-admin/seminar-date-store';
import { auditLog, eventModules, events, gremien, hotels, orders, rubrics, themes, users } from '../schema';
import { generateDemoData } from './generate';
import { seedDemoData, seedIfEmpty } from './seed';
import { demoStory } from './story/story-plan';

const now = Temporal.Instant.from('2026-03-10T10:00:00Z');
const options = { now, seed: 7, scale: 2 };
const data = generateDemoData(options);

/** Stands in for scrypt: visible in the table, and proves every user went through it. */
const fakeHash = (plain: string): Promise<string> => Promise.resolve(`hashed:${plain}`);

const rowCounts = async ({ db }: Database) => {
  const countOf = async (table: PgTable) => (await db.select({ rows: count() }).from(table))[0]?.rows;
  return {
    rubrics: await countOf(rubrics),
    themes: await countOf(themes),
    hotels: await countOf(hotels),
    events: await countOf(events),
    eventModules: await countOf(eventModules),
    gremien: await countOf(gremien),
    users: await countOf(users),
    orders: await countOf(orders),
  };
};

const expectedCounts = {
  rubrics: data.rubrics.length,
  themes: data.themes.length,
  hotels: data.hotels.length,
  events: data.events.length,
  eventModules: data.eventModules.length,
  gremien: data.gremien.length,
  users: data.users.length,
  orders: 0,
};

/** seedIfEmpty adds the demo's story: its past dates and its orders, once. */
const story = demoStory(data, now);
const seededCounts = { ...expectedCounts, events: data.events.length + story.pastDates.length, orders: story.orders.length };

describe('seedDemoData', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' });
    await seedDemoData(database.db, data, fakeHash);
  });
  afterAll(async () => {
    await database.close();
  });

  it('writes every row of every table, in batches (more than 500 events)', async () => {
    expect(data.events.length).toBeGreaterThan(500);
    expect(await rowCounts(database)).toEqual(expectedCounts);
  });

  it('stores the hashed password, never the plain one', async () => {
    const stored = await database.db.select({ email: users.email, passwordHash: users.passwordHash }).from(users);
    expect(stored).toHaveLength(data.users.length);
    expect(stored.every((user) => user.passwordHash === `hashed:${data.users[0]!.password}`)).toBe(true);
  });

  it('keeps instants, prices and null tiers as generated', async () => {
    const first = data.events[0]!;
    const [row] = await database.db.select().from(events).where(eq(events.eventId, first.eventId));
    expect(Temporal.Instant.from(row!.startAt.replace(' ', 'T')).equals(Temporal.Instant.from(first.startAt))).toBe(true);
    expect(row).toMatchObject({ price: first.price, priceParticipantTwo: first.priceParticipantTwo ?? null, kind: first.kind });
  });

  it('moves the id sequences past the seeded ids, so new rows get fresh ids', async () => {
    const [rubric] = await database.db
      .insert(rubrics)
      .values({ slug: 'neue-rubrik', name: 'Neue Rubrik', description: 'Nachträglich angelegt.' })
      .returning({ rubricId: rubrics.rubricId });
    expect(rubric?.rubricId).toBe(data.rubrics.length + 1);
  });

  it('enters the catalogue as staff would: each seminar and venue as their forms create it, the dates by the date use case, organised evenly', async () => {
    const dates = await database.db.select({ eventId: events.eventId, eventManager: events.eventManager }).from(events).orderBy(events.eventId);
    expect(dates.map((date) => date.eventId)).toEqual(data.events.map((_, index) => FIRST_DATE_ID + index));
    const perOrganiser = [...countBy(dates.map((date) => date.eventManager)).values()];
    expect(perOrganiser).toHaveLength(data.eventManagers.length);
    // A theme's dates stay with one organiser; a new theme goes to the least busy one.
    expect(Math.max(...perOrganiser) - Math.min(...perOrganiser)).toBeLessThanOrEqual(9);
    const [theme] = await database.db.select({ slug: themes.slug, redirectUrl: themes.redirectUrl, published: themes.published }).from(themes).where(eq(themes.themeId, 1));
    expect(theme).toEqual({ slug: data.themes[0]!.slug, redirectUrl: `/seminare/p/${data.themes[0]!.slug}`, published: true });
    const venues = await database.db.select({ hotelId: hotels.hotelId, slug: hotels.slug, locationId: hotels.locationId }).from(hotels).orderBy(hotels.hotelId);
    expect(venues).toEqual(data.hotels.map(({ hotelId, slug, locationId }) => ({ hotelId, slug, locationId })));
    // Entering the starting catalogue is nobody's change: the audit log does not list it.
    expect(await database.db.select({ rows: count() }).from(auditLog)).toEqual([{ rows: 0 }]);
  });

  it('refuses to seed a filled database again', async () => {
    const before = await rowCounts(database);
    await expect(seedDemoData(database.db, data, fakeHash)).rejects.toThrow();
    expect(await rowCounts(database)).toEqual(before);
  });
});

const countBy = (values: readonly string[]): Map<string, number> => {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
};

describe('seedDemoData with a date the rules refuse', () => {
  it('stops with the use case\'s message and writes nothing: the catalogue goes through the back office\'s rules', async () => {
    const database = await openDatabase({ kind: 'pglite' });
    try {
      const [first, ...rest] = data.events;
      const past = { ...first!, startAt: now.subtract({ hours: 48 }).toString(), endAt: now.subtract({ hours: 40 }).toString() };
      await expect(seedDemoData(database.db, { ...data, events: [past, ...rest] }, fakeHash)).rejects.toThrow(/entering the dates was refused.*Zeile 1: startDate/);
      expect(Object.values(await rowCounts(database)).every((rows) => rows === 0)).toBe(true);
    } finally {
      await database.close();
    }
  });
});

describe('seedIfEmpty', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' });
  });
  afterAll(async () => {
    await database.close();
  });

  it('writes nothing when the last table fails: the whole seed is one transaction', async () => {
    const [first] = data.users;
    const clashingUsers = { ...data, users: [first!, { ...first!, userId: 99, email: first!.email.toUpperCase() }] };
    await expect(seedDemoData(database.db, clashingUsers, fakeHash)).rejects.toThrow();
    expect(Object.values(await rowCounts(database)).every((rows) => rows === 0)).toBe(true);
  });

  it('seeds an empty database once and leaves a filled one alone', async () => {
    const hashed: string[] = [];
    const countingHash = (plain: string): Promise<string> => {
      hashed.push(plain);
      return fakeHash(plain);
    };
    expect(await seedIfEmpty(database.db, options, countingHash)).toBe(true);
    expect(await rowCounts(database)).toEqual(seededCounts);
    expect(hashed).toHaveLength(data.users.length);

    expect(await seedIfEmpty(database.db, { ...options, seed: 8 }, countingHash)).toBe(false);
    expect(await rowCounts(database)).toEqual(seededCounts);
    expect(hashed).toHaveLength(data.users.length);
  });
});

describe('seedIfEmpty with two instances starting together', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' });
  });
  afterAll(async () => {
    await database.close();
  });

  it('lets exactly one of them seed: the other finds the catalogue filled under the lock', async () => {
    const results = await Promise.all([
      seedIfEmpty(database.db, options, fakeHash),
      seedIfEmpty(database.db, options, fakeHash),
    ]);
    expect([...results].sort()).toEqual([false, true]);
    expect(await rowCounts(database)).toEqual(seededCounts);
  });
});
