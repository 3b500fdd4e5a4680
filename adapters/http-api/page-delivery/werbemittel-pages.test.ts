import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WERBEMITTEL_MESSAGES as M } from '../../../domain/werbemittel/order-lines';
import { werbemittelArticles, werbemittelOrders } from '../../db/schema';
import { startTestApp, type TestApp } from '../testing/test-app';
import { FormBrowser, loggedInFormBrowser, messageOf, valueOf } from './form-browser.testing';
import { loadPageRenderer } from './page-renderer';

/** These tests need the build (`npm run build`); `npm test` builds before it runs them. */
const dist = fileURLToPath(new URL('../../../dist', import.meta.url));
const PASSWORD = 'Seminar-Demo-2026!';

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
  message: '',
};

describe('Werbemittelshop pages without JavaScript', () => {
  let app: TestApp;

  beforeAll(async () => {
    const pages = await loadPageRenderer(dist);
    if (!pages) throw new Error('No build in dist/: run `npm run build` first (npm test does).');
    app = await startTestApp({ pages });
  }, 120_000);

  afterAll(async () => {
    await app.close();
  });

  const stockOf = async (slug: string): Promise<number | undefined> =>
    (await app.database.db.select({ stock: werbemittelArticles.stock }).from(werbemittelArticles).where(eq(werbemittelArticles.slug, slug)))[0]?.stock;
  const orders = async (): Promise<number> => (await app.database.db.select().from(werbemittelOrders)).length;

  it('sends a visitor to the login and back; the shop login page asks for the e-mail and leads a logged-in user into the shop', async () => {
    const visitor = new FormBrowser(() => app.baseUrl);
    const shop = await visitor.get('/werbemittelshop');
    expect(shop.status).toBe(302);
    expect(shop.location).toBe('/kundenportal/login?redirect=%2Fwerbemittelshop');
    const login = await visitor.get('/werbemittelshop-login');
    expect(login.status).toBe(200);
    expect(login.html).toContain('Werbemittelshop');
    expect(login.html).toContain('E-Mail Adresse');

    const user = await loggedInFormBrowser(() => app.baseUrl, 'jonas.weber@example.org', PASSWORD);
    const again = await user.get('/werbemittelshop-login');
    expect(again.status).toBe(302);
    expect(again.location).toBe('/werbemittelshop');
  });

  it('orders two articles by a plain form post and shows the confirmation', async () => {
    const user = await loggedInFormBrowser(() => app.baseUrl, 'jonas.weber@example.org', PASSWORD);
    const shop = await user.get('/werbemittelshop');
    expect(shop.status).toBe(200);
    expect(shop.html).toContain('/assets/werbemittel/plakat.svg');
    expect(shop.html).toContain('40 Stück vorrätig');
    expect(shop.html).toContain('Vergriffen');
    const placed = await user.post('/werbemittelshop', { ...ADDRESS, 'menge-2': '3', 'menge-3': '10', 'menge-1': '' });
    expect(placed.status).toBe(303);
    expect(placed.location).toMatch(/^\/werbemittelshop\/bestellung\/[A-Za-z0-9_-]{24}$/);
    const confirmation = await user.get(placed.location ?? '');
    expect(confirmation.status).toBe(200);
    expect(confirmation.html).toContain('Ihre Bestellung ist eingegangen');
    expect(confirmation.html).toContain('3 × Plakat A2 „Wissen ist Mitbestimmung“');
    expect(confirmation.html).toContain('10 × Kugelschreiber mit Logo');
    expect(await stockOf('plakat-a2')).toBe(37);
    // Another user cannot read it.
    const other = await loggedInFormBrowser(() => app.baseUrl, 'claudia.fischer@example.org', PASSWORD);
    expect((await other.get(placed.location ?? '')).status).toBe(404);
  });

  it('a bad quantity answers 400 with the German message under it and keeps everything typed', async () => {
    const user = await loggedInFormBrowser(() => app.baseUrl, 'jonas.weber@example.org', PASSWORD);
    await user.get('/werbemittelshop');
    const before = await orders();
    const wrong = await user.post('/werbemittelshop', { ...ADDRESS, city: 'Bremen', 'menge-1': 'zwei', 'menge-4': '2' });
    expect(wrong.status).toBe(400);
    expect(messageOf(wrong.html, 'werbemittel-menge-1')).toBe(M.quantity);
    expect(valueOf(wrong.html, 'werbemittel-menge-1')).toBe('zwei');
    expect(valueOf(wrong.html, 'werbemittel-menge-4')).toBe('2');
    expect(valueOf(wrong.html, 'werbemittel-city')).toBe('Bremen');
    expect(await orders()).toBe(before);
  });

  it('more than is in stock answers with the German message and takes nothing', async () => {
    const user = await loggedInFormBrowser(() => app.baseUrl, 'jonas.weber@example.org', PASSWORD);
    await user.get('/werbemittelshop');
    const before = await orders();
    const wrong = await user.post('/werbemittelshop', { ...ADDRESS, 'menge-5': '4', 'menge-4': '1' });
    expect(wrong.status).toBe(400);
    expect(messageOf(wrong.html, 'werbemittel-menge-5')).toBe('Von „Roll-up-Display“ sind nur noch 3 Stück vorrätig');
    expect(valueOf(wrong.html, 'werbemittel-menge-5')).toBe('4');
    expect(await orders()).toBe(before);
    expect(await stockOf('roll-up-display')).toBe(3);
    expect(await stockOf('notizblock-a5')).toBe(120);
  });

  it('the logout page ends the shop access by a post, and says so', async () => {
    const user = await loggedInFormBrowser(() => app.baseUrl, 'jonas.weber@example.org', PASSWORD);
    const page = await user.get('/werbemittelshop-logout');
    expect(page.status).toBe(200);
    expect(page.html).toContain('Werbemittelshop verlassen');
    const out = await user.post('/werbemittelshop-logout', {});
    expect(out.status).toBe(303);
    expect(out.location).toBe('/werbemittelshop-logout');
    expect((await user.get('/werbemittelshop-logout')).html).toContain('Sie sind abgemeldet.');
    expect((await user.get('/werbemittelshop')).status).toBe(302);
  });
});
