import { expect, test, type Page } from './test';
import { axeViolations } from './axe';

/** A demo user outside any Gremium (adapters/db/demo-data/people.ts). */
const SINGLE = 'jonas.weber@example.org';
const DEMO_PASSWORD = 'Seminar-Demo-2026!';

const dismissConsent = async (page: Page) => {
  const necessaryOnly = page.getByRole('button', { name: 'Nur notwendige' });
  if (await necessaryOnly.isVisible().catch(() => false)) await necessaryOnly.click();
};

/** The page does not scroll sideways (the phone width's promise). */
const expectNoSidewaysScroll = async (page: Page) => {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
};

/** The training plan pages send a visitor to the login, which brings them back. */
const logInVia = async (page: Page, path: string) => {
  await page.goto(path);
  await expect(page).toHaveURL(`/kundenportal/login?redirect=${encodeURIComponent(path)}`);
  await dismissConsent(page);
  const card = page.getByRole('form', { name: 'anmelden/registrieren:' });
  await card.getByLabel('E-Mail Adresse').fill(SINGLE);
  await card.getByRole('button', { name: 'Weiter' }).click();
  await page.getByRole('main').getByLabel('Passwort').fill(DEMO_PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
};

test('a user plans seminars for the council, sees the total and shares the plan read-only', async ({ page, browser }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await logInVia(page, '/schulungsplan/get');
  const main = page.getByRole('main');
  await main.getByRole('link', { name: 'Neuen Schulungsplan anlegen' }).click();
  await main.getByLabel('Name des Plans').fill('Schulungsplan 2027');
  await main.getByRole('button', { name: 'Schulungsplan anlegen' }).click();
  await expect(main.getByRole('heading', { name: 'Schulungsplan 2027 bearbeiten', level: 1 })).toBeVisible();
  await expect(main.getByRole('status')).toContainText('Der Schulungsplan ist angelegt.');

  const add = main.getByRole('form', { name: 'Seminar eintragen' });
  // The server's rule, said in German under the field; what was typed stays.
  await add.getByLabel('Mitglied').fill('E');
  await add.getByRole('button', { name: 'Seminar eintragen' }).click();
  await expect(add.getByText('Bitte tragen Sie den Namen des Mitglieds ein (mindestens 2 Zeichen).')).toBeVisible();
  await expect(add.getByLabel('Mitglied')).toHaveValue('E');

  const seminar = add.getByLabel('Seminar');
  const firstTheme = (await seminar.locator('option').nth(1).textContent()) ?? '';
  for (const member of ['Eva Muster', 'Jonas Li']) {
    await add.getByLabel('Mitglied').fill(member);
    await seminar.selectOption({ label: firstTheme });
    await add.getByRole('button', { name: 'Seminar eintragen' }).click();
    await expect(main.getByRole('status')).toContainText('Das Seminar ist eingetragen.');
    await expect(main.getByRole('heading', { name: member, level: 3 })).toBeVisible();
  }
  const costs = main.getByRole('region', { name: 'Kosten' });
  await expect(costs).toContainText(`${firstTheme} (2 Teilnehmende)`);
  const total = (await costs.getByTestId('plan-total').textContent()) ?? '';
  expect(total).toMatch(/^Summe \(zzgl\. MwSt\.\)ab [\d.]+,\d{2}\s€$/);
  expect(await axeViolations(page)).toEqual([]);

  const shareUrl = await main.getByLabel('Link zum Teilen').inputValue();
  expect(shareUrl).toMatch(/\/personalisierter-schulungsplan\/[A-Za-z0-9_-]{16,64}$/);

  // Whoever has the link reads the plan, without an account and without the forms.
  const reader = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await reader.goto(shareUrl);
  await dismissConsent(reader);
  const shared = reader.getByRole('main');
  await expect(shared.getByRole('heading', { name: 'Schulungsplan 2027', level: 1 })).toBeVisible();
  await expect(shared.getByRole('heading', { name: 'Eva Muster' })).toBeVisible();
  await expect(shared.getByTestId('plan-total')).toHaveText(total);
  await expect(shared.getByRole('button')).toHaveCount(0);
  await expectNoSidewaysScroll(reader);
  expect(await axeViolations(reader)).toEqual([]);
  await reader.close();

  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page);
  expect(await axeViolations(page)).toEqual([]);
});

test('an election news page and a job page read well at 1440 and 390 px', async ({ page }) => {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/wahlseiten-news/kategorie/wahlverfahren');
    await dismissConsent(page);
    const news = page.getByRole('main');
    await expect(news.getByRole('heading', { name: 'Wahl-News: Wahlverfahren', level: 1 })).toBeVisible();
    await expect(news.getByRole('link', { name: 'Listenwahl oder Mehrheitswahl?' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('/jobs-karriere/offene-stellen');
    await page.getByRole('main').getByRole('link', { name: 'Redakteur Wissensportal (m/w/d)' }).click();
    await expect(page).toHaveURL(/\/jobs-karriere\/offene-stellen\/redaktion\/\d+$/);
    await expect(page.getByRole('main').getByRole('heading', { name: 'Redakteur Wissensportal (m/w/d)', level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page);
    expect(await axeViolations(page)).toEqual([]);
  }
});
