import { expect, test, type Page } from './test';

/**
 * The browser reads Temporal from the engine (ui/platform/engine-temporal.ts): Chromium has its
 * own, so no page loads the polyfill; an engine without it (removed here before any script runs,
 * as on an older Safari) gets the polyfill installed before the page code loads, and every page
 * works as before. The seminar's "Erlebnis" page formats the start time with Temporal while it
 * renders; the cart popup decodes the small cart's dates with it.
 */
const SEMINAR = '/seminare/p/arbeitsrecht-fuer-betriebsraete-teil-i';

const polyfillRequests = (page: Page): string[] => {
  const requested: string[] = [];
  page.on('request', (request) => {
    const name = new URL(request.url()).pathname.split('/').pop() ?? '';
    if (name.startsWith('temporal-polyfill')) requested.push(name);
  });
  return requested;
};

const errorsOf = (page: Page): string[] => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  return errors;
};

/** The Erlebnis page hydrated (its start time rendered again in the browser), then a date added and the cart popup opened. */
const useTemporalPages = async (page: Page) => {
  await page.goto(`${SEMINAR}/erlebnis`);
  await expect(page.locator('header[data-enhanced]')).toHaveCount(1);
  await expect(page.getByRole('main').getByText(/Ein Seminartag beginnt in der Regel um \d{2}:\d{2} Uhr/)).toBeVisible();
  await page.getByRole('button', { name: 'Nur notwendige' }).click();
  // Clicked before hydration, the choice is made once the scripts are there (ui/start-after-paint.ts).
  await expect(page.getByRole('button', { name: 'Nur notwendige' })).toBeHidden();
  await page.goto('/seminare/veranstaltungen?kind=online');
  await expect(page.locator('header[data-enhanced]')).toHaveCount(1);
  await page.getByRole('main').getByRole('button', { name: /^In den Warenkorb: / }).first().click();
  await expect(page.getByRole('main').getByRole('link', { name: 'zum Warenkorb' }).first()).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: /^Warenkorb/ }).click();
  // The popup lists the date with its days, decoded from the small cart's instants.
  await expect(page.getByRole('dialog').getByText(/\d{2}\.\d{2}\.\d{4}/).first()).toBeVisible();
  // A client-side navigation to a page whose code uses Temporal.
  await page.keyboard.press('Escape');
  await page.goto(SEMINAR);
  await expect(page.locator('header[data-enhanced]')).toHaveCount(1);
  await page.getByRole('main').getByRole('link', { name: 'Seminar erleben' }).first().click();
  await expect(page).toHaveURL(/\/erlebnis$/);
  await expect(page.getByRole('main').getByText(/Ein Seminartag beginnt in der Regel um \d{2}:\d{2} Uhr/)).toBeVisible();
};

test('an engine with Temporal of its own loads no polyfill', async ({ page }) => {
  const requested = polyfillRequests(page);
  const errors = errorsOf(page);
  expect(await page.evaluate(() => 'Temporal' in globalThis)).toBe(true);
  await useTemporalPages(page);
  expect(requested).toEqual([]);
  expect(errors).toEqual([]);
});

test('an engine without Temporal gets the polyfill before the page code, and the pages work', async ({ page }) => {
  await page.addInitScript(() => {
    delete (globalThis as { Temporal?: unknown }).Temporal;
  });
  const requested = polyfillRequests(page);
  const errors = errorsOf(page);
  await useTemporalPages(page);
  expect(requested.length).toBeGreaterThan(0);
  expect(errors).toEqual([]);
});
