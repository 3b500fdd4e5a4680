import * as E from 'fp-ts/Either';
import { NO_INVOICE_RECIPIENT } from '../../domain/invoice/invoice-recipient';
import { CONTACT_FORM } from '../../domain/cart/contact-form';
import { queuePosition } from '../../domain/cart/waiting-list';
import { conferenceBookingFieldErrors } from '../../domain/conference/conference-booking';
import { hasBegun } from '../../domain/event/booking-state';
import { CONFERENCE_PARTICIPANT_FORM, CONFERENCE_REGISTRATION_FORM } from '../../domain/conference/conference-forms';
import { conflict, invalid, notFound, type AppError } from '../../domain/errors/app-error';
import { hasErrors, normalizeValues, validateFormEither } from '../../domain/validation/form-validation';
import type { SessionSlot } from '../accounts/session';
import type { SessionService } from '../accounts/session.service';
import type { UserRepository } from '../accounts/user.repository';
import type { CatalogueRepository, ConferenceRecord } from '../catalogue/catalogue.repository';
import type { Outbox } from '../mail/outbox.port';
import type { BookSeats } from '../orders/book-seats';
import { canonicalJson } from '../orders/fingerprint';
import type { OrderReading } from '../orders/order-reading';
import type { OrderStore } from '../orders/orders.repository';
import { storeCall } from '../orders/store-call';
import type { Clock } from '../ports/clock';
import {
  ConferenceBookingWire,
  type ConferenceBookingRequest,
  type ConferenceRegistrationRequest,
  type ConferenceRegistrationWire,
} from './conference-booking.codecs';
import type { ConferenceBookings, ConferenceBookingsForRequest } from './conference-booking.port';
import { conferenceBookingWire } from './conference-booking-wire';
import type { ConferenceRegistrationStore } from './conference-registration.repository';
import { CONFERENCE_MESSAGES as M } from './messages';

export interface ConferenceBookingDependencies {
  readonly registrations: ConferenceRegistrationStore;
  /** Bookings are orders: seats are taken by BookSeats, the order read again by OrderReading. */
  readonly bookSeats: BookSeats;
  readonly orders: OrderReading;
  readonly store: Pick<OrderStore, 'waitingEntryIds'>;
  readonly users: Pick<UserRepository, 'findById'>;
  readonly catalogue: CatalogueRepository;
  readonly outbox: Outbox;
  readonly clock: Clock;
  /** Keeps a visitor's session, whose id scopes the idempotency key. */
  readonly sessions: Pick<SessionService, 'keep'>;
}

/** Fachtagung sign-ups, and bookings: orders like any other, their seats taken by BookSeats. */
export class ConferenceBookingService implements ConferenceBookingsForRequest {
  constructor(private readonly deps: ConferenceBookingDependencies) {}

  forRequest(session: SessionSlot): ConferenceBookings {
    const userId = (): number | null => session.current().stored?.userId ?? null;
    return {
      register: (request) => storeCall(() => this.register(request, userId())),
      book: (url, request, key) =>
        storeCall(async () => {
          // The key belongs to the session: another browser with the same key books on its own.
          const kept = await this.deps.sessions.keep(session.current());
          session.replace(kept);
          return this.book(url, request, key, kept.stored.sessionId, userId());
        }),
      booking: (orderNumber) => storeCall(() => this.placed(orderNumber, session)),
    };
  }

  private async conference(url: string): Promise<ConferenceRecord | undefined> {
    const [found] = await this.deps.catalogue.conferences({ url });
    return found;
  }

  /** The booking as it stands now: who has a seat, who waits at which place. */
  private async placed(orderNumber: string, session: SessionSlot): Promise<E.Either<AppError, ConferenceBookingWire>> {
    const placed = await this.deps.orders.readable(orderNumber, session, M.bookingUnknown);
    if (E.isLeft(placed) || placed.right.channel !== 'fachtagung') return E.left(notFound(M.bookingUnknown));
    const eventIds = [...new Set(placed.right.participants.map((participant) => participant.eventId))];
    const [conference] = await this.deps.catalogue.conferences({ bookableIds: eventIds });
    if (conference === undefined) return E.left(notFound(M.bookingUnknown));
    const queue = await this.deps.store.waitingEntryIds(conference.bookableId);
    return E.right(
      conferenceBookingWire(
        conference.url,
        placed.right,
        placed.right.participants.map((participant, index) => ({
          ...participant,
          position: index + 1,
          waitlistPosition: participant.waitlistEntryId === null ? undefined : queuePosition(participant.waitlistEntryId, queue),
        })),
      ),
    );
  }

