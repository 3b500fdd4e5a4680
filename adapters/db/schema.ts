import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** PostgreSQL's tsvector, for the german full text search of the catalogue. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

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

export const events = pgTable(
  'events',
  {
    eventId: integer('event_id').primaryKey(),
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
    eventManager: text('event_manager').notNull(),
    /**
     * Derived from the event and its modules by domain/event when the event is written, so the
     * catalogue can filter on them in SQL without restating the rule there.
     */
    kind: text('kind', { enum: ['online', 'presence', 'series'] }).notNull(),
    oneDay: boolean('one_day').notNull(),
  },
  (t) => [
    index('events_start_idx').on(t.startAt),
    index('events_theme_idx').on(t.themeId),
    index('events_hotel_idx').on(t.hotelId),
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
  (t) => [primaryKey({ columns: [t.eventId, t.position] })],
);

export const gremien = pgTable('gremien', {
  gremiumId: serial('gremium_id').primaryKey(),
  name: text('name').notNull(),
  company: text('company').notNull(),
});

export const users = pgTable(
  'users',
  {
    userId: serial('user_id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    salutation: text('salutation').notNull(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    company: text('company').notNull(),
    role: text('role', { enum: ['user', 'admin'] }).notNull(),
    gremiumId: integer('gremium_id').references(() => gremien.gremiumId),
    gremiumRole: text('gremium_role', { enum: ['member', 'admin'] }),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [uniqueIndex('users_email_idx').on(sql`lower(${t.email})`)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** Stays the same when the token rotates, so what is kept under it survives a login. */
    sessionId: uuid('session_id').primaryKey(),
    /** SHA-256 of the session token: a leaked table does not hand out live sessions. */
    tokenHash: text('token_hash').notNull().unique(),
    /** The site variant (host) the session belongs to; each host has its own login. */
    site: text('site', { enum: ['main', 'works-council'] }).notNull(),
    userId: integer('user_id').references(() => users.userId, { onDelete: 'cascade' }),
    impersonatorId: integer('impersonator_id').references(() => users.userId, { onDelete: 'cascade' }),
    /** Where to go after login: a same-site path, checked before it is stored. */
    loginTarget: text('login_target'),
    createdAt: instant('created_at').notNull(),
    lastSeenAt: instant('last_seen_at').notNull(),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    index('sessions_last_seen_idx').on(t.lastSeenAt),
    index('sessions_created_idx').on(t.createdAt),
  ],
);

export const rateLimits = pgTable(
  'rate_limits',
  {
    bucket: text('bucket').notNull(),
    windowStart: instant('window_start').notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.windowStart] }), index('rate_limits_window_idx').on(t.windowStart)],
);

/** Secrets all instances must share (the XSRF key when SESSION_SECRET is not set); made once. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: instant('created_at').notNull(),
});
