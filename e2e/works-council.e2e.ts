import { expect, test, type Page } from './test';
import { axeViolations } from './axe';

const PORT = Number(process.env.E2E_PORT ?? 3311);
/** Chromium resolves *.localhost to loopback: the works-council host of the same server. */
const WC = `http://betriebsrat.localhost:${PORT}`;

/** Hydration is done once the lazy page chunk ran and the network is quiet. */
const open = async (page: Page, url: string) => {
  const response = await page.goto(url);
  await page.waitForLoadState('networkidle');
  return response;
};

const expectNoAxeViolations = async (page: Page) => {
  expect(await axeViolations(page)).toEqual([]);
};

test('a works-council member reads a Fachartikel from the home page', async ({ page }) => {
  await open(page, `${WC}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Wissen für Betriebsräte' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Alle Fachartikel' }).click();
  await expect(page).toHaveURL(`${WC}/fachartikel`);
  await expect(page.getByRole('heading', { level: 1, name: 'Fachartikel für Betriebsräte' })).toBeVisible();
  await expectNoAxeViolations(page);
  const first = page.getByRole('main').getByRole('listitem').first().getByRole('heading').getByRole('link');
  const title = (await first.textContent()) ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/fachartikel\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page).toHaveTitle(`${title} – Fachartikel | ifb Seminare`);
  await expect(page.getByRole('article').getByRole('paragraph').nth(2)).not.toBeEmpty();
  await expectNoAxeViolations(page);
});

test('the lexicon: from the A–Z index by letter to an entry and back', async ({ page }) => {
  await open(page, `${WC}/`);
  await page.getByRole('link', { name: /Betriebsrat-Lexikon/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Betriebsrat-Lexikon A–Z' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Lexika' }).getByRole('link', { name: 'Betriebsrat' })).toHaveAttribute('aria-current', 'page');
  await expectNoAxeViolations(page);
  await page.getByRole('navigation', { name: 'Buchstaben' }).getByRole('link', { name: 'B', exact: true }).click();
  await expect(page).toHaveURL(/#buchstabe-B$/);
  const entry = page.locator('#buchstabe-B').getByRole('link').first();
  const term = (await entry.textContent()) ?? '';
  await entry.click();
  await expect(page).toHaveURL(/\/betriebsratslexikon\/br\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(term);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: '← Betriebsrat-Lexikon A–Z' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Betriebsrat-Lexikon A–Z' })).toBeVisible();
});

test('a law: the table of contents jumps to the norm', async ({ page }) => {
  await open(page, `${WC}/`);
  await page.getByRole('link', { name: 'Betriebsverfassungsgesetz' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Betriebsverfassungsgesetz (BetrVG)' })).toBeVisible();
  await expectNoAxeViolations(page);
  const toc = page.getByRole('navigation', { name: 'Inhaltsübersicht' });
  const link = toc.getByRole('link').nth(2);
  const name = (await link.textContent()) ?? '';
  await link.click();
  await expect(page).toHaveURL(/#p[0-9a-z-]+$/);
  await expect(page.getByRole('heading', { level: 3, name })).toBeInViewport();
});

test('Rechtsprechung, a topic with its seminars, a tag page and a legal page pass axe', async ({ page }) => {
  for (const path of ['/rechtsprechung/br', '/themen/mitbestimmung', '/tag/datenschutz', '/impressum']) {
    await open(page, `${WC}${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  }
  await open(page, `${WC}/themen/mitbestimmung`);
  await expect(page.getByRole('complementary', { name: 'Passende Seminare' }).getByRole('link').first()).toBeVisible();
  // The visible feed link leads to the topic's RSS document on the same host.
  const feedHref = await page.getByRole('link', { name: /^RSS-Feed zum Thema / }).getAttribute('href');
  expect(feedHref).toBe('/rss/themen/mitbestimmung');
  // Fetched from the page: the browser resolves *.localhost, Playwright's request context does not.
  const feed = await page.evaluate(async (href) => {
    const response = await fetch(href);
    return { status: response.status, text: await response.text() };
  }, feedHref ?? '');
  expect(feed.status).toBe(200);
  expect(feed.text).toContain('<rss version="2.0"');
});

test('server HTML and the first client render agree: no hydration errors on the content pages', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    // The browser's own /favicon.ico request is no page resource; failed page resources show as responses below.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${String(response.status())} ${response.url()}`);
  });
  for (const path of ['/', '/fachartikel', '/gesetze/betrvg', '/betriebsratslexikon/jav', '/themen/betriebsratswahl', '/impressum']) {
    await open(page, `${WC}${path}`);
  }
  await open(page, '/service/kontakt');
  expect(errors).toEqual([]);
});

