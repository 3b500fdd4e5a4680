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

/** A choice of a filter's select field: the URL value and what the visitor reads. */
export interface FilterOption {
  readonly value: string;
  readonly label: string;
}

/** JSON-safe page data: it travels from the server render to the browser for hydration. */
export interface EventListPageData {
  readonly query: Readonly<Record<string, string>>;
  readonly page: t.OutputOf<typeof EventPageWire>;
  readonly rubrics: readonly FilterOption[];
  readonly themes: readonly FilterOption[];
}

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
        TE.map(({ page, rubrics, themes }) => ({
          query,
          page: EventPageWire.encode(page),
          rubrics: rubrics.map((rubric) => ({ value: rubric.slug, label: rubric.name })),
          themes: themes.map((theme) => ({ value: theme.slug, label: theme.title })),
        })),
      ),
    );
    const last = Math.max(1, Math.ceil(data.page.total / data.page.pageSize));
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's redirect
    if (data.page.page > last) throw redirect(eventListPagePath(query, last));
    return data;
  };
