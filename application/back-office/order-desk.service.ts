import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { Temporal } from 'temporal-polyfill';
import { BERLIN, formatDate, formatTime } from '../../domain/calendar/calendar';
import { CANCELLATION_TERMS_TEXT, cancellationFee, cancellationShare } from '../../domain/cart/cancellation-terms';
import { cancellationRefusal, confirmationRefusal } from '../../domain/cart/participant-status';
import { hasLapsed } from '../../domain/cart/reservation-deadline';
import { fullName } from '../../domain/correspondence/person-name';
import { hasBegun } from '../../domain/event/booking-state';
import { formatEuro } from '../../domain/money/money';
import { forbidden, notFound, type AppError } from '../../domain/errors/app-error';
import { SUBSTITUTE_FORM } from '../../domain/cart/substitute-form';
import { validateFormEither } from '../../domain/validation/form-validation';
import type { RequestContext } from '../accounts/accounts.port';
import { hasRole } from '../accounts/roles';
import type { Account, UserRepository } from '../accounts/user.repository';
import type { AuditAction } from '../audit/audit-log';
import type { AuditLogService, AuditOrigin } from '../audit/audit-log.service';
import { issueInvoiceNow } from '../invoices/issue-invoice-now';
import type { InvoicingService } from '../invoices/invoicing.service';
import type { BookingsService } from '../orders/bookings.service';
import type { Clock } from '../ports/clock';
import { callerAccount } from '../portal/caller';
import type { SubstituteRequest } from '../portal/portal-events.codecs';
import { ORDER_STATUS_FILTERS, type CancellationPreviewWire, type DashboardWire, type DeskActionWire, type DeskParticipantWire, type ExtendReservationRequest, type OrderDetailWire, type OrderListWire, type OrderSearchQuery } from './order-desk.codecs';
import type { OrderDesk, OrderDeskForRequest } from './order-desk.port';
import type { OrderDeskReader, OrderParticipantRecord, OrderRecord } from './order-desk.reader';
import type { OrderConfirmations } from './order-confirmations';
import { orderHistory } from './order-history';
import type { OpenRequestsCount } from './open-requests';
import { ORDER_DESK_TEXT as T, PARTICIPANT_STATUS_LABELS } from './messages';

export const ORDER_PAGE_SIZE = 25;
/** How many coming dates the dashboard lists. */
export const DASHBOARD_DATES = 12;

export interface OrderDeskDependencies {
  readonly reader: OrderDeskReader;
  readonly bookings: Pick<BookingsService, 'cancelRecipient' | 'substituteRecipient' | 'confirmReservation' | 'extendReservation' | 'offerSeatTo'>;
  readonly users: UserRepository;
  readonly audit: Pick<AuditLogService, 'record'>;
  readonly invoicing: Pick<InvoicingService, 'issueNow'>;
  readonly confirmations: OrderConfirmations;
  /** Undefined until the request inbox is there: the dashboard then shows no count. */
  readonly openRequests: OpenRequestsCount | undefined;
  readonly clock: Clock;
}

const dayStart = (date: Temporal.PlainDate): Temporal.Instant => date.toZonedDateTime({ timeZone: BERLIN }).toInstant();
const atText = (instant: Temporal.Instant): string => `${formatDate(instant)}, ${formatTime(instant)} Uhr`;
const earlierOf = (a: Temporal.Instant, b: Temporal.Instant): Temporal.Instant => (Temporal.Instant.compare(a, b) <= 0 ? a : b);

/** The back office's orders, for the staff member of each request. */
export class OrderDeskService implements OrderDeskForRequest {
  constructor(private readonly deps: OrderDeskDependencies) {}

  forRequest(context: RequestContext): OrderDesk {
    return new StaffDesk(this.deps, context);
  }
}

type Outcome<A> = Promise<E.Either<AppError, A>>;

class StaffDesk implements OrderDesk {
  constructor(
    private readonly deps: OrderDeskDependencies,
    private readonly context: RequestContext,
  ) {}

  dashboard(): TE.TaskEither<AppError, DashboardWire> {
    return this.asStaff(async () => {
      const now = this.deps.clock.now();
      const today = now.toZonedDateTimeISO(BERLIN).toPlainDate();
      const monday = today.subtract({ days: today.dayOfWeek - 1 });
      const [ordersToday, ordersThisWeek, dates, expiring, openRequests] = await Promise.all([
        this.deps.reader.ordersPlacedSince(dayStart(today)),
        this.deps.reader.ordersPlacedSince(dayStart(monday)),
        this.deps.reader.comingDates(now, DASHBOARD_DATES),
        this.deps.reader.expiringReservations(now, now.toZonedDateTimeISO(BERLIN).add({ days: 3 }).toInstant()),
        this.deps.openRequests?.run() ?? Promise.resolve(null),
      ]);
      return E.right({
        ordersToday,
        ordersThisWeek,
        comingDates: dates.map((date) => ({ eventId: date.eventId, title: date.title, startDate: date.startDate, capacity: date.capacity, seatsTaken: date.seatsTaken, waiting: date.waitingEntries })),
        waitingLists: dates
          .filter((date) => date.waitingEntries > 0)
          .map((date) => ({ eventId: date.eventId, title: date.title, startDate: date.startDate, entries: date.waitingEntries, seats: date.waitingSeats })),
        expiringReservations: expiring.map((reservation) => ({
          orderNumber: reservation.orderNumber,
          participantId: reservation.participantId,
          name: fullName(reservation.person),
          title: reservation.title,
          reservedUntil: reservation.reservedUntil,
        })),
        openRequests,
      });
    });
  }

