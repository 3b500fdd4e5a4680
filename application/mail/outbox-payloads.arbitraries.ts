import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { cents } from '../../domain/money/money';
import { priceRecord } from '../../domain/pricing/pricing.arbitraries';
import type {
  BookableCancelledPayload,
  BookableMovedPayload,
  AccountDeletedPayload,
  DataExportReadyPayload,
  PasswordResetPayload,
  EmailConfirmationPayload,
  FeedbackPayload,
  FormSubmissionPayload,
  LoginEmailChangePayload,
  GremiumInvitationPayload,
  MailEvent,
  MailPerson,
  OrderConfirmationPayload,
  OrderedParticipant,
  ReservationConfirmedPayload,
  ParticipantCancelledPayload,
  WaitlistOfferPayload,
} from './outbox-payloads';

const at = (iso: string): Temporal.Instant => Temporal.Instant.from(iso);

/** An order as checkout writes it: two participants booked, one reserved, on a seminar with falling tiers. */
export const exampleOrder: OrderConfirmationPayload = {
  orderNumber: 'IFB-2027-000042',
  orderedAt: at('2027-03-12T10:15:00Z'),
  sessionId: '6f1c2a4e-0000-4000-8000-000000000001',
  userId: 7,
  customer: { salutation: 'Frau Dr.', firstname: 'Anna', lastname: 'Müller', email: 'anna.mueller@example.org' },
  billingAddress: { company: 'Müller & Söhne GmbH', street: 'Hauptstraße', streetNumber: '5a', postalCode: '20095', city: 'Hamburg' },
  items: [
    {
      eventId: 10001,
      title: 'Betriebsverfassungsrecht Teil I',
      startDate: at('2027-04-12T07:00:00Z'),
      endDate: at('2027-04-16T14:30:00Z'),
      location: 'Hamburg',
      prices: { price: cents(129000), priceParticipantTwo: cents(119000), priceParticipantThree: cents(109000) },
      participants: [
        { salutation: 'Frau Dr.', firstname: 'Anna', lastname: 'Müller', email: 'anna.mueller@example.org', bookingType: 'Buchung' },
        { salutation: 'Herr', firstname: 'Jürgen', lastname: 'Groß', bookingType: 'Buchung' },
        { salutation: 'Keine Angabe', firstname: 'Özlem', lastname: 'Yılmaz', bookingType: 'Reservierung', reservationDeadline: at('2027-03-26T10:15:00Z') },
      ],
    },
  ],
};

export const exampleEvent: MailEvent = {
  eventId: 10001,
  title: 'Betriebsverfassungsrecht Teil I',
  startDate: at('2027-04-12T07:00:00Z'),
  endDate: at('2027-04-16T14:30:00Z'),
  location: 'Hamburg',
};

export const exampleWaitlistOffer: WaitlistOfferPayload = {
  recipient: { salutation: 'Herr', firstname: 'Jonas', lastname: 'Weber', email: 'jonas.weber@example.org' },
  event: exampleEvent,
  offerDeadline: at('2027-03-14T17:00:00Z'),
  entryId: '0b7c1f3e-5d2a-4c6b-9e8f-1a2b3c4d5e6f',
};

/** Lea confirmed the reservation of Özlem, who ordered nothing herself. */
export const exampleReservationConfirmed: ReservationConfirmedPayload = {
  orderNumber: 'IFB-2027-000042',
  confirmedAt: at('2027-03-20T08:30:00Z'),
  confirmedBy: { salutation: 'Frau', firstname: 'Lea', lastname: 'Hartmann', email: 'lea.hartmann@example.com' },
  participant: { salutation: 'Keine Angabe', firstname: 'Özlem', lastname: 'Yılmaz', email: 'oezlem.yilmaz@example.com' },
  event: exampleEvent,
};

export const exampleFeedback: FeedbackPayload = {
  receivedAt: at('2027-03-12T10:15:00Z'),
  sender: { email: 'jonas.weber@example.org', salutation: 'Herr', firstname: 'Jonas', lastname: 'Weber' },
  message: 'Sehr gutes Seminar!\nAber <b>zu</b> wenig Kaffee & Kuchen.',
  rating: 4,
};

