import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../database';

/**
 * Transaction-scoped advisory locks (released at commit or rollback), in key spaces of their
 * own (the first key), so an event id never collides with a user id or another feature's lock.
 */
const EVENT_SEATS = 0x45564e54; // 'EVNT'
const IDEMPOTENCY_KEY = 0x49444b59; // 'IDKY'
const CART_OWNER = 0x43415254; // 'CART'
const CONFERENCE_SEATS = 0x434f4e46; // 'CONF'

const lock = async (db: AppDatabase, space: number, key: ReturnType<typeof sql>): Promise<void> => {
  await db.execute(sql`select pg_advisory_xact_lock(${space}::integer, ${key})`);
};

/** The seats of one event: every capacity check and the writes it allows run under it. */
export const lockEventSeats = (db: AppDatabase, eventId: number): Promise<void> => lock(db, EVENT_SEATS, sql`${eventId}::integer`);

export const lockIdempotencyKey = (db: AppDatabase, scope: string, key: string): Promise<void> =>
  lock(db, IDEMPOTENCY_KEY, sql`hashtext(${`${scope}\n${key}`})`);

/** A cart owner (a session or an account), so two logins merging into one account run one after the other. */
export const lockCartOwner = (db: AppDatabase, owner: string): Promise<void> => lock(db, CART_OWNER, sql`hashtext(${owner})`);

/** The seats of one Fachtagung: its capacity check and the booking it allows run under it. */
export const lockConferenceSeats = (db: AppDatabase, conferenceId: number): Promise<void> => lock(db, CONFERENCE_SEATS, sql`${conferenceId}::integer`);
