import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type * as t from 'io-ts';
import { decodeInput } from '../../../application/codecs/decode';
import { EventPageWire, EventSearchQuery } from '../../../application/catalogue/event-search.codecs';
import { resolveService, type PageContainer } from '../../di/page-container';
import { CATALOGUE } from '../../di/ui.tokens';
import { redirect } from 'react-router';
import { runTask } from '../../routing/run-task';
import { eventListPagePath } from './catalogue-paths';
import { titleBreaksOf, type TitleBreaks } from './title-breaks';
import { widerFilters } from './wider-filters';
import type { Catalogue } from '../../../application/catalogue/catalogue.port';
import type { AppError } from '../../../domain/errors/app-error';

/** A choice of a filter's select field: the URL value and what the visitor reads. */
export interface FilterOption {
  readonly value: string;
  readonly label: string;
}

/** JSON-safe page data: it travels from the server render to the browser for hydration. */
export interface EventListPageData extends TitleBreaks {
  readonly query: Readonly<Record<string, string>>;
  readonly page: t.OutputOf<typeof EventPageWire>;
  readonly rubrics: readonly FilterOption[];
  readonly themes: readonly FilterOption[];
  /** Only when no date matched: the nearest dates with a filter let go (see wider-filters). */
  readonly alternatives: readonly NearestDates[];
}

/** The first dates of a wider search, and how many it has in all. */
export interface NearestDates {
  readonly heading: string;
  readonly path: string;
  readonly total: number;
  readonly items: t.OutputOf<typeof EventPageWire>['items'];
}

/** Dates shown per wider search; its link leads to all of them. */
const NEAREST_DATES = 3;

/** Each wider search that finds dates, in the order of widerFilters (its filters are a part of ones that decoded already). */
const nearestDates = (catalogue: Catalogue, query: Readonly<Record<string, string>>): TE.TaskEither<AppError, readonly NearestDates[]> =>
  pipe(
    widerFilters(query).map(({ heading, query: wider }) =>
      pipe(
        TE.fromEither(decodeInput(EventSearchQuery, { ...wider, pageSize: String(NEAREST_DATES) })),
        TE.chain((decoded) => catalogue.searchEvents(decoded)),
        TE.map(({ items, total }): readonly NearestDates[] =>
          total === 0 ? [] : [{ heading, path: eventListPagePath(wider, 1), total, items: EventPageWire.encode({ items, total, page: 1, pageSize: NEAREST_DATES }).items }],
        ),
      ),
    ),
    TE.sequenceSeqArray,
    TE.map((found) => found.flat()),
  );

const FILTERS = ['q', 'city', 'kind', 'from', 'to', 'rubric', 'theme', 'oneDay', 'sort', 'page'] as const;

/** The filters as the visitor's form sent them; empty fields mean "no filter". */
export const filtersOf = (url: URL): Readonly<Record<string, string>> =>
  Object.fromEntries(
    FILTERS.flatMap((name) => {
      const value = url.searchParams.get(name)?.trim();
      return value ? [[name, value]] : [];
    }),
  );

/**
 * /seminare/veranstaltungen: every upcoming date, filtered by the URL, one page at a time. A page
 * past the last (an old link, fewer dates since) leads to the last page rather than an empty
 * 'Seite 99 von 27'.
 */
export const eventListLoader =
  (container: PageContainer) =>
  async ({ request }: { request: Request }): Promise<EventListPageData> => {
    const catalogue = resolveService(container, CATALOGUE);
    const query = filtersOf(new URL(request.url));
    const data = await runTask(
      pipe(
        TE.fromEither(decodeInput(EventSearchQuery, query)),
        TE.chain((decoded) => catalogue.searchEvents(decoded)),
        TE.bindTo('page'),
        TE.bind('rubrics', () => catalogue.rubrics()),
        TE.bind('themes', () => catalogue.themes({})),
        TE.bind('alternatives', ({ page }) => (page.total === 0 ? nearestDates(catalogue, query) : TE.right([]))),
        TE.map(({ page, rubrics, themes, alternatives }) => ({
          query,
          page: EventPageWire.encode(page),
          rubrics: rubrics.map((rubric) => ({ value: rubric.slug, label: rubric.name })),
          themes: themes.map((theme) => ({ value: theme.slug, label: theme.title })),
          alternatives,
          ...titleBreaksOf(container, [...page.items, ...alternatives.flatMap((nearest) => nearest.items)].map((event) => event.theme.title)),
        })),
      ),
    );
    const last = Math.max(1, Math.ceil(data.page.total / data.page.pageSize));
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's redirect
    if (data.page.page > last) throw redirect(eventListPagePath(query, last));
    return data;
  };
