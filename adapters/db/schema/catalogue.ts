import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { bookables } from './bookables';
import { instant, tsvector } from './columns';

export const rubrics = pgTable('rubrics', {
  rubricId: serial('rubric_id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
});

export const themes = pgTable(
  'themes',
  {
    themeId: serial('theme_id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull(),
    description: text('description').notNull(),
    rubricId: integer('rubric_id')
      .notNull()
      .references(() => rubrics.rubricId),
    /** actionField.name of the spec: the field of action the seminar belongs to. */
    actionField: text('action_field').notNull(),
    redirectUrl: text('redirect_url').notNull(),
    /** Who the seminar is for ('Betriebsratsmitglieder', 'Ersatzmitglieder' …). */
    targetGroups: text('target_groups').array().notNull(),
    tags: text('tags').array().notNull(),
    /** Hidden (false): the seminar and its dates vanish from every public list; staff still see them. */
    published: boolean('published').notNull().default(true),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('german', coalesce(title, '')), 'A') || setweight(to_tsvector('german', coalesce(subtitle, '')), 'B') || setweight(to_tsvector('german', coalesce(description, '')), 'C')`,
      ),
  },
  (t) => [index('themes_search_idx').using('gin', t.searchVector), index('themes_rubric_idx').on(t.rubricId)],
);

export const hotels = pgTable('hotels', {
  hotelId: integer('hotel_id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  street: text('street').notNull(),
  postalCode: text('postal_code').notNull(),
  city: text('city').notNull(),
  /** location.name of the spec: the place shown to visitors. */
  locationName: text('location_name').notNull(),
  locationId: integer('location_id').notNull(),
});

/** Contact persons who organise seminars (the spec's eventManager); events name them. */
export const eventManagers = pgTable('event_managers', {
  managerId: serial('manager_id').primaryKey(),
  name: text('name').notNull().unique(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
});

export const events = pgTable(
  'events',
  {
    /** A seminar date is a bookable: its id is registered in bookables first. */
    eventId: integer('event_id')
      .primaryKey()
      .references(() => bookables.bookableId),
    themeId: integer('theme_id')
      .notNull()
      .references(() => themes.themeId),
    startAt: instant('start_at').notNull(),
    endAt: instant('end_at').notNull(),
    isOnline: boolean('is_online').notNull(),
    hotelId: integer('hotel_id').references(() => hotels.hotelId),
    capacity: integer('capacity').notNull(),
    /** Price tiers in euro cents; null tiers fall back (domain/pricing). */
    price: integer('price').notNull(),
    priceParticipantTwo: integer('price_participant_two'),
    priceParticipantThree: integer('price_participant_three'),
    priceParticipantFour: integer('price_participant_four'),
    priceParticipantFive: integer('price_participant_five'),
    eventManager: text('event_manager')
      .notNull()
      .references(() => eventManagers.name),
    /**
     * Derived from the event and its modules by domain/event when the event is written, so the
     * catalogue can filter on them in SQL without restating the rule there.
     */
    kind: text('kind', { enum: ['online', 'presence', 'series'] }).notNull(),
    oneDay: boolean('one_day').notNull(),
    /** Hidden (false): the date vanishes from every public list and cannot be booked; staff still see it. */
    published: boolean('published').notNull().default(true),
  },
  (t) => [
    index('events_start_idx').on(t.startAt),
    index('events_theme_idx').on(t.themeId),
    index('events_hotel_idx').on(t.hotelId),
    index('events_manager_idx').on(t.eventManager),
  ],
);

export const eventModules = pgTable(
  'event_modules',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.eventId, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** Null for a module without presence venue (the spec's hotel ids 522 and -1). */
    hotelId: integer('hotel_id').references(() => hotels.hotelId),
    startAt: instant('start_at').notNull(),
    endAt: instant('end_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.position] }), index('event_modules_hotel_idx').on(t.hotelId)],
);
