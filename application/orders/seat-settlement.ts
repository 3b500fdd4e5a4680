import { hasBegun } from '../../domain/event/booking-state';
import { entriesToOffer, offerDeadline } from '../../domain/cart/waiting-list';
import type { Temporal } from 'temporal-polyfill';
import type { Outbox } from '../mail/outbox.port';
import type { Bookable } from './bookable';
import { waitlistOfferPayload } from './mail-payloads';
import type { OrderTransaction } from './orders.repository';
import type { LapseReport } from './orders.codecs';

export const NOTHING_SETTLED: LapseReport = { lapsedReservations: 0, expiredOffers: 0, offers: 0 };

export const addReports = (a: LapseReport, b: LapseReport): LapseReport => ({
  lapsedReservations: a.lapsedReservations + b.lapsedReservations,
  expiredOffers: a.expiredOffers + b.expiredOffers,
  offers: a.offers + b.offers,
});

/**
 * Brings the seats of one bookable up to date at `now`, under its lock: reservations past their
 * deadline lapse, offers past theirs expire, and the seats that are free go to the waiting
 * list, each to the first entry that fits, with a 48-hour offer and its mail. Every path that
 * frees or takes seats runs this first, so the waiting list is served before anyone new.
 */
export const settleEvent = async (tx: OrderTransaction, outbox: Outbox, bookable: Bookable, now: Temporal.Instant): Promise<LapseReport> => {
  await tx.lockEvent(bookable.eventId);
  const lapsedReservations = await tx.lapseReservations(bookable.eventId, now);
  const expiredOffers = await tx.expireOffers(bookable.eventId, now);
  // A seat of a date that has begun, or was called off, is of no use to anyone on the list.
  if (bookable.cancelled || hasBegun(bookable.startDate, now)) return { lapsedReservations, expiredOffers, offers: 0 };
  const queue = await tx.waitingEntries(bookable.eventId);
  const offered = entriesToOffer(bookable.capacity, await tx.seatsTaken(bookable.eventId), queue);
  const deadline = offerDeadline(now, bookable.startDate);
  for (const entry of offered) {
    await tx.markOffered(entry.entryId, now, deadline);
    await outbox.enqueue(tx.handle, 'waitlist_offer', waitlistOfferPayload(entry.contact, bookable, deadline, entry.entryId));
  }
  return { lapsedReservations, expiredOffers, offers: offered.length };
};