export const exampleFormSubmission: FormSubmissionPayload = {
  form: 'contact-request',
  title: 'Kontaktanfrage',
  receivedAt: at('2027-03-12T10:15:00Z'),
  fields: [
    { label: 'Betreff', value: 'Inhouse-Seminar' },
    { label: 'Nachricht', value: 'Bitte rufen Sie mich an.' },
    { label: 'Telefon', value: '' },
  ],
  sender: { email: 'kim.sommer@example.org', salutation: 'Divers', firstname: 'Kim', lastname: 'Sommer' },
};

const text = fc.string({ maxLength: 30 });
export const instant = fc.integer({ min: 1_700_000_000, max: 2_000_000_000 }).map((seconds) => Temporal.Instant.fromEpochMilliseconds(seconds * 1000));
const email = fc.emailAddress();

export const mailPerson: fc.Arbitrary<MailPerson> = fc.record(
  { salutation: text, firstname: text, lastname: text, email },
  { requiredKeys: ['firstname', 'lastname', 'email'] },
);

const mailEvent: fc.Arbitrary<MailEvent> = fc.record({ eventId: fc.nat(), title: text, startDate: instant, endDate: instant, location: text });

const participant: fc.Arbitrary<OrderedParticipant> = fc.record(
  {
    salutation: text,
    firstname: text,
    lastname: text,
    email,
    bookingType: fc.constantFrom('Buchung' as const, 'Reservierung' as const),
    reservationDeadline: instant,
  },
  { requiredKeys: ['firstname', 'lastname', 'bookingType'] },
);

/** Price records without undefined tiers, as the wire has them (absent, not undefined). */
const wirePrices = priceRecord.map((prices) =>
  Object.fromEntries(Object.entries(prices).filter(([, value]) => value !== undefined)) as OrderConfirmationPayload['items'][number]['prices'],
);

export const orderConfirmationPayload: fc.Arbitrary<OrderConfirmationPayload> = fc.record({
  orderNumber: text,
  orderedAt: instant,
  sessionId: text,
  userId: fc.option(fc.nat(), { nil: null }),
  customer: mailPerson,
  billingAddress: fc.record(
    { company: text, street: text, streetNumber: text, postalCode: text, city: text, country: text },
    { requiredKeys: ['company', 'street', 'streetNumber', 'postalCode', 'city'] },
  ),
  items: fc.array(
    fc.tuple(mailEvent, wirePrices, fc.array(participant, { minLength: 1, maxLength: 6 })).map(([event, prices, participants]) => ({
      ...event,
      prices,
      participants,
    })),
    { maxLength: 3 },
  ),
});

export const waitlistOfferPayload: fc.Arbitrary<WaitlistOfferPayload> = fc.record(
  { recipient: mailPerson, event: mailEvent, offerDeadline: instant, entryId: fc.uuid() },
  { requiredKeys: ['recipient', 'event', 'offerDeadline'] },
);

export const emailConfirmationPayload: fc.Arbitrary<EmailConfirmationPayload> = fc.record({
  recipient: mailPerson,
  token: fc.base64String({ minLength: 4, maxLength: 44 }),
  expiresAt: instant,
});

/** Katrin registered; the link is valid for two days. */
export const exampleEmailConfirmation: EmailConfirmationPayload = {
  recipient: { salutation: 'Frau', firstname: 'Katrin', lastname: 'Neumann', email: 'k.neumann@example.net' },
  token: 'q0Zx3-Tq_7aLw9bYc2dE1f',
  expiresAt: at('2027-03-14T09:30:00Z'),
};

export const passwordResetPayload: fc.Arbitrary<PasswordResetPayload> = fc.record({
  recipient: mailPerson,
  token: fc.base64String({ minLength: 4, maxLength: 44 }),
  expiresAt: instant,
});

/** Katrin forgot her password; the link is valid for one hour. */
export const examplePasswordReset: PasswordResetPayload = {
  recipient: { salutation: 'Frau', firstname: 'Katrin', lastname: 'Neumann', email: 'k.neumann@example.net' },
  token: 'Pw7-rT_9xKq2mLs4',
  expiresAt: at('2027-03-12T10:30:00Z'),
};

