import * as E from 'fp-ts/Either';
import type * as t from 'io-ts';
import { SeminarSearchQuery, SeminarSearchWire } from '../../../application/catalogue/seminar-search.codecs';
import { decodeInput } from '../../../application/codecs/decode';
import { ContentPageWire } from '../../../application/content/content.codecs';
import { ContentSearchQuery } from '../../../application/content/content-query.codecs';
import type { AppError } from '../../../domain/errors/app-error';
import { resolveService, type PageContainer } from '../../di/page-container';
import { CATALOGUE, CONTENT, SITE } from '../../di/ui.tokens';

export const SEARCH_PAGE_SIZE = 20;
/** Seminars beside the content on the works-council site: the best few, the rest one link away. */
export const SEMINARS_BESIDE_CONTENT = 5;

/** A part of the results: what was found, or the German message why nothing could be searched. */
export type SearchPart<A> = { readonly found: A } | { readonly message: string };

/** JSON-safe page data of /suche?q=. */
export interface SearchPageData {
  readonly q: string;
  /** Distinct seminars, best first, each with its next dates. */
  readonly seminars: SearchPart<t.OutputOf<typeof SeminarSearchWire>> | null;
  /** Only on the works-council site: its articles, lexicon entries, laws …, shown first. */
  readonly content: SearchPart<t.OutputOf<typeof ContentPageWire>> | null;
}

const messageOf = (error: AppError): string =>
  error._tag === 'Invalid' ? (Object.values(error.fieldErrors)[0] ?? error.message) : error.message;

const partOf = <A, O>(result: E.Either<AppError, A>, wire: t.Encoder<A, O>): SearchPart<O> =>
  E.isRight(result) ? { found: wire.encode(result.right) } : { message: messageOf(result.left) };

/**
 * The search results page: the seminars matching q and, on the works-council site, its content
 * first (a reader there looks for an answer; the seminars follow). Without q only the form is
 * shown; bad input gets its message, not an error page.
 */
export const searchLoader =
  (container: PageContainer) =>
  async ({ request }: { request: Request }): Promise<SearchPageData> => {
    const q = new URL(request.url).searchParams.get('q')?.trim() ?? '';
    if (q === '') return { q, seminars: null, content: null };
    const worksCouncil = resolveService(container, SITE) === 'works-council';
    const catalogue = resolveService(container, CATALOGUE);
    const pageSize = String(worksCouncil ? SEMINARS_BESIDE_CONTENT : SEARCH_PAGE_SIZE);
    const seminarQuery = decodeInput(SeminarSearchQuery, { q, pageSize });
    const seminars = partOf(E.isRight(seminarQuery) ? await catalogue.searchSeminars(seminarQuery.right)() : seminarQuery, SeminarSearchWire);
    if (!worksCouncil) return { q, seminars, content: null };
    const contentQuery = decodeInput(ContentSearchQuery, { q, pageSize: String(SEARCH_PAGE_SIZE) });
    const content = E.isRight(contentQuery) ? await resolveService(container, CONTENT).search(contentQuery.right)() : contentQuery;
    return { q, seminars, content: partOf(content, ContentPageWire) };
  };
