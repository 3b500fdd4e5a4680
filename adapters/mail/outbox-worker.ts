import type { DispatchReport, OutboxDispatcher } from '../../application/mail/outbox-dispatcher';

export interface OutboxWorkerLog {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface OutboxWorker {
  /** Stops the timer and waits for a round in progress, so shutdown does not cut a mail in half. */
  stop(): Promise<void>;
}

/**
 * Runs the dispatcher every `intervalMs` in the server process. Rounds never overlap: the next is
 * scheduled when one ends. A round that fails (database gone) is logged and the next one tries again.
 */
export const startOutboxWorker = (dispatcher: Pick<OutboxDispatcher, 'dispatchDue'>, intervalMs: number, log: OutboxWorkerLog): OutboxWorker => {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  const report = (result: DispatchReport): void => {
    if (result.sent + result.retried + result.abandoned > 0) log.info({ outbox: result }, 'outbox round');
  };

  const round = async (): Promise<void> => {
    try {
      report(await dispatcher.dispatchDue());
    } catch (error) {
      log.error({ err: error }, 'outbox round failed');
    }
  };

  const schedule = (): void => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = round().then(schedule);
    }, intervalMs);
    // A pending round is no reason to keep the process alive.
    timer.unref();
  };

  schedule();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
};
