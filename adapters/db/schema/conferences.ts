import { index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { bookables } from './bookables';
import { hotels } from './catalogue';
import { instant } from './columns';

/** Fachtagungen: one- or two-day conferences at a venue, each with its own page under /fachtagung/{url}. */
export const conferences = pgTable(
  'conferences',
  {
    conferenceId: serial('conference_id').primaryKey(),
    /** Its id as a bookable: orders, participants and the waiting list name it as they name a seminar date. */
    bookableId: integer('bookable_id')
      .notNull()
      .unique()
      .references(() => bookables.bookableId),
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
