import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type * as t from 'io-ts';
import { EventPageWire } from '../../../application/catalogue/event-search.codecs';
import type { RubricSummariesWire } from '../../../application/catalogue/place.codecs';
import { ThemeSummariesWire } from '../../../application/catalogue/theme.codecs';
import { resolveService, type PageContainer } from '../../di/page-container';
import { CATALOGUE } from '../../di/ui.tokens';
import { runTask } from '../../routing/run-task';
import { highlightThemes } from '../catalogue/theme-highlights';
import type { ThemeSummaryJson } from '../catalogue/ThemeTiles';
import { titleBreaksOf, type TitleBreaks } from '../catalogue/title-breaks';

export const NEXT_DATES_ON_HOME = 4;
const HIGHLIGHTS_ON_HOME = 4;

export interface HomePageData extends TitleBreaks {
  readonly rubrics: RubricSummariesWire;
  /** The seminars shown as tiles (the most asked for), not the whole catalogue. */
  readonly highlights: readonly ThemeSummaryJson[];
  readonly nextDates: t.OutputOf<typeof EventPageWire>;
}

/** The home page: rubrics, the highlighted seminars and the next dates of the catalogue. */
export const homeLoader = (container: PageContainer) => (): Promise<HomePageData> => {
  const catalogue = resolveService(container, CATALOGUE);
  return runTask(
    pipe(
      TE.Do,
      TE.bind('rubrics', () => catalogue.rubrics()),
      TE.bind('themes', () => catalogue.themes({})),
      TE.bind('nextDates', () => catalogue.searchEvents({ pageSize: NEXT_DATES_ON_HOME })),
      TE.map(({ rubrics, themes, nextDates }) => {
        const highlights = highlightThemes(ThemeSummariesWire.encode(themes), HIGHLIGHTS_ON_HOME);
        const titles = [...highlights.map((theme) => theme.title), ...nextDates.items.map((event) => event.theme.title)];
        return { rubrics, highlights, nextDates: EventPageWire.encode(nextDates), ...titleBreaksOf(container, titles) };
      }),
    ),
  );
};