  orders(query: OrderSearchQuery): TE.TaskEither<AppError, OrderListWire> {
    return this.asStaff(async () => {
      const page = query.seite ?? 1;
      const found = await this.deps.reader.search({
        text: query.q?.trim() === '' ? undefined : query.q?.trim(),
        since: query.von === undefined ? undefined : dayStart(query.von),
        // The last day is included: the period ends where the next day begins.
        until: query.bis === undefined ? undefined : dayStart(query.bis.add({ days: 1 })),
        bookable: query.veranstaltung?.trim() === '' ? undefined : query.veranstaltung?.trim(),
        status: query.status === undefined ? undefined : ORDER_STATUS_FILTERS[query.status],
        offset: (page - 1) * ORDER_PAGE_SIZE,
        limit: ORDER_PAGE_SIZE,
      });
      return E.right({
        orders: found.orders.map((order) => ({
          orderNumber: order.orderNumber,
          orderedAt: order.orderedAt,
          customer: fullName(order.customer),
          email: order.customer.email,
          company: order.company,
          titles: order.titles,
          statuses: [...new Set(order.statuses)].map((status) => ({ status, count: order.statuses.filter((each) => each === status).length })),
          total: order.total,
        })),
        total: found.total,
        page,
        pageSize: ORDER_PAGE_SIZE,
      });
    });
  }

  order(orderNumber: string): TE.TaskEither<AppError, OrderDetailWire> {
    return this.asStaff(async () => {
      const order = await this.deps.reader.order(orderNumber);
      if (order === undefined) return E.left(notFound(T.orderUnknown(orderNumber)));
      const [participants, events] = await Promise.all([
        this.participantsOf(order),
        this.deps.reader.events(orderNumber, order.participants.flatMap((participant) => (participant.waitlistEntry === null ? [] : [participant.waitlistEntry.entryId]))),
      ]);
      return E.right({
        orderNumber: order.orderNumber,
        orderedAt: order.orderedAt,
        channel: order.channel,
        customer: { salutation: order.customer.salutation, firstname: order.customer.firstname, lastname: order.customer.lastname, email: order.customer.email },
        billing: {
          company: order.billing.company,
          street: [order.billing.street, order.billing.streetNumber].filter((part) => part !== null && part !== '').join(' ') || null,
          postalCode: order.billing.postalCode,
          city: order.billing.city,
          invoiceEmail: order.invoiceEmail,
          leitwegId: order.leitwegId,
        },
        invoiceReference: order.invoiceReference,
        notes: order.notes,
        total: order.total,
        groupDiscount: order.groupDiscount,
        participants,
        invoices: order.invoices,
        history: orderHistory(order, events),
      });
    });
  }

  cancellationPreview(orderNumber: string, participantId: number): TE.TaskEither<AppError, CancellationPreviewWire> {
    return this.withParticipant(orderNumber, participantId, async ({ participant }) => {
      const share = cancellationShare(participant.status, participant.startDate, this.deps.clock.now());
      const waiting = await this.deps.reader.waiting(participant.eventId);
      return E.right({
        participant,
        share,
        fee: cancellationFee(participant.price, share),
        terms: CANCELLATION_TERMS_TEXT,
        // The participant's own entry is not whom its seat would go to.
        waiting: waiting
          .filter((entry) => entry.entryId !== participant.waitlistEntryId)
          .map((entry, index) => ({ entryId: entry.entryId, name: entry.name, seats: entry.seats, position: index + 1 })),
      });
    });
  }