export const dataExportReadyPayload: fc.Arbitrary<DataExportReadyPayload> = fc.record({
  recipient: mailPerson,
  token: fc.base64String({ minLength: 4, maxLength: 44 }),
  expiresAt: instant,
});

export const accountDeletedPayload: fc.Arbitrary<AccountDeletedPayload> = fc.record({
  recipient: mailPerson,
  deletedAt: instant,
  keptOrders: fc.array(text, { maxLength: 4 }),
});

export const reservationConfirmedPayload: fc.Arbitrary<ReservationConfirmedPayload> = fc.record({
  orderNumber: text,
  confirmedAt: instant,
  confirmedBy: mailPerson,
  participant: mailPerson,
  event: mailEvent,
});

export const participantCancelledPayload: fc.Arbitrary<ParticipantCancelledPayload> = fc.record({
  orderNumber: text,
  cancelledAt: instant,
  participant: mailPerson,
  customer: mailPerson,
  event: mailEvent,
  share: fc.constantFrom(0, 50, 100),
  fee: fc.integer({ min: 0, max: 500_000 }).map(cents),
});

const optionalSender = fc.record(
  { email, salutation: text, firstname: text, lastname: text },
  { requiredKeys: ['email'] },
);

export const feedbackPayload: fc.Arbitrary<FeedbackPayload> = fc.record(
  { receivedAt: instant, sender: optionalSender, message: text, topic: text, rating: fc.integer({ min: 1, max: 5 }) },
  { requiredKeys: ['receivedAt', 'sender', 'message'] },
);

export const formSubmissionPayload: fc.Arbitrary<FormSubmissionPayload> = fc.record(
  {
    form: text,
    title: text,
    receivedAt: instant,
    fields: fc.array(fc.record({ label: text, value: text }), { maxLength: 6 }),
    sender: optionalSender,
    copyToSender: fc.boolean(),
  },
  { requiredKeys: ['form', 'title', 'receivedAt', 'fields'] },
);

export const loginEmailChangePayload: fc.Arbitrary<LoginEmailChangePayload> = fc.record({
  person: fc.record({ firstname: text, lastname: text, salutation: text }, { requiredKeys: ['firstname', 'lastname'] }),
  oldEmail: email,
  newEmail: email,
  token: text,
  expiresAt: instant,
});
export const gremiumInvitationPayload: fc.Arbitrary<GremiumInvitationPayload> = fc.record({
  email,
  gremiumName: text,
  invitedBy: fc.record({ salutation: text, firstname: text, lastname: text }, { requiredKeys: ['firstname', 'lastname'] }),
  role: fc.constantFrom('member' as const, 'admin' as const),
  token: fc.base64String({ minLength: 4, maxLength: 44 }),
  expiresAt: instant,
});

/** Sabine invites a colleague as a member; the link is valid for two weeks. */
export const exampleGremiumInvitation: GremiumInvitationPayload = {
  email: 'tobias.krause@example.org',
  gremiumName: 'Betriebsrat der Muster Logistik GmbH',
  invitedBy: { salutation: 'Frau', firstname: 'Sabine', lastname: 'Keller' },
  role: 'member',
  token: 'Zq3-x_7aLw9bYc2dE1fQ0A',
  expiresAt: at('2027-03-26T09:30:00Z'),
};

export const bookableCancelledPayload: fc.Arbitrary<BookableCancelledPayload> = fc.record(
  { recipient: mailPerson, event: mailEvent, cancelledAt: instant, orderNumber: text },
  { requiredKeys: ['recipient', 'event', 'cancelledAt'] },
);

export const bookableMovedPayload: fc.Arbitrary<BookableMovedPayload> = fc.record(
  {
    recipient: mailPerson,
    event: mailEvent,
    previous: fc.record({ startDate: instant, endDate: instant }),
    orderNumber: text,
    modules: fc.array(fc.record({ startDate: instant, endDate: instant, location: text }), { maxLength: 3 }),
  },
  { requiredKeys: ['recipient', 'event', 'previous'] },
);
