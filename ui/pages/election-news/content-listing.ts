import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { data } from 'react-router';
import { decodeInput } from '../../../application/codecs/decode';
import type { ContentKind } from '../../../application/content/content-kind';
import { ContentPageWire } from '../../../application/content/content.codecs';
import { ContentListQuery } from '../../../application/content/content-query.codecs';
import { resolveService, type PageContainer } from '../../di/page-container';
import { CONTENT } from '../../di/ui.tokens';
import { runTask, type PageError } from '../../routing/run-task';
import type { PageData } from '../works-council/works-council.loaders';

/** Throws the German 404 of a page that is not there (an unknown category, a page past the last). */
export const pageNotFound = (message: string): never => {
  const error: PageError = { message, status: 404 };
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's way to answer with a status
  throw data(error, { status: 404 });
};

const PAST_THE_END = 'Diese Seite gibt es nicht: die Liste hat weniger Seiten.';

/**
 * One page of a kind's listing (newest first), optionally of one category. The ?page= is
 * decoded by the port's codec: a malformed one answers 400 with its German message, one past
 * the last page 404.
 */
export const listingPage = async (container: PageContainer, request: Request, kind: ContentKind, pageSize: number, section?: string): Promise<PageData> => {
  const page = new URL(request.url).searchParams.get('page');
  const query = { pageSize: String(pageSize), ...(page === null ? {} : { page }), ...(section === undefined ? {} : { section }) };
  const listed = await runTask(
    pipe(
      TE.fromEither(decodeInput(ContentListQuery, query)),
      TE.chain((decoded) => resolveService(container, CONTENT).list(kind, decoded)),
    ),
  );
  if (listed.page > 1 && listed.items.length === 0) pageNotFound(PAST_THE_END);
  return ContentPageWire.encode(listed);
};
