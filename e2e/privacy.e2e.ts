import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './test';
import { strFromU8, unzipSync } from 'fflate';
import { axeViolations, axeViolationsWithoutScripts, checkScriptlessCopy } from './axe';
import { DEMO_PASSWORD, logInVia } from './demo-login';
import { mailsTo, waitForMailsTo } from './mailbox';
import { address, book, present, upcomingDates } from './portal-bookings';
import { scrollWidth } from './page-checks';

/** A demo account another journey uses, whose data must never show up in someone else's ZIP. */
const SOMEONE_ELSE = 'jonas.weber@example.org';

const xsrfOf = async (page: Page): Promise<string> => {
  await page.request.get('/kundenportal/get-token');
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'XSRF-TOKEN');
  return decodeURIComponent(cookie?.value ?? '');
};

/**
 * An account of this journey's own (deleting or exporting a demo account would disturb the other
 * journeys): registered through the API, confirmed by the mailed link.
 */
const registered = async (page: Page, name: string): Promise<string> => {
  const email = address(name);
  const xsrf = await xsrfOf(page);
  const registration = await page.request.post('/api/user-registration', {
    headers: { 'X-XSRF-TOKEN': xsrf, Accept: 'application/json' },
    data: {
      salutation: 'Frau',
      firstname: 'Dora',
      lastname: 'Datenschutz',
      company: 'Auskunft & Co. KG',
      street: 'Lindenallee',
      streetNumber: '3',
      postalCode: '50667',
      city: 'Köln',
      phone: '0221 123456',
      email,
      password: DEMO_PASSWORD,
      consent: true,
    },
  });
  expect(registration.status(), await registration.text()).toBe(200);
  const [mail] = await waitForMailsTo(email);
  const token = present(/token=([A-Za-z0-9_-]+)/.exec(mail ?? '')?.[1], 'the confirmation link');
  const confirmed = await page.request.post('/api/user-registration/confirm', { headers: { 'X-XSRF-TOKEN': await xsrfOf(page), Accept: 'application/json' }, data: { token } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  await page.context().clearCookies();
  return email;
};

const EXPORT_LINK = /https?:\/\/\S+\/meinifb\/einstellungen\/datenauskunft\?token=\S+/;

/** The link of the export mail, once the job has packed the ZIP and the outbox sent it. */
const exportLink = async (email: string): Promise<string> => {
  await expect
    .poll(async () => (await mailsTo(email)).some((text) => EXPORT_LINK.test(text)), { timeout: 90_000, intervals: [1000] })
    .toBe(true);
  return present((await mailsTo(email)).map((text) => EXPORT_LINK.exec(text)?.[0]).find((link) => link !== undefined), 'the export link');
};

test("Meine Daten herunterladen: the mailed link gives the ZIP with the order and the wishlist, once, and nobody else's data", async ({ page }) => {
  test.setTimeout(150_000);
  const email = await registered(page, 'dora.export');
  await logInVia(page, '/meinifb/einstellungen', email, 1440);
  const [event] = await upcomingDates(page.request, 5);
  const date = present(event, 'an upcoming date');
  await book(page, date, [{ salutation: 'Frau', firstname: 'Dora', lastname: 'Datenschutz', email }]);
  // Two browsers and the server share the machine: a 503 of the load shedding is tried again.
  await expect
    .poll(async () => (await page.request.post(`/wishlist/add/${String(date.eventId)}`, { headers: { 'X-XSRF-TOKEN': await xsrfOf(page), Accept: 'application/json' } })).status(), {
      intervals: [1000],
    })
    .toBe(200);

  await page.reload();
  const section = page.getByRole('form', { name: 'Meine Daten herunterladen' });
  await section.getByRole('button', { name: 'Meine Daten anfordern' }).click();
  await expect(page.getByRole('status').getByText(/Wir stellen Ihre Daten zusammen/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The background job packs it within half a minute; the mail brings the link.
  const link = await exportLink(email);
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole('heading', { level: 1, name: 'Ihre Datenauskunft' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'ZIP-Datei herunterladen' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^Datenauskunft-\d{4}-\d{2}-\d{2}\.zip$/);
  const bytes = new Uint8Array(await readFile(present(await download.path(), 'the saved ZIP')));
  const files = unzipSync(bytes);
  expect(Object.keys(files)).toEqual(expect.arrayContaining(['orders.json', 'wishlist.json', 'participations.json', 'Datenauskunft.pdf']));
  const orders = JSON.parse(strFromU8(present(files['orders.json'], 'orders.json'))) as { email: string; company: string }[];
  expect(orders).toEqual([expect.objectContaining({ email, company: 'Nordlicht Pflegedienste gGmbH' })]);
  const wishlist = JSON.parse(strFromU8(present(files['wishlist.json'], 'wishlist.json'))) as { seminar: string }[];
  expect(wishlist).toEqual([expect.objectContaining({ seminar: date.theme.title })]);
  for (const content of Object.values(files)) expect(strFromU8(content, true)).not.toContain(SOMEONE_ELSE);

  // The link works once.
  await page.getByRole('button', { name: 'ZIP-Datei herunterladen' }).click();
  await expect(page.getByText('Dieser Link ist abgelaufen, wurde schon benutzt oder gehört zu einem anderen Konto.', { exact: false })).toBeVisible();
});

test('Konto löschen at 390 px: password confirmed, logged out everywhere, login refused, mail says what is kept', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const email = await registered(page, 'dora.loeschen');
  const elsewhere = await browser.newPage();
  await logInVia(elsewhere, '/meinifb/einstellungen', email, 1440);
  await logInVia(page, '/meinifb/einstellungen', email, 390);

  const form = page.getByRole('form', { name: 'Konto löschen' });
  await form.getByLabel('Passwort zur Bestätigung').fill('nicht-das-passwort');
  await form.getByRole('button', { name: 'Konto endgültig löschen' }).click();
  await expect(page.getByRole('form', { name: 'Konto löschen' }).getByText('Das Passwort stimmt nicht. Ihr Konto wurde nicht gelöscht.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  expect(await scrollWidth(page)).toBeLessThanOrEqual(390);

  await page.getByRole('form', { name: 'Konto löschen' }).getByLabel('Passwort zur Bestätigung').fill(DEMO_PASSWORD);
  await page.getByRole('form', { name: 'Konto löschen' }).getByRole('button', { name: 'Konto endgültig löschen' }).click();
  await expect(page).toHaveURL('/meinifb/konto-geloescht');
  await expect(page.getByRole('heading', { level: 1, name: 'Konto gelöscht' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The other browser's session is gone too: the settings send it to the login.
  await elsewhere.goto('/meinifb/einstellungen');
  await expect(elsewhere).toHaveURL(/\/kundenportal\/login\?redirect=/);
  await elsewhere.close();

  const login = await page.request.post('/kundenportal/local-login', { headers: { 'X-XSRF-TOKEN': await xsrfOf(page), Accept: 'application/json' }, data: { email, password: DEMO_PASSWORD } });
  expect(login.status()).toBeGreaterThanOrEqual(400);
  const mails = await waitForMailsTo(email, 2);
  expect(mails.some((text) => text.includes('wie gewünscht haben wir Ihr meinifb-Konto'))).toBe(true);
});

test('the back office answers an access request without JavaScript, by keyboard, at 390 px', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 900 } });
  const page = await context.newPage();
  await page.goto(`/kundenportal/login/${encodeURIComponent('kundenservice@example.org')}?redirect=${encodeURIComponent('/manage/datenschutz')}`);
  await page.getByRole('main').getByLabel('Passwort').fill(DEMO_PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Datenschutz: Auskunft erteilen' })).toBeVisible();
  expect(await axeViolationsWithoutScripts(browser, page)).toEqual([]);
  const width = await checkScriptlessCopy(browser, page, async (copy) => {
    await copy.setViewportSize({ width: 390, height: 900 });
    return scrollWidth(copy);
  });
  expect(width).toBeLessThanOrEqual(390);

  await page.getByLabel('E-Mail-Adresse der anfragenden Person').fill('niemand.hier@example.net');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Zu dieser E-Mail-Adresse sind bei uns keine Daten gespeichert.')).toBeVisible();
  await context.close();
});
