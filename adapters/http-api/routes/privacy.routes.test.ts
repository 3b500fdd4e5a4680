import { and, desc, eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_EXPORTS } from '../../../application/privacy/privacy.tokens';
import { PRIVACY_MESSAGES as M } from '../../../application/privacy/messages';
import { PRIVACY_PATHS as P } from '../../../application/privacy/privacy.paths';
import { auditLog, events, orders, outbox, portalProfiles, sessions, users, wishlistItems } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/demo-data/people';
import { XSRF_COOKIE, XSRF_HEADER } from '../../http-client/transport';
import { createServerContainer, resolve } from '../container';
import { startAccountsTestApp, type AccountsTestApp, type TestBrowser } from '../session/testing/accounts-test-app';
import { GREMIUM_ADMIN, OTHER_SINGLE, SINGLE, SITE_ADMIN, THIRD_SINGLE, loggedIn, visitor } from './portal-test-users';
import { placeTestOrder } from './portal-test-bookings';

let app: AccountsTestApp;

beforeAll(async () => {
  app = await startAccountsTestApp();
}, 120_000);

afterAll(async () => {
  await app.close();
});

/** The background job's round, over the same database the server uses. */
const prepareExports = () => resolve(createServerContainer({ db: app.database.db, clock: app.clock }), DATA_EXPORTS).prepareDue();

/** The token of the newest export mail to the address. */
const exportToken = async (email: string): Promise<string> => {
  const [row] = await app.database.db
    .select({ payload: outbox.payload })
    .from(outbox)
    .where(and(eq(outbox.kind, 'data_export_ready'), sql`${outbox.payload} -> 'recipient' ->> 'email' = ${email}`))
    .orderBy(desc(outbox.id))
    .limit(1);
  return (row?.payload as { token?: string } | undefined)?.token ?? '';
};

/** A POST whose answer is a file: the bytes, with the browser's cookies and XSRF header. */
const postForFile = async (browser: TestBrowser, path: string, body: unknown): Promise<{ status: number; type: string; bytes: Uint8Array }> => {
  const url = `${browser.urlOf('main')}${path}`;
  const cookie = browser.jar.cookieHeader(url);
  const xsrf = browser.jar.read(XSRF_COOKIE, url);
  const response = await fetch(url, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...(cookie === undefined ? {} : { cookie }), ...(xsrf === undefined ? {} : { [XSRF_HEADER]: xsrf }) },
  });
  return { status: response.status, type: response.headers.get('content-type') ?? '', bytes: new Uint8Array(await response.arrayBuffer()) };
};

const json = (files: Record<string, Uint8Array>, name: string): unknown => JSON.parse(strFromU8(files[name] ?? new Uint8Array())) as unknown;

