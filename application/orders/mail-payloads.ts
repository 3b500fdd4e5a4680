import { locationText } from '../../domain/event/location-text';
import type { CatalogueEvent } from '../catalogue/catalogue-event';
import type { MailEvent, MailPerson, OrderConfirmationPayload, OrderedEvent, WaitlistOfferPayload } from '../mail/outbox-payloads';
import type { Temporal } from 'temporal-polyfill';
import type { BillingRecord, Person } from './orders.repository';
import type { BookingType } from '../../domain/cart/booking-type';

/** The event as the mails name it: title, dates and where, as the catalogue shows it. */
export const mailEvent = (event: CatalogueEvent): MailEvent => ({
  eventId: event.eventId,
  title: event.content.title,
  startDate: event.startDate,
  endDate: event.endDate,
  location: locationText(event),
});

export const mailPerson = (person: Person): MailPerson => ({
  salutation: person.salutation,
  firstname: person.firstname,
  lastname: person.lastname,
  email: person.email,
});

/** A seated participant as the confirmation lists it. */
export interface ConfirmedSeat extends Person {
  readonly bookingType: BookingType;
  readonly reservedUntil: Temporal.Instant | null;
  /** Set when the event was full: the participant's place on its waiting list. */
  readonly waitlistPosition?: number | undefined;
  readonly participantId?: number | undefined;
}

export interface ConfirmedEvent {
  readonly event: CatalogueEvent;
  readonly seats: readonly ConfirmedSeat[];
}

export const orderedEvent = ({ event, seats }: ConfirmedEvent): OrderedEvent => ({
  ...mailEvent(event),
  prices: event.content.prices,
  participants: seats.map((seat) => ({
    salutation: seat.salutation,
    firstname: seat.firstname,
    lastname: seat.lastname,
    email: seat.email,
    bookingType: seat.bookingType,
    ...(seat.reservedUntil === null ? {} : { reservationDeadline: seat.reservedUntil }),
    ...(seat.waitlistPosition === undefined ? {} : { waitlistPosition: seat.waitlistPosition }),
    ...(seat.participantId === undefined ? {} : { participantId: seat.participantId }),
  })),
});

export interface ConfirmationInput {
  readonly orderNumber: string;
  readonly orderedAt: Temporal.Instant;
  readonly sessionId: string | null;
  readonly userId: number | null;
  readonly customer: Person;
  readonly billing: BillingRecord;
  readonly events: readonly ConfirmedEvent[];
}

/**
 * The order_confirmation outbox row (application/mail): a snapshot of the order as placed, the
 * same the confirmation page shows: participants on a waiting list are listed with their place
 * (and get the waitlist_offer mail once a seat is free).
 */
export const orderConfirmationPayload = (input: ConfirmationInput): OrderConfirmationPayload => ({
  orderNumber: input.orderNumber,
  orderedAt: input.orderedAt,
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
  items: input.events.map(orderedEvent),
});

export const waitlistOfferPayload = (recipient: Person, event: CatalogueEvent, offerDeadline: Temporal.Instant, entryId: string): WaitlistOfferPayload => ({
  recipient: mailPerson(recipient),
  event: mailEvent(event),
  offerDeadline,
  entryId,
});
