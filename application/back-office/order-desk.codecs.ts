import * as t from 'io-ts';
import { CentsCodec } from '../codecs/cents.codec';
import { InstantCodec, PlainDateCodec } from '../codecs/instant.codec';
import { SubstituteRequest } from '../portal/portal-events.codecs';
import { objectBody, text } from '../portal/request.codecs';

/** The statuses staff filter by, in their words (gebucht, reserviert, Warteliste, storniert). */
export const ORDER_STATUS_FILTERS = { gebucht: 'booked', reserviert: 'reserved', warteliste: 'waitlisted', storniert: 'cancelled' } as const;
export type OrderStatusFilter = keyof typeof ORDER_STATUS_FILTERS;

export const ORDER_DESK_MESSAGES = {
  statusUnknown: 'Bitte wählen Sie einen Status aus der Liste.',
  pageNumber: 'Bitte geben Sie eine Seitenzahl ab 1 an.',
  dateExpected: 'Bitte geben Sie ein Datum an (TT.MM.JJJJ).',
} as const;

const statusFilter = t.keyof(ORDER_STATUS_FILTERS, 'OrderStatusFilter');

/** A page number as the query's text ('2'). */
const pageNumber = new t.Type<number, string, unknown>(
  'PageNumber',
  (value): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 1,
  (input, context) =>
    typeof input === 'string' && /^[1-9]\d{0,5}$/.test(input) ? t.success(Number(input)) : t.failure(input, context, ORDER_DESK_MESSAGES.pageNumber),
  String,
);

/**
 * GET /manage/bestellungen?q=…&von=…&bis=…&veranstaltung=…&status=…&seite=…: every field optional;
 * the period is of the order date (Berlin calendar days, both included).
 */
export const OrderSearchQuery = t.exact(
  t.partial({
    q: text(200),
    von: PlainDateCodec,
    bis: PlainDateCodec,
    veranstaltung: text(200),
    status: new t.Type<OrderStatusFilter, string, unknown>(
      'OrderStatus',
      statusFilter.is,
      (input, context) => (statusFilter.is(input) ? t.success(input) : t.failure(input, context, ORDER_DESK_MESSAGES.statusUnknown)),
      String,
    ),
    seite: pageNumber,
  }),
  'OrderSearchQuery',
);
export type OrderSearchQuery = t.TypeOf<typeof OrderSearchQuery>;

const ParticipantStatusWire = t.keyof({ booked: null, reserved: null, waitlisted: null, cancelled: null, lapsed: null, expired: null });

/** One order in the list: who ordered, when, for what, and how its participants stand. */
export const OrderSummaryWire = t.type(
  {
    orderNumber: t.string,
    orderedAt: InstantCodec,
    customer: t.string,
    email: t.string,
    company: t.union([t.string, t.null]),
    titles: t.readonlyArray(t.string),
    /** How many participants have each status. */
    statuses: t.readonlyArray(t.type({ status: ParticipantStatusWire, count: t.number })),
    total: CentsCodec,
  },
  'OrderSummary',
);
export type OrderSummaryWire = t.TypeOf<typeof OrderSummaryWire>;

export const OrderListWire = t.type(
  { orders: t.readonlyArray(OrderSummaryWire), total: t.number, page: t.number, pageSize: t.number },
  'OrderList',
);
export type OrderListWire = t.TypeOf<typeof OrderListWire>;

/** A waiting-list entry of the participant's bookable that staff may offer a freed seat to. */
export const WaitingEntryWire = t.type({ entryId: t.string, name: t.string, seats: t.number, position: t.number }, 'WaitingEntry');

export const DeskParticipantWire = t.type(
  {
    participantId: t.number,
    eventId: t.number,
    title: t.string,
    kind: t.string,
    startDate: InstantCodec,
    endDate: InstantCodec,
    salutation: t.string,
    firstname: t.string,
    lastname: t.string,
    email: t.string,
    seats: t.number,
    price: CentsCodec,
    status: ParticipantStatusWire,
    reservedUntil: t.union([InstantCodec, t.null]),
    /** Its place in the queue while it waits. */
    waitlistPosition: t.union([t.number, t.null]),
    /** What staff may do with it now (the domain's rules). */
    actions: t.readonlyArray(t.keyof({ stornieren: null, ersetzen: null, buchen: null, verlaengern: null, 'platz-anbieten': null })),
  },
  'DeskParticipant',
);
export type DeskParticipantWire = t.TypeOf<typeof DeskParticipantWire>;

