import { mayReadOrder } from '../../domain/cart/order-reader';
import * as E from 'fp-ts/Either';
import type { Temporal } from 'temporal-polyfill';
import { CONTACT_FORM } from '../../domain/cart/contact-form';
import { formatOrderNumber, orderYear } from '../../domain/cart/order-number';
import { allocateGroup } from '../../domain/cart/seat-allocation';
import { conferenceBookingFieldErrors, conferenceBookingTotals } from '../../domain/conference/conference-booking';
import { CONFERENCE_PARTICIPANT_FORM, CONFERENCE_REGISTRATION_FORM } from '../../domain/conference/conference-forms';
import { conflict, invalid, notFound, type AppError } from '../../domain/errors/app-error';
import { hasErrors, normalizeValues, validateFormEither } from '../../domain/validation/form-validation';
import type { SessionSlot } from '../accounts/session';
import type { SessionService } from '../accounts/session.service';
import type { CatalogueRepository, ConferenceRecord } from '../catalogue/catalogue.repository';
import type { Outbox, OutboxTransaction } from '../mail/outbox.port';
import { KEY_REUSED } from '../orders/checkout';
import { canonicalJson } from '../orders/fingerprint';
import { orderConfirmationPayload } from '../orders/mail-payloads';
import { hasBegun } from '../orders/seat-settlement';
import { storeCall } from '../orders/store-call';
import type { Clock } from '../ports/clock';
import {
  ConferenceBookingWire,
  type ConferenceBookingRequest,
  type ConferenceRegistrationRequest,
  type ConferenceRegistrationWire,
} from './conference-booking.codecs';
import type { ConferenceBookings, ConferenceBookingsForRequest } from './conference-booking.port';
import type { ConferenceBookingStore, NewConferenceParticipant } from './conference-booking.repository';
import { CONFERENCE_MESSAGES as M } from './messages';

export interface ConferenceBookingDependencies {
  readonly store: ConferenceBookingStore;
  readonly catalogue: CatalogueRepository;
  readonly outbox: Outbox;
  readonly clock: Clock;
  /** Keeps a visitor's session, whose id scopes the idempotency key. */
  readonly sessions: Pick<SessionService, 'keep'>;
}

/** Fachtagung sign-ups and bookings over the booking store; every seat change under the conference's lock. */
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

  private async placed(orderNumber: string, session: SessionSlot): Promise<E.Either<AppError, ConferenceBookingWire>> {
    const placed = await this.deps.store.placedBooking(orderNumber);
    const stored = session.current().stored;
    const placedHere = placed !== undefined && mayReadOrder(placed, { sessionId: stored?.sessionId, userId: stored?.userId ?? null });
    // Someone else's booking is answered like an unknown one: order numbers run in sequence.
    if (!placedHere || placed.result === null) return E.left(notFound(M.bookingUnknown));
    const answer = ConferenceBookingWire.decode(placed.result);
    if (E.isLeft(answer)) throw new Error(`stored conference booking result of ${orderNumber} does not decode`);
    return E.right(answer.right);
  }

  private async register(request: ConferenceRegistrationRequest, userId: number | null): Promise<E.Either<AppError, ConferenceRegistrationWire>> {
    const { conferenceUrl, ...fields } = request;
    const valid = validateFormEither(CONFERENCE_REGISTRATION_FORM, fields);
    if (E.isLeft(valid)) return valid;
    const conference = conferenceUrl === undefined ? undefined : await this.conference(conferenceUrl);
    if (conferenceUrl !== undefined && conference === undefined) return E.left(invalid({ conferenceUrl: M.conferenceUnknown }));
    const now = this.deps.clock.now();
    const person = valid.right;
    return this.deps.store.transaction(async (tx) => {
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
    const now = this.deps.clock.now();
    const fingerprint = canonicalJson({ url, request });
    return this.deps.store.transaction(async (tx) => {
      await tx.lockIdempotencyKey(scope, key);
      const earlier = await tx.findIdempotentBooking(scope, key);
      if (earlier !== undefined) {
        if (earlier.fingerprint !== fingerprint) return E.left(KEY_REUSED);
        const answer = ConferenceBookingWire.decode(earlier.result);
        if (E.isLeft(answer)) throw new Error('stored conference booking result does not decode');
        return E.right(answer.right);
      }
      if (hasBegun(conference, now)) return E.left(conflict(M.conferenceStarted));
      await tx.lockConference(conference.conferenceId);
      const seats = participants.length;
      const seated = allocateGroup(conference.capacity, await tx.seatsTaken(conference.conferenceId), seats) === 'seat';
      const position = seated ? undefined : (await tx.waitingBookings(conference.conferenceId)) + 1;
      const line = conferenceBookingTotals(conference.price, seats);
      const orderNumber = formatOrderNumber({ year: orderYear(now), sequence: await tx.nextOrderSequence(orderYear(now)) });
      const company = contact.company;
      const people: NewConferenceParticipant[] = participants.map((participant, index) => ({
        position: index + 1,
        salutation: participant.salutation,
        firstname: participant.firstname,
        lastname: participant.lastname,
        email: participant.email,
        function: participant.function,
        price: line.participantPrices[index] ?? conference.price,
      }));
      const bookingId = await tx.insertBooking(
        {
          ...contact,
          company,
          orderNumber,
          conferenceId: conference.conferenceId,
          userId,
          status: seated ? 'booked' : 'waitlisted',
          total: line.total,
          groupDiscount: line.groupDiscount,
          idempotency: { scope, key, fingerprint },
          at: now,
        },
        people,
      );
      const result: ConferenceBookingWire = {
        orderNumber,
        conferenceUrl: conference.url,
        status: seated ? 'booked' : 'waitlisted',
        message: seated ? M.booked : M.waitlisted,
        total: line.total,
        groupDiscount: line.groupDiscount,
        participants: people.map(({ position: at, salutation, firstname, lastname, price }) => ({ position: at, salutation, firstname, lastname, price })),
        ...(position === undefined ? {} : { position }),
      };
      await tx.saveResult(bookingId, ConferenceBookingWire.encode(result));
      if (seated) await this.confirm(tx.handle, conference, orderNumber, now, contact, company, people, scope, userId);
      return E.right(result);
    });
  }

  /** The confirmation mail with its PDF: the order_confirmation of the seminar orders, the conference as its one item. */
  private async confirm(
    handle: OutboxTransaction,
    conference: ConferenceRecord,
    orderNumber: string,
    now: Temporal.Instant,
    customer: { readonly salutation: string; readonly firstname: string; readonly lastname: string; readonly email: string },
    company: string,
    people: readonly NewConferenceParticipant[],
    sessionId: string,
    userId: number | null,
  ): Promise<void> {
    const payload = orderConfirmationPayload({
      orderNumber,
      orderedAt: now,
      sessionId,
      userId,
      customer,
      billing: { company: company === '' ? null : company, street: null, streetNumber: null, postalCode: null, city: null },
      events: [],
    });
    await this.deps.outbox.enqueue(handle, 'order_confirmation', {
      ...payload,
      items: [
        {
          eventId: conference.conferenceId,
          title: `Fachtagung: ${conference.title}`,
          startDate: conference.startDate,
          endDate: conference.endDate,
          location: `${conference.venue.name}, ${conference.venue.location.name}`,
          prices: { price: conference.price },
          participants: people.map(({ salutation, firstname, lastname, email }) => ({ salutation, firstname, lastname, email, bookingType: 'Buchung' as const })),
        },
      ],
    });
  }
}
