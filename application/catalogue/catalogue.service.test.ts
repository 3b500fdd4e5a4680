import * as E from 'fp-ts/Either';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { cents } from '../../domain/money/money';
import type { Cache } from '../cache/cache.port';
import type { CatalogueEvent, Venue } from './catalogue-event';
import type { CatalogueRepository, ConferenceRecord, ThemeSummaryRecord } from './catalogue.repository';
import { CatalogueService } from './catalogue.service';
import type { SeminarIndex } from './seminar-index';

const NOW = Temporal.Instant.from('2026-11-22T09:00:00Z');
const clock = { now: () => NOW };
const inDays = (days: number): Temporal.Instant => NOW.add({ hours: 24 * days });

const unexpected = (name: string) => () => Promise.reject(new Error(`unexpected read ${name}`));

/** A repository that knows only what a test gives it; any other read is a bug in the test. */
const repository = (reads: Partial<CatalogueRepository>): CatalogueRepository => ({
  findEvent: unexpected('findEvent'),
  searchEvents: unexpected('searchEvents'),
  findTheme: unexpected('findTheme'),
  themeSummaries: unexpected('themeSummaries'),
  rubricSummaries: unexpected('rubricSummaries'),
  tags: unexpected('tags'),
  hotelSummaries: unexpected('hotelSummaries'),
  locations: unexpected('locations'),
  eventManagers: unexpected('eventManagers'),
  eventSeats: unexpected('eventSeats'),
  seatsTaken: unexpected('seatsTaken'),
  conferences: unexpected('conferences'),
  ...reads,
});

const rubric = (rubricId: number) => ({ rubricId, slug: `rubrik-${String(rubricId)}`, name: `Rubrik ${String(rubricId)}` });

const theme = (themeId: number, title: string, rubricId: number, nextStart: Temporal.Instant | null): ThemeSummaryRecord => ({
  themeId,
  slug: `thema-${String(themeId)}`,
  title,
  subtitle: '',
  description: '',
  actionField: 'Mitbestimmung',
  redirectUrl: `/seminare/p/thema-${String(themeId)}`,
  targetGroups: [],
  tags: [],
  rubric: rubric(rubricId),
  nextStart,
  upcomingEvents: nextStart === null ? 0 : 3,
});

const venue = (hotelId: number, name: string, place: string): Venue => ({
  hotelId,
  name,
  street: 'Hauptstraße 1',
  postalCode: '10115',
  city: place,
  location: { locationId: hotelId, name: place },
});

/** An online date of a theme, as the catalogue reads it. */
const onlineDate = (eventId: number, of: ThemeSummaryRecord, start: Temporal.Instant): CatalogueEvent => ({
  eventId,
  startDate: start,
  endDate: start.add({ hours: 7 }),
  isOnlineEvent: true,
  hotel: null,
  modules: [],
  capacity: 20,
  eventManager: 'Julia Neumann',
  recipients: [],
  theme: { themeId: of.themeId, slug: of.slug, title: of.title, redirectUrl: of.redirectUrl, actionField: { name: of.actionField, rubric: of.rubric } },
  content: { title: of.title, subtitle: of.subtitle, description: of.description, targetGroups: [], prices: { price: cents(99_000) } },
});

/** The one-entry cache the server keeps the search index in, without its clock: entries stay until cleared. */
const indexCache = (): Cache<SeminarIndex> => {
  const entries = new Map<string, SeminarIndex>();
  return {
    name: 'catalogue-search-index',
    get: (key) => entries.get(key),
    set: (key, value) => {
      entries.set(key, value);
    },
    clear: () => {
      entries.clear();
    },
    stats: () => ({ name: 'catalogue-search-index', description: '', entries: entries.size, maxEntries: 1, ttlSeconds: 600, hits: 0, misses: 0 }),
  };
};

