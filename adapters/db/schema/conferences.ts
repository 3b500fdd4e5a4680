import { index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { hotels } from './catalogue';
import { instant } from './columns';

/** Fachtagungen: one- or two-day conferences at a venue, each with its own page under /fachtagung/{url}. */
export const conferences = pgTable(
  'conferences',
  {
    conferenceId: serial('conference_id').primaryKey(),
    /** The {x} of /fachtagung/{x}. */
    url: text('url').notNull().unique(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull(),
    description: text('description').notNull(),
    startAt: instant('start_at').notNull(),
    endAt: instant('end_at').notNull(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.hotelId),
    /** Euro cents per participant. */
    price: integer('price').notNull(),
    capacity: integer('capacity').notNull(),
  },
  (t) => [index('conferences_start_idx').on(t.startAt)],
);

/** The programme of a conference: what happens when, and who speaks. */
export const conferenceProgramItems = pgTable(
  'conference_program_items',
  {
    conferenceId: integer('conference_id')
      .notNull()
      .references(() => conferences.conferenceId, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    startAt: instant('start_at').notNull(),
    title: text('title').notNull(),
    /** Empty for items without a speaker (breaks, get-together). */
    speaker: text('speaker').notNull(),
  },
  (t) => [primaryKey({ columns: [t.conferenceId, t.position] })],
);

/** Sign-ups at /fachtagung/anmeldung: interest in a conference (or in Fachtagungen in general), with contact data. */
export const conferenceRegistrations = pgTable(
  'conference_registrations',
  {
    registrationId: serial('registration_id').primaryKey(),
    /** Null for interest in the Fachtagungen in general. */
    conferenceId: integer('conference_id').references(() => conferences.conferenceId, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.userId, { onDelete: 'set null' }),
    salutation: text('salutation').notNull(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    email: text('email').notNull(),
    company: text('company').notNull(),
    phone: text('phone').notNull(),
    message: text('message').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [index('conference_registrations_conference_idx').on(t.conferenceId)],
);

/**
 * Bookings of /fachtagung/{x}/buchung: who ordered (contact) for which participants. A booking
 * that found no seats waits ('waitlisted'); the same idempotency key from the same session
 * answers the stored result again.
 */
export const conferenceBookings = pgTable(
  'conference_bookings',
  {
    bookingId: serial('booking_id').primaryKey(),
    orderNumber: text('order_number').notNull().unique(),
    conferenceId: integer('conference_id')
      .notNull()
      .references(() => conferences.conferenceId),
    userId: integer('user_id').references(() => users.userId, { onDelete: 'set null' }),
    status: text('status').notNull(),
    salutation: text('salutation').notNull(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    email: text('email').notNull(),
    company: text('company').notNull(),
    /** Euro cents, from domain/pricing. */
    total: integer('total').notNull(),
    groupDiscount: integer('group_discount').notNull(),
    idempotencyScope: text('idempotency_scope').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    /** The answer as first given, for a retry with the same key. */
    result: jsonb('result'),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('conference_bookings_idempotency_idx').on(t.idempotencyScope, t.idempotencyKey),
    index('conference_bookings_conference_idx').on(t.conferenceId, t.status),
  ],
);

export const conferenceParticipants = pgTable(
  'conference_participants',
  {
    bookingId: integer('booking_id')
      .notNull()
      .references(() => conferenceBookings.bookingId, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    salutation: text('salutation').notNull(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    email: text('email').notNull(),
    function: text('function').notNull(),
    price: integer('price').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.position] })],
);