describe('Meine Daten herunterladen', () => {
  it('packs the account\'s orders and wishlist into a ZIP that only its own login downloads, once', async () => {
    const { db } = app.database;
    const [event] = await db.select({ eventId: events.eventId }).from(events).orderBy(events.startAt).limit(1);
    const eventId = event?.eventId ?? 0;
    await placeTestOrder(db, { userId: SINGLE.userId, gremiumId: null, eventId, participants: [{ firstname: 'Jonas', email: SINGLE.email }] });
    await placeTestOrder(db, { userId: OTHER_SINGLE.userId, gremiumId: null, eventId, participants: [{ firstname: 'Claudia', email: OTHER_SINGLE.email }] });
    await db.insert(wishlistItems).values({ userId: SINGLE.userId, eventId, addedAt: app.clock.now().toString() });

    const jonas = await loggedIn(app, SINGLE.email);
    expect(await jonas.post(P.requestExport)).toEqual({ ok: true, body: { email: SINGLE.email, message: M.exportRequested } });
    expect(await prepareExports()).toBe(1);
    const token = await exportToken(SINGLE.email);
    expect(token).not.toBe('');

    // Another customer holding the link gets the same 404 as for a made-up one.
    const claudia = await loggedIn(app, OTHER_SINGLE.email);
    expect(await claudia.post(P.downloadExport, { token })).toMatchObject({ ok: false, status: 404, body: { message: M.exportLinkGone } });

    const download = await postForFile(jonas, P.downloadExport, { token });
    expect(download).toMatchObject({ status: 200, type: 'application/zip' });
    const files = unzipSync(download.bytes);
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['profile.json', 'orders.json', 'wishlist.json', 'participations.json', 'Datenauskunft.pdf']));
    expect(strFromU8(files['Datenauskunft.pdf'] ?? new Uint8Array()).startsWith('%PDF')).toBe(true);
    const ordered = json(files, 'orders.json') as { orderNumber: string }[];
    expect(ordered.map((order) => order.orderNumber)).toEqual([expect.stringMatching(new RegExp(`-${String(SINGLE.userId)}$`))]);
    expect(json(files, 'wishlist.json')).toHaveLength(1);
    expect(strFromU8(download.bytes, true)).not.toContain(OTHER_SINGLE.email);

    expect(await jonas.post(P.downloadExport, { token })).toMatchObject({ ok: false, status: 404 });
  });

  it('refuses a third request on one day with 429', async () => {
    const tobias = await loggedIn(app, THIRD_SINGLE.email);
    expect(await tobias.post(P.requestExport)).toMatchObject({ ok: true });
    expect(await tobias.post(P.requestExport)).toMatchObject({ ok: true });
    expect(await tobias.post(P.requestExport)).toMatchObject({ ok: false, status: 429, body: { message: M.tooManyExports } });
  });

  it('answers a visitor 401', async () => {
    const browser = await visitor(app);
    expect(await browser.post(P.requestExport)).toMatchObject({ ok: false, status: 401 });
    expect(await browser.post(P.downloadExport, { token: 'a'.repeat(22) })).toMatchObject({ ok: false, status: 401 });
  });
});

