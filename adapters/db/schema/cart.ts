import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { gremien, sessions, users } from './accounts';
import { bookables } from './bookables';
import { events } from './catalogue';
import { instant } from './columns';

const BOOKING_TYPES = ['Buchung', 'Reservierung'] as const;

/**
 * A cart: a visitor's under the session id (stable across login), an account's under the user
 * id once the visitor logged in. An anonymous cart goes with its session; an account's stays.
 */
export const carts = pgTable(
  'carts',
  {
    cartId: serial('cart_id').primaryKey(),
    sessionId: uuid('session_id').references(() => sessions.sessionId, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.userId, { onDelete: 'cascade' }),
    company: text('company'),
    street: text('street'),
    streetNumber: text('street_number'),
    postalCode: text('postal_code'),
    city: text('city'),
    invoiceReference: text('invoice_reference'),
    /** "E-Mail für Rechnungen" and the Leitweg-ID of a public employer; copied to order_invoice_details at checkout. */
    invoiceEmail: text('invoice_email'),
    leitwegId: text('leitweg_id'),
    personalNotes: text('personal_notes'),
    acceptTerms: boolean('accept_terms').notNull().default(false),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('carts_session_idx').on(t.sessionId),
    uniqueIndex('carts_user_idx').on(t.userId),
    check('carts_owner_check', sql`${t.sessionId} is not null or ${t.userId} is not null`),
  ],
);

