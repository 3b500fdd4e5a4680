import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WERBEMITTEL_MESSAGES as M } from '../../../domain/werbemittel/order-lines';
import { outbox, werbemittelArticles, werbemittelOrders } from '../../db/schema';
import { startAccountsTestApp, type AccountsTestApp } from '../session/testing/accounts-test-app';
import { OTHER_SINGLE, SINGLE, loggedIn, visitor } from './portal-test-users';

let app: AccountsTestApp;

beforeAll(async () => {
  app = await startAccountsTestApp();
}, 120_000);

afterAll(async () => {
  await app.close();
});

const ADDRESS = {
  company: 'Muster Logistik GmbH',
  salutation: 'Herr',
  firstname: 'Jonas',
  lastname: 'Weber',
  email: 'jonas.weber@example.org',
  street: 'Hafenstraße',
  streetNumber: '5',
  postalCode: '20457',
  city: 'Hamburg',
};

const stockOf = async (articleId: number): Promise<number | undefined> =>
  (await app.database.db.select({ stock: werbemittelArticles.stock }).from(werbemittelArticles).where(eq(werbemittelArticles.articleId, articleId)))[0]?.stock;

const orderCount = async (): Promise<number> => (await app.database.db.select().from(werbemittelOrders)).length;

describe('the Werbemittelshop API', () => {
  it('is for logged-in portal users: a visitor gets 401 with the German message and orders nothing', async () => {
    const browser = await visitor(app);
    expect(await browser.get('/api/werbemittel-shop-articles')).toMatchObject({ ok: false, status: 401, body: { message: M.loginRequired } });
    expect(await browser.post('/api/werbemittel-shop-request', { ...ADDRESS, items: [{ articleId: 1, quantity: 1 }] })).toMatchObject({ ok: false, status: 401 });
    expect(await orderCount()).toBe(0);
  });

  it('lists the articles with picture and stock', async () => {
    const browser = await loggedIn(app, SINGLE.email);
    const answer = await browser.get('/api/werbemittel-shop-articles');
    expect(answer).toMatchObject({ ok: true, body: expect.arrayContaining([expect.objectContaining({ slug: 'plakat-a2', imageUrl: '/assets/werbemittel/plakat.svg', stock: 40 })]) as unknown });
  });

  it('orders two articles: 201 with the lines, the stock goes down, the mail to the team and the copy to the orderer are queued', async () => {
    const browser = await loggedIn(app, SINGLE.email);
    const answer = await browser.post('/api/werbemittel-shop-request', { ...ADDRESS, items: [{ articleId: 1, quantity: '25' }, { articleId: 4, quantity: 2 }, { articleId: 2, quantity: '' }] });
    expect(answer).toMatchObject({
      ok: true,
      body: {
        reference: expect.stringMatching(/^[A-Za-z0-9_-]{24}$/) as unknown,
        lines: [
          { articleId: 1, name: 'Flyer „Seminarprogramm“', quantity: 25 },
          { articleId: 4, name: 'Notizblock A5', quantity: 2 },
        ],
        address: { city: 'Hamburg' },
        message: 'Vielen Dank für Ihre Bestellung! Wir senden Ihnen die Werbemittel in Kürze zu.',
      },
    });
    expect(await stockOf(1)).toBe(475);
    expect(await stockOf(4)).toBe(118);
    const [mail] = await app.database.db.select().from(outbox).where(eq(outbox.kind, 'form_submission')).orderBy(desc(outbox.id)).limit(1);
    expect(mail?.payload).toMatchObject({
      form: 'werbemittel-shop-request',
      sender: { email: ADDRESS.email },
      fields: expect.arrayContaining([{ label: 'Flyer „Seminarprogramm“', value: '25 Stück' }]) as unknown,
    });
    const reference = (answer as { body: { reference: string } }).body.reference;
    expect(await browser.get(`/api/werbemittel-shop-order/${reference}`)).toMatchObject({ ok: true, body: { reference } });
    // Someone else's order reads as unknown.
    expect(await (await loggedIn(app, OTHER_SINGLE.email)).get(`/api/werbemittel-shop-order/${reference}`)).toMatchObject({ ok: false, status: 404, body: { message: M.orderUnknown } });
  });

  it('a bad quantity or address is a 400 with the German message per field, and nothing is taken', async () => {
    const browser = await loggedIn(app, SINGLE.email);
    const before = await orderCount();
    expect(await browser.post('/api/werbemittel-shop-request', { ...ADDRESS, postalCode: '2045', items: [{ articleId: 1, quantity: '-3' }, { articleId: 3, quantity: 2.5 }] })).toMatchObject({
      ok: false,
      status: 400,
      body: { fieldErrors: { 'items.1': M.quantity, 'items.3': M.quantity, postalCode: 'Die Postleitzahl ist ungültig' } },
    });
    expect(await browser.post('/api/werbemittel-shop-request', { ...ADDRESS, items: [] })).toMatchObject({ ok: false, status: 400, body: { fieldErrors: { items: M.nothingChosen } } });
    expect(await orderCount()).toBe(before);
    expect(await stockOf(1)).toBe(475);
  });

  it('more than is in stock is refused with the German message naming what is left', async () => {
    const browser = await loggedIn(app, SINGLE.email);
    const before = await orderCount();
    expect(await browser.post('/api/werbemittel-shop-request', { ...ADDRESS, items: [{ articleId: 1, quantity: 1 }, { articleId: 5, quantity: 4 }] })).toMatchObject({
      ok: false,
      status: 400,
      body: { fieldErrors: { 'items.5': 'Von „Roll-up-Display“ sind nur noch 3 Stück vorrätig' } },
    });
    expect(await orderCount()).toBe(before);
    expect(await stockOf(1)).toBe(475);
    expect(await stockOf(5)).toBe(3);
    const soldOut = await app.database.db.select().from(werbemittelArticles).where(and(eq(werbemittelArticles.slug, 'aufkleber-set'), eq(werbemittelArticles.stock, 0)));
    expect(soldOut).toHaveLength(1);
  });
});
