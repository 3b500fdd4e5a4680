import type { FastifyInstance } from 'fastify';
import * as E from 'fp-ts/Either';
import type { OrderBookings } from '../../../application/orders/orders.port';
import type { Clock } from '../../../application/ports/clock';

/**
 * Often enough that a lapsed reservation's seat reaches the waiting list within minutes (a
 * checkout of that event settles it at once anyway), rarely enough to cost nothing.
 */
export const SEAT_HOUSEKEEPING_INTERVAL_MS = 5 * 60 * 1000;

/**
 * Lapses reservations past their deadline and expires waiting-list offers past theirs, then
 * offers the freed seats, every few minutes while the server runs. Every instance does; each
 * event is settled under its lock, so several instances on one database do no harm. A failure
 * is logged and the next round tries again.
 */
export const scheduleSeatHousekeeping = (
  server: FastifyInstance,
  bookings: Pick<OrderBookings, 'lapseReservations'>,
  clock: Clock,
  intervalMs = SEAT_HOUSEKEEPING_INTERVAL_MS,
): void => {
  const timer = setInterval(() => {
    bookings.lapseReservations(clock.now())().then(
      (result) => {
        if (E.isLeft(result)) server.log.error({ err: result.left }, 'seat housekeeping failed');
        else server.log.debug({ settled: result.right }, 'seat housekeeping');
      },
      (error: unknown) => {
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
