import { expect, test, type Page } from './test';
import { axeViolations } from './axe';
import { acceptOnlyNecessaryCookies } from './consent';

/**
 * What the search finds as people type (issue 30), walked as a visitor: a typo, "Meinten Sie …?"
 * when nothing matches, the nearest dates instead of an empty filter result, legal content first
 * on the works-council site, and the question form beside the knowledge. Each state axe-clean and
 * without sideways scrolling at both widths.
 */

const PORT = Number(process.env.E2E_PORT ?? 3311);
/** Chromium resolves *.localhost to loopback: the works-council host of the same server. */
const WC = `http://betriebsrat.localhost:${PORT}`;

const fitsAndAccessible = async (page: Page, state: string): Promise<void> => {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `${state} at ${String(width)} px`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${state} at ${String(width)} px`).toBeLessThanOrEqual(width);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
};

test('a misspelt search finds the seminar once; a query that finds nothing offers the closest word, which finds it', async ({ page }) => {
  await page.goto('/');
  await acceptOnlyNecessaryCookies(page);
  await page.goto(`/suche?q=${encodeURIComponent('Rethorik')}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Rhetorik für Betriebsräte' })).toHaveCount(1);
  await fitsAndAccessible(page, 'typo');

  await page.goto(`/suche?q=${encodeURIComponent('Tarfvetrg')}`);
  await expect(main.getByText('Keine Seminare zu „Tarfvetrg“ gefunden.')).toBeVisible();
  await expect(main.getByText(/Meinten Sie/)).toBeVisible();
  await fitsAndAccessible(page, 'Meinten Sie');
  await main.getByRole('link', { name: 'Tarifvertrag' }).first().click();
  await expect(page).toHaveURL(/\/suche\?q=Tarifvertrag$/);
  await expect(main.getByRole('link', { name: /Tarifvertrag/ }).first()).toBeVisible();
});

test('a filter without dates shows the nearest ones, each group with its heading, instead of a dead end', async ({ page }) => {
  await page.goto('/');
  await acceptOnlyNecessaryCookies(page);
  await page.goto('/seminare/veranstaltungen?kind=presence&from=2030-01-07&to=2030-01-07');
  const main = page.getByRole('main');
  await expect(main.getByText('Zu Ihrer Suche gibt es leider keine Termine. Diese liegen ihr am nächsten:')).toBeVisible();
  const nearest = main.getByRole('region').filter({ has: page.getByRole('heading', { level: 2 }) }).first();
  await expect(nearest.getByRole('listitem').first()).toBeVisible();
  await expect(nearest.getByRole('listitem').first().getByRole('link').first()).toBeVisible();
  await fitsAndAccessible(page, 'nearest dates');
});

test('on the works-council site a legal query lists articles, lexicon and laws before seminars', async ({ page }) => {
  await page.goto(`${WC}/`);
  await acceptOnlyNecessaryCookies(page);
  await page.goto(`${WC}/suche?q=${encodeURIComponent('§ 37 Abs. 6')}`);
  const main = page.getByRole('main');
  const content = main.getByRole('heading', { name: /Beiträge, Lexikon und Gesetze/ });
  await expect(content).toBeVisible();
  const seminars = main.locator('#treffer-seminare');
  const [contentTop, seminarsTop] = await Promise.all([content.evaluate((node) => node.getBoundingClientRect().top), seminars.evaluate((node) => node.getBoundingClientRect().top)]);
  expect(contentTop).toBeLessThan(seminarsTop);
  await fitsAndAccessible(page, 'legal query');
});

test('"Frage stellen" on the knowledge home asks the assistant, which answers with a source', async ({ page }) => {
  await page.goto(`${WC}/`);
  await acceptOnlyNecessaryCookies(page);
  const ask = page.getByRole('region', { name: 'Frage stellen' });
  await expect(ask).toBeVisible();
  await fitsAndAccessible(page, 'knowledge home');
  await ask.getByLabel('Ihre Frage').fill('Muss der Betriebsrat vor einer Kündigung angehört werden?');
  await ask.getByRole('button', { name: 'Frage stellen' }).press('Enter');
  await expect(page).toHaveURL(/\/chatbot\?/);
  await expect(page.getByRole('link', { name: 'Anhörung vor Kündigung' }).first()).toBeVisible();
  await fitsAndAccessible(page, 'answer');
});