describe('CatalogueService', () => {
  it('answers Unavailable when the database fails, and keeps the cause for the log', async () => {
    const cause = new Error('connection refused');
    const service = new CatalogueService(repository({ rubricSummaries: () => Promise.reject(cause) }), clock);
    expect(await service.rubrics()()).toEqual(
      E.left({ _tag: 'Unavailable', message: 'Der Dienst ist vorübergehend nicht erreichbar. Bitte versuchen Sie es später erneut.', cause }),
    );
  });

  it('lists themes in German alphabetical order, and refuses an unknown rubric', async () => {
    const themes = [theme(1, 'Zeitmanagement', 1, null), theme(2, 'Ärger im Team', 1, inDays(3)), theme(3, 'Arbeitsrecht', 1, inDays(9))];
    const service = new CatalogueService(
      repository({
        rubricSummaries: () => Promise.resolve([{ ...rubric(1), description: '', upcomingEvents: 6 }]),
        themeSummaries: () => Promise.resolve(themes),
      }),
      clock,
    );
    const answer = await service.themes({ rubric: 'rubrik-1' })();
    expect(E.isRight(answer) && answer.right.map((summary) => summary.title)).toEqual(['Arbeitsrecht', 'Ärger im Team', 'Zeitmanagement']);
    expect(await service.themes({ rubric: 'rubrik-9' })()).toEqual(E.left({ _tag: 'NotFound', message: 'Diese Rubrik gibt es nicht (mehr).' }));
  });

  it('recommends per known theme, in the order asked, without asking for candidates when none is known', async () => {
    const pool = [theme(1, 'A', 1, inDays(5)), theme(2, 'B', 1, inDays(2)), theme(3, 'C', 1, null), theme(4, 'D', 2, inDays(1))];
    const service = new CatalogueService(
      repository({
        themeSummaries: (filter) =>
          Promise.resolve(
            filter.themeIds !== undefined
              ? pool.filter((candidate) => filter.themeIds?.includes(candidate.themeId))
              : pool.filter((candidate) => filter.rubricIds?.includes(candidate.rubric.rubricId)),
          ),
      }),
      clock,
    );
    const answer = await service.themesRemarketing({ themeIds: [4, 99, 1] })();
    expect(E.isRight(answer) && answer.right.map(({ themeId, related }) => [themeId, related.map((r) => r.themeId)])).toEqual([
      [4, []],
      [1, [2]],
    ]);
    expect(await service.themesRemarketing({ themeIds: [99] })()).toEqual(E.right([]));
  });

  it('derives booking states from the domain rule, for known events in the order asked', async () => {
    const service = new CatalogueService(
      repository({
        eventSeats: () =>
          Promise.resolve([
            { eventId: 1, startDate: inDays(3), capacity: 20 },
            { eventId: 2, startDate: inDays(3), capacity: 20 },
            { eventId: 3, startDate: NOW, capacity: 20 },
          ]),
        seatsTaken: () => Promise.resolve(new Map([[2, 18]])),
      }),
      clock,
    );
    expect(await service.bookingStates({ eventIds: [3, 2, 7, 1] })()).toEqual(
      E.right([
        { eventId: 3, state: 'vorbei', label: 'Nicht mehr buchbar', seatsLeft: 20 },
        { eventId: 2, state: 'wenige Plätze', label: 'Nur noch wenige Plätze frei', seatsLeft: 2 },
        { eventId: 1, state: 'frei', label: 'Plätze frei', seatsLeft: 20 },
      ]),
    );
  });

  it('orders tags by use, then by name; venues by place, then by name; places and managers by name', async () => {
    const service = new CatalogueService(
      repository({
        tags: () =>
          Promise.resolve([
            { name: 'Zeit', themes: 2, upcomingEvents: 1 },
            { name: 'Öffentlichkeitsarbeit', themes: 1, upcomingEvents: 1 },
            { name: 'Arbeitszeit', themes: 1, upcomingEvents: 1 },
          ]),
        hotelSummaries: () =>
          Promise.resolve([
            { venue: venue(3, 'Hotel Zentral', 'Köln'), slug: 'c', image: null, upcomingEvents: 0 },
            { venue: venue(2, 'Hotel Alster', 'Hamburg'), slug: 'b', image: null, upcomingEvents: 0 },
            { venue: venue(1, 'Alsterhof', 'Köln'), slug: 'a', image: null, upcomingEvents: 0 },
          ]),
        locations: () =>
          Promise.resolve([
            { locationId: 2, name: 'Übersee', hotels: 1, upcomingEvents: 0 },
            { locationId: 1, name: 'Berlin', hotels: 1, upcomingEvents: 0 },
          ]),
        eventManagers: () =>
          Promise.resolve([
            { managerId: 1, name: 'Özdemir', phone: '1', email: 'a@example.org', upcomingEvents: 0 },
            { managerId: 2, name: 'Neumann', phone: '2', email: 'b@example.org', upcomingEvents: 0 },
          ]),
      }),
      clock,
    );
    const names = <A>(answer: E.Either<unknown, readonly A[]>, name: (item: A) => string) => (E.isRight(answer) ? answer.right.map(name) : []);
    expect(names(await service.tags()(), (tag) => tag.name)).toEqual(['Zeit', 'Arbeitszeit', 'Öffentlichkeitsarbeit']);
    expect(names(await service.hotels({ city: '  ' })(), (hotel) => hotel.name)).toEqual(['Hotel Alster', 'Alsterhof', 'Hotel Zentral']);
    expect(names(await service.locations()(), (location) => location.name)).toEqual(['Berlin', 'Übersee']);
    expect(names(await service.eventManagers()(), (manager) => manager.name)).toEqual(['Neumann', 'Özdemir']);
  });

  it('answers a theme without upcoming dates with no cheapest price, and NotFound for unknown pages', async () => {
    const record = theme(1, 'Arbeitsrecht', 1, null);
    const service = new CatalogueService(
      repository({
        findTheme: (slug) => Promise.resolve(slug === record.slug ? record : undefined),
        searchEvents: () => Promise.resolve({ events: [], total: 0 }),
        hotelSummaries: () => Promise.resolve([]),
        conferences: () => Promise.resolve([]),
      }),
      clock,
    );
    const answer = await service.theme(record.slug)();
    expect(E.isRight(answer) && [answer.right.events, answer.right.cheapest]).toEqual([[], null]);
    expect(await service.theme('unbekannt')()).toEqual(E.left({ _tag: 'NotFound', message: 'Dieses Seminarthema gibt es nicht (mehr).' }));
    expect(await service.hotel(5)()).toEqual(E.left({ _tag: 'NotFound', message: 'Dieses Tagungshotel gibt es nicht (mehr).' }));
    expect(await service.conferenceByUrl('x')()).toEqual(E.left({ _tag: 'NotFound', message: 'Diese Fachtagung gibt es nicht (mehr).' }));
  });

  it('searches with the index it has while a newer one is read after a minute, and waits for a new one after a cache clear', async () => {
    let now = NOW;
    const cache = indexCache();
    let catalogue = [theme(1, 'Arbeitszeit gestalten', 1, inDays(3))];
    let reads = 0;
    // The dates are read once the test lets them: `release` opens the gate, a new gate for each read.
    let release: () => void = () => undefined;
    let gate = Promise.resolve();
    const closeGate = () => {
      gate = new Promise<void>((open) => {
        release = open;
      });
    };
    closeGate();
    const service = new CatalogueService(
      repository({
        themeSummaries: () => Promise.resolve(catalogue),
        searchEvents: () => {
          reads += 1;
          const events = catalogue.map((record, at) => onlineDate(at + 1, record, inDays(3)));
          return gate.then(() => ({ events, total: events.length }));
        },
      }),
      { now: () => now },
      cache,
    );
    const found = async () => {
      const answer = await service.searchSeminars({ q: 'Arbeitszeit' })();
      return E.isRight(answer) ? answer.right.items.map((item) => item.title) : answer.left;
    };
    const first = found();
    release();
    expect(await first).toEqual(['Arbeitszeit gestalten']);

    catalogue = [...catalogue, theme(2, 'Arbeitszeit kompakt', 1, inDays(3))];
    closeGate();
    now = NOW.add({ seconds: 30 });
    expect([await found(), reads]).toEqual([['Arbeitszeit gestalten'], 1]);
    now = NOW.add({ seconds: 61 });
    expect([await found(), reads]).toEqual([['Arbeitszeit gestalten'], 2]);
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await found()).toEqual(['Arbeitszeit gestalten', 'Arbeitszeit kompakt']);

    catalogue = [...catalogue, theme(3, 'Arbeitszeit im Schichtbetrieb', 1, inDays(3))];
    closeGate();
    cache.clear();
    const afterClear = found();
    let answered = false;
    void afterClear.then(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect([answered, reads]).toEqual([false, 3]);
    release();
    expect(await afterClear).toHaveLength(3);
  });

  it('answers the upcoming conferences as summaries, without description and programme', async () => {
    const conference: ConferenceRecord = {
      conferenceId: 1,
      bookableId: 900_001,
      url: 'sbv-fachtagung-2027',
      title: 'SBV-Fachtagung 2027',
      subtitle: 'Teilhabe sichern',
      description: 'Für Vertrauenspersonen.',
      startDate: inDays(100),
      endDate: inDays(101),
      venue: venue(109, 'Konferenzhotel Mainufer', 'Frankfurt am Main'),
      price: cents(69_000),
      capacity: 100,
      program: [{ position: 1, startDate: inDays(100), title: 'Begrüßung', speaker: 'Julia Neumann' }],
    };
    const service = new CatalogueService(repository({ conferences: () => Promise.resolve([conference]) }), clock);
    const answer = await service.conferences()();
    expect(E.isRight(answer) && Object.keys(answer.right[0] ?? {})).not.toContain('program');
    const one = await service.conferenceByUrl('sbv-fachtagung-2027')();
    expect(E.isRight(one) && one.right.program).toEqual([{ position: 1, startDate: inDays(100), title: 'Begrüßung', speaker: 'Julia Neumann' }]);
  });
});
