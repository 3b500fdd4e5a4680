import type { FastifyInstance } from 'fastify';
import * as E from 'fp-ts/Either';
import type { OrderBookings } from '../../../application/orders/orders.port';
import type { Clock } from '../../../application/ports/clock';
import { claimRound, recordRound, type FleetRounds } from '../fleet-rounds';

/**
 * Often enough that a lapsed reservation's seat reaches the waiting list within minutes (a
 * checkout of that event settles it at once anyway), rarely enough to cost nothing.
 */
export const SEAT_HOUSEKEEPING_INTERVAL_MS = 5 * 60 * 1000;

/**
 * Lapses reservations past their deadline and expires waiting-list offers past theirs, then
 * offers the freed seats, and sends the reminders of reservations three days before their
 * deadline, every few minutes while the server runs. Every instance ticks; with `rounds` one
 * instance of the fleet takes each round. Even without, each event is settled under its lock and
 * each reminder is claimed by one atomic update, so a reservation is lapsed and reminded once.
 * A failure is logged and the next round tries again.
 */
export const scheduleSeatHousekeeping = (
  server: FastifyInstance,
  bookings: Pick<OrderBookings, 'lapseReservations' | 'remindReservations'>,
  clock: Clock,
  intervalMs = SEAT_HOUSEKEEPING_INTERVAL_MS,
  rounds?: FleetRounds,
): void => {
  /** job: the round's name in ifb_scheduled_job_runs_total. */
  const run = <A>(name: string, job: string, task: () => Promise<E.Either<unknown, A>>): void => {
    task().then(
      (result) => {
        recordRound(rounds, job, E.isLeft(result) ? 'failure' : 'success');
        if (E.isLeft(result)) server.log.error({ err: result.left }, `${name} failed`);
        else server.log.debug({ done: result.right }, name);
      },
      (error: unknown) => {
        recordRound(rounds, job, 'failure');
        server.log.error({ err: error }, `${name} failed`);
      },
    );
  };
  const timer = setInterval(() => {
    claimRound(rounds, 'seat-housekeeping', intervalMs).then(
      (mine) => {
        if (!mine) return;
        const now = clock.now();
        run('seat housekeeping', 'seat-housekeeping', bookings.lapseReservations(now));
        run('reservation reminders', 'reservation-reminders', bookings.remindReservations(now));
      },
      (error: unknown) => {
        recordRound(rounds, 'seat-housekeeping', 'failure');
        server.log.error({ err: error }, 'seat housekeeping failed');
      },
    );
  }, intervalMs);
  timer.unref();
  server.addHook('onClose', () => {
    clearInterval(timer);
    return Promise.resolve();
  });
};
