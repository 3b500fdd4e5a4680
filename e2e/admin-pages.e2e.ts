import { expect, test, type Page } from './test';
import { axeViolations } from './axe';
import { logInVia } from './demo-login';

/** Two rows of which the second has no term: the import refuses the file and names line 3. */
const BROKEN_CSV = [
  'section,slug,term,definition,body,relatedSlugs,topicSlug,tags',
  'br,e2e-gut,Gut,Ein guter Eintrag.,,,,',
  'br,e2e-schlecht,,Ohne Begriff.,,,,',
  '',
].join('\r\n');

const expectFitsAndAccessible = async (page: Page): Promise<void> => {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  expect(await axeViolations(page)).toEqual([]);
};

test('an admin uploads a broken lexicon CSV, reads its line-numbered errors and clears the caches', async ({ page }) => {
  await logInVia(page, '/manage/lexikon-csv', 'admin@example.org', 1440);
  await expect(page.getByRole('heading', { level: 1, name: 'Lexikon-Import (CSV)' })).toBeVisible();

  await page.getByLabel('CSV-Datei (UTF-8, mit Kopfzeile)').setInputFiles({ name: 'lexikon.csv', mimeType: 'text/csv', buffer: Buffer.from(BROKEN_CSV) });
  await page.getByRole('button', { name: 'Importieren' }).click();
  const problems = page.getByRole('alert');
  await expect(problems).toContainText('Es wurde nichts importiert.');
  await expect(problems.getByRole('listitem')).toHaveText(['Zeile 3, Spalte term: Bitte geben Sie den Begriff an.']);
  await expectFitsAndAccessible(page);
  await page.setViewportSize({ width: 390, height: 900 });
  await expectFitsAndAccessible(page);

  await page.goto('/cache/list');
  await expect(page.getByRole('heading', { level: 1, name: 'Caches' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Caches des Servers' }).getByRole('row').nth(1)).toBeVisible();
  await expectFitsAndAccessible(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('button', { name: 'Alle Caches leeren' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Alle Caches wurden geleert.' })).toBeVisible();
  await expect(page).toHaveURL('/cache/list?geleert=alle');
  await expectFitsAndAccessible(page);
});

test('an admin reads the audit log, filters it with the plain GET form and gets a German message for a wrong day', async ({ page }) => {
  // The clears logged so far (the other journey clears too): this one's must add exactly one.
  await logInVia(page, '/manage/audit-log', 'admin@example.org', 1440);
  await page.goto('/manage/audit-log?aktion=cache.clear');
  const entries = page.getByRole('table', { name: 'Einträge' });
  const clears = entries.getByRole('row').filter({ hasText: 'Cache geleert' });
  await expect(page.getByRole('heading', { level: 1, name: 'Protokoll der Admin-Aktionen' })).toBeVisible();
  const clearsBefore = await clears.count();
  await page.goto('/cache/list');
  await page.getByRole('button', { name: 'Alle Caches leeren' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Alle Caches wurden geleert.' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Verwaltung' }).getByRole('link', { name: 'Protokoll' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Protokoll der Admin-Aktionen' })).toBeVisible();
  // Among the newest entries, not necessarily the very newest: another journey's admin may act at the same moment.
  await expect(clears.first()).toContainText(/\d\d\.\d\d\.\d{4} \d\d:\d\d/);
  await expectFitsAndAccessible(page);
  await page.setViewportSize({ width: 390, height: 900 });
  await expectFitsAndAccessible(page);

  await page.getByLabel('Aktion', { exact: true }).selectOption({ label: 'Cache geleert' });
  await page.getByRole('button', { name: 'Filtern' }).click();
  await expect(page).toHaveURL(/aktion=cache\.clear/);
  await expect(clears).toHaveCount(clearsBefore + 1);

  await page.goto('/manage/audit-log?von=2026-02-30');
  await expect(page.getByRole('alert')).toContainText('Von: Dieses Datum gibt es nicht.');
  await expectFitsAndAccessible(page);

  await page.goto('/manage/audit-log?von=2000-01-01&bis=2000-01-02');
  await expect(page.getByText('Für diesen Filter gibt es keine Einträge.')).toBeVisible();
  await page.setViewportSize({ width: 1440, height: 900 });
  await expectFitsAndAccessible(page);
});
