import * as t from 'io-ts';
import type { BookingType } from '../../domain/cart/booking-type';
import { CentsCodec } from '../codecs/cents.codec';
import { InstantCodec } from '../codecs/instant.codec';
import { oneOf } from '../codecs/one-of.codec';
import { CHANNELS } from '../../domain/consultation/appointment-request';

/**
 * What each kind of outbox row carries. A row is a snapshot taken in the transaction of the
 * change that causes the mail, so the mail tells what was true then, and sending never depends
 * on other tables. Rows are stored encoded (JSON) and decoded again by the dispatcher.
 */

const PersonName = t.intersection([
  t.type({ firstname: t.string, lastname: t.string }),
  t.partial({ salutation: t.string }),
]);

/** Someone a mail goes to. */
export const MailPersonCodec = t.intersection([PersonName, t.type({ email: t.string })]);
export type MailPerson = t.TypeOf<typeof MailPersonCodec>;

export const PriceRecordCodec = t.intersection([
  t.type({ price: CentsCodec }),
  t.partial({
    priceParticipantTwo: CentsCodec,
    priceParticipantThree: CentsCodec,
    priceParticipantFour: CentsCodec,
    priceParticipantFive: CentsCodec,
  }),
]);

/** The event as mails and documents name it. */
export const MailEventCodec = t.type({
  eventId: t.number,
  title: t.string,
  startDate: InstantCodec,
  endDate: InstantCodec,
  /** Where, as the catalogue shows it (e.g. 'Hamburg' or '4 Online-Sitzungen'). */
  location: t.string,
});
export type MailEvent = t.TypeOf<typeof MailEventCodec>;

/** Per participant (spec §2): a binding 'Buchung' or a 'Reservierung' held until a deadline (domain/cart/booking-type). */
export const BookingTypeCodec: t.Type<BookingType, BookingType> = t.keyof({ Buchung: null, Reservierung: null });

export const OrderedParticipantCodec = t.intersection([
  PersonName,
  t.type({ bookingType: BookingTypeCodec }),
  t.partial({
    email: t.string,
    /** Until when a reservation holds the seat (domain/cart/reservation-deadline); only for 'Reservierung'. */
    reservationDeadline: InstantCodec,
    /** The event was full: this participant waits on its list at this place (1 = next) when ordered. */
    waitlistPosition: t.number,
    /** The participation's number, for the links to its papers (rows written before had none). */
    participantId: t.number,
    /** Seats held under this name for colleagues not named yet (absent: one seat, this participant's). */
    seats: t.number,
  }),
]);
export type OrderedParticipant = t.TypeOf<typeof OrderedParticipantCodec>;

/**
 * One event of the order with its participants in booking order. The price tiers are those of
 * the event when ordered; the amounts are computed from them by domain/pricing, in one place.
 */
export const OrderedEventCodec = t.intersection([
  MailEventCodec,
  t.type({ prices: PriceRecordCodec, participants: t.array(OrderedParticipantCodec) }),
]);
export type OrderedEvent = t.TypeOf<typeof OrderedEventCodec>;

export const BillingAddressCodec = t.intersection([
  t.type({ company: t.string, street: t.string, streetNumber: t.string, postalCode: t.string, city: t.string }),
  t.partial({ country: t.string }),
]);
export type BillingAddress = t.TypeOf<typeof BillingAddressCodec>;

export const OrderConfirmationPayloadCodec = t.type({
  orderNumber: t.string,
  orderedAt: InstantCodec,
  /** Who may download the order's PDF later: the ordering session, and the account if logged in. */
  sessionId: t.string,
  userId: t.union([t.number, t.null]),
  customer: MailPersonCodec,
  billingAddress: BillingAddressCodec,
  items: t.array(OrderedEventCodec),
});
export type OrderConfirmationPayload = t.TypeOf<typeof OrderConfirmationPayloadCodec>;

export const WaitlistOfferPayloadCodec = t.intersection([
  t.type({
    recipient: MailPersonCodec,
    event: MailEventCodec,
    /** The free place is held for the recipient until then. */
    offerDeadline: InstantCodec,
  }),
  /** The waiting-list entry, for the accept link (rows written before the link existed have none). */
  t.partial({ entryId: t.string }),
]);
export type WaitlistOfferPayload = t.TypeOf<typeof WaitlistOfferPayloadCodec>;

