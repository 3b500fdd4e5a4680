import { expect, test } from '@playwright/test';
import { axeViolations } from './axe';

test('a works-council member finds online seminars and leafs through the results', async ({ page }) => {
  await page.goto('/seminare');
  await expect(page).toHaveTitle(/Seminare für Betriebsräte: [\d.]+ Termine/);
  await expect(page.getByRole('heading', { level: 1, name: 'Seminare für Betriebsräte' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: /\d{2}\.\d{2}\.\d{4}/ }).first()).toBeVisible();

  await page.getByLabel('Art').selectOption({ label: 'Online-Seminar' });
  await page.getByRole('button', { name: 'Seminare finden' }).click();
  await expect(page).toHaveURL(/kind=online/);
  const results = page.locator('main ol > li');
  await expect(results.first()).toContainText('Online-Seminar');
  await expect(results.filter({ hasText: 'Präsenzseminar' })).toHaveCount(0);

  const firstTitle = await results.first().getByRole('heading').textContent();
  await page.getByRole('link', { name: 'Nächste Seite →' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(results.first().getByRole('heading')).not.toHaveText(firstTitle ?? '');
  await expect(page.getByRole('link', { name: '← Vorherige Seite' })).toBeVisible();
});

test('the catalogue passes axe (WCAG 2.1 AA)', async ({ page }) => {
  await page.goto('/seminare');
  expect(await axeViolations(page)).toEqual([]);
});

test('an unknown address shows a German 404 page', async ({ page }) => {
  const response = await page.goto('/gibt-es-nicht');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden');
  await page.getByRole('link', { name: 'Zu allen Seminaren' }).click();
  await expect(page).toHaveURL(/\/seminare$/);
});

test('the catalogue reads without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/seminare?kind=series');
  await expect(page.locator('main ol > li').first()).toContainText('Ausbildung');
  await context.close();
});
