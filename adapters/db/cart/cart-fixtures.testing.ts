import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import type { Account } from '../../../application/accounts/user.repository';
import type { CartRecipientValues } from '../../../application/cart/cart.repository';
import type { OrderHeader } from '../../../application/orders/orders.repository';
import { NO_INVOICE_RECIPIENT } from '../../../domain/invoice/invoice-recipient';
import { DrizzleSessionRepository } from '../accounts/session-repository';
import type { AppDatabase, Database } from '../database';
import { generateDemoData } from '../demo-data/generate';
import { seedDemoData } from '../demo-data/seed';
import { events } from '../schema';
import type { DatabaseTemplate } from '../testing/database-template';
import type { TestDatabaseEngine } from '../testing/test-databases';

/** Test data for the cart and order repositories: the demo catalogue and accounts at a fixed instant. */
export const CART_TEST_NOW = Temporal.Instant.from('2026-11-22T09:00:00Z');

/** Demo accounts (adapters/db/demo-data/people.ts): a single user and a Gremium admin with a member. */
export const JONAS = { userId: 7, email: 'jonas.weber@example.org' } as const;
export const SABINE = { userId: 2, email: 'sabine.keller@example.com', gremiumId: 1 } as const;
export const LEA = { userId: 4, email: 'lea.hartmann@example.com', gremiumId: 1 } as const;

/** A single user's account as the use cases get it from the session. */
export const singleUserAccount = (userId: number, email: string): Account => ({ userId, email, gremiumId: null, gremiumRole: null, role: 'user' }) as unknown as Account;

/** The header of an order Jonas places (his invoice address holds only the company). */
export const jonasOrderHeader = (channel: OrderHeader['channel']): OrderHeader => ({
  channel,
  sessionId: null,
  userId: JONAS.userId,
  gremiumId: null,
  customer: { salutation: 'Herr', firstname: 'Jonas', lastname: 'Weber', email: JONAS.email },
  billing: { company: 'Modell GmbH', street: null, streetNumber: null, postalCode: null, city: null },
  invoiceReference: null,
  invoiceRecipient: NO_INVOICE_RECIPIENT,
  personalNotes: null,
});

const CART_TEST_SEED = 7;

/** The demo data at CART_TEST_NOW with seed 7; passwords stored as `plain:<password>`. */
export const cartTestTemplate: DatabaseTemplate = {
  name: `cart-demo-seed-${CART_TEST_SEED}`,
  prepare: (database) =>
    seedDemoData(database.db, generateDemoData({ now: CART_TEST_NOW, seed: CART_TEST_SEED, scale: 1 }), (plain) =>
      Promise.resolve(`plain:${plain}`),
    ),
};

export const openSeededDatabase = (engine: TestDatabaseEngine): Promise<Database> => engine.open(cartTestTemplate);

/** A session row, as SessionService.keep makes it for a visitor's first cart item. */
export const newSessionId = async (db: AppDatabase, userId: number | null = null): Promise<string> =>
  (
    await new DrizzleSessionRepository(db).create(`hash-${randomUUID()}`, {
      site: 'main',
      userId,
      impersonatorId: null,
      loginTarget: null,
      createdAt: CART_TEST_NOW,
      lastSeenAt: CART_TEST_NOW,
    })
  ).sessionId;

export interface TestEvent {
  readonly eventId: number;
  readonly startDate: Temporal.Instant;
}

/** Events starting at least `afterDays` (2) days after the test instant, soonest first. */
export const upcomingEvents = async (
  db: AppDatabase,
  count: number,
  { afterDays = 2, isOnline }: { readonly afterDays?: number; readonly isOnline?: boolean } = {},
): Promise<readonly TestEvent[]> => {
  const after = CART_TEST_NOW.add({ hours: 24 * afterDays }).toString();
  const rows = await db
    .select({ eventId: events.eventId, startAt: events.startAt })
    .from(events)
    .where(and(gt(events.startAt, after), isOnline === undefined ? undefined : eq(events.isOnline, isOnline)))
    .orderBy(asc(events.startAt), asc(events.eventId))
    .limit(count);
  if (rows.length < count) throw new Error(`only ${rows.length} upcoming events in the demo data`);
  return rows.map((row) => ({ eventId: row.eventId, startDate: Temporal.Instant.from(row.startAt) }));
};

export const setCapacity = async (db: AppDatabase, eventId: number, capacity: number): Promise<void> => {
  await db.update(events).set({ capacity }).where(eq(events.eventId, eventId));
};

export const person = (firstname: string, overrides: Partial<CartRecipientValues> = {}): CartRecipientValues => ({
  salutation: 'Frau',
  firstname,
  lastname: 'Schmidt',
  email: `${firstname.toLowerCase()}.schmidt@example.org`,
  function: 'Betriebsratsmitglied',
  bookingType: 'Buchung',
  hotelOverNightOption: 'Übernachtung mit Frühstück',
  ...overrides,
});
