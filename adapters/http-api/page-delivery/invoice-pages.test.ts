import { eq } from 'drizzle-orm';
import * as E from 'fp-ts/Either';
import { beforeAll, describe, expect, it } from 'vitest';
import { InvoicingService } from '../../../application/invoices/invoicing.service';
import { DEFAULT_INVOICE_LEAD_DAYS } from '../../../domain/invoice/invoice-plan';
import { INVOICE_EMAIL_INVALID, LEITWEG_ID_CHECK_DIGITS_WRONG } from '../../../domain/invoice/invoice-recipient';
import { upcomingEvents } from '../../db/cart/cart-fixtures.testing';
import { DEMO_PASSWORD } from '../../db/demo-data/people';
import { invoices, orders } from '../../db/schema';
import { EINVOICE_RENDERER } from '../../einvoice/einvoice-renderer';
import { DrizzleInvoiceStore } from '../../db/invoices/invoice-store';
import { DrizzleOutbox } from '../../mail/drizzle-outbox';
import { placeTestOrder } from '../routes/portal-test-bookings';
import { GREMIUM_ADMIN, MEMBER, OTHER_MEMBER, SINGLE, THIRD_SINGLE } from '../routes/portal-test-users';
import { serveBuiltPages } from './built-pages.testing';
import { FormBrowser, messageOf, valueOf } from './form-browser.testing';

const INVOICES = '/meinifb/rechnungen';

const app = serveBuiltPages();
/** The invoice of SINGLE's own order, and of MEMBER's order for the Gremium. */
let single = '';
let gremium = '';

const signedIn = async (email: string): Promise<FormBrowser> => {
  const visitor = new FormBrowser(() => app().baseUrl);
  const login = `/kundenportal/login/${encodeURIComponent(email)}`;
  await visitor.get(login);
  expect((await visitor.post(login, { password: DEMO_PASSWORD })).status).toBe(303);
  return visitor;
};

/** A download with the browser's cookies: status, type and bytes. */
const download = async (browser: FormBrowser, path: string) => {
  const cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const response = await fetch(`${app().baseUrl}${path}`, { redirect: 'manual', headers: { cookie, accept: 'text/html' } });
  return { status: response.status, type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()), location: response.headers.get('location') };
};

const mainOf = (html: string): string => html.slice(html.indexOf('<main'), html.indexOf('</main>'));

beforeAll(async () => {
  const db = app().database.db;
  const [event] = await upcomingEvents(db, 1, { afterDays: 20, isOnline: false });
  const invoicing = new InvoicingService({ store: new DrizzleInvoiceStore(db), outbox: new DrizzleOutbox(db, app().clock), clock: app().clock, renderer: EINVOICE_RENDERER, leadDays: DEFAULT_INVOICE_LEAD_DAYS });
  const issue = async (userId: number, gremiumId: number | null): Promise<string> => {
    await placeTestOrder(db, { userId, gremiumId, eventId: event!.eventId, participants: [{ firstname: 'Rena', email: `rena.${String(userId)}@example.org` }] });
    const [order] = await db.select({ orderNumber: orders.orderNumber }).from(orders).where(eq(orders.userId, userId));
    const issued = await invoicing.issueNow(order!.orderNumber)();
    if (E.isLeft(issued)) throw new Error(issued.left.message);
    return issued.right.issued[0] ?? '';
  };
  single = await issue(SINGLE.userId, null);
  gremium = await issue(MEMBER.userId, 1);
}, 120_000);