export const HistoryEntryWire = t.type({ at: InstantCodec, text: t.string }, 'HistoryEntry');
export type HistoryEntryWire = t.TypeOf<typeof HistoryEntryWire>;

export const DeskInvoiceWire = t.type({ number: t.string, kind: t.string, issueDate: t.string, grandTotal: CentsCodec }, 'DeskInvoice');

export const OrderDetailWire = t.type(
  {
    orderNumber: t.string,
    orderedAt: InstantCodec,
    channel: t.keyof({ online: null, fax: null, reservierung: null, warteliste: null, fachtagung: null }),
    customer: t.type({ salutation: t.string, firstname: t.string, lastname: t.string, email: t.string }),
    billing: t.type({
      company: t.union([t.string, t.null]),
      street: t.union([t.string, t.null]),
      postalCode: t.union([t.string, t.null]),
      city: t.union([t.string, t.null]),
      invoiceEmail: t.union([t.string, t.null]),
      leitwegId: t.union([t.string, t.null]),
    }),
    invoiceReference: t.union([t.string, t.null]),
    notes: t.union([t.string, t.null]),
    total: CentsCodec,
    groupDiscount: CentsCodec,
    participants: t.readonlyArray(DeskParticipantWire),
    invoices: t.readonlyArray(DeskInvoiceWire),
    /** Oldest first: placed, the changes, the mails. */
    history: t.readonlyArray(HistoryEntryWire),
  },
  'OrderDetail',
);
export type OrderDetailWire = t.TypeOf<typeof OrderDetailWire>;

/** What a cancellation would cost now, with the terms it follows. */
export const CancellationPreviewWire = t.type(
  {
    participant: DeskParticipantWire,
    share: t.number,
    fee: CentsCodec,
    terms: t.readonlyArray(t.string),
    waiting: t.readonlyArray(WaitingEntryWire),
  },
  'CancellationPreview',
);
export type CancellationPreviewWire = t.TypeOf<typeof CancellationPreviewWire>;

/** The answer of an action: what it did, in a sentence for the page. */
export const DeskActionWire = t.type({ message: t.string }, 'DeskAction');
export type DeskActionWire = t.TypeOf<typeof DeskActionWire>;

/** POST …/verlaengern: the new deadline (a day; the reservation then holds until its end). */
export const ExtendReservationRequest = objectBody(t.exact(t.type({ bis: PlainDateCodec })), 'ExtendReservationRequest');
export type ExtendReservationRequest = t.TypeOf<typeof ExtendReservationRequest>;

/** POST …/stornieren: optionally the waiting-list entry the freed seat goes to first. */
export const CancelParticipantRequest = objectBody(t.exact(t.partial({ angebotAn: text(64) })), 'CancelParticipantRequest');
export type CancelParticipantRequest = t.TypeOf<typeof CancelParticipantRequest>;

export { SubstituteRequest };

export const DashboardWire = t.type(
  {
    ordersToday: t.number,
    ordersThisWeek: t.number,
    comingDates: t.readonlyArray(
      t.type({ eventId: t.number, title: t.string, startDate: InstantCodec, capacity: t.number, seatsTaken: t.number, waiting: t.number }),
    ),
    waitingLists: t.readonlyArray(t.type({ eventId: t.number, title: t.string, startDate: InstantCodec, entries: t.number, seats: t.number })),
    expiringReservations: t.readonlyArray(
      t.type({ orderNumber: t.string, participantId: t.number, name: t.string, title: t.string, reservedUntil: InstantCodec }),
    ),
    /** Null while no request inbox answers (see OpenRequestsCount). */
    openRequests: t.union([t.number, t.null]),
  },
  'Dashboard',
);
export type DashboardWire = t.TypeOf<typeof DashboardWire>;