  cancelParticipant(orderNumber: string, participantId: number, offerTo: string | undefined): TE.TaskEither<AppError, DeskActionWire> {
    return this.withParticipant(orderNumber, participantId, async ({ staff, participant }) => {
      const share = cancellationShare(participant.status, participant.startDate, this.deps.clock.now());
      const fee = cancellationFee(participant.price, share);
      const done = await this.deps.bookings.cancelRecipient(participantId, staff.userId, offerTo === undefined ? {} : { offerTo })();
      if (E.isLeft(done)) return done;
      const name = fullName(participant);
      await this.log(staff, 'order.participant.cancel', orderNumber, {
        participant: `${name} (Nr. ${String(participantId)})`,
        status: `${PARTICIPANT_STATUS_LABELS[participant.status]} → ${PARTICIPANT_STATUS_LABELS.cancelled}`,
        fee: `${String(share)} % = ${formatEuro(fee)}`,
        ...(offerTo === undefined ? {} : { offeredTo: offerTo }),
      });
      return E.right({ message: T.cancelled(name) });
    });
  }

  substituteParticipant(orderNumber: string, participantId: number, request: SubstituteRequest): TE.TaskEither<AppError, DeskActionWire> {
    return this.withParticipant(orderNumber, participantId, async ({ staff, participant }) => {
      const substitute = validateFormEither(SUBSTITUTE_FORM, request);
      if (E.isLeft(substitute)) return substitute;
      const done = await this.deps.bookings.substituteRecipient(staff, participantId, substitute.right, 'staff')();
      if (E.isLeft(done)) return done;
      const [previous, next] = [fullName(participant), fullName(substitute.right)];
      await this.log(staff, 'order.participant.substitute', orderNumber, {
        participant: `${previous} <${participant.email}> → ${next} <${substitute.right.email}>`,
      });
      return E.right({ message: T.substituted(previous, next) });
    });
  }

  bookReservation(orderNumber: string, participantId: number): TE.TaskEither<AppError, DeskActionWire> {
    return this.withParticipant(orderNumber, participantId, async ({ staff, participant, order }) => {
      const { billing } = order;
      const booking = {
        billing: { company: billing.company ?? '', street: billing.street ?? '', streetNumber: billing.streetNumber ?? '', postalCode: billing.postalCode ?? '', city: billing.city ?? '' },
        // Staff book on the customer's word, who accepted the terms with the order.
        acceptTerms: true,
      };
      const done = await this.deps.bookings.confirmReservation(staff, participantId, booking, 'staff')();
      if (E.isLeft(done)) return done;
      const name = fullName(participant);
      await this.log(staff, 'order.reservation.book', orderNumber, {
        participant: `${name} (Nr. ${String(participantId)})`,
        status: `${PARTICIPANT_STATUS_LABELS.reserved} → ${PARTICIPANT_STATUS_LABELS.booked}`,
      });
      return E.right({ message: T.booked(name) });
    });
  }

  extendReservation(orderNumber: string, participantId: number, request: ExtendReservationRequest): TE.TaskEither<AppError, DeskActionWire> {
    return this.withParticipant(orderNumber, participantId, async ({ staff, participant }) => {
      // The reservation holds through the day chosen, or until the start when that comes first.
      const endOfDay = dayStart(request.bis.add({ days: 1 }));
      const until = Temporal.PlainDate.compare(request.bis, participant.startDate.toZonedDateTimeISO(BERLIN).toPlainDate()) === 0 ? earlierOf(endOfDay, participant.startDate) : endOfDay;
      const done = await this.deps.bookings.extendReservation(participantId, until, staff.userId)();
      if (E.isLeft(done)) return done;
      const name = fullName(participant);
      await this.log(staff, 'order.reservation.extend', orderNumber, {
        participant: `${name} (Nr. ${String(participantId)})`,
        reservedUntil: `${participant.reservedUntil === null ? '–' : atText(participant.reservedUntil)} → ${atText(until)}`,
      });
      return E.right({ message: T.extended(name, atText(until)) });
    });
  }

  offerSeat(orderNumber: string, participantId: number): TE.TaskEither<AppError, DeskActionWire> {
    return this.withParticipant(orderNumber, participantId, async ({ staff, participant }) => {
      if (participant.waitlistEntryId === null) return E.left(notFound(T.participantUnknown));
      const offered = await this.deps.bookings.offerSeatTo(participant.waitlistEntryId)();
      if (E.isLeft(offered)) return offered;
      const name = fullName(participant);
      await this.log(staff, 'order.waitlist.offer', orderNumber, { offeredTo: `${name} (Nr. ${String(participantId)})`, offerUntil: atText(offered.right) });
      return E.right({ message: T.offered(name, atText(offered.right)) });
    });
  }

  resendConfirmation(orderNumber: string): TE.TaskEither<AppError, DeskActionWire> {
    return this.asStaff(async (staff) => {
      if ((await this.deps.reader.order(orderNumber)) === undefined) return E.left(notFound(T.orderUnknown(orderNumber)));
      if (!(await this.deps.confirmations.resend(orderNumber))) return E.left(notFound(T.noConfirmation));
      await this.log(staff, 'order.confirmation.resend', orderNumber, null);
      return E.right({ message: T.confirmationSent });
    });
  }

