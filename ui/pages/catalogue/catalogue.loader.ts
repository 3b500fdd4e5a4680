import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type * as t from 'io-ts';
import { decodeInput } from '../../../application/codecs/decode';
import { EventPageWire, EventSearchQuery } from '../../../application/catalogue/event-search.codecs';
import { runTask } from '../../routing/run-task';
import type { Container } from 'inversify';
import { resolveService } from '../../di/page-container';
import { CATALOGUE } from '../../di/ui.tokens';

/** JSON-safe page data: it travels from the server render to the browser for hydration. */
export interface CataloguePageData {
  readonly query: Readonly<Record<string, string>>;
  readonly page: t.OutputOf<typeof EventPageWire>;
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

export const catalogueLoader =
  (container: Container) =>
  ({ request }: { request: Request }): Promise<CataloguePageData> => {
    const catalogue = resolveService(container, CATALOGUE);
    const query = filtersOf(new URL(request.url));
    return runTask(
      pipe(
        TE.fromEither(decodeInput(EventSearchQuery, query)),
        TE.chain((decoded) => catalogue.searchEvents(decoded)),
        TE.map((page) => ({ query, page: EventPageWire.encode(page) })),
      ),
    );
  };
