import * as E from 'fp-ts/Either';
import type { AppError } from '../../domain/errors/app-error';
import type { AppDatabase } from './database';

/** Carries a Left answer out of Drizzle's transaction, which rolls back on any throw. */
class Rollback<L> extends Error {
  constructor(readonly answer: E.Left<L>) {
    super('rolled back: the use case answered with an expected failure');
  }
}

/**
 * Runs the work in one transaction that commits only on a Right answer: a Left answer (an
 * expected failure) or a thrown error rolls back everything the work wrote.
 */
export const eitherTransaction = async <A, L = AppError>(db: AppDatabase, work: (tx: AppDatabase) => Promise<E.Either<L, A>>): Promise<E.Either<L, A>> => {
  try {
    return await db.transaction(async (tx) => {
      const answer = await work(tx);
      if (E.isLeft(answer)) throw new Rollback(answer);
      return answer;
    });
  } catch (error) {
    if (error instanceof Rollback) return error.answer as E.Left<L>;
    throw error;
  }
};