  private async register(request: ConferenceRegistrationRequest, userId: number | null): Promise<E.Either<AppError, ConferenceRegistrationWire>> {
    const { conferenceUrl, ...fields } = request;
    const valid = validateFormEither(CONFERENCE_REGISTRATION_FORM, fields);
    if (E.isLeft(valid)) return valid;
    const conference = conferenceUrl === undefined ? undefined : await this.conference(conferenceUrl);
    if (conferenceUrl !== undefined && conference === undefined) return E.left(invalid({ conferenceUrl: M.conferenceUnknown }));
    const now = this.deps.clock.now();
    const person = valid.right;
    return this.deps.registrations.transaction(async (tx) => {
      const registrationId = await tx.insertRegistration({ ...person, conferenceId: conference?.conferenceId ?? null, userId, at: now });
      await this.deps.outbox.enqueue(tx.handle, 'form_submission', {
        form: 'fachtagung-anmeldung',
        title: 'Anmeldung zur Fachtagung',
        receivedAt: now,
        sender: { email: person.email, salutation: person.salutation, firstname: person.firstname, lastname: person.lastname },
        fields: [
          { label: 'Fachtagung', value: conference?.title ?? 'Fachtagungen allgemein' },
          { label: 'Anrede', value: person.salutation },
          { label: 'Vorname', value: person.firstname },
          { label: 'Nachname', value: person.lastname },
          { label: 'E-Mail', value: person.email },
          { label: 'Firma', value: person.company },
          { label: 'Telefon', value: person.phone },
          { label: 'Nachricht', value: person.message },
        ],
      });
      return E.right({ registrationId, conferenceUrl: conference?.url ?? null, message: M.registered });
    });
  }

  private async book(
    url: string,
    request: ConferenceBookingRequest,
    key: string,
    scope: string,
    userId: number | null,
  ): Promise<E.Either<AppError, ConferenceBookingWire>> {
    if (request.participants.length === 0) return E.left(invalid({ participants: M.participantsMissing }));
    const errors = conferenceBookingFieldErrors(request.contact, request.participants, request.acceptTerms === true);
    if (hasErrors(errors)) return E.left(invalid(errors));
    const contact = normalizeValues(CONTACT_FORM, request.contact);
    const participants = request.participants.map((fields) => normalizeValues(CONFERENCE_PARTICIPANT_FORM, fields));
    const conference = await this.conference(url);
    if (conference === undefined) return E.left(notFound(M.conferenceUnknown));
    const account = userId === null ? undefined : await this.deps.users.findById(userId);
    const idempotency = { scope, key, fingerprint: canonicalJson({ url, request }) };
    return this.deps.bookSeats.once(idempotency, decodeStored, async (tx, now) => {
      if (hasBegun(conference.startDate, now)) return E.left(conflict(M.conferenceStarted));
      const { company, ...customer } = contact;
      const order = {
        channel: 'fachtagung' as const,
        sessionId: scope,
        userId,
        gremiumId: account?.gremiumId ?? null,
        customer,
        billing: { company: company === '' ? null : company, street: null, streetNumber: null, postalCode: null, city: null },
        invoiceReference: null,
        invoiceRecipient: NO_INVOICE_RECIPIENT,
        personalNotes: null,
      };
      const requests = participants.map((participant) => ({ ...participant, bookingType: 'Buchung' as const, hotelOverNightOption: '', seats: 1 }));
      const booked = await this.deps.bookSeats.book(tx, now, order, [{ eventId: conference.bookableId, requests }], { idempotency });
      if (E.isLeft(booked)) return booked;
      const seats = booked.right.lines.flatMap((line) => line.seats);
      const result = conferenceBookingWire(conference.url, booked.right, seats.map((seat, index) => ({ ...seat.request, position: index + 1, price: seat.price, status: seat.status, waitlistPosition: seat.waitlistPosition })));
      await tx.saveCheckoutResult(booked.right.orderId, ConferenceBookingWire.encode(result));
      return E.right(result);
    });
  }
}

/** A stored answer is our own; one that no longer decodes is a bug, not a client's error. */
const decodeStored = (stored: unknown): ConferenceBookingWire => {
  const answer = ConferenceBookingWire.decode(stored);
  if (E.isLeft(answer)) throw new Error('stored conference booking result does not decode');
  return answer.right;
};