/** One event in a cart (the spec's cart item); an event is in a cart at most once. */
export const cartItems = pgTable(
  'cart_items',
  {
    cartItemId: serial('cart_item_id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.cartId, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.eventId, { onDelete: 'cascade' }),
    addedAt: instant('added_at').notNull(),
  },
  (t) => [uniqueIndex('cart_items_event_idx').on(t.cartId, t.eventId)],
);

/** A participant entered for a cart item (the spec's recipient), with the booking type chosen for them. */
export const cartRecipients = pgTable(
  'cart_recipients',
  {
    recipientId: serial('recipient_id').primaryKey(),
    cartItemId: integer('cart_item_id')
      .notNull()
      .references(() => cartItems.cartItemId, { onDelete: 'cascade' }),
    /** Order of entry: the price tier of a participant follows it. */
    position: integer('position').notNull(),
    salutation: text('salutation').notNull(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    email: text('email').notNull(),
    function: text('function').notNull(),
    bookingType: text('booking_type', { enum: BOOKING_TYPES }).notNull(),
    hotelOverNightOption: text('hotel_over_night_option').notNull(),
  },
  (t) => [index('cart_recipients_item_idx').on(t.cartItemId, t.position)],
);

/** How an order came: the cart (online or by fax), a reservation, a waiting-list entry of its own, a Fachtagung booking. */
export const ORDER_CHANNELS = ['online', 'fax', 'reservierung', 'warteliste', 'fachtagung'] as const;

/**
 * A placed order. Its number counts per year; the idempotency columns let a retried checkout
 * (same key from the same session) answer the stored result instead of ordering twice.
 */
export const orders = pgTable(
  'orders',
  {
    orderId: serial('order_id').primaryKey(),
    orderNumber: text('order_number').notNull().unique(),
    channel: text('channel', { enum: ORDER_CHANNELS }).notNull(),
    /** The ordering session; no foreign key, since the order outlives the session. */
    sessionId: uuid('session_id'),
    userId: integer('user_id').references(() => users.userId, { onDelete: 'set null' }),
    gremiumId: integer('gremium_id').references(() => gremien.gremiumId, { onDelete: 'set null' }),
    customerSalutation: text('customer_salutation').notNull(),
    customerFirstname: text('customer_firstname').notNull(),
    customerLastname: text('customer_lastname').notNull(),
    customerEmail: text('customer_email').notNull(),
    company: text('company'),
    street: text('street'),
    streetNumber: text('street_number'),
    postalCode: text('postal_code'),
    city: text('city'),
    invoiceReference: text('invoice_reference'),
    personalNotes: text('personal_notes'),
    /** Euro cents, from domain/pricing at the moment of the order. */
    total: integer('total').notNull(),
    groupDiscount: integer('group_discount').notNull(),
    orderedAt: instant('ordered_at').notNull(),
    idempotencyScope: text('idempotency_scope'),
    idempotencyKey: text('idempotency_key'),
    /** The request as it was understood (canonical JSON): the same key with another request is refused. */
    requestFingerprint: text('request_fingerprint'),
    /** The answer given, replayed for a retry with the same key. */
    result: jsonb('result'),
  },
  (t) => [
    uniqueIndex('orders_idempotency_idx').on(t.idempotencyScope, t.idempotencyKey),
    index('orders_user_idx').on(t.userId),
    index('orders_gremium_idx').on(t.gremiumId),
  ],
);

export const PARTICIPANT_STATUS_VALUES = ['booked', 'reserved', 'waitlisted', 'cancelled', 'lapsed', 'expired'] as const;

/**
 * Who an order brings to which event. Booked and reserved participants take seats (a group
 * reservation may take several); the capacity check counts them under the event's lock.
 */
export const orderParticipants = pgTable(
  'order_participants',
  {
    participantId: serial('participant_id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    /** The bookable (seminar date or Fachtagung) the participant is ordered for. */
    eventId: integer('event_id')
      .notNull()
      .references(() => bookables.bookableId),
    position: integer('position').notNull(),
    salutation: text('salutation').notNull(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    email: text('email').notNull(),
    function: text('function').notNull(),
    bookingType: text('booking_type', { enum: BOOKING_TYPES }).notNull(),
    hotelOverNightOption: text('hotel_over_night_option').notNull(),
    seats: integer('seats').notNull().default(1),
    /**
     * False for seats held under their holder's name for colleagues not named yet (a request for
     * several seats, domain/cart/held-seats): no paperwork until each is named.
     */
    named: boolean('named').notNull().default(true),
    /** Euro cents for this participant (for all its seats), from domain/pricing. */
    price: integer('price').notNull(),
    status: text('status', { enum: PARTICIPANT_STATUS_VALUES }).notNull(),
    reservedUntil: instant('reserved_until'),
    statusChangedAt: instant('status_changed_at').notNull(),
    /**
     * The status a cancelled participant held when cancelled: a cancelled booking costs the fee
     * of the cancellation terms even when it was never invoiced, a reservation or a waiting place
     * costs nothing. Null while not cancelled (and for cancellations from before it was kept).
     */
    cancelledWhile: text('cancelled_while', { enum: ['booked', 'reserved', 'waitlisted'] }),
    /** The account that made the last change (a cancellation, a confirmation); null for the housekeeping. */
    statusChangedBy: integer('status_changed_by').references(() => users.userId, { onDelete: 'set null' }),
    /** When the reminder before the reservation's deadline was sent; set once, by whichever instance claims it. */
    reminderSentAt: instant('reminder_sent_at'),
    /**
     * When staff recorded that the participant attended (the trainer's signed list); null while
     * not recorded. The Teilnahmebescheinigung is issued for attended participants only.
     */
    attendedAt: instant('attended_at'),
  },
  (t) => [
    index('order_participants_event_idx').on(t.eventId, t.status),
    index('order_participants_order_idx').on(t.orderId),
    index('order_participants_email_idx').on(sql`lower(${t.email})`),
    index('order_participants_reserved_idx').on(t.reservedUntil).where(sql`${t.status} = 'reserved'`),
    check('order_participants_seats_check', sql`${t.seats} >= 1`),
  ],
);

/**
 * The waiting list of an event: people waiting for one or more seats, in the order they came
 * (queue_number). A participant of an order who found the event full waits here too.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    /** Random: the id is the visitor's key to the entry (GET and accept), so it must not be guessable. */
    entryId: uuid('entry_id').primaryKey(),
    queueNumber: serial('queue_number').notNull().unique(),
    /** The bookable (seminar date or Fachtagung) waited for. */
    eventId: integer('event_id')
      .notNull()
      .references(() => bookables.bookableId),
    seats: integer('seats').notNull(),
    salutation: text('salutation').notNull(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    email: text('email').notNull(),
    company: text('company'),
    userId: integer('user_id').references(() => users.userId, { onDelete: 'set null' }),
    participantId: integer('participant_id').references(() => orderParticipants.participantId, { onDelete: 'cascade' }),
    status: text('status', { enum: ['waiting', 'offered', 'accepted', 'expired', 'cancelled'] }).notNull(),
    createdAt: instant('created_at').notNull(),
    offeredAt: instant('offered_at'),
    offerExpiresAt: instant('offer_expires_at'),
    acceptedAt: instant('accepted_at'),
    /** The order an accepted entry of its own (not an order's participant) became. */
    orderId: integer('order_id').references(() => orders.orderId, { onDelete: 'set null' }),
  },
  (t) => [
    index('waitlist_entries_event_idx').on(t.eventId, t.status, t.queueNumber),
    index('waitlist_entries_offer_idx').on(t.offerExpiresAt).where(sql`${t.status} = 'offered'`),
    check('waitlist_entries_seats_check', sql`${t.seats} >= 1`),
  ],
);

/**
 * The order numbers of each year: one row per year, counted up inside the order's transaction.
 * Unlike a SEQUENCE it starts anew each year without DDL and leaves no gaps when a checkout
 * rolls back; its row lock orders concurrent checkouts.
 */
export const orderNumberCounters = pgTable('order_number_counters', {
  year: integer('year').primaryKey(),
  lastSequence: integer('last_sequence').notNull(),
});
