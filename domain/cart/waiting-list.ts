import { Temporal } from 'temporal-polyfill';
import { seatsLeft } from '../event/booking-state';

/** How long a seat offered to the waiting list is held for the one it is offered to. */
export const OFFER_VALIDITY: Temporal.DurationLike = { hours: 48 };

/**
 * Until when an offer holds: 48 hours, but never past the start of the event, after which the
 * seat is of no use to anyone.
 */
export const offerDeadline = (offeredAt: Temporal.Instant, eventStart: Temporal.Instant): Temporal.Instant => {
  const full = offeredAt.add(OFFER_VALIDITY);
  return Temporal.Instant.compare(full, eventStart) <= 0 ? full : eventStart;
};

/** An offer can be accepted strictly before its deadline. */
export const isOfferOpen = (deadline: Temporal.Instant, now: Temporal.Instant): boolean =>
  Temporal.Instant.compare(now, deadline) < 0;

/** A waiting entry as the queue sees it: how many seats it waits for. */
export interface WaitingEntry {
  readonly seats: number;
}

/**
 * Which waiting entries get an offer when seats are free: in queue order, each the first entry
 * that still fits into what is left. An entry for more seats than are free keeps its place and
 * is passed over only until enough seats are free for it.
 */
export const entriesToOffer = <E extends WaitingEntry>(
  capacity: number,
  seatsTaken: number,
  queue: readonly E[],
): readonly E[] => {
  let free = seatsLeft({ capacity, seatsTaken });
  const offered: E[] = [];
  for (const entry of queue) {
    if (free === 0) break;
    if (entry.seats <= free) {
      offered.push(entry);
      free -= entry.seats;
    }
  }
  return offered;
};

/** 1 for the first entry still waiting (ids in queue order); undefined when it waits no longer. */
export const queuePosition = <Id>(entryId: Id, waitingInOrder: readonly Id[]): number | undefined => {
  const index = waitingInOrder.indexOf(entryId);
  return index === -1 ? undefined : index + 1;
};
