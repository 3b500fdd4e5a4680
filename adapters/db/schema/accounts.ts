import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { instant } from './columns';

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
    /** 'staff' keeps the catalogue (and orders); 'admin' is the site admin, who also has staff's rights. */
    role: text('role', { enum: ['user', 'staff', 'admin'] }).notNull(),
    gremiumId: integer('gremium_id').references(() => gremien.gremiumId),
    gremiumRole: text('gremium_role', { enum: ['member', 'admin'] }),
    /**
     * false from the registration until the link in the confirmation mail is used; accounts from
     * before the confirmation existed (and demo and admin-made accounts) count as confirmed.
     */
    emailConfirmed: boolean('email_confirmed').notNull().default(true),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [uniqueIndex('users_email_idx').on(sql`lower(${t.email})`)],
);

/** The link of the confirmation mail: one pending per account; used links stay, so a reuse is told apart from a typo. */
export const emailConfirmations = pgTable(
  'email_confirmations',
  {
    /** SHA-256 of the token in the link: a leaked table confirms nothing. */
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    /** Where the visitor returns once confirmed: a same-site path, checked before it is stored. */
    redirect: text('redirect'),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [uniqueIndex('email_confirmations_user_idx').on(t.userId)],
);

/**
 * The link of a "Passwort vergessen?" mail: one per account (a new request replaces it); a used
 * link stays, so a second use is told apart from a typo.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    /** SHA-256 of the token in the link: a leaked table sets no password. */
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [uniqueIndex('password_resets_user_idx').on(t.userId)],
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
