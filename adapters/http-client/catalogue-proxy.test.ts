import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type * as t from 'io-ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingStatesWire } from '../../application/catalogue/booking-state.codecs';
import type { Catalogue } from '../../application/catalogue/catalogue.port';
import { CatalogueService } from '../../application/catalogue/catalogue.service';
import { ConferenceSummariesWire, ConferenceWire } from '../../application/catalogue/conference.codecs';
import { EventManagersWire } from '../../application/catalogue/event-manager.codecs';
import { ConsumerEventWire } from '../../application/catalogue/event.codecs';
import { EventPageWire } from '../../application/catalogue/event-search.codecs';
import {
  HotelDetailWire,
  HotelSummariesWire,
  LocationsWire,
  RubricSummariesWire,
  TagsWire,
} from '../../application/catalogue/place.codecs';
import { RemarketingWire, ThemeDetailWire, ThemeSummariesWire } from '../../application/catalogue/theme.codecs';
import type { AppError } from '../../domain/errors/app-error';
import { DrizzleCatalogueRepository } from '../db/catalogue-repository';
import { startTestApp, type TestApp } from '../http-api/testing/test-app';
import { CatalogueProxy } from './catalogue-proxy';
import { MemoryCookieJar } from './cookie-jar';
import { createFetchTransport } from './transport';

let app: TestApp;
let proxy: Catalogue;
let service: Catalogue;

beforeAll(async () => {
  app = await startTestApp();
  proxy = new CatalogueProxy(createFetchTransport({ baseUrl: app.baseUrl, cookies: new MemoryCookieJar() }));
  service = new CatalogueService(new DrizzleCatalogueRepository(app.database.db), app.clock);
}, 60_000);

afterAll(async () => {
  await app.close();
});

/**
 * The proxy's answer and the in-process service's answer to the same call, both written as
 * JSON by the contract: equal means the browser sees exactly what server-side rendering sees
 * (comparing the decoded values directly would not look inside Temporal instants).
 */
const sameAnswer = async <A, O>(codec: t.Type<A, O>, call: (catalogue: Catalogue) => TE.TaskEither<AppError, A>): Promise<O> => {
  const [overHttp, inProcess] = [await call(proxy)(), await call(service)()];
  if (E.isLeft(overHttp) || E.isLeft(inProcess)) throw new Error(`expected answers, got ${JSON.stringify([overHttp, inProcess])}`);
  const encoded = codec.encode(overHttp.right);
  expect(encoded).toEqual(codec.encode(inProcess.right));
  return encoded;
};

describe('CatalogueProxy against the real server', () => {
  it('lists and searches events, and reads one with its relations, as the service does', async () => {
    const page = await sameAnswer(EventPageWire, (catalogue) => catalogue.searchEvents({ kind: 'series', sort: 'price', pageSize: 5, page: 2 }));
    expect(page.items).toHaveLength(5);
    await sameAnswer(EventPageWire, (catalogue) => catalogue.searchEvents({ q: 'Betriebsräte', oneDay: false, hotelId: 103 }));
    const [first] = page.items;
    const event = await sameAnswer(ConsumerEventWire, (catalogue) =>
      catalogue.consumerEvent({ eventId: first!.eventId, relations: new Set(['hotel', 'modules', 'content', 'theme'] as const) }),
    );
    expect(event.modules?.length).toBeGreaterThanOrEqual(3);
    const bare = await sameAnswer(ConsumerEventWire, (catalogue) => catalogue.consumerEvent({ eventId: first!.eventId, relations: new Set() }));
    expect(bare).not.toHaveProperty('theme');
  });

  it('reads themes, a theme page and recommendations', async () => {
    const themes = await sameAnswer(ThemeSummariesWire, (catalogue) => catalogue.themes({ rubric: 'arbeitsrecht' }));
    await sameAnswer(ThemeSummariesWire, (catalogue) => catalogue.themes({}));
    const theme = await sameAnswer(ThemeDetailWire, (catalogue) => catalogue.theme(themes[0]!.slug));
    expect(theme.events.length).toBe(themes[0]!.upcomingEvents);
    const remarketing = await sameAnswer(RemarketingWire, (catalogue) =>
      catalogue.themesRemarketing({ themeIds: [themes[0]!.themeId, themes[1]!.themeId] }),
    );
    expect(remarketing).toHaveLength(2);
  });

  it('reads rubrics, tags, venues, places, managers and booking states', async () => {
    await sameAnswer(RubricSummariesWire, (catalogue) => catalogue.rubrics());
    await sameAnswer(TagsWire, (catalogue) => catalogue.tags());
    const hotels = await sameAnswer(HotelSummariesWire, (catalogue) => catalogue.hotels({ city: 'Köln' }));
    expect(hotels.map((hotel) => hotel.location.name)).toEqual(['Köln', 'Köln']);
    await sameAnswer(HotelSummariesWire, (catalogue) => catalogue.hotels({ locationId: 2 }));
    await sameAnswer(HotelDetailWire, (catalogue) => catalogue.hotel(hotels[0]!.hotelId));
    await sameAnswer(LocationsWire, (catalogue) => catalogue.locations());
    await sameAnswer(EventManagersWire, (catalogue) => catalogue.eventManagers());
    const states = await sameAnswer(BookingStatesWire, (catalogue) => catalogue.bookingStates({ eventIds: [10_003, 10_001] }));
    expect(states.map((state) => state.eventId)).toEqual([10_003, 10_001]);
  });

  it('reads the Fachtagungen and one by its address', async () => {
    const conferences = await sameAnswer(ConferenceSummariesWire, (catalogue) => catalogue.conferences());
    const conference = await sameAnswer(ConferenceWire, (catalogue) => catalogue.conferenceByUrl(conferences[2]!.url));
    expect(conference.program.length).toBeGreaterThan(0);
  });

  it('brings back the server failures as the same AppError values', async () => {
    expect(await proxy.theme('gibt-es-nicht')()).toEqual(E.left({ _tag: 'NotFound', message: 'Dieses Seminarthema gibt es nicht (mehr).' }));
    expect(await proxy.hotel(999_999)()).toEqual(E.left({ _tag: 'NotFound', message: 'Dieses Tagungshotel gibt es nicht (mehr).' }));
    expect(await proxy.conferenceByUrl('gibt-es-nicht')()).toEqual(E.left({ _tag: 'NotFound', message: 'Diese Fachtagung gibt es nicht (mehr).' }));
    expect(await proxy.themes({ rubric: 'gibt-es-nicht' })()).toEqual(E.left({ _tag: 'NotFound', message: 'Diese Rubrik gibt es nicht (mehr).' }));
    expect(await proxy.consumerEvent({ eventId: 999_999_999, relations: new Set() })()).toEqual(
      E.left({ _tag: 'NotFound', message: 'Diese Veranstaltung gibt es nicht (mehr).' }),
    );
    expect(await proxy.theme('Kein Slug')()).toEqual(
      E.left({ _tag: 'Invalid', message: 'Bitte prüfen Sie Ihre Eingaben.', fieldErrors: { slug: 'Bitte geben Sie ein gültiges Seminarthema an.' } }),
    );
  });
});
