import { data } from 'react-router';
import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import { httpStatusOf } from '../../application/errors/error-kinds';
import type { AppError } from '../../domain/errors/app-error';

/** What an error boundary receives: the German message and the status to answer with. */
export interface PageError {
  readonly message: string;
  readonly status: number;
  /** The error page's heading where the status's general one would say too little. */
  readonly heading?: string;
  /** A further paragraph under the message. */
  readonly hint?: string;
}

/**
 * Runs a use case in a loader. An expected failure is thrown as route error data with its
 * status, so the server answers 404 for an unknown seminar and the error boundary shows the
 * German message.
 */
export const runTask = async <A>(task: TE.TaskEither<AppError, A>): Promise<A> => {
  const result = await task();
  if (E.isRight(result)) return result.right;
  const failure = result.left;
  // For bad input the field messages say what to fix; the summary alone would not.
  const fieldMessages = failure._tag === 'Invalid' ? Object.values(failure.fieldErrors) : [];
  const message = fieldMessages.length > 0 ? fieldMessages.join(' ') : failure.message;
  const error: PageError = { message, status: httpStatusOf(failure) };
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's way to answer with a status
  throw data(error, { status: error.status });
};
