import { hasBegun } from '../../domain/event/booking-state';
import { entriesToOffer, offerDeadline } from '../../domain/cart/waiting-list';
import type { Temporal } from 'temporal-polyfill';
import * as E from 'fp-ts/Either';
import { conflict, notFound, type AppError } from '../../domain/errors/app-error';
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
  // A seat of a date that has begun is of no use to anyone on the list.
  if (hasBegun(bookable.startDate, now)) return { lapsedReservations, expiredOffers, offers: 0 };
  const queue = await tx.waitingEntries(bookable.eventId);
  const offered = entriesToOffer(bookable.capacity, await tx.seatsTaken(bookable.eventId), queue);
  const deadline = offerDeadline(now, bookable.startDate);
  for (const entry of offered) {
    await tx.markOffered(entry.entryId, now, deadline);
    await outbox.enqueue(tx.handle, 'waitlist_offer', waitlistOfferPayload(entry.contact, bookable, deadline, entry.entryId));
  }
  return { lapsedReservations, expiredOffers, offers: offered.length };
};

export const OFFER_MESSAGES = {
  entryNotWaiting: 'Dieser Eintrag wartet nicht mehr auf einen Platz.',
  noSeatFree: (seats: number) =>
    seats === 1 ? 'Für diesen Eintrag ist zurzeit kein Platz frei.' : `Für diesen Eintrag sind zurzeit keine ${String(seats)} Plätze frei.`,
  eventBegun: 'Der Termin hat bereits begonnen; ein Platz kann nicht mehr angeboten werden.',
} as const;

/**
 * Offers free seats of the bookable to one waiting entry that staff chose, out of queue order,
 * under the bookable's lock: only an entry still waiting, only when its seats are free now,
 * only before the start. The offer and its mail are those of the queue's own (settleEvent).
 */
export const offerSeat = async (
  tx: OrderTransaction,
  outbox: Outbox,
  bookable: Bookable,
  entryId: string,
  now: Temporal.Instant,
): Promise<E.Either<AppError, Temporal.Instant>> => {
  await tx.lockEvent(bookable.eventId);
  const entry = await tx.findWaitlistEntry(entryId);
  if (entry?.eventId !== bookable.eventId) return E.left(notFound(OFFER_MESSAGES.entryNotWaiting));
  if (entry.status !== 'waiting') return E.left(conflict(OFFER_MESSAGES.entryNotWaiting));
  if (hasBegun(bookable.startDate, now)) return E.left(conflict(OFFER_MESSAGES.eventBegun));
  await tx.lapseReservations(bookable.eventId, now);
  await tx.expireOffers(bookable.eventId, now);
  if (entriesToOffer(bookable.capacity, await tx.seatsTaken(bookable.eventId), [entry]).length === 0) {
    return E.left(conflict(OFFER_MESSAGES.noSeatFree(entry.seats)));
  }
  const deadline = offerDeadline(now, bookable.startDate);
  await tx.markOffered(entry.entryId, now, deadline);
  await outbox.enqueue(tx.handle, 'waitlist_offer', waitlistOfferPayload(entry.contact, bookable, deadline, entry.entryId));
  return E.right(deadline);
};
