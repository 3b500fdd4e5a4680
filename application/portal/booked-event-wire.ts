import type { Temporal } from 'temporal-polyfill';
import { cancellationRefusal, confirmationRefusal, takesSeat } from '../../domain/cart/participant-status';
import { mayCertifyAttendance } from '../../domain/paperwork/attendance';
import type { BookedEvent, BookingRecipient } from './bookings.port';
import type { BookedEventWire, RecipientActionsWire, RecipientWire } from './portal-events.codecs';

/**
 * What may be done with a participant at `now` by someone who manages the booking: cancel and
 * substitute before the event, confirm a reservation before its deadline, print the certificate
 * after the end for a booked seat. The rules are domain/cart's and domain/paperwork's.
 */
export const recipientActions = (event: Pick<BookedEvent, 'startDate' | 'endDate'>, recipient: BookingRecipient, now: Temporal.Instant): RecipientActionsWire => {
  const active = cancellationRefusal(recipient.status, event.startDate, now) === undefined;
  if (!recipient.named) {
    // Held seats are named or given back one by one, or all given up at once; booked once named.
    // The last held seat is given back, not cancelled: one button, not two for the same.
    const seated = active && takesSeat(recipient.status);
    return { cancel: active && !(seated && recipient.seats === 1), substitute: false, confirm: false, certificate: false, nameSeat: seated, giveBackSeat: seated };
  }
  return {
    cancel: active,
    substitute: active,
    confirm: confirmationRefusal(recipient.status, recipient.reservedUntil, now) === undefined,
    certificate: mayCertifyAttendance(recipient.status, recipient.attended, event.endDate, now),
  };
};

export const recipientWire = (recipient: BookingRecipient, actions?: RecipientActionsWire): RecipientWire => ({
  recipientId: recipient.recipientId,
  salutation: recipient.salutation,
  firstname: recipient.firstname,
  lastname: recipient.lastname,
  email: recipient.email,
  status: recipient.status,
  price: recipient.price,
  ...(recipient.reservedUntil === null ? {} : { reservedUntil: recipient.reservedUntil }),
  ...(recipient.waitlistPosition === null ? {} : { waitlistPosition: recipient.waitlistPosition }),
  ...(recipient.named ? {} : { heldSeats: recipient.seats }),
  ...(actions === undefined ? {} : { actions }),
});

const eventWire = (event: BookedEvent, recipients: readonly RecipientWire[]): BookedEventWire => ({
  eventId: event.eventId,
  title: event.title,
  startDate: event.startDate,
  endDate: event.endDate,
  location: event.location,
  kind: event.kind,
  ...(event.page.kind === 'seminar' ? { themeSlug: event.page.themeSlug } : { conferenceUrl: event.page.conferenceUrl }),
  recipients,
});

/** The event as the portal lists it. */
export const bookedEventWire = (event: BookedEvent): BookedEventWire => eventWire(event, event.recipients.map((recipient) => recipientWire(recipient)));

/** The event for someone who manages its bookings: each participant with what may be done with it at `now`. */
export const managedEventWire = (event: BookedEvent, now: Temporal.Instant): BookedEventWire =>
  eventWire(event, event.recipients.map((recipient) => recipientWire(recipient, recipientActions(event, recipient, now))));
