import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { events } from '../../db/schema';
import type { RawAnswer, TestBrowser } from '../session/testing/accounts-test-app';
import { TEST_NOW } from '../testing/test-app';

/** Helpers of the cart API tests: participants, addresses and checkouts as a browser sends them. */

export const JSON_HEADERS = { 'Content-Type': 'application/json' } as const;

export const participant = (firstname: string, overrides: Readonly<Record<string, unknown>> = {}) => ({
  salutation: 'Frau',
  firstname,
  lastname: 'Schmidt',
  email: `${firstname.toLowerCase()}.schmidt@example.org`,
  function: 'Betriebsratsmitglied',
  bookingType: 'Buchung',
  hotelOverNightOption: 'Übernachtung mit Frühstück',
  ...overrides,
});

export const ADDRESS = {
  company: 'Muster Logistik GmbH',
  street: 'Hafenstraße',
  streetNumber: '12a',
  postalCode: '20457',
  city: 'Hamburg',
  acceptTerms: true,
} as const;

export const readyBrowser = async (newBrowser: () => TestBrowser): Promise<TestBrowser> => {
  const browser = newBrowser();
  await browser.get('/kundenportal/get-token');
  return browser;
};

export interface SmallItem {
  readonly cartItemId: number;
  readonly eventId: number;
}

/** Puts the event in the cart with the participants and answers the cart item's id. */
export const fillCart = async (browser: TestBrowser, eventId: number, firstnames: readonly string[], overrides: Readonly<Record<string, unknown>> = {}) => {
  const added = await browser.post('/order-api/add-cart-item', { eventId });
  if (!added.ok) throw new Error(`add-cart-item failed: ${JSON.stringify(added)}`);
  const item = (added.body as readonly SmallItem[]).find((candidate) => candidate.eventId === eventId);
  if (item === undefined) throw new Error('the added event is not in the cart');
  for (const firstname of firstnames) {
    const answer = await browser.post('/order-api/add-recipient', { cartItemId: item.cartItemId, ...participant(firstname, overrides) });
    if (!answer.ok) throw new Error(`add-recipient failed: ${JSON.stringify(answer)}`);
  }
  return item.cartItemId;
};

/** A checkout as the page sends it: JSON body, XSRF header, and the Idempotency-Key header (unless null). */
export const checkout = (
  browser: TestBrowser,
  body: unknown,
  key: string | null = randomUUID(),
  path = '/order-api/checkout',
): Promise<RawAnswer> =>
  browser.raw('main', path, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { ...JSON_HEADERS, ...(key === null ? {} : { 'Idempotency-Key': key }) },
  });

/** Moves an event's start before the test instant: it has begun. */
export const startEventInThePast = async (db: AppDatabase, eventId: number): Promise<void> => {
  await db.update(events).set({ startAt: TEST_NOW.subtract({ hours: 1 }).toString() }).where(eq(events.eventId, eventId));
};
