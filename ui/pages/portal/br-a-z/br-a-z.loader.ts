import * as A from 'fp-ts/Array';
import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { ContentListQuery, MAX_CONTENT_PAGE_SIZE } from '../../../../application/content/content-query.codecs';
import { decodeInput } from '../../../../application/codecs/decode';
import type { RecommendationKind } from '../../../../application/recommendations/recommendations.paths';
import type { Site } from '../../../../domain/site/site';
import { loginPathWithRedirect } from '../../../../domain/login/login-path';
import { resolveService, type PageContainer } from '../../../di/page-container';
import { CATALOGUE, CONTENT, RECOMMENDATIONS, SISTER_ORIGIN, SITE, VISITOR_PORTAL_EVENTS } from '../../../di/ui.tokens';
import { runTask } from '../../../routing/run-task';
import { indexLetter } from '../../works-council/content-anchors';

export const SEARCH_FIELD = 'suche';
export const MAX_SEARCH_LENGTH = 100;
export const SEARCH_TOO_LONG = `Bitte geben Sie höchstens ${String(MAX_SEARCH_LENGTH)} Zeichen ein.`;
/** The Betriebsrat's lexicon (the BR of BR A–Z). */
const SECTION = 'br';
/** The whole lexicon is read in pages of the largest size, up to this many. */
const MAX_PAGES = 20;
/** How many booked seminars' themes the recommendations start from, and how many of each kind they show. */
const MAX_BOOKED_THEMES = 10;
const PER_KIND = 4;
const KINDS: readonly RecommendationKind[] = ['topics', 'news'];

export interface Entry {
  readonly id: number;
  readonly title: string;
  readonly teaser: string;
  readonly href: string;
}

export interface Recommendation {
  readonly title: string;
  readonly href: string;
  readonly reason: string;
  readonly kind: string;
}

export interface BrAzData {
  /** The entries, by letter ('#' for digits), in German order. */
  readonly groups: readonly (readonly [string, readonly Entry[]])[];
  readonly total: number;
  readonly search: string;
  readonly searchError: string | null;
  readonly recommendations: readonly Recommendation[];
}

const KIND_NAMES: Readonly<Record<string, string>> = { topic: 'Thema', news: 'News', article: 'Fachartikel', video: 'Video', theme: 'Seminar', conference: 'Fachtagung' };

/** The lexicon lives on the works-council site: from the main site its links carry that origin. */
const originFor = (site: Site, sisterOrigin: string, target: 'main' | 'works-council'): string => (site === target ? '' : sisterOrigin);

const matches = (entry: Entry, search: string): boolean => {
  const wanted = search.toLocaleLowerCase('de-DE');
  return entry.title.toLocaleLowerCase('de-DE').includes(wanted) || entry.teaser.toLocaleLowerCase('de-DE').includes(wanted);
};

const byLetter = (entries: readonly Entry[]): (readonly [string, readonly Entry[]])[] => {
  const groups = new Map<string, Entry[]>();
  for (const entry of entries) {
    const letter = indexLetter(entry.title);
    groups.set(letter, [...(groups.get(letter) ?? []), entry]);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b, 'de'));
};

/** The themes of the caller's booked seminars (future and past), as the recommendations take them: slugs. */
const bookedThemeSlugs = async (container: PageContainer, eventIds: readonly number[]): Promise<string> => {
  const catalogue = resolveService(container, CATALOGUE);
  const found = await Promise.all(
    eventIds.slice(0, MAX_BOOKED_THEMES).map(async (eventId) => {
      const event = await catalogue.consumerEvent({ eventId, relations: new Set(['theme'] as const) })();
      return E.isRight(event) && event.right.theme !== undefined ? [event.right.theme.slug] : [];
    }),
  );
  return [...new Set(found.flat())].join(',');
};

/**
 * BR A–Z in the portal: the Betriebsrat lexicon with a search (a GET form) and its letters, and
 * knowledge recommended from the themes of the caller's booked seminars. For logged-in users:
 * a visitor goes to the login and comes back.
 */
export const brAzLoader =
  (container: PageContainer) =>
  async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const portalEvents = resolveService(container, VISITOR_PORTAL_EVENTS);
    const [future, past] = await Promise.all([portalEvents.events('future')(), portalEvents.events('past')()]);
    if ((E.isLeft(future) && future.left._tag === 'Unauthenticated') || (E.isLeft(past) && past.left._tag === 'Unauthenticated')) {
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's redirect
      throw redirect(loginPathWithRedirect(`${url.pathname}${url.search}`));
    }
    const booked = [...(await runTask(() => Promise.resolve(future))), ...(await runTask(() => Promise.resolve(past)))];
    const site = resolveService(container, SITE);
    const sisterOrigin = resolveService(container, SISTER_ORIGIN);
    const lexiconOrigin = originFor(site, sisterOrigin, 'works-council');

    const content = resolveService(container, CONTENT);
    const readPage = (page: number) =>
      pipe(
        TE.fromEither(decodeInput(ContentListQuery, { section: SECTION, page: String(page), pageSize: String(MAX_CONTENT_PAGE_SIZE) })),
        TE.chain((query) => content.list('lexicon', query)),
      );
    const first = await runTask(readPage(1));
    const pages = Math.min(MAX_PAGES, Math.ceil(first.total / MAX_CONTENT_PAGE_SIZE));
    const rest = await runTask(A.sequence(TE.ApplicativeSeq)(A.makeBy(Math.max(0, pages - 1), (index) => readPage(index + 2))));
    const entries: Entry[] = [first, ...rest]
      .flatMap((page) => page.items)
      .map((item) => ({ id: item.id, title: item.title, teaser: item.teaser, href: `${lexiconOrigin}${item.path}` }));

    const typed = (url.searchParams.get(SEARCH_FIELD) ?? '').trim();
    const searchError = typed.length > MAX_SEARCH_LENGTH ? SEARCH_TOO_LONG : null;
    const search = searchError === null ? typed : '';
    const shown = search === '' ? entries : entries.filter((entry) => matches(entry, search));

    const themes = await bookedThemeSlugs(container, [...new Set(booked.map((event) => event.eventId))]);
    const recommendations = resolveService(container, RECOMMENDATIONS);
    // Recommendations are a help, not the page: without booked themes, or if they fail, the lexicon still shows.
    const related =
      themes === ''
        ? []
        : (
            await Promise.all(
              KINDS.map(async (kind) => {
                const answer = await recommendations.related(kind, { theme: themes, limit: PER_KIND })();
                return E.isRight(answer) ? answer.right : [];
              }),
            )
          ).flat();
    const answer: BrAzData = {
      groups: byLetter(shown),
      total: shown.length,
      search: searchError === null ? search : typed,
      searchError,
      recommendations: related.map((item) => ({
        title: item.title,
        href: `${originFor(site, sisterOrigin, item.site)}${item.path}`,
        reason: item.reason,
        kind: KIND_NAMES[item.kind] ?? '',
      })),
    };
    return searchError === null ? answer : data(answer, { status: 400 });
  };
