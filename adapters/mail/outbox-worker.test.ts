import { describe, expect, it } from 'vitest';
import type { DispatchReport } from '../../application/mail/outbox-dispatcher';
import { startOutboxWorker, type OutboxWorkerLog } from './outbox-worker';

const recordingLog = () => {
  const entries: { level: string; message: string; object: object }[] = [];
  const log: OutboxWorkerLog = {
    info: (object, message) => entries.push({ level: 'info', message, object }),
    error: (object, message) => entries.push({ level: 'error', message, object }),
  };
  return { entries, log };
};

const until = async (condition: () => boolean): Promise<void> => {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > 5000) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

const quiet: DispatchReport = { sent: 0, retried: 0, abandoned: 0 };

describe('startOutboxWorker', () => {
  it('runs rounds one after another and logs only rounds that did something', async () => {
    const { entries, log } = recordingLog();
    let rounds = 0;
    let concurrent = 0;
    let maxConcurrent = 0;
    const worker = startOutboxWorker(
      {
        dispatchDue: async () => {
          rounds += 1;
          concurrent += 1;
          maxConcurrent = Math.max(maxConcurrent, concurrent);
          await new Promise((resolve) => setTimeout(resolve, 8));
          concurrent -= 1;
          return rounds === 2 ? { sent: 1, retried: 0, abandoned: 0 } : quiet;
        },
      },
      1,
      log,
    );
    await until(() => rounds >= 4);
    await worker.stop();
    expect(maxConcurrent).toBe(1);
    expect(entries).toEqual([{ level: 'info', message: 'outbox round', object: { outbox: { sent: 1, retried: 0, abandoned: 0 } } }]);
  });

  it('logs a failed round and tries again at the next one', async () => {
    const { entries, log } = recordingLog();
    let rounds = 0;
    const worker = startOutboxWorker(
      {
        dispatchDue: () => {
          rounds += 1;
          return Promise.reject(new Error('database gone'));
        },
      },
      1,
      log,
    );
    await until(() => rounds >= 2);
    await worker.stop();
    expect(entries.filter((entry) => entry.message === 'outbox round failed').length).toBeGreaterThanOrEqual(1);
  });

  it('waits at stop for the round in progress and starts no further one', async () => {
    const { log } = recordingLog();
    let finished = false;
    let rounds = 0;
    const worker = startOutboxWorker(
      {
        dispatchDue: async () => {
          rounds += 1;
          await new Promise((resolve) => setTimeout(resolve, 30));
          finished = true;
          return quiet;
        },
      },
      1,
      log,
    );
    await until(() => rounds === 1);
    await worker.stop();
    expect(finished).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(rounds).toBe(1);
  });
});