describe('Rechnungen in meinifb, without JavaScript', () => {
  it('lists the customer their own invoices with number, date, order and amount, and downloads its PDF (ZUGFeRD) and XML', async () => {
    const customer = await signedIn(SINGLE.email);
    const page = await customer.get(INVOICES);
    expect(page.status).toBe(200);
    const main = mainOf(page.html);
    expect(main).toContain(`Rechnung ${single}`);
    expect(main).not.toContain(gremium);
    expect(main).toMatch(/Betrag: [\d.]+,\d\d\s€/);
    expect(main).toContain(`href="/meinifb/rechnungen/${single}.pdf"`);
    const pdf = await download(customer, `/meinifb/rechnungen/${single}.pdf`);
    expect(pdf).toMatchObject({ status: 200, type: 'application/pdf' });
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const xml = await download(customer, `/meinifb/rechnungen/${single}.xml`);
    expect(xml.status).toBe(200);
    const [stored] = await app().database.db.select({ xml: invoices.xml }).from(invoices).where(eq(invoices.number, single));
    expect(xml.bytes.toString('utf8')).toBe(stored?.xml);
  });

  it("shows a Gremium admin the Gremium's invoices, a plain member only their own, and gives anyone else's document a 404", async () => {
    expect(mainOf((await (await signedIn(GREMIUM_ADMIN.email)).get(INVOICES)).html)).toContain(gremium);
    expect(mainOf((await (await signedIn(MEMBER.email)).get(INVOICES)).html)).toContain(gremium);
    const colleague = await signedIn(OTHER_MEMBER.email);
    expect(mainOf((await colleague.get(INVOICES)).html)).not.toContain(gremium);
    expect((await download(colleague, `/meinifb/rechnungen/${gremium}.pdf`)).status).toBe(404);
    const stranger = await signedIn(THIRD_SINGLE.email);
    const empty = await stranger.get(INVOICES);
    expect(mainOf(empty.html)).toContain('Zu Ihren Bestellungen gibt es noch keine Rechnungen.');
    expect((await download(stranger, `/meinifb/rechnungen/${single}.xml`)).status).toBe(404);
    expect((await download(stranger, '/meinifb/rechnungen/RE-2026-999999.pdf')).status).toBe(404);
    expect((await download(stranger, '/meinifb/rechnungen/irgendwas.exe')).status).toBe(404);
  });

  it('sends a visitor to the login, which brings them back', async () => {
    const visitor = new FormBrowser(() => app().baseUrl);
    const page = await visitor.get(INVOICES);
    expect(page.status).toBeGreaterThanOrEqual(300);
    expect(page.location).toContain('/kundenportal/login');
    expect(page.location).toContain(encodeURIComponent(INVOICES));
    const file = await download(visitor, `/meinifb/rechnungen/${single}.pdf`);
    expect(file.location).toContain('/kundenportal/login');
  });
});

describe('E-Mail für Rechnungen and Leitweg-ID, without JavaScript', () => {
  it('the Gremium settings refuse a wrong address and wrong check digits with their messages, keep what was typed, then save both', async () => {
    const admin = await signedIn(GREMIUM_ADMIN.email);
    const form = { name: 'Betriebsrat Muster Logistik', company: 'Muster Logistik GmbH', street: 'Hafenstraße', streetNumber: '5', postalCode: '20457', city: 'Hamburg', country: 'DE' };
    const wrong = await admin.post('/meinifb/gremium-einstellungen', { ...form, invoiceEmail: 'buchhaltung@', leitwegId: '04011000-1234512345-07' });
    expect(wrong.status).toBe(400);
    expect(messageOf(wrong.html, 'gremium-invoiceEmail')).toBe(INVOICE_EMAIL_INVALID);
    expect(messageOf(wrong.html, 'gremium-leitwegId')).toBe(LEITWEG_ID_CHECK_DIGITS_WRONG);
    expect(valueOf(wrong.html, 'gremium-leitwegId')).toBe('04011000-1234512345-07');
    const saved = await admin.post('/meinifb/gremium-einstellungen', { ...form, invoiceEmail: 'buchhaltung@muster.example', leitwegId: '04011000-1234512345-06' });
    expect(saved.status).toBe(303);
    const page = await admin.get('/meinifb/gremium-einstellungen');
    expect(valueOf(page.html, 'gremium-invoiceEmail')).toBe('buchhaltung@muster.example');
    expect(valueOf(page.html, 'gremium-leitwegId')).toBe('04011000-1234512345-06');
    expect(mainOf((await (await signedIn(OTHER_MEMBER.email)).get('/meinifb/gremium-einstellungen')).html)).toContain('buchhaltung@muster.example');
  });

  it('the cart keeps them with the invoice address and names a wrong Leitweg-ID', async () => {
    const customer = await signedIn(THIRD_SINGLE.email);
    const [event] = await upcomingEvents(app().database.db, 1, { afterDays: 30 });
    await customer.post('/seminare/warenkorb', { intent: 'add-item', eventId: String(event!.eventId) });
    const wrong = await customer.post('/seminare/warenkorb', { intent: 'options', invoiceEmail: 'rechnungen@kunde.example', leitwegId: '04011000' });
    expect(wrong.status).toBe(400);
    expect(messageOf(wrong.html, 'rechnung-leitwegId')).toMatch(/^Eine Leitweg-ID hat die Form/);
    expect(valueOf(wrong.html, 'rechnung-invoiceEmail')).toBe('rechnungen@kunde.example');
    const saved = await customer.post('/seminare/warenkorb', { intent: 'options', invoiceEmail: 'rechnungen@kunde.example', leitwegId: '04011000-1234512345-06' });
    expect(saved.status).toBe(303);
    const cart = await customer.get('/seminare/warenkorb');
    expect(valueOf(cart.html, 'rechnung-invoiceEmail')).toBe('rechnungen@kunde.example');
    expect(valueOf(cart.html, 'rechnung-leitwegId')).toBe('04011000-1234512345-06');
  });
});