export const FeedbackPayloadCodec = t.intersection([
  t.type({
    receivedAt: InstantCodec,
    sender: t.intersection([t.type({ email: t.string }), t.partial({ salutation: t.string, firstname: t.string, lastname: t.string })]),
    message: t.string,
  }),
  t.partial({
    topic: t.string,
    /** Stars from 1 to 5, if given (domain/portal/feedback). */
    rating: t.number,
  }),
]);
export type FeedbackPayload = t.TypeOf<typeof FeedbackPayloadCodec>;

/** A reservation turned into a booking from the portal (confirmReservation). */
export const ReservationConfirmedPayloadCodec = t.type({
  orderNumber: t.string,
  confirmedAt: InstantCodec,
  /** Who confirmed it: the mail goes to them, and to the participant when that is someone else. */
  confirmedBy: MailPersonCodec,
  participant: MailPersonCodec,
  event: MailEventCodec,
});
export type ReservationConfirmedPayload = t.TypeOf<typeof ReservationConfirmedPayloadCodec>;

/** A colleague took a participant's seat (§ 37 Abs. 6 BetrVG substitute): both of them hear of it. */
export const ParticipantSubstitutedPayloadCodec = t.type({
  orderNumber: t.string,
  substitutedAt: InstantCodec,
  substitutedBy: MailPersonCodec,
  previous: MailPersonCodec,
  substitute: MailPersonCodec,
  event: MailEventCodec,
  /** The substitute's participation, for the link to its papers. */
  participantId: t.number,
});
export type ParticipantSubstitutedPayload = t.TypeOf<typeof ParticipantSubstitutedPayloadCodec>;

/**
 * A participant was cancelled (from meinifb or by staff): the participant hears of it, and the
 * one who ordered the seat when that is someone else, with the fee the cancellation terms ask.
 */
export const ParticipantCancelledPayloadCodec = t.type({
  orderNumber: t.string,
  cancelledAt: InstantCodec,
  participant: MailPersonCodec,
  customer: MailPersonCodec,
  event: MailEventCodec,
  /** Percent of the participant's price due (domain/cart/cancellation-terms), and the amount. */
  share: t.number,
  fee: CentsCodec,
});
export type ParticipantCancelledPayload = t.TypeOf<typeof ParticipantCancelledPayloadCodec>;

/** One of a group's held seats got its colleague's name: the colleague hears of it, with the papers. */
export const HeldSeatNamedPayloadCodec = t.intersection([
  t.type({
    orderNumber: t.string,
    namedAt: InstantCodec,
    namedBy: MailPersonCodec,
    participant: MailPersonCodec,
    event: MailEventCodec,
    /** The named participant, for the link to its papers. */
    participantId: t.number,
    /** Euro cents: the tier price of the seat's position. */
    price: CentsCodec,
  }),
  /** Present while the seat is only reserved. */
  t.partial({ reservedUntil: InstantCodec }),
]);
export type HeldSeatNamedPayload = t.TypeOf<typeof HeldSeatNamedPayloadCodec>;

/** Three days before a reservation's deadline: book it, or it lapses. */
export const ReservationReminderPayloadCodec = t.type({
  orderNumber: t.string,
  reservedUntil: InstantCodec,
  participant: MailPersonCodec,
  customer: MailPersonCodec,
  event: MailEventCodec,
});
export type ReservationReminderPayload = t.TypeOf<typeof ReservationReminderPayloadCodec>;

/** One filled-in field as the operator reads it: the German label and the value as entered. */
export const SubmittedFieldCodec = t.type({ label: t.string, value: t.string });

export const FormSubmissionPayloadCodec = t.intersection([
  t.type({
    /** The form's API name, e.g. 'contact-request' (spec §7, Forms). */
    form: t.string,
    /** The form's German name for the subject line, e.g. 'Kontaktanfrage'. */
    title: t.string,
    receivedAt: InstantCodec,
    fields: t.array(SubmittedFieldCodec),
  }),
  t.partial({
    sender: t.intersection([t.type({ email: t.string }), t.partial({ salutation: t.string, firstname: t.string, lastname: t.string })]),
    /** Whether the sender gets a copy; by default yes when a sender address is given. */
    copyToSender: t.boolean,
  }),
]);
export type FormSubmissionPayload = t.TypeOf<typeof FormSubmissionPayloadCodec>;

/**
 * A new account's address is to be confirmed: the mail carries the link with the token. The row
 * holds the token in the clear because the mail is composed when it is sent; the accounts keep
 * only its hash, and the link stops working when it is used or expires.
 */
