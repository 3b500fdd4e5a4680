import * as E from 'fp-ts/Either';
import type * as t from 'io-ts';
import { EventPageWire, EventSearchQuery } from '../../../application/catalogue/event-search.codecs';
import { decodeInput } from '../../../application/codecs/decode';
import { ContentPageWire } from '../../../application/content/content.codecs';
import { ContentSearchQuery } from '../../../application/content/content-query.codecs';
import type { AppError } from '../../../domain/errors/app-error';
import { resolveService, type PageContainer } from '../../di/page-container';
import { CATALOGUE, CONTENT, SITE } from '../../di/ui.tokens';

export const SEARCH_PAGE_SIZE = 20;

/** A part of the results: what was found, or the German message why nothing could be searched. */
export type SearchPart<A> = { readonly found: A } | { readonly message: string };

/** JSON-safe page data of /suche?q=. */
export interface SearchPageData {
  readonly q: string;
  readonly events: SearchPart<t.OutputOf<typeof EventPageWire>> | null;
  /** Only on the works-council site: its articles, news, lexicon entries … */
  readonly content: SearchPart<t.OutputOf<typeof ContentPageWire>> | null;
}

const messageOf = (error: AppError): string =>
  error._tag === 'Invalid' ? (Object.values(error.fieldErrors)[0] ?? error.message) : error.message;

const partOf = <A, O>(result: E.Either<AppError, A>, wire: t.Encoder<A, O>): SearchPart<O> =>
  E.isRight(result) ? { found: wire.encode(result.right) } : { message: messageOf(result.left) };

/**
 * The search results page: seminar dates matching q (catalogue) and, on the works-council site,
 * its content too. Without q only the form is shown; bad input gets its message, not an error page.
 */
export const searchLoader =
  (container: PageContainer) =>
  async ({ request }: { request: Request }): Promise<SearchPageData> => {
    const q = new URL(request.url).searchParams.get('q')?.trim() ?? '';
    if (q === '') return { q, events: null, content: null };
    const catalogue = resolveService(container, CATALOGUE);
    const eventQuery = decodeInput(EventSearchQuery, { q, pageSize: String(SEARCH_PAGE_SIZE) });
    const events = E.isRight(eventQuery) ? await catalogue.searchEvents(eventQuery.right)() : eventQuery;
    if (resolveService(container, SITE) !== 'works-council') return { q, events: partOf(events, EventPageWire), content: null };
    const contentQuery = decodeInput(ContentSearchQuery, { q, pageSize: String(SEARCH_PAGE_SIZE) });
    const content = E.isRight(contentQuery) ? await resolveService(container, CONTENT).search(contentQuery.right)() : contentQuery;
    return { q, events: partOf(events, EventPageWire), content: partOf(content, ContentPageWire) };
  };
