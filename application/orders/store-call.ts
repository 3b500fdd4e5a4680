import type * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { unavailable, type AppError } from '../../domain/errors/app-error';

/**
 * A use case over the store as a TaskEither: its expected failures are Left values; a store
 * that throws (a database that does not answer, a failed step that rolled the transaction
 * back) is Unavailable, so the client may retry, with the same idempotency key where it has one.
 */
export const storeCall = <A>(work: () => Promise<E.Either<AppError, A>>): TE.TaskEither<AppError, A> =>
  pipe(
    TE.tryCatch(work, (cause) => unavailable(undefined, cause)),
    TE.chainEitherK((result) => result),
  );