export const EmailConfirmationPayloadCodec = t.type({
  recipient: MailPersonCodec,
  token: t.string,
  expiresAt: InstantCodec,
});
export type EmailConfirmationPayload = t.TypeOf<typeof EmailConfirmationPayloadCodec>;

/**
 * Someone asked for a new password ("Passwort vergessen?"): the mail carries the link with the
 * token, in the clear for the same reason as the confirmation link's; the accounts keep its hash.
 */
export const PasswordResetPayloadCodec = t.type({
  recipient: MailPersonCodec,
  token: t.string,
  expiresAt: InstantCodec,
});
export type PasswordResetPayload = t.TypeOf<typeof PasswordResetPayloadCodec>;

/**
 * A customer asked to log in with another address: one row, two mails. The new address gets the
 * link (the change takes effect only when it is followed), the old one a notice, so the owner
 * hears of it if someone else asked. The token is in the clear for the same reason as above.
 */
export const LoginEmailChangePayloadCodec = t.type({
  person: PersonName,
  oldEmail: t.string,
  newEmail: t.string,
  token: t.string,
  expiresAt: InstantCodec,
});
export type LoginEmailChangePayload = t.TypeOf<typeof LoginEmailChangePayloadCodec>;

/**
 * A Gremium's admin invited an address: the mail carries the join link with the token (held in
 * the clear here for the same reason as the confirmation link's; the Gremium keeps its hash).
 */
export const GremiumInvitationPayloadCodec = t.type({
  email: t.string,
  gremiumName: t.string,
  invitedBy: PersonName,
  role: t.keyof({ member: null, admin: null }),
  token: t.string,
  expiresAt: InstantCodec,
});
export type GremiumInvitationPayload = t.TypeOf<typeof GremiumInvitationPayloadCodec>;

/** A consultation appointment was booked: a confirmation with the calendar file to the visitor, the request to the consultant. */
export const ConsultationBookedPayloadCodec = t.type({
  reference: t.string,
  consultant: t.type({ name: t.string, email: t.string }),
  visitor: MailPersonCodec,
  phone: t.string,
  start: InstantCodec,
  end: InstantCodec,
  channel: oneOf(CHANNELS, 'Channel'),
  /** The topic's name as the visitor chose it. */
  topic: t.string,
  message: t.string,
  bookedAt: InstantCodec,
});
export type ConsultationBookedPayload = t.TypeOf<typeof ConsultationBookedPayloadCodec>;

/**
 * An invoice, credit note or fee invoice was issued: the mail to the invoice address carries the
 * PDF (with its XML inside) as it was stored, and for a public buyer the XRechnung XML beside it.
 */
export const InvoiceIssuedPayloadCodec = t.intersection([
  t.type({
    number: t.string,
    kind: t.keyof({ invoice: null, 'credit-note': null, 'cancellation-fee': null }),
    orderNumber: t.string,
    /** ISO dates (yyyy-mm-dd). */
    issueDate: t.string,
    dueDate: t.string,
    grandTotal: CentsCodec,
    recipient: MailPersonCodec,
    /** The Factur-X PDF, base64. */
    pdf: t.string,
  }),
  t.partial({ xml: t.string }),
]);
export type InvoiceIssuedPayload = t.TypeOf<typeof InvoiceIssuedPayloadCodec>;

/**
 * An inhouse request answered with an offer: the mail to the sender carries the offer as a PDF,
 * laid out when the mail is sent (documents/layouts/inhouse-offer.layout.ts).
 */
export const RequestOfferPayloadCodec = t.intersection([
  t.type({
    requestId: t.number,
    /** What is offered ('Inhouse-Seminar Betriebsverfassungsrecht Teil I, 3 Tage'). */
    title: t.string,
    /** Euro cents, net. */
    price: CentsCodec,
    text: t.string,
    offeredAt: InstantCodec,
    /** When the request came in, for the letter's reference. */
    receivedAt: InstantCodec,
    recipient: t.intersection([t.type({ email: t.string }), t.partial({ salutation: t.string, firstname: t.string, lastname: t.string })]),
  }),
  t.partial({ company: t.string }),
]);
export type RequestOfferPayload = t.TypeOf<typeof RequestOfferPayloadCodec>;

/**
 * Staff recorded that a participant attended: the mail to the participant carries the
 * Teilnahmebescheinigung as it was issued (the PDF, base64), the same one meinifb gives.
 */
