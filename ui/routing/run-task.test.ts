import * as TE from 'fp-ts/TaskEither';
import { describe, expect, it } from 'vitest';
import { invalid, notFound, type AppError } from '../../domain/errors/app-error';
import { runTask } from './run-task';

/** What a loader's failure becomes: react-router's error data with status and German message. */
const thrownBy = async (error: AppError) => {
  try {
    await runTask(TE.left(error));
  } catch (thrown) {
    return thrown as { init: ResponseInit | null; data: unknown };
  }
  throw new Error('runTask did not throw');
};

describe('runTask', () => {
  it('answers the value of a successful use case', async () => {
    await expect(runTask(TE.right(42))).resolves.toBe(42);
  });

  it('throws an unknown seminar as 404 with its German message', async () => {
    const thrown = await thrownBy(notFound('Dieses Seminar gibt es nicht.'));
    expect(thrown.init?.status).toBe(404);
    expect(thrown.data).toEqual({ message: 'Dieses Seminar gibt es nicht.', status: 404 });
  });

  it('says what to fix for bad input, and uses the status of a refused reason like the API does', async () => {
    const thrown = await thrownBy(invalid({ from: 'Dieses Datum gibt es nicht.' }));
    expect(thrown.data).toEqual({ message: 'Dieses Datum gibt es nicht.', status: 400 });
    const reused = await thrownBy({ ...invalid({}, 'Schlüssel schon benutzt.'), reason: 'idempotency-key-reused' });
    expect(reused.data).toEqual({ message: 'Schlüssel schon benutzt.', status: 422 });
  });
});
