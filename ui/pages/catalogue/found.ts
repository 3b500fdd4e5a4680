import * as TE from 'fp-ts/TaskEither';
import { notFound, type AppError } from '../../../domain/errors/app-error';

/** A page whose subject is missing answers 404 with the German message. */
export const found =
  (message: string) =>
  <A>(value: A | undefined): TE.TaskEither<AppError, A> =>
    value === undefined ? TE.left(notFound(message)) : TE.right(value);