export const AttendanceCertificatePayloadCodec = t.type({
  participantId: t.number,
  participant: MailPersonCodec,
  event: t.type({ title: t.string, startDate: InstantCodec, endDate: InstantCodec }),
  filename: t.string,
  pdf: t.string,
});
export type AttendanceCertificatePayload = t.TypeOf<typeof AttendanceCertificatePayloadCodec>;

/** "Meine Daten herunterladen": the ZIP is ready; the link (with the token) works once until expiresAt. */
export const DataExportReadyPayloadCodec = t.type({
  recipient: MailPersonCodec,
  token: t.string,
  expiresAt: InstantCodec,
});
export type DataExportReadyPayload = t.TypeOf<typeof DataExportReadyPayloadCodec>;

/** "Konto löschen": the account is gone; the orders kept for the tax law are named. */
export const AccountDeletedPayloadCodec = t.type({
  recipient: MailPersonCodec,
  deletedAt: InstantCodec,
  keptOrders: t.array(t.string),
});
export type AccountDeletedPayload = t.TypeOf<typeof AccountDeletedPayloadCodec>;

/**
 * The provider called a date (or a Fachtagung) off, or moved it: each participant who held or
 * awaited a seat gets one row. A cancelled seat costs nothing; a moved one keeps its booking.
 */
export const BookableCancelledPayloadCodec = t.intersection([
  t.type({ recipient: MailPersonCodec, event: MailEventCodec, cancelledAt: InstantCodec }),
  /** The order the seat belonged to; absent for a waiting-list entry of its own. */
  t.partial({ orderNumber: t.string }),
]);
export type BookableCancelledPayload = t.TypeOf<typeof BookableCancelledPayloadCodec>;

/** A training series' module as a mail names it: when, and where ('online' or the venue). */
export const MailModuleCodec = t.type({ startDate: InstantCodec, endDate: InstantCodec, location: t.string });
export type MailModule = t.TypeOf<typeof MailModuleCodec>;

export const BookableMovedPayloadCodec = t.intersection([
  /** `event` carries the new start and end; `previous` the ones the participant booked. */
  t.type({ recipient: MailPersonCodec, event: MailEventCodec, previous: t.type({ startDate: InstantCodec, endDate: InstantCodec }) }),
  /** A series' modules as they now are (their dates or venues changed). */
  t.partial({ orderNumber: t.string, modules: t.array(MailModuleCodec) }),
]);
export type BookableMovedPayload = t.TypeOf<typeof BookableMovedPayloadCodec>;

export const OUTBOX_PAYLOAD_CODECS = {
  order_confirmation: OrderConfirmationPayloadCodec,
  waitlist_offer: WaitlistOfferPayloadCodec,
  reservation_confirmed: ReservationConfirmedPayloadCodec,
  feedback_received: FeedbackPayloadCodec,
  form_submission: FormSubmissionPayloadCodec,
  email_confirmation: EmailConfirmationPayloadCodec,
  login_email_change: LoginEmailChangePayloadCodec,
  password_reset: PasswordResetPayloadCodec,
  participant_substituted: ParticipantSubstitutedPayloadCodec,
  participant_cancelled: ParticipantCancelledPayloadCodec,
  held_seat_named: HeldSeatNamedPayloadCodec,
  reservation_reminder: ReservationReminderPayloadCodec,
  gremium_invitation: GremiumInvitationPayloadCodec,
  consultation_booked: ConsultationBookedPayloadCodec,
  invoice_issued: InvoiceIssuedPayloadCodec,
  request_offer: RequestOfferPayloadCodec,
  attendance_certificate: AttendanceCertificatePayloadCodec,
  bookable_cancelled: BookableCancelledPayloadCodec,
  bookable_moved: BookableMovedPayloadCodec,
  data_export_ready: DataExportReadyPayloadCodec,
  account_deleted: AccountDeletedPayloadCodec,
} as const;

export type OutboxKind = keyof typeof OUTBOX_PAYLOAD_CODECS;
export const OUTBOX_KINDS = Object.keys(OUTBOX_PAYLOAD_CODECS) as readonly OutboxKind[];

export type OutboxPayloadOf<K extends OutboxKind> = t.TypeOf<(typeof OUTBOX_PAYLOAD_CODECS)[K]>;

/** A decoded row's content: the kind tells which payload it is. */
export type OutboxMessage = {
  readonly [K in OutboxKind]: { readonly kind: K; readonly payload: OutboxPayloadOf<K> };
}[OutboxKind];
