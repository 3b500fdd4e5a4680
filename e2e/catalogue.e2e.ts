import { expect, test, type Page } from './test';
import { axeViolations } from './axe';

/** The cookie banner sits over the page's lower part; a visitor answers it first. */
const answerCookieBanner = async (page: Page) => {
  const necessaryOnly = page.getByRole('button', { name: 'Nur notwendige' });
  if (await necessaryOnly.isVisible().catch(() => false)) {
    await necessaryOnly.click();
    // Clicked before hydration, the choice is made once the scripts are there (ui/start-after-paint.ts).
    await expect(necessaryOnly).toBeHidden();
  }
};

const main = (page: Page) => page.getByRole('main');

const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('a visitor browses from the home page by rubric to a seminar and its dates', async ({ page }) => {
  await page.goto('/');
  await answerCookieBanner(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Seminare für Betriebsräte, SBV und JAV' })).toBeVisible();

  const rubrics = main(page).getByRole('region', { name: 'Seminare nach Rubrik' });
  await rubrics.getByRole('link', { name: /^Arbeitsrecht/ }).click();
  await expect(page).toHaveURL(/\/seminare\/r\/arbeitsrecht$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Arbeitsrecht' })).toBeVisible();

  const seminar = main(page).getByRole('article').first().getByRole('link');
  // As written: the card's title carries soft hyphens (where it may break), the page's <title> none.
  const title = ((await seminar.textContent()) ?? '').replaceAll('\u00AD', '');
  await seminar.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(escaped(title)));

  await page.getByRole('navigation', { name: 'Seminarbereiche' }).getByRole('link', { name: 'Termine' }).click();
  await expect(page).toHaveURL(/\/termine$/);
  const dates = main(page).getByRole('list', { name: `Termine: ${title}` }).getByRole('listitem');
  await expect(dates.first()).toContainText(/\d{2}\.\d{2}\.\d{4}/);
  await expect(dates.first()).toContainText(/\d{2}:\d{2} – \d{2}:\d{2} Uhr/);
  await expect(dates.first()).toContainText(/Preis( ab)?/);
  await expect(dates.first().getByRole('button', { name: new RegExp(`^In den Warenkorb: ${escaped(title)}`) })).toBeVisible();
  await expect(dates.first().getByRole('button', { name: new RegExp(`^Merken: ${escaped(title)}`) })).toBeVisible();
});

test('a visitor filters the event list and shares the URL: the link shows the same dates', async ({ page, context }) => {
  await page.goto('/seminare/veranstaltungen');
  await answerCookieBanner(page);
  await expect(page).toHaveTitle(/Seminare für Betriebsräte: [\d.]+ Termine/);

  const filters = page.getByRole('search', { name: 'Seminare filtern' });
  await filters.getByLabel('Art').selectOption({ label: 'Online-Seminar' });
  await filters.getByLabel('Rubrik').selectOption({ label: 'Arbeitsrecht' });
  await filters.getByRole('button', { name: 'Seminare finden' }).click();
  await expect(page).toHaveURL(/kind=online/);
  await expect(page).toHaveURL(/rubric=arbeitsrecht/);

  const results = main(page).locator('ol > li');
  await expect(results.first()).toContainText('Online-Seminar');
  await expect(results.filter({ hasText: 'Präsenzseminar' })).toHaveCount(0);
  const headings = await results.getByRole('heading').allTextContents();
  expect(headings.length).toBeGreaterThan(0);

  const shared = await context.newPage();
  await shared.goto(page.url());
  await expect(shared.getByRole('search', { name: 'Seminare filtern' }).getByLabel('Art')).toHaveValue('online');
  expect(await main(shared).locator('ol > li').getByRole('heading').allTextContents()).toEqual(headings);
});

test('a visitor leafs through the event list', async ({ page }) => {
  await page.goto('/seminare/veranstaltungen?kind=online');
  const results = main(page).locator('ol > li');
  const firstTitle = await results.first().getByRole('heading').textContent();
  await page.getByRole('link', { name: 'Nächste Seite →' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(results.first().getByRole('heading')).not.toHaveText(firstTitle ?? '');
  await expect(page.getByRole('link', { name: '← Vorherige Seite' })).toBeVisible();
  // The numbers: the current page is marked, another is one click away.
  await expect(page.getByRole('navigation', { name: 'Seiten' }).getByRole('link', { name: 'Seite 2' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('navigation', { name: 'Seiten' }).getByRole('link', { name: 'Seite 3' }).click();
  await expect(page).toHaveURL(/page=3/);
});

test('a visitor finds a venue from a date and the venue lists its dates', async ({ page }) => {
  await page.goto('/seminare/veranstaltungen?kind=presence');
  await answerCookieBanner(page);
  const venue = main(page).locator('ol > li').first().getByRole('link').nth(1);
  const name = (await venue.textContent()) ?? '';
  await venue.click();
  await expect(page).toHaveURL(/\/standorte\/hotel\/[a-z0-9-]+-\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(main(page).locator('ol > li').first()).toContainText(/\d{2}\.\d{2}\.\d{4}/);
  expect(await axeViolations(page)).toEqual([]);
});

test('a works council asks for a seminar as an inhouse seminar and is told what is missing first', async ({ page }) => {
  await page.goto('/seminare/p/arbeitsrecht-fuer-betriebsraete-teil-i/inhouse');
  await page.waitForLoadState('networkidle');
  await answerCookieBanner(page);
  const form = page.getByRole('form', { name: 'Inhouse-Seminar anfragen' });
  await form.getByRole('button', { name: 'Anfrage senden' }).click();
  await expect(form.getByLabel('E-Mail')).toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel('Anrede').selectOption('Frau');
  const fields: readonly (readonly [string, string])[] = [
    ['Firma', 'Muster Logistik GmbH'],
    ['Vorname', 'Jana'],
    ['Nachname', 'Schröder'],
    ['E-Mail', 'jana.schroeder@example.org'],
    ['Telefon', '030 1234567'],
    ['Straße', 'Hafenstraße'],
    ['Hausnummer', '12'],
    ['Postleitzahl', '10115'],
    ['Ort', 'Berlin'],
    ['Nachricht', 'Wir sind elf Betriebsratsmitglieder und möchten im Frühjahr schulen.'],
  ];
  for (const [label, value] of fields) await form.getByLabel(label, { exact: true }).fill(value);
  await form.getByRole('button', { name: 'Anfrage senden' }).click();
  await expect(page.getByText('Vielen Dank für Ihre Inhouse-Anfrage!')).toBeVisible();
});

for (const path of [
  '/',
  '/seminare',
  '/seminare/veranstaltungen',
  '/seminare/p/arbeitsrecht-fuer-betriebsraete-teil-i',
  '/seminare/p/arbeitsrecht-fuer-betriebsraete-teil-i/termine',
  '/seminare/p/arbeitsrecht-fuer-betriebsraete-teil-i/inhouse',
  '/seminare/t/betrvg',
  '/seminare/r/arbeitsrecht',
  '/seminare/rubrik',
  '/seminare/p',
  '/standorte/berlin-1',
  '/fachtagung/betriebsraete-tag-digitalisierung',
]) {
  test(`${path} passes axe (WCAG 2.1 AA)`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('an unknown address shows a German 404 page', async ({ page }) => {
  const response = await page.goto('/gibt-es-nicht');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden');
  // The title says so after hydration too (it used to become the catalogue's own).
  await expect(page.locator('header[data-enhanced]')).toHaveCount(1);
  await expect(page).toHaveTitle('Seite nicht gefunden | ifb Seminare');
  await answerCookieBanner(page);
  await main(page).getByRole('link', { name: 'Zu allen Seminaren' }).click();
  await expect(page).toHaveURL(/\/seminare$/);
});

test('the catalogue reads without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/seminare/veranstaltungen?kind=series');
  await expect(main(page).locator('ol > li').first()).toContainText('Ausbildung');
  await page.goto('/seminare/p/arbeitsrecht-fuer-betriebsraete-teil-i/termine');
  await expect(main(page).locator('ol > li').first()).toContainText(/\d{2}\.\d{2}\.\d{4}/);
  await context.close();
});
