import { expect, test, type Page } from './test';
import { DEMO_PASSWORD, logInVia } from './demo-login';
import { cleanAtBothWidths } from './page-checks';

const STAFF = 'kundenservice@example.org';
const CUSTOMER = 'tobias.krause@example.org';

const main = (page: Page) => page.getByRole('main');

/** A day some weeks ahead as the CSV writes it (Berlin wall clock), so the date is always in the future. */
const dayAhead = (days: number): string => {
  const day = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  return day.toISOString().slice(0, 10);
};

test('staff create a seminar and its date, set its prices, and a visitor puts it in the cart; hidden, it is gone from the site', async ({ page, browser }) => {
  test.setTimeout(180_000);
  // Each run its own seminar: the address comes from the title.
  const title = `Konflikte im Gremium lösen ${String(Date.now())}`;
  await logInVia(page, '/manage/seminare', STAFF, 1440);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Seminare' })).toBeVisible();
  await expect(main(page).getByRole('table', { name: 'Seminare' }).getByRole('row').nth(1)).toBeVisible();
  await cleanAtBothWidths(page, 'manage-seminare');

  await main(page).getByRole('link', { name: 'Neues Seminar anlegen' }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Neues Seminar' })).toBeVisible();
  await main(page).getByRole('button', { name: 'Seminar anlegen' }).click();
  await expect(main(page).getByLabel('Titel', { exact: true })).toHaveAccessibleDescription(/Bitte geben Sie den Titel an./);
  await main(page).getByLabel('Titel', { exact: true }).fill(title);
  await main(page).getByLabel('Beschreibung').fill('Wie ein Betriebsrat Streit in den eigenen Reihen klärt.');
  await main(page).getByLabel('Zielgruppen (eine je Zeile)').fill('Betriebsratsmitglieder\nErsatzmitglieder');
  await main(page).getByLabel('Rubrik').selectOption({ label: 'Arbeitsrecht' });
  await main(page).getByLabel('Handlungsfeld').fill('Zusammenarbeit im Gremium');
  await main(page).getByRole('button', { name: 'Seminar anlegen' }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(main(page).getByRole('status').filter({ hasText: 'Das Seminar wurde angelegt.' })).toBeVisible();
  const seminarPath = new URL(page.url()).pathname;
  const slug = decodeURIComponent(seminarPath.split('/').at(-1) ?? '');
  await expect(main(page).getByRole('link', { name: 'Neuen Termin anlegen' })).toHaveAttribute('href', `${seminarPath}/termine/neu`);
  await cleanAtBothWidths(page);

  // Its first date through the catalogue import: the preview first, then the confirmation.
  const day = dayAhead(60);
  const csv = `eventId,themeSlug,kind,startDate,endDate,hotelId,capacity,price\r\n,${slug},online,${day} 09:00,${day} 16:00,,20,"890,00"\r\n`;
  await page.goto('/manage/seminare/import');
  await main(page).getByLabel(/^CSV-Datei/).setInputFiles({ name: 'termine.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await main(page).getByRole('button', { name: 'Datei prüfen' }).click();
  await expect(main(page).getByRole('status').filter({ hasText: 'Die Datei ist in Ordnung: 1 neue, 0 geänderte, 0 unveränderte Termine.' })).toBeVisible();
  await expect(main(page).getByRole('table', { name: 'Änderungen je Zeile' })).toContainText('Preis: – → 890.00');
  await cleanAtBothWidths(page, 'manage-import-vorschau');
  await main(page).getByRole('button', { name: 'Import bestätigen' }).click();
  await expect(main(page).getByRole('status').filter({ hasText: 'Import abgeschlossen: 1 neue, 0 geänderte, 0 unveränderte Termine.' })).toBeVisible();

  // The price record: what each participant pays follows the tiers as staff type.
  await page.goto(seminarPath);
  await expect(main(page).getByRole('table', { name: 'Termine' }).getByRole('row')).toHaveCount(2);
  const prices = main(page).getByRole('form', { name: 'Preise der kommenden Termine' });
  await expect(prices.getByLabel('Preis (1. Teilnehmer)')).toHaveValue('890,00');
  await prices.getByLabel('Preis 2. Teilnehmer').fill('782');
  const charged = prices.getByRole('definition');
  await expect(charged.nth(2)).toHaveText('782,00 €');
  await prices.getByLabel('Preis 3. Teilnehmer').fill('abc');
  await prices.getByRole('button', { name: 'Preise speichern' }).click();
  await expect(prices.getByLabel('Preis 3. Teilnehmer')).toHaveAccessibleDescription(/Bitte geben Sie den Preis in Euro/);
  await prices.getByLabel('Preis 3. Teilnehmer').fill('');
  await prices.getByRole('button', { name: 'Preise speichern' }).click();
  await expect(main(page).getByRole('status').filter({ hasText: 'Die Preise gelten jetzt für 1 kommende Termin' })).toBeVisible();
  await expect(prices.getByLabel('Preis 2. Teilnehmer')).toHaveValue('782,00');
  await cleanAtBothWidths(page, 'manage-seminar');

  // A visitor finds the date on the seminar's public page and puts it in the cart.
  const visitor = await browser.newPage();
  await visitor.goto(`/seminare/p/${slug}/termine`);
  await visitor.getByRole('button', { name: 'Nur notwendige' }).click();
  await main(visitor).getByRole('button', { name: new RegExp(`^In den Warenkorb: ${title}`) }).click();
  await expect(visitor.getByRole('button', { name: 'Warenkorb, 1 Artikel' })).toBeVisible();
  await visitor.goto('/seminare/warenkorb');
  await expect(main(visitor)).toContainText(title);

  // Hidden, the seminar is gone from the site at once, and staff still see it.
  await page.getByLabel('Veröffentlicht (auf der Website sichtbar)').uncheck();
  await page.getByRole('button', { name: 'Angaben speichern' }).click();
  await expect(main(page).getByRole('status').filter({ hasText: 'Die Angaben zum Seminar wurden gespeichert.' })).toBeVisible();
  expect((await visitor.goto(`/seminare/p/${slug}`))?.status()).toBe(404);
  await page.goto(`/manage/seminare?q=${encodeURIComponent(title)}`);
  await expect(main(page).getByRole('table', { name: 'Seminare' }).getByRole('row').nth(1)).toContainText('verborgen');
  await visitor.close();
});

test('a customer gets the German 403 on the seminar pages, and their forms refuse a forged post', async ({ page }) => {
  await logInVia(page, '/meinifb', CUSTOMER, 1440);
  for (const path of ['/manage/seminare', '/manage/seminare/neu', '/manage/seminare/import']) {
    expect((await page.goto(path))?.status(), path).toBe(403);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Zugriff verweigert' })).toBeVisible();
  }
  await cleanAtBothWidths(page);
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const forged = await page.request.post('/manage/seminare/neu', { form: { title: 'Fremd', _xsrf: xsrf } });
  expect(forged.status()).toBe(403);
});

test('without JavaScript staff search the seminars with the GET form and change a seminar by a plain form post', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto(`/kundenportal/login/${encodeURIComponent(STAFF)}?redirect=${encodeURIComponent('/manage/seminare')}`);
  await main(page).getByLabel('Passwort').fill(DEMO_PASSWORD);
  await main(page).getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Seminare' })).toBeVisible();

  const search = main(page).getByRole('search', { name: 'Seminare suchen' });
  await search.getByLabel('Rubrik').selectOption({ index: 1 });
  await search.getByRole('button', { name: 'Suchen' }).click();
  await expect(page).toHaveURL(/rubrik=/);
  const first = main(page).getByRole('table', { name: 'Seminare' }).getByRole('row').nth(1).getByRole('link');
  await first.click();
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();

  const subtitle = `Ohne Skripte geändert ${String(Date.now())}`;
  await main(page).getByLabel('Untertitel (optional)').fill(subtitle);
  await main(page).getByLabel('Beschreibung').fill('');
  await main(page).getByRole('button', { name: 'Angaben speichern' }).click();
  await expect(main(page).getByLabel('Beschreibung')).toHaveAccessibleDescription(/Bitte geben Sie eine Beschreibung an\./);
  await expect(main(page).getByLabel('Untertitel (optional)')).toHaveValue(subtitle);
  await main(page).getByLabel('Beschreibung').fill('Neu beschrieben.');
  await main(page).getByRole('button', { name: 'Angaben speichern' }).click();
  await expect(main(page).getByRole('status').filter({ hasText: 'Die Angaben zum Seminar wurden gespeichert.' })).toBeVisible();
  await expect(main(page).getByLabel('Untertitel (optional)')).toHaveValue(subtitle);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await context.close();
});
