import type { FastifyInstance } from 'fastify';
import * as E from 'fp-ts/Either';
import type { InvoicingService } from '../../application/invoices/invoicing.service';
import { DEFAULT_INVOICE_LEAD_DAYS } from '../../domain/invoice/invoice-plan';
import { claimRound, type FleetRounds } from './fleet-rounds';
import { SEAT_HOUSEKEEPING_INTERVAL_MS } from './routes/cart-housekeeping';

const MAX_LEAD_DAYS = 365;

/** INVOICE_LEAD_DAYS: whole days from 0 to 365; unset means 21. A wrong value stops the start (no silent default). */
export const invoiceLeadDaysFrom = (value: string | undefined): number => {
  if (value === undefined || value.trim() === '') return DEFAULT_INVOICE_LEAD_DAYS;
  const days = /^\d{1,3}$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
  if (!(days >= 0 && days <= MAX_LEAD_DAYS)) throw new Error(`INVOICE_LEAD_DAYS must be a whole number of days from 0 to ${String(MAX_LEAD_DAYS)}, not "${value}".`);
  return days;
};

/**
 * Issues what is due (invoices from the lead days before the first seminar day, credit notes and
 * fee invoices after cancellations) with the seat housekeeping's rhythm, by one instance of the
 * fleet per round. A failure is logged, the next round tries again: the plan is read from the
 * orders each time, so nothing is lost and nothing issued twice.
 */
export const scheduleInvoicing = (
  server: FastifyInstance,
  invoicing: Pick<InvoicingService, 'settleDue'>,
  rounds?: FleetRounds,
  intervalMs = SEAT_HOUSEKEEPING_INTERVAL_MS,
): void => {
  const round = () => {
    claimRound(rounds, 'invoicing', intervalMs)
      .then(async (mine) => (mine ? invoicing.settleDue()() : E.right([])))
      .then(
        (result) => {
          if (E.isLeft(result)) server.log.error({ err: result.left }, 'invoicing failed');
          else if (result.right.length > 0) server.log.info({ issued: result.right }, 'invoices issued');
        },
        (error: unknown) => {
          server.log.error({ err: error }, 'invoicing failed');
        },
      );
  };
  const timer = setInterval(round, intervalMs);
  timer.unref();
  server.addHook('onClose', () => {
    clearInterval(timer);
    return Promise.resolve();
  });
};
