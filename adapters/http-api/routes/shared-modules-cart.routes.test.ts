import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upcomingEvents, type TestEvent } from '../../db/cart/cart-fixtures.testing';
import { startAccountsTestApp, type AccountsTestApp } from '../session/testing/accounts-test-app';
import { readyBrowser } from './cart.testing';

let app: AccountsTestApp;
let events: readonly TestEvent[];

beforeAll(async () => {
  app = await startAccountsTestApp();
  events = await upcomingEvents(app.database.db, 2, { isOnline: false, afterDays: 20 });
}, 120_000);

afterAll(async () => {
  await app.close();
});

describe('GET /shared-modules/shopping-cart-small', () => {
  it('answers an empty array for a new visitor', async () => {
    const visitor = await readyBrowser(() => app.browser());
    expect(await visitor.get('/shared-modules/shopping-cart-small')).toEqual({ ok: true, body: [] });
  });

  it("lists the caller's cart items with the fields of spec §3, one per event", async () => {
    const visitor = await readyBrowser(() => app.browser());
    const other = await readyBrowser(() => app.browser());
    for (const event of events) await visitor.post('/order-api/add-cart-item', { eventId: event.eventId });
    const answer = await visitor.get('/shared-modules/shopping-cart-small');
    expect(answer.ok).toBe(true);
    const items = answer.body as readonly Record<string, unknown>[];
    expect(items.map((item) => item.eventId).sort()).toEqual(events.map((event) => event.eventId).sort());
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual(['cartItemId', 'city', 'endDate', 'eventId', 'startDate', 'themeId', 'themeTitle']);
    }
    // Another browser's cart is its own.
    expect(await other.get('/shared-modules/shopping-cart-small')).toEqual({ ok: true, body: [] });
  });
});