  issueInvoice(orderNumber: string): TE.TaskEither<AppError, DeskActionWire> {
    return this.asStaff(async (staff) => {
      const result = await issueInvoiceNow(this.deps)(orderNumber, staff.userId, this.origin())();
      if (E.isLeft(result)) return result;
      const { issued, existing } = result.right;
      return E.right({ message: issued.length > 0 ? T.invoiceIssued(issued) : T.invoiceExisting(existing ?? '') });
    });
  }

  /** The order's participants with what staff may do with each now. */
  private async participantsOf(order: OrderRecord): Promise<DeskParticipantWire[]> {
    const bookables = await this.deps.reader.bookables([...new Set(order.participants.map((participant) => participant.eventId))]);
    const now = this.deps.clock.now();
    const queues = new Map<number, readonly string[]>();
    for (const eventId of new Set(order.participants.filter((participant) => participant.status === 'waitlisted').map((participant) => participant.eventId))) {
      queues.set(eventId, (await this.deps.reader.waiting(eventId)).map((entry) => entry.entryId));
    }
    return order.participants.flatMap((participant) => {
      const bookable = bookables.get(participant.eventId);
      if (bookable === undefined) return [];
      const position = participant.waitlistEntry === null ? -1 : (queues.get(participant.eventId) ?? []).indexOf(participant.waitlistEntry.entryId);
      return [deskParticipant(participant, bookable, position === -1 ? null : position + 1, now)];
    });
  }

  /** The participant of the order, as the order page shows it; one of another order is unknown. */
  private withParticipant<A>(
    orderNumber: string,
    participantId: number,
    work: (found: { readonly staff: Account; readonly order: OrderRecord; readonly participant: DeskParticipantWire & { readonly waitlistEntryId: string | null } }) => Outcome<A>,
  ): TE.TaskEither<AppError, A> {
    return this.asStaff(async (staff) => {
      const order = await this.deps.reader.order(orderNumber);
      if (order === undefined) return E.left(notFound(T.orderUnknown(orderNumber)));
      const record = order.participants.find((participant) => participant.participantId === participantId);
      const participant = (await this.participantsOf(order)).find((each) => each.participantId === participantId);
      if (record === undefined || participant === undefined) return E.left(notFound(T.participantUnknown));
      return work({ staff, order, participant: { ...participant, waitlistEntryId: record.waitlistEntry?.entryId ?? null } });
    });
  }

  private origin(): AuditOrigin {
    return { address: this.context.clientAddress, via: 'session' };
  }

  private async log(staff: Account, action: AuditAction, orderNumber: string, details: Readonly<Record<string, unknown>> | null): Promise<void> {
    await this.deps.audit.record(staff.userId, this.origin(), action, orderNumber, details);
  }

  /** Staff and site admins only; while an admin acts as a customer, the session is the customer's. */
  private asStaff<A>(work: (staff: Account) => Outcome<A>): TE.TaskEither<AppError, A> {
    return pipe(
      () => callerAccount(this.deps.users, this.context.session),
      TE.mapLeft((error): AppError => (error._tag === 'Unauthenticated' ? { ...error, message: T.loginRequired } : error)),
      TE.chain((account) => (hasRole(account, 'staff') ? () => work(account) : TE.left(forbidden(T.staffOnly)))),
    );
  }
}

/** A participant with what staff may do with it now (the domain's rules). */
const deskParticipant = (
  participant: OrderParticipantRecord,
  bookable: { readonly title: string; readonly kind: string; readonly startDate: Temporal.Instant; readonly endDate: Temporal.Instant },
  waitlistPosition: number | null,
  now: Temporal.Instant,
): DeskParticipantWire => {
  const active = cancellationRefusal(participant.status, bookable.startDate, now) === undefined;
  const reservation = participant.status === 'reserved' && participant.reservedUntil !== null && !hasLapsed(participant.reservedUntil, now);
  const waiting = participant.status === 'waitlisted' && participant.waitlistEntry?.status === 'waiting' && !hasBegun(bookable.startDate, now);
  return {
    participantId: participant.participantId,
    eventId: participant.eventId,
    title: bookable.title,
    kind: bookable.kind,
    startDate: bookable.startDate,
    endDate: bookable.endDate,
    salutation: participant.salutation,
    firstname: participant.firstname,
    lastname: participant.lastname,
    email: participant.email,
    seats: participant.seats,
    price: participant.price,
    status: participant.status,
    reservedUntil: participant.status === 'reserved' ? participant.reservedUntil : null,
    waitlistPosition,
    actions: [
      ...(active ? (['stornieren', 'ersetzen'] as const) : []),
      ...(confirmationRefusal(participant.status, participant.reservedUntil, now) === undefined ? (['buchen'] as const) : []),
      ...(reservation ? (['verlaengern'] as const) : []),
      ...(waiting ? (['platz-anbieten'] as const) : []),
    ],
  };
};
