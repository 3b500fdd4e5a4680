import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import { redirect } from 'react-router';
import type { AppError } from '../../../domain/errors/app-error';
import { loginPathWithRedirect } from '../../../domain/login/login-path';
import { refuseAccess } from '../../routing/access-denied';
import { runTask } from '../../routing/run-task';

/**
 * A back-office page's call: a visitor goes to the login and back here, a customer gets the
 * access-denied page (403), any other failure the pages' error page with its status. The server's
 * gate answers the first two before a page renders; these serve a navigation in the browser.
 */
export const deskTask = async <A>(task: TE.TaskEither<AppError, A>, here: string): Promise<A> => {
  const result = await task();
  if (E.isLeft(result) && result.left._tag === 'Unauthenticated') {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's redirect
    throw redirect(loginPathWithRedirect(here));
  }
  if (E.isLeft(result) && result.left._tag === 'Forbidden') refuseAccess(result.left.message);
  return runTask(() => Promise.resolve(result));
};

/** The path and query of a loader's request, for the way back after the login. */
export const hereOf = (request: Request): string => {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
};
