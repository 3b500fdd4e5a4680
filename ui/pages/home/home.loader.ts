import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type * as t from 'io-ts';
import { EventPageWire } from '../../../application/catalogue/event-search.codecs';
import type { RubricSummariesWire } from '../../../application/catalogue/place.codecs';
import { ThemeSummariesWire } from '../../../application/catalogue/theme.codecs';
import { resolveService, type PageContainer } from '../../di/page-container';
import { CATALOGUE } from '../../di/ui.tokens';
import { runTask } from '../../routing/run-task';

export const NEXT_DATES_ON_HOME = 4;

export interface HomePageData {
  readonly rubrics: RubricSummariesWire;
  readonly themes: t.OutputOf<typeof ThemeSummariesWire>;
  readonly nextDates: t.OutputOf<typeof EventPageWire>;
}

/** The home page: rubrics, seminars (for highlights) and the next dates of the catalogue. */
export const homeLoader = (container: PageContainer) => (): Promise<HomePageData> => {
  const catalogue = resolveService(container, CATALOGUE);
  return runTask(
    pipe(
      TE.Do,
      TE.bind('rubrics', () => catalogue.rubrics()),
      TE.bind('themes', () => catalogue.themes({})),
      TE.bind('nextDates', () => catalogue.searchEvents({ pageSize: NEXT_DATES_ON_HOME })),
      TE.map(({ rubrics, themes, nextDates }) => ({
        rubrics,
        themes: ThemeSummariesWire.encode(themes),
        nextDates: EventPageWire.encode(nextDates),
      })),
    ),
  );
};
