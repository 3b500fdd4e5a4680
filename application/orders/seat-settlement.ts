import { bookingState } from '../../domain/event/booking-state';
import { entriesToOffer, offerDeadline } from '../../domain/cart/waiting-list';
import type { Temporal } from 'temporal-polyfill';
import type { CatalogueEvent } from '../catalogue/catalogue-event';
import type { Outbox } from '../mail/outbox.port';
import { waitlistOfferPayload } from './mail-payloads';
import type { OrderTransaction } from './orders.repository';
import type { LapseReport } from './orders.codecs';

/** Whether the event has begun at `now`: the booking state's 'vorbei' (domain/event), the one place of that rule. */
export const hasBegun = (event: Pick<CatalogueEvent, 'startDate'>, now: Temporal.Instant): boolean =>
  bookingState({ startDate: event.startDate, capacity: 0, seatsTaken: 0 }, now) === 'vorbei';

export const NOTHING_SETTLED: LapseReport = { lapsedReservations: 0, expiredOffers: 0, offers: 0 };

export const addReports = (a: LapseReport, b: LapseReport): LapseReport => ({
  lapsedReservations: a.lapsedReservations + b.lapsedReservations,
  expiredOffers: a.expiredOffers + b.expiredOffers,
  offers: a.offers + b.offers,
});

/**
 * Brings the seats of one event up to date at `now`, under its lock: reservations past their
 * deadline lapse, offers past theirs expire, and the seats that are free go to the waiting
 * list, each to the first entry that fits, with a 48-hour offer and its mail. Every path that
 * frees or takes seats runs this first, so the waiting list is served before anyone new.
 */
export const settleEvent = async (
  tx: OrderTransaction,
  outbox: Outbox,
  event: CatalogueEvent,
  now: Temporal.Instant,
): Promise<LapseReport> => {
  await tx.lockEvent(event.eventId);
  const lapsedReservations = await tx.lapseReservations(event.eventId, now);
  const expiredOffers = await tx.expireOffers(event.eventId, now);
  // A seat of an event that has begun is of no use to anyone on the list.
  if (hasBegun(event, now)) return { lapsedReservations, expiredOffers, offers: 0 };
  const queue = await tx.waitingEntries(event.eventId);
  const offered = entriesToOffer(event.capacity, await tx.seatsTaken(event.eventId), queue);
  const deadline = offerDeadline(now, event.startDate);
  for (const entry of offered) {
    await tx.markOffered(entry.entryId, now, deadline);
    await outbox.enqueue(tx.handle, 'waitlist_offer', waitlistOfferPayload(entry.contact, event, deadline, entry.entryId));
  }
  return { lapsedReservations, expiredOffers, offers: offered.length };
};
