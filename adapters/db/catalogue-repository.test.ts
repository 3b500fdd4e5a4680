import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import type { CatalogueRepository, EventFilter } from '../../application/catalogue/catalogue.repository';
import { eventKind, isOneDay } from '../../domain/event/event-kind';
import { nextDatesByTheme, upcomingDatesOf } from '../../application/catalogue/upcoming-dates';
import { DrizzleCatalogueRepository } from './catalogue-repository';
import { orderSeats } from './catalogue-seats.testing';
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

  it('keeps only the dates of the themes asked for', async () => {
    const { events } = await repository.searchEvents({ ...upcoming, themeIds: [2, 5] }, firstPage);
    expect(events.length).toBeGreaterThan(0);
    expect(new Set(events.map((event) => event.theme.themeId))).toEqual(new Set([2, 5]));
    expect((await repository.searchEvents({ ...upcoming, themeIds: [] }, firstPage)).total).toBe(0);
  });

  it('the seminar search’s dates in memory answer every filter as the database does', async () => {
    const dates = upcomingDatesOf((await repository.searchEvents(upcoming, firstPage)).events);
    const themeIds = data.themes.flatMap(({ themeId }) => (themeId === undefined ? [] : [themeId]));
    const inDays = (days: number) => NOW.add({ hours: 24 * days });
    const [hotel] = (await repository.searchEvents({ ...upcoming, kind: 'presence' }, firstPage)).events.flatMap((event) => (event.hotel === null ? [] : [event.hotel]));
    const filters: readonly EventFilter[] = [
      upcoming,
      { startsAfter: inDays(30) },
      { ...upcoming, startsFrom: inDays(60), startsBefore: inDays(120) },
      { ...upcoming, city: 'MÜNCHEN' },
      { ...upcoming, locationId: hotel?.location.locationId },
      { ...upcoming, hotelId: hotel?.hotelId },
      { ...upcoming, kind: 'online' },
      { ...upcoming, kind: 'series' },
      { ...upcoming, oneDay: true },
      { ...upcoming, themeSlug: data.themes[1]?.slug },
      { ...upcoming, rubricSlug: data.rubrics[0]?.slug },
    ];
    for (const filter of filters) {
      // The database's listing of the same dates, soonest first, grouped by theme.
      const byTheme = new Map<number, number[]>();
      for (const event of (await repository.searchEvents({ ...filter, themeIds }, firstPage)).events) {
        byTheme.set(event.theme.themeId, [...(byTheme.get(event.theme.themeId) ?? []), event.eventId]);
      }
      expect(byTheme.size, JSON.stringify(filter)).toBeGreaterThan(0);
      const fromDatabase = themeIds.flatMap((themeId) => {
        const eventIds = byTheme.get(themeId) ?? [];
        return eventIds.length === 0 ? [] : [{ themeId, total: eventIds.length, eventIds: eventIds.slice(0, 2) }];
      });
      const inMemory = nextDatesByTheme(dates, themeIds, filter, 2).map(({ themeId, total, dates: first }) => ({ themeId, total, eventIds: first.map((date) => date.eventId) }));
      expect(inMemory, JSON.stringify(filter)).toEqual(fromDatabase);
    }
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

describe.each(testDatabaseEngines())('catalogue repository reads for theme, place and conference pages on $name', (engine) => {
  let database: Database;
  let repository: CatalogueRepository;
  const totalOf = async (filter: Omit<EventFilter, 'startsAfter'>): Promise<number> =>
    (await repository.searchEvents({ ...upcoming, ...filter }, { sort: 'date', offset: 0, limit: 1 })).total;

  beforeAll(async () => {
    database = await engine.open();
    await seedDemoData(database.db, data, (plain) => Promise.resolve(`plain:${plain}`));
    repository = new DrizzleCatalogueRepository(database.db);
  }, 120_000);

  afterAll(async () => {
    await database.close();
  });

  it('finds a theme by slug with its rubric, tags and target groups', async () => {
    const row = data.themes.find((theme) => theme.slug === 'betriebsvereinbarungen-gestalten')!;
    expect(await repository.findTheme(row.slug)).toEqual({
      themeId: row.themeId,
      slug: row.slug,
      title: 'Betriebsvereinbarungen gestalten',
      subtitle: row.subtitle,
      description: row.description,
      actionField: row.actionField,
      redirectUrl: '/seminare/p/betriebsvereinbarungen-gestalten',
      targetGroups: row.targetGroups,
      tags: row.tags,
      rubric: { rubricId: 1, slug: 'betriebsverfassungsrecht', name: 'BR-Grundlagen & Betriebsverfassungsrecht' },
    });
    expect(await repository.findTheme('gibt-es-nicht')).toBeUndefined();
  });

  it('summarises each theme with its next date and the count the listing has for it', async () => {
    const summaries = await repository.themeSummaries({}, NOW);
    expect(summaries).toHaveLength(data.themes.length);
    for (const summary of summaries.slice(0, 12)) {
      const { events, total } = await repository.searchEvents({ ...upcoming, themeSlug: summary.slug }, firstPage);
      expect(summary.upcomingEvents).toBe(total);
      expect(summary.nextStart?.equals(events[0]!.startDate)).toBe(true);
    }
    const later = await repository.themeSummaries({ themeIds: [1] }, NOW.add({ hours: 24 * 400 }));
    expect(later).toMatchObject([{ themeId: 1, nextStart: null, upcomingEvents: 0 }]);
  });

  it('filters theme summaries by rubric slug, rubric ids and theme ids', async () => {
    const jav = await repository.themeSummaries({ rubricSlug: 'jav' }, NOW);
    expect(jav.length).toBeGreaterThan(0);
    expect(jav.every((theme) => theme.rubric.slug === 'jav')).toBe(true);
    const byIds = await repository.themeSummaries({ rubricIds: [5] }, NOW);
    expect(byIds.map((theme) => theme.themeId)).toEqual(jav.map((theme) => theme.themeId));
    expect((await repository.themeSummaries({ themeIds: [3, 1, 999_999] }, NOW)).map((theme) => theme.themeId)).toEqual([1, 3]);
    expect(await repository.themeSummaries({ rubricSlug: 'gibt-es-nicht' }, NOW)).toEqual([]);
  });

  it('counts upcoming events per rubric in navigation order, adding up to the whole catalogue', async () => {
    const rubrics = await repository.rubricSummaries(NOW);
    expect(rubrics.map((rubric) => rubric.slug)).toEqual(data.rubrics.map((rubric) => rubric.slug));
    expect(rubrics.reduce((sum, rubric) => sum + rubric.upcomingEvents, 0)).toBe(data.events.length);
    for (const rubric of rubrics.slice(0, 3)) expect(rubric.upcomingEvents).toBe(await totalOf({ rubricSlug: rubric.slug }));
  });

  it('counts each tag once per theme that carries it', async () => {
    const tags = await repository.tags(NOW);
    const expected = new Map<string, number>();
    for (const theme of data.themes) for (const tag of theme.tags) expected.set(tag, (expected.get(tag) ?? 0) + 1);
    expect(new Map(tags.map((tag) => [tag.name, tag.themes]))).toEqual(expected);
    const betrvg = tags.find((tag) => tag.name === 'BetrVG')!;
    const themesWithTag = data.themes.filter((theme) => theme.tags.includes('BetrVG')).map((theme) => theme.themeId);
    expect(betrvg.upcomingEvents).toBe(data.events.filter((event) => themesWithTag.includes(event.themeId)).length);
  });

  it('counts a hotel the events held there, as venue or as a module venue, as the listing filters them', async () => {
    const hotels = await repository.hotelSummaries({}, NOW);
    expect(hotels).toHaveLength(data.hotels.length);
    for (const hotel of hotels) expect(hotel.upcomingEvents).toBe(await totalOf({ hotelId: hotel.venue.hotelId }));
    const { events } = await repository.searchEvents({ ...upcoming, hotelId: 103 }, firstPage);
    for (const event of events) {
      expect([event.hotel, ...event.modules.map((module) => module.hotel)].map((hotel) => hotel?.hotelId)).toContain(103);
    }
  });

  it('filters hotels by city ignoring case, by location id and by hotel id', async () => {
    const hamburg = await repository.hotelSummaries({ city: 'HAMBURG' }, NOW);
    expect(hamburg.map((hotel) => hotel.venue.hotelId)).toEqual([103, 104]);
    expect((await repository.hotelSummaries({ locationId: 3 }, NOW)).map((hotel) => hotel.venue.location.name)).toEqual(['München', 'München']);
    expect(await repository.hotelSummaries({ hotelId: 101 }, NOW)).toMatchObject([
      { slug: 'hotel-spreewarte-berlin', venue: { name: 'Hotel Spreewarte', street: 'Friedrichstraße 148', postalCode: '10117' } },
    ]);
    expect(await repository.hotelSummaries({ hotelId: 522 }, NOW)).toEqual([]);
  });

  it('counts each place the events held at any of its hotels, once per event', async () => {
    const locations = await repository.locations(NOW);
    expect(locations).toHaveLength(new Set(data.hotels.map((hotel) => hotel.locationId)).size);
    for (const location of locations) {
      expect(location.hotels).toBe(data.hotels.filter((hotel) => hotel.locationId === location.locationId).length);
      expect(location.upcomingEvents).toBe(await totalOf({ locationId: location.locationId }));
    }
  });

  it('gives every event manager a phone, an e-mail address and the count of their events', async () => {
    const managers = await repository.eventManagers(NOW);
    expect(managers).toHaveLength(10);
    expect(managers.reduce((sum, manager) => sum + manager.upcomingEvents, 0)).toBe(data.events.length);
    expect(managers[0]).toEqual({
      managerId: 1,
      name: 'Katrin Vogel',
      phone: '030 23125-101',
      email: 'katrin.vogel@example.org',
      upcomingEvents: expect.any(Number) as unknown,
    });
    // New seminars go to the least busy organiser: the demo's dates are spread over all of them.
    const counts = managers.map((manager) => manager.upcomingEvents);
    expect(Math.min(...counts)).toBeGreaterThan(0);
    expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(10);
  });

  it('reads capacity and start of known events, and counts the seats of booked and reserved participants', async () => {
    const [first, second] = data.events;
    const seats = await repository.eventSeats([second!.eventId, first!.eventId, 999_999]);
    expect(new Map(seats.map((row) => [row.eventId, row.capacity]))).toEqual(
      new Map([
        [first!.eventId, first!.capacity],
        [second!.eventId, second!.capacity],
      ]),
    );
    expect(await repository.eventSeats([])).toEqual([]);
    expect((await repository.seatsTaken([first!.eventId])).get(first!.eventId) ?? 0).toBe(0);
    await orderSeats(database.db, first!.eventId, 2, 'booked');
    await orderSeats(database.db, first!.eventId, 3, 'reserved');
    await orderSeats(database.db, first!.eventId, 4, 'cancelled');
    await orderSeats(database.db, first!.eventId, 5, 'waitlisted');
    await orderSeats(database.db, second!.eventId, 1, 'booked');
    const taken = await repository.seatsTaken([first!.eventId, second!.eventId, 999_999]);
    expect([taken.get(first!.eventId), taken.get(second!.eventId), taken.get(999_999) ?? 0]).toEqual([5, 1, 0]);
    expect(await repository.seatsTaken([])).toEqual(new Map());
  });

  it('reads conferences with venue and programme in time order: upcoming ones, or one by its url', async () => {
    const upcomingConferences = await repository.conferences({ startsAfter: NOW });
    expect(upcomingConferences.map((conference) => conference.url)).toEqual(data.conferences.map((conference) => conference.url));
    const [sbv] = await repository.conferences({ url: 'sbv-fachtagung-2027' });
    expect(sbv).toMatchObject({ title: 'SBV-Fachtagung 2027', price: 69_000, venue: { hotelId: 109, location: { name: 'Frankfurt am Main' } } });
    expect(sbv!.program.map((item) => item.position)).toEqual(sbv!.program.map((_, index) => index + 1));
    expect(sbv!.program[0]).toEqual({ position: 1, startDate: Temporal.Instant.from('2027-03-30T08:00:00Z'), title: 'Begrüßung', speaker: 'Julia Neumann' });
    expect(await repository.conferences({ url: 'gibt-es-nicht' })).toEqual([]);
    const later = await repository.conferences({ startsAfter: Temporal.Instant.from(data.conferences[1]!.startAt) });
    expect(later).toHaveLength(data.conferences.length - 2);
  });

  it('answers the total with a page past the end, and 0 for a filter nothing matches', async () => {
    const { events, total } = await repository.searchEvents({ ...upcoming, kind: 'online' }, { sort: 'title', offset: 10_000, limit: 20 });
    expect(events).toEqual([]);
    expect(total).toBe(data.events.filter((event) => event.kind === 'online').length);
    const { total: none } = await repository.searchEvents({ ...upcoming, themeSlug: 'gibt-es-nicht' }, firstPage);
    expect(none).toBe(0);
  });
});