test('content pages are not on the main host, the contact form not on the works-council host', async ({ page }) => {
  expect((await page.goto('/fachartikel'))?.status()).toBe(404);
  expect((await page.goto(`${WC}/service/kontakt`))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden');
});

test('the footer names the social profiles, the contact and the legal pages', async ({ page }) => {
  await open(page, '/impressum');
  const footer = page.getByRole('contentinfo');
  for (const name of ['Facebook', 'YouTube', 'Instagram', 'LinkedIn']) {
    await expect(footer.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', /^https:\/\//);
  }
  for (const name of ['Impressum', 'Datenschutz', 'AGB', 'Erklärung zur Barrierefreiheit', 'Cookie-Einstellungen']) {
    await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(footer.getByRole('link', { name: /^\+49/ })).toHaveAttribute('href', /^tel:/);
  await footer.getByRole('link', { name: 'Datenschutz', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeVisible();
});

test('the contact form: German messages under the fields, then the thanks', async ({ page }) => {
  await open(page, '/service/kontakt');
  const form = page.getByRole('form', { name: 'Kontaktanfrage' });
  await form.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(form.getByText('Bitte wählen Sie eine Anrede aus')).toBeVisible();
  await expect(form.getByText('Bitte tragen Sie einen Vornamen ein')).toBeVisible();
  await expect(form.getByText('Bitte geben Sie eine E-Mail-Adresse an')).toBeVisible();
  await expect(form.getByText('Bitte geben Sie eine Nachricht ein')).toBeVisible();
  await expect(form.getByLabel('Anrede')).toBeFocused();
  await expectNoAxeViolations(page);

  await form.getByLabel('Anrede').selectOption('Frau');
  await form.getByLabel('Vorname').fill('Erika');
  await form.getByLabel('Nachname').fill('Mustermann');
  await form.getByLabel('E-Mail').fill('erika@beispiel');
  await form.getByLabel('Betreff').selectOption('Frage zu einem Seminar');
  await form.getByLabel('Nachricht').fill('Gibt es das Seminar BR I auch als Inhouse-Schulung?');
  await form.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(form.getByText('Bitte geben Sie eine gültige E-Mail-Adresse an')).toBeVisible();
  await expect(form.getByLabel('E-Mail')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('E-Mail')).toBeFocused();
  await expect(form.getByText('Bitte wählen Sie eine Anrede aus')).toHaveCount(0);

  await form.getByLabel('E-Mail').fill('erika@beispiel.de');
  await form.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Nachricht gesendet' })).toContainText('Vielen Dank für Ihre Nachricht!');
  await expect(page.getByRole('form', { name: 'Kontaktanfrage' })).toHaveCount(0);
});

test('pages read without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${WC}/gesetze/betrvg`);
  await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
  await page.goto(`${WC}/betriebsratslexikon/sbv`);
  await expect(page.getByRole('heading', { level: 1, name: 'Schwerbehindertenvertretung-Lexikon A–Z' })).toBeVisible();
  await context.close();
});

test('screenshots at 390 and 1440 px', async ({ page }) => {
  const shots: [string, string][] = [
    ['wc-home', `${WC}/`],
    ['wc-article', `${WC}/fachartikel/die-erste-sitzung-nach-der-wahl`],
    ['wc-lexicon', `${WC}/betriebsratslexikon/br`],
    ['wc-law', `${WC}/gesetze/betrvg`],
    ['wc-topic', `${WC}/themen/mitbestimmung`],
    ['legal', '/impressum'],
    ['contact', '/service/kontakt'],
  ];
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [name, url] of shots) {
      await open(page, url);
      await page.screenshot({ path: `/tmp/F-${name}-${String(width)}.png`, fullPage: true });
    }
  }
});
