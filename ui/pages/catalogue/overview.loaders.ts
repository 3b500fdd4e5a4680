import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { slugify } from '../../../domain/text/slug';
import { ThemeSummariesWire } from '../../../application/catalogue/theme.codecs';
import type { RubricSummariesWire, TagsWire } from '../../../application/catalogue/place.codecs';
import { resolveService, type PageContainer } from '../../di/page-container';
import { CATALOGUE } from '../../di/ui.tokens';
import { runTask } from '../../routing/run-task';
import { found } from './found';
import { highlightThemes } from './theme-highlights';
import type { ThemeSummaryJson } from './ThemeTiles';
import { titleBreaksOf, type TitleBreaks } from './title-breaks';

const HIGHLIGHTS_ON_ENTRY = 8;

/** /seminare: rubrics, topics, how many seminars there are and the most asked for of them. */
export interface EntryPageData extends TitleBreaks {
  readonly rubrics: RubricSummariesWire;
  readonly tags: TagsWire;
  readonly seminarCount: number;
  readonly highlights: readonly ThemeSummaryJson[];
}

export interface RubricPageData extends TitleBreaks {
  readonly rubric: RubricSummariesWire[number];
  readonly themes: readonly ThemeSummaryJson[];
}

export interface TopicPageData extends TitleBreaks {
  readonly topic: string;
  readonly themes: readonly ThemeSummaryJson[];
}

export interface AllSeminarsPageData extends TitleBreaks {
  readonly themes: readonly ThemeSummaryJson[];
}

export const TOPIC_NOT_FOUND = 'Zu diesem Thema gibt es keine Seminare (mehr).';
export const RUBRIC_NOT_FOUND = 'Diese Rubrik gibt es nicht (mehr).';

export const entryLoader = (container: PageContainer) => (): Promise<EntryPageData> => {
  const catalogue = resolveService(container, CATALOGUE);
  return runTask(
    pipe(
      TE.Do,
      TE.bind('rubrics', () => catalogue.rubrics()),
      TE.bind('tags', () => catalogue.tags()),
      TE.bind('themes', () => catalogue.themes({})),
      TE.map(({ rubrics, tags, themes }) => {
        const highlights = highlightThemes(ThemeSummariesWire.encode(themes), HIGHLIGHTS_ON_ENTRY);
        return { rubrics, tags, seminarCount: themes.length, highlights, ...titleBreaksOf(container, highlights.map((theme) => theme.title)) };
      }),
    ),
  );
};

export const rubricsLoader = (container: PageContainer) => (): Promise<{ readonly rubrics: RubricSummariesWire }> =>
  runTask(pipe(resolveService(container, CATALOGUE).rubrics(), TE.map((rubrics) => ({ rubrics }))));

export const rubricLoader =
  (container: PageContainer) =>
  ({ params }: { params: { rubric?: string } }): Promise<RubricPageData> => {
    const catalogue = resolveService(container, CATALOGUE);
    const slug = params.rubric ?? '';
    return runTask(
      pipe(
        catalogue.rubrics(),
        TE.map((rubrics) => rubrics.find((rubric) => rubric.slug === slug)),
        TE.chain(found(RUBRIC_NOT_FOUND)),
        TE.bindTo('rubric'),
        TE.bind('themes', ({ rubric }) => catalogue.themes({ rubric: rubric.slug })),
        TE.map(({ rubric, themes }) => ({ rubric, themes: ThemeSummariesWire.encode(themes), ...titleBreaksOf(container, themes.map((theme) => theme.title)) })),
      ),
    );
  };

/** /seminare/t/{topic}: the seminars carrying a keyword, the topic named as the data spells it. */
export const topicLoader =
  (container: PageContainer) =>
  ({ params }: { params: { topic?: string } }): Promise<TopicPageData> => {
    const slug = params.topic ?? '';
    return runTask(
      pipe(
        resolveService(container, CATALOGUE).themes({}),
        TE.map((themes) => {
          const matching = themes.filter((theme) => theme.tags.some((tag) => slugify(tag) === slug));
          const topic = matching[0]?.tags.find((tag) => slugify(tag) === slug);
          return topic === undefined
            ? undefined
            : { topic, themes: ThemeSummariesWire.encode(matching), ...titleBreaksOf(container, matching.map((theme) => theme.title)) };
        }),
        TE.chain(found(TOPIC_NOT_FOUND)),
      ),
    );
  };

export const allSeminarsLoader = (container: PageContainer) => (): Promise<AllSeminarsPageData> =>
  runTask(
    pipe(
      resolveService(container, CATALOGUE).themes({}),
      TE.map((themes) => ({ themes: ThemeSummariesWire.encode(themes), ...titleBreaksOf(container, themes.map((theme) => theme.title)) })),
    ),
  );
