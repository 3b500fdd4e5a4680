import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type * as t from 'io-ts';
import { ThemeDetailWire } from '../../../application/catalogue/theme.codecs';
import { resolveService, type PageContainer } from '../../di/page-container';
import { CATALOGUE } from '../../di/ui.tokens';
import { runTask } from '../../routing/run-task';
import { titleBreaksOf, type TitleBreaks } from '../catalogue/title-breaks';
import { relatedCards, type RelatedCards } from '../recommendations/recommendations.loader';

/** The seminar (a theme of the catalogue) with all its upcoming dates, JSON-safe. */
export type SeminarJson = t.OutputOf<typeof ThemeDetailWire>;

/** What the seminar page recommends beside it: other seminars, news and videos on its topics. */
export const SEMINAR_RELATED = ['themes', 'news', 'videos'] as const;

export interface SeminarPageData extends TitleBreaks {
  readonly seminar: SeminarJson;
  readonly related: RelatedCards<(typeof SEMINAR_RELATED)[number]>;
}

/**
 * /seminare/p/{slug} and its sub-pages. The id in the URL is the theme's slug: readable, and
 * stable because the demo data and the navigation link seminars by it (redirectUrl). An
 * unknown slug is a 404 with the catalogue's German message.
 */
export const seminarLoader =
  (container: PageContainer) =>
  async ({ params }: { params: { seminar?: string } }): Promise<SeminarPageData> => {
    const slug = params.seminar ?? '';
    const [seminar, related] = await Promise.all([
      runTask(pipe(resolveService(container, CATALOGUE).theme(slug), TE.map((theme) => ThemeDetailWire.encode(theme)))),
      relatedCards(container, { theme: slug }, SEMINAR_RELATED),
    ]);
    return { seminar, related, ...titleBreaksOf(container, [seminar.title]) };
  };
