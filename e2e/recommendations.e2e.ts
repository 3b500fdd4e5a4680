import { expect, test, type Page } from './test';
import { axeViolations } from './axe';

const PORT = Number(process.env.E2E_PORT ?? 3311);
const MAIN = `http://localhost:${PORT}`;
/** Chromium resolves *.localhost to loopback: the works-council host of the same server. */
const WC = `http://betriebsrat.localhost:${PORT}`;

/** A demo seminar whose topic has news and videos on the works-council site as well as related seminars. */
const SEMINAR = '/seminare/p/arbeitszeitrecht-kompakt';

const answerCookieBanner = async (page: Page) => {
  const necessaryOnly = page.getByRole('button', { name: 'Nur notwendige' });
  if (await necessaryOnly.isVisible().catch(() => false)) await necessaryOnly.click();
};

test('the seminar page recommends other seminars on this host and news on the works-council host', async ({ page }) => {
  await page.goto(SEMINAR);
  await page.waitForLoadState('networkidle');
  await answerCookieBanner(page);
  const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';

  const seminars = page.getByRole('region', { name: 'Passende Seminare' }).getByRole('heading', { level: 3 }).getByRole('link');
  expect(await seminars.count()).toBeGreaterThan(0);
  for (const href of await seminars.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
    // Relative on the main host, never the seminar itself.
    expect(href).toMatch(/^\/seminare\/p\/[a-z0-9-]+$/);
    expect(href).not.toBe(SEMINAR);
  }
  const news = page.getByRole('region', { name: 'News zum Thema' }).getByRole('heading', { level: 3 }).getByRole('link');
  const newsHref = (await news.first().getAttribute('href')) ?? '';
  expect(newsHref.startsWith(`${WC}/news/`)).toBe(true);
  await expect(page.getByRole('region', { name: 'Videos zum Thema' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // A related seminar opens in the router, with its own (different) heading.
  const first = seminars.first();
  const next = (await first.textContent()) ?? '';
  await first.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(next);
  expect(next).not.toBe(title);

  // The news item is a page of the works-council host.
  expect((await page.goto(newsHref))?.status()).toBe(200);
});

test('Schulungsanspruch: the SBV page on both widths, axe clean, its seminars on the main host even from the works-council host', async ({ page }) => {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto(`${WC}/schulungsanspruch/sbv`);
    await page.waitForLoadState('networkidle');
    await answerCookieBanner(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Schulungsanspruch für die Schwerbehindertenvertretung' })).toBeVisible();
    await expect(page.getByText('keine Rechtsberatung')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(await axeViolations(page)).toEqual([]);
  }
  const seminars = page.getByRole('region', { name: 'Passende Seminare' }).getByRole('heading', { level: 3 }).getByRole('link');
  expect(await seminars.count()).toBeGreaterThan(0);
  for (const href of await seminars.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) expect(href).toMatch(new RegExp(`^${MAIN}/seminare/p/`));
  await expect(page.getByRole('link', { name: 'Mein Bereich' })).toHaveAttribute('href', `${MAIN}/meinifb`);

  // Between the bodies by the keyboard-reachable links; an unknown body is the German 404.
  await page.getByRole('navigation', { name: 'Schulungsanspruch für' }).getByRole('link', { name: 'JAV' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Schulungsanspruch für die JAV' })).toBeVisible();
  expect((await page.goto('/schulungsanspruch/personalrat'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden');
});
