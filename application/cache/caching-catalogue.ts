import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { AppError } from '../../domain/errors/app-error';
import type { Catalogue } from '../catalogue/catalogue.port';
import type { Clock } from '../ports/clock';
import type { Cache } from './cache.port';
import { eventCacheKey, hotelsCacheKey, listingCacheKey, rubricsCacheKey } from './catalogue-cache-key';

/** Loads under way, per cache and key: callers that miss meanwhile wait for the same load. */
type InFlight = Map<string, Promise<E.Either<AppError, unknown>>>;

/**
 * Answers from the cache when it can, looked up when the task runs (not when it is built). On a
 * miss, one load runs per key however many callers ask at once (no stampede on the database
 * when a minute starts); a failure is never cached, so the next call tries again.
 */
const cached =
  <A>(cache: Cache<A>, inFlight: InFlight, key: () => string, load: () => TE.TaskEither<AppError, A>): TE.TaskEither<AppError, A> =>
  () => {
    const at = key();
    const hit = cache.get(at);
    if (hit !== undefined) return Promise.resolve(E.right(hit));
    const running = inFlight.get(`${cache.name}|${at}`) as Promise<E.Either<AppError, A>> | undefined;
    if (running !== undefined) return running;
    const loading = pipe(
      load(),
      TE.map((value) => {
        cache.set(at, value);
        return value;
      }),
    )().finally(() => inFlight.delete(`${cache.name}|${at}`));
    inFlight.set(`${cache.name}|${at}`, loading);
    return loading;
  };

/** What a method of the catalogue answers when it succeeds. */
type Answer<M extends keyof Catalogue> = ReturnType<Catalogue[M]> extends TE.TaskEither<AppError, infer A> ? A : never;

/** The caches the catalogue decorator fills; each is registered under its own name. */
export interface CatalogueCaches {
  readonly listings: Cache<Answer<'searchEvents'>>;
  readonly searches: Cache<Answer<'searchSeminars'>>;
  readonly events: Cache<Answer<'consumerEvent'>>;
  readonly rubrics: Cache<Answer<'rubrics'>>;
  readonly hotels: Cache<Answer<'hotels'>>;
}

/**
 * The catalogue with its most asked reads cached (a decorator of the port): listings and
 * searches, seminar details, the rubrics and the hotel lists. Answers that depend on "now"
 * (only dates still to come, counts of upcoming dates) have the current minute in their key:
 * they are at most a minute old, and every minute starts afresh. Everything else (booking
 * states above all, which must be current) is passed on.
 */
export class CachingCatalogue implements Catalogue {
  constructor(
    private readonly inner: Catalogue,
    private readonly caches: CatalogueCaches,
    private readonly clock: Clock,
  ) {}

  readonly #inFlight: InFlight = new Map();

  readonly consumerEvent: Catalogue['consumerEvent'] = (request) =>
    cached(this.caches.events, this.#inFlight, () => eventCacheKey(request), () => this.inner.consumerEvent(request));

  readonly searchEvents: Catalogue['searchEvents'] = (query) =>
    cached(this.caches.listings, this.#inFlight, () => listingCacheKey(query, this.clock.now()), () => this.inner.searchEvents(query));

  readonly searchSeminars: Catalogue['searchSeminars'] = (query) =>
    cached(this.caches.searches, this.#inFlight, () => listingCacheKey(query, this.clock.now()), () => this.inner.searchSeminars(query));

  readonly rubrics: Catalogue['rubrics'] = () =>
    cached(this.caches.rubrics, this.#inFlight, () => rubricsCacheKey(this.clock.now()), () => this.inner.rubrics());

  readonly hotels: Catalogue['hotels'] = (query) =>
    cached(this.caches.hotels, this.#inFlight, () => hotelsCacheKey(query, this.clock.now()), () => this.inner.hotels(query));

  readonly theme: Catalogue['theme'] = (slug) => this.inner.theme(slug);
  readonly themes: Catalogue['themes'] = (query) => this.inner.themes(query);
  readonly themesRemarketing: Catalogue['themesRemarketing'] = (query) => this.inner.themesRemarketing(query);
  readonly tags: Catalogue['tags'] = () => this.inner.tags();
  readonly hotel: Catalogue['hotel'] = (hotelId) => this.inner.hotel(hotelId);
  readonly locations: Catalogue['locations'] = () => this.inner.locations();
  readonly bookingStates: Catalogue['bookingStates'] = (query) => this.inner.bookingStates(query);
  readonly eventManagers: Catalogue['eventManagers'] = () => this.inner.eventManagers();
  readonly conferences: Catalogue['conferences'] = () => this.inner.conferences();
  readonly conferenceByUrl: Catalogue['conferenceByUrl'] = (url) => this.inner.conferenceByUrl(url);
}