describe('Konto löschen', () => {
  it('refuses a wrong password at the field and deletes nothing', async () => {
    const claudia = await loggedIn(app, OTHER_SINGLE.email);
    expect(await claudia.post(P.deleteAccount, { password: 'falsch-falsch' })).toMatchObject({ ok: false, status: 400, body: { fieldErrors: { password: M.wrongPassword } } });
    expect(await claudia.post(P.deleteAccount, {})).toMatchObject({ ok: false, status: 400, body: { fieldErrors: { password: M.passwordRequired } } });
    expect(await app.database.db.select().from(users).where(eq(users.userId, OTHER_SINGLE.userId))).toHaveLength(1);
  });

  it('refuses the Gremium\'s only admin while members are left, in German', async () => {
    const sabine = await loggedIn(app, GREMIUM_ADMIN.email);
    expect(await sabine.post(P.deleteAccount, { password: DEMO_PASSWORD })).toMatchObject({ ok: false, status: 409, body: { message: M.lastGremiumAdmin } });
  });

  it('deletes the account: login fails, every session ends, profile and wishlist are gone, order and invoice stay with the name', async () => {
    const { db } = app.database;
    const [event] = await db.select({ eventId: events.eventId }).from(events).orderBy(events.startAt).limit(1);
    await placeTestOrder(db, { userId: THIRD_SINGLE.userId, gremiumId: null, eventId: event?.eventId ?? 0, participants: [{ firstname: 'Tobias', email: THIRD_SINGLE.email }] });
    await db.insert(wishlistItems).values({ userId: THIRD_SINGLE.userId, eventId: event?.eventId ?? 0, addedAt: app.clock.now().toString() });
    await db.insert(portalProfiles).values({ userId: THIRD_SINGLE.userId, phone: '030 1234' });
    const [ordered] = await db.select({ orderNumber: orders.orderNumber }).from(orders).where(sql`${orders.orderNumber} like ${`%-${String(THIRD_SINGLE.userId)}`}`);
    const orderNumber = ordered?.orderNumber ?? '';
    const admin = await loggedIn(app, SITE_ADMIN.email);
    expect(await admin.post('/manage/rechnungen', { orderNumber })).toMatchObject({ ok: true, body: { issued: [expect.any(String)] } });
    const onPhone = await loggedIn(app, THIRD_SINGLE.email);
    const onLaptop = await loggedIn(app, THIRD_SINGLE.email);

    expect(await onLaptop.post(P.deleteAccount, { password: DEMO_PASSWORD })).toEqual({ ok: true, body: { message: M.accountDeleted } });

    expect(await onPhone.get('/api-meinifb/get-settings-user-data/')).toMatchObject({ ok: false, status: 401 });
    expect(await onLaptop.get('/api-meinifb/get-settings-user-data/')).toMatchObject({ ok: false, status: 401 });
    const again = app.browser();
    await again.get('/kundenportal/get-token');
    expect(await again.post('/kundenportal/local-login', { email: THIRD_SINGLE.email, password: DEMO_PASSWORD })).toMatchObject({ ok: false });
    expect(await db.select().from(sessions).where(eq(sessions.userId, THIRD_SINGLE.userId))).toEqual([]);
    expect(await db.select().from(portalProfiles).where(eq(portalProfiles.userId, THIRD_SINGLE.userId))).toEqual([]);
    expect(await db.select().from(wishlistItems).where(eq(wishlistItems.userId, THIRD_SINGLE.userId))).toEqual([]);
    const kept = await db.select().from(orders).where(sql`${orders.orderNumber} like ${`%-${String(THIRD_SINGLE.userId)}`}`);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ userId: null, customerFirstname: 'Test', customerLastname: 'Kundin', company: 'Muster Logistik GmbH' });
    // Staff still find the invoice, with the name it was issued to.
    const listed = await admin.get('/manage/rechnungen');
    const invoices = listed.ok ? (listed.body as { invoices: { orderNumber: string; buyerName: string }[] }).invoices : [];
    const buyers = invoices.filter((invoice) => invoice.orderNumber === orderNumber).map((invoice) => invoice.buyerName);
    expect(buyers).toHaveLength(1);
    expect(buyers[0]).toContain('Muster Logistik GmbH');
    const [mail] = await db.select({ payload: outbox.payload }).from(outbox).where(eq(outbox.kind, 'account_deleted'));
    expect(mail?.payload).toMatchObject({ recipient: { email: THIRD_SINGLE.email }, keptOrders: [kept[0]?.orderNumber] });
  });
});

describe('access requests in the back office', () => {
  it('hands staff the ZIP of a person without an account, by address, and logs it', async () => {
    const { db } = app.database;
    const [event] = await db.select({ eventId: events.eventId }).from(events).orderBy(events.startAt).limit(1);
    await placeTestOrder(db, { userId: SINGLE.userId, gremiumId: null, eventId: event?.eventId ?? 0, participants: [{ firstname: 'Greta', email: 'greta.gast@example.net' }] });
    const staff = await loggedIn(app, 'kundenservice@example.org');
    const answer = await postForFile(staff, P.staffExport, { email: 'Greta.Gast@example.net' });
    expect(answer).toMatchObject({ status: 200, type: 'application/zip' });
    const participations = json(unzipSync(answer.bytes), 'participations.json') as { firstname: string }[];
    expect(participations.map((participation) => participation.firstname)).toEqual(['Greta']);
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, 'privacy.access-request'));
    expect(entry).toMatchObject({ actorEmail: 'kundenservice@example.org', subject: 'Greta.Gast@example.net' });
  });

  it('says at the field when nothing is stored, and refuses customers', async () => {
    const staff = await loggedIn(app, 'kundenservice@example.org');
    expect(await staff.post(P.staffExport, { email: 'niemand@example.net' })).toMatchObject({ ok: false, status: 400, body: { fieldErrors: { email: M.nothingStored } } });
    const jonas = await loggedIn(app, SINGLE.email);
    expect(await jonas.post(P.staffExport, { email: 'niemand@example.net' })).toMatchObject({ ok: false, status: 403 });
  });
});
