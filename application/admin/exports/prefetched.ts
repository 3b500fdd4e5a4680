import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../../../domain/errors/app-error';
import { ExportInterrupted } from '../../content/content.port';

/**
 * An iteration whose first step has been taken: a failure there (the database does not answer)
 * is still an error answer, before any byte of a 200 has gone out. Later failures end the
 * iteration by throwing, which aborts the response.
 */
export const prefetched =
  <A>(source: () => AsyncIterable<A>): TE.TaskEither<AppError, AsyncIterable<A>> =>
  async () => {
    const iterator = source()[Symbol.asyncIterator]();
    let first: IteratorResult<A>;
    try {
      first = await iterator.next();
    } catch (error) {
      if (error instanceof ExportInterrupted) return E.left(error.error);
      throw error;
    }
    async function* all(): AsyncGenerator<A> {
      if (first.done === true) return;
      yield first.value;
      for (let step = await iterator.next(); step.done !== true; step = await iterator.next()) yield step.value;
    }
    return E.right(all());
  };

/** Each value mapped, lazily. */
export async function* mapAsync<A, B>(source: AsyncIterable<A>, map: (value: A) => B): AsyncGenerator<B> {
  for await (const value of source) yield map(value);
}
