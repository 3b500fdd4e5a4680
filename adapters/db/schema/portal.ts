import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { gremien, sessions, users } from './accounts';
import { events } from './catalogue';
import { instant } from './columns';

/** One event on an account's wishlist (Merkliste); an event is kept once per account. */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    wishlistId: serial('wishlist_id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.eventId, { onDelete: 'cascade' }),
    addedAt: instant('added_at').notNull(),
  },
  (t) => [uniqueIndex('wishlist_items_user_event_idx').on(t.userId, t.eventId), index('wishlist_items_event_idx').on(t.eventId)],
);

/**
 * The date an anonymous visitor asked to keep ("Merken" before the login): held under their
 * session, which keeps its id through the login, and put on the account's wishlist then. One per
 * session (a later wish replaces it); gone with the session or the event.
 */
export const pendingWishes = pgTable('pending_wishes', {
  sessionId: uuid('session_id')
    .primaryKey()
    .references(() => sessions.sessionId, { onDelete: 'cascade' }),
  eventId: integer('event_id')
    .notNull()
    .references(() => events.eventId, { onDelete: 'cascade' }),
  heldAt: instant('held_at').notNull(),
});

/** A page of this site an account bookmarked; a page is bookmarked once per account. */
export const wishlistBookmarks = pgTable(
  'wishlist_bookmarks',
  {
    bookmarkId: serial('bookmark_id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    /** A same-site path, checked by domain/wishlist/bookmark before it is stored. */
    url: text('url').notNull(),
    title: text('title').notNull(),
    addedAt: instant('added_at').notNull(),
  },
  (t) => [uniqueIndex('wishlist_bookmarks_user_url_idx').on(t.userId, t.url)],
);

/**
 * What an account keeps beyond the login (users holds names and company): phone, address and
 * the portal's preferences. Created on the first save; missing means the defaults.
 */
export const portalProfiles = pgTable('portal_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.userId, { onDelete: 'cascade' }),
  phone: text('phone').notNull().default(''),
  street: text('street').notNull().default(''),
  streetNumber: text('street_number').notNull().default(''),
  postalCode: text('postal_code').notNull().default(''),
  city: text('city').notNull().default(''),
  country: text('country').notNull().default('DE'),
  hotelOverNightOption: text('hotel_over_night_option'),
  roomType: text('room_type'),
  hotelNotes: text('hotel_notes').notNull().default(''),
  newsletterConsent: boolean('newsletter_consent').notNull().default(false),
  newsletterChangedAt: instant('newsletter_changed_at'),
  postConsent: boolean('post_consent').notNull().default(false),
  postChangedAt: instant('post_changed_at'),
  phoneConsent: boolean('phone_consent').notNull().default(false),
  phoneChangedAt: instant('phone_changed_at'),
  printedCatalogue: boolean('printed_catalogue').notNull().default(false),
  /** Rubric ids the account wants offers about. */
  advertisingTopics: integer('advertising_topics').array().notNull().default(sql`'{}'::integer[]`),
  brFunctions: text('br_functions').array().notNull().default(sql`'{}'::text[]`),
});

/**
 * A Gremium membership offered to an address: its account joins by the mailed link (or, logged
 * in with that address, from the settings). Kept once used, so a second click says so; only
 * the token's hash is stored.
 */
export const gremiumInvitations = pgTable(
  'gremium_invitations',
  {
    invitationId: serial('invitation_id').primaryKey(),
    gremiumId: integer('gremium_id')
      .notNull()
      .references(() => gremien.gremiumId, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: ['member', 'admin'] }).notNull(),
    invitedBy: integer('invited_by').references(() => users.userId, { onDelete: 'set null' }),
    invitedAt: instant('invited_at').notNull(),
    /** SHA-256 of the link's token; null for invitations from before the links. */
    tokenHash: text('token_hash').unique(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [
    // One open invitation per address and Gremium; used ones stay as a record beside it.
    uniqueIndex('gremium_invitations_gremium_email_idx').on(t.gremiumId, sql`lower(${t.email})`).where(sql`${t.usedAt} is null`),
    index('gremium_invitations_email_idx').on(sql`lower(${t.email})`),
  ],
);

/** A Gremium's billing address (gremium-einstellungen); none until its admin enters one. */
export const gremiumBillingAddresses = pgTable('gremium_billing_addresses', {
  gremiumId: integer('gremium_id')
    .primaryKey()
    .references(() => gremien.gremiumId, { onDelete: 'cascade' }),
  street: text('street').notNull(),
  streetNumber: text('street_number').notNull(),
  postalCode: text('postal_code').notNull(),
  city: text('city').notNull(),
  country: text('country').notNull(),
});

/** A photo or document of an event; the bytes are in the portal's file folder under storage_key. */
export const eventFiles = pgTable(
  'event_files',
  {
    fileId: serial('file_id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.eventId, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['photo', 'document'] }).notNull(),
    title: text('title').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    uploadedBy: integer('uploaded_by').references(() => users.userId, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [index('event_files_event_idx').on(t.eventId, t.kind)],
);

/**
 * Feedback sent from the portal (kundenportal/send-feedback); its mail goes through the outbox.
 * The seminar it is about is kept with it (null: general feedback), so the portal can show the
 * user what they wrote and the team can read it per event.
 */
export const portalFeedback = pgTable(
  'portal_feedback',
  {
    feedbackId: serial('feedback_id').primaryKey(),
    userId: integer('user_id').references(() => users.userId, { onDelete: 'set null' }),
    eventId: integer('event_id').references(() => events.eventId, { onDelete: 'set null' }),
    message: text('message').notNull(),
    rating: integer('rating'),
    receivedAt: instant('received_at').notNull(),
  },
  (t) => [index('portal_feedback_user_event_idx').on(t.userId, t.eventId)],
);

