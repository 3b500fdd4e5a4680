import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type * as t from 'io-ts';
import { ThemeDetailWire } from '../../../application/catalogue/theme.codecs';
import { resolveService, type PageContainer } from '../../di/page-container';
import { CATALOGUE } from '../../di/ui.tokens';
import { runTask } from '../../routing/run-task';

/** The seminar (a theme of the catalogue) with all its upcoming dates, JSON-safe. */
export type SeminarJson = t.OutputOf<typeof ThemeDetailWire>;

export interface SeminarPageData {
  readonly seminar: SeminarJson;
}

/**
 * /seminare/p/{slug} and its sub-pages. The id in the URL is the theme's slug: readable, and
 * stable because the demo data and the navigation link seminars by it (redirectUrl). An
 * unknown slug is a 404 with the catalogue's German message.
 */
export const seminarLoader =
  (container: PageContainer) =>
  ({ params }: { params: { seminar?: string } }): Promise<SeminarPageData> =>
    runTask(
      pipe(
        resolveService(container, CATALOGUE).theme(params.seminar ?? ''),
        TE.map((seminar) => ({ seminar: ThemeDetailWire.encode(seminar) })),
      ),
    );
