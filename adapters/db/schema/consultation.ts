import { integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/**
 * The education consultants a visitor can book a call or video meeting with. Topics are rubric
 * slugs (the catalogue's rubrics), regions and state German state codes ('NW'); the state's
 * public holidays are their days off.
 */
export const consultants = pgTable('consultants', {
  consultantId: serial('consultant_id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  role: text('role').notNull(),
  email: text('email').notNull(),
  photoPath: text('photo_path'),
  state: text('state').notNull(),
  topics: text('topics').array().notNull(),
  regions: text('regions').array().notNull(),
});

/**
 * A booked appointment. The unique key on consultant and start is what makes a slot impossible to
 * book twice, on PGlite and PostgreSQL alike, however many requests race for it.
 */
export const consultationAppointments = pgTable(
  'consultation_appointments',
  {
    reference: text('reference').primaryKey(),
    consultantId: integer('consultant_id')
      .notNull()
      .references(() => consultants.consultantId, { onDelete: 'cascade' }),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    channel: text('channel').notNull(),
    topicSlug: text('topic_slug').notNull(),
    salutation: text('salutation').notNull(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    message: text('message').notNull(),
    bookedAt: instant('booked_at').notNull(),
  },
  // The unique key's index also serves the lookup of a consultant's booked starts.
  (t) => [unique('consultation_appointments_slot_unique').on(t.consultantId, t.startsAt)],
);
