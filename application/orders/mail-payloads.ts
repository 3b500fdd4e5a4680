import { holdsUnnamedSeats } from '../../domain/cart/held-seats';
import type { MailEvent, MailPerson, OrderConfirmationPayload, OrderedEvent, WaitlistOfferPayload } from '../mail/outbox-payloads';
import type { Temporal } from 'temporal-polyfill';
import type { BookedLine, BookedOrder } from './booked-order';
import type { Bookable } from './bookable';
import type { OrderHeader, Person } from './orders.repository';

/** The bookable as the mails name it: title, dates and where. */
export const mailEvent = (bookable: Bookable): MailEvent => ({
  eventId: bookable.eventId,
  title: bookable.title,
  startDate: bookable.startDate,
  endDate: bookable.endDate,
  location: bookable.location,
});

export const mailPerson = (person: Person): MailPerson => ({
  salutation: person.salutation,
  firstname: person.firstname,
  lastname: person.lastname,
  email: person.email,
});

export const orderedEvent = ({ bookable, seats }: BookedLine): OrderedEvent => ({
  ...mailEvent(bookable),
  prices: bookable.prices,
  participants: seats.map((seat) => ({
    ...mailPerson(seat.request),
    bookingType: seat.request.bookingType,
    ...(seat.reservedUntil === null ? {} : { reservationDeadline: seat.reservedUntil }),
    ...(seat.waitlistPosition === undefined ? {} : { waitlistPosition: seat.waitlistPosition }),
    ...(holdsUnnamedSeats(seat.request.seats) ? { seats: seat.request.seats } : {}),
    participantId: seat.participantId,
  })),
});

/**
 * The order_confirmation outbox row (application/mail): a snapshot of the order as placed, the
 * same the confirmation page shows: participants on a waiting list are listed with their place
 * (and get the waitlist_offer mail once a seat is free).
 */
export const orderConfirmationPayload = (input: Pick<OrderHeader, 'sessionId' | 'userId' | 'customer' | 'billing'> & { readonly order: BookedOrder }): OrderConfirmationPayload => ({
  orderNumber: input.order.orderNumber,
  orderedAt: input.order.orderedAt,
  sessionId: input.sessionId ?? '',
  userId: input.userId,
  customer: mailPerson(input.customer),
  billingAddress: {
    company: input.billing.company ?? '',
    street: input.billing.street ?? '',
    streetNumber: input.billing.streetNumber ?? '',
    postalCode: input.billing.postalCode ?? '',
    city: input.billing.city ?? '',
  },
  items: input.order.lines.map(orderedEvent),
});

export const waitlistOfferPayload = (recipient: Person, bookable: Bookable, offerDeadline: Temporal.Instant, entryId: string): WaitlistOfferPayload => ({
  recipient: mailPerson(recipient),
  event: mailEvent(bookable),
  offerDeadline,
  entryId,
});
