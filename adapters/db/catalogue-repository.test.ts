import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import type { CatalogueRepository, EventFilter } from '../../application/catalogue/catalogue.repository';
import { eventKind, isOneDay } from '../../domain/event/event-kind';
import { DrizzleCatalogueRepository } from './catalogue-repository';
import type { Database } from './database';
import { seedDemoData } from './demo-data/seed';
import { generateDemoData } from './demo-data/generate';
import { testDatabaseEngines } from './testing/test-databases';

const NOW = Temporal.Instant.from('2026-11-22T09:00:00Z');
const data = generateDemoData({ now: NOW, seed: 7, scale: 1 });
const upcoming: EventFilter = { startsAfter: NOW };
const firstPage = { sort: 'date', offset: 0, limit: 1000 } as const;

describe.each(testDatabaseEngines())('catalogue repository on $name', (engine) => {
  let database: Database;
  let repository: CatalogueRepository;

  beforeAll(async () => {
    database = await engine.open();
    await seedDemoData(database.db, data, (plain) => Promise.resolve(`plain:${plain}`));
    repository = new DrizzleCatalogueRepository(database.db);
  }, 120_000);

  afterAll(async () => {
    await database.close();
  });

  it('reads back every seeded event with its theme, venue and price tiers', async () => {
    const { events, total } = await repository.searchEvents(upcoming, firstPage);
    expect(total).toBe(data.events.length);
    const byId = new Map(data.events.map((row) => [row.eventId, row]));
    for (const event of events) {
      const row = byId.get(event.eventId)!;
      expect(event.content.prices.price).toBe(row.price);
      expect(event.content.prices.priceParticipantTwo).toBe(row.priceParticipantTwo ?? undefined);
      expect(event.hotel?.hotelId ?? null).toBe(row.hotelId ?? null);
      expect(event.startDate.equals(Temporal.Instant.from(row.startAt))).toBe(true);
    }
  });

  it('stores the kind and one-day flags the domain derives, so SQL filters agree with the listing', async () => {
    for (const kind of ['online', 'presence', 'series'] as const) {
      const { events } = await repository.searchEvents({ ...upcoming, kind }, firstPage);
      expect(events.length).toBeGreaterThan(0);
      const expected = { online: 'online', presence: 'presenceSeminar', series: 'trainingSeries' }[kind];
      for (const event of events) expect(eventKind(event).type).toBe(expected);
    }
    const { events: oneDay } = await repository.searchEvents({ ...upcoming, oneDay: true }, firstPage);
    expect(oneDay.length).toBeGreaterThan(0);
    expect(oneDay.every(isOneDay)).toBe(true);
  });

  it('finds a city at the event venue or at any module venue, ignoring case', async () => {
    const { events } = await repository.searchEvents({ ...upcoming, city: 'MÜNCHEN' }, firstPage);
    expect(events.length).toBeGreaterThan(0);
    for (const event of events) {
      const places = [event.hotel, ...event.modules.map((module) => module.hotel)].map((hotel) => hotel?.location.name);
      expect(places).toContain('München');
    }
  });

  it('searches German full text with stemming', async () => {
    const { events } = await repository.searchEvents({ ...upcoming, text: 'Betriebsräte Arbeitsschutz' }, firstPage);
    expect(events.length).toBeGreaterThan(0);
    const { total: none } = await repository.searchEvents({ ...upcoming, text: 'Quantenchromodynamik' }, firstPage);
    expect(none).toBe(0);
  });

  it('slices pages in a stable order', async () => {
    const all = (await repository.searchEvents(upcoming, firstPage)).events.map((event) => event.eventId);
    const second = (await repository.searchEvents(upcoming, { sort: 'date', offset: 10, limit: 10 })).events.map((event) => event.eventId);
    expect(second).toEqual(all.slice(10, 20));
  });

  it('answers undefined for an unknown event', async () => {
    expect(await repository.findEvent(123_456_789)).toBeUndefined();
  });
});
