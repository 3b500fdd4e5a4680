import { expect, test } from './test';
import { logInVia } from './demo-login';
import { orderForColleague } from './gremium-orders';
import { cleanAtBothWidths } from './page-checks';

/** Demo accounts (adapters/db/demo-data/people.ts): the site admin and a member of the demo Gremium. */
const ADMIN = 'admin@example.org';
const MEMBER = 'kim.wolf@example.com';

test('a site admin views the site as a Gremium member, ends it, and finds start and end in the audit log', async ({ page }) => {
  test.setTimeout(120_000);
  await logInVia(page, '/manage/kontouebernahme', ADMIN, 1440);
  const main = page.getByRole('main');
  // Kim has a seminar booked (ordered for Kim here), so Kim's portal shows a booking with its actions.
  await orderForColleague(page, 1, 'Kim', 'Wolf', MEMBER);
  await page.goto('/manage/kontouebernahme');
  await expect(main.getByRole('heading', { name: 'Kontoübernahme', level: 1 })).toBeVisible();
  await cleanAtBothWidths(page);

  const search = main.getByRole('search', { name: 'Benutzerkonto suchen' });
  await search.getByLabel('E-Mail-Adresse des Kontos').fill('niemand@example.org');
  await search.getByRole('button', { name: 'Konto suchen' }).click();
  await expect(main.getByText('Zu niemand@example.org gibt es kein Benutzerkonto.')).toBeVisible();
  await search.getByLabel('E-Mail-Adresse des Kontos').fill(ADMIN);
  await search.getByRole('button', { name: 'Konto suchen' }).click();
  await expect(main.getByText('Das Konto eines Administrators kann nicht übernommen werden.')).toBeVisible();
  await search.getByLabel('E-Mail-Adresse des Kontos').fill(MEMBER);
  await search.getByRole('button', { name: 'Konto suchen' }).click();
  await expect(page).toHaveURL(/\/manage\/kontouebernahme\?email=kim\.wolf%40example\.com$/);
  await cleanAtBothWidths(page);
  await main.getByRole('button', { name: 'Website als Kim Wolf ansehen' }).click();

  // The site as Kim sees it: the banner on every page, the Gremium's pages as a member reads them.
  await expect(page).toHaveURL(/\/meinifb$/);
  const banner = page.getByRole('region', { name: 'Hinweis zur Kontoübernahme' });
  await expect(banner).toContainText('Sie sind als Kim angemeldet (Kontoübernahme).');
  await expect(main.getByText('Kim Wolf: gebucht').first()).toBeVisible();
  await expect(main.getByRole('link', { name: 'Ersetzen oder stornieren: Teilnahme von Kim Wolf' }).first()).toBeVisible();
  await cleanAtBothWidths(page);
  await page.goto('/meinifb/gremium-mitglieder');
  await expect(main.getByText('Betriebsrat der Muster Logistik GmbH', { exact: false }).first()).toBeVisible();
  await expect(main.getByText('Mitglieder hinzufügen und Rollen ändern kann die Administration Ihres Gremiums.')).toBeVisible();
  await expect(banner).toBeVisible();
  await cleanAtBothWidths(page);
  // The admin area is not Kim's while acting as Kim.
  expect((await page.goto('/manage/audit-log'))?.status()).toBe(403);

  await page.goto('/meinifb/gremium-mitglieder');
  await banner.getByRole('button', { name: 'Übernahme beenden' }).click();
  await expect(page).toHaveURL(/\/manage\/kontouebernahme$/);
  await expect(banner).toHaveCount(0);

  await page.goto('/manage/audit-log?aktion=impersonation.start');
  const entries = page.getByRole('table', { name: 'Einträge' });
  await expect(entries.getByRole('row').nth(1)).toContainText('Kontoübernahme begonnen');
  await expect(entries.getByRole('row').nth(1)).toContainText(MEMBER);
  await expect(entries.getByRole('row').nth(1)).toContainText(ADMIN);
  await page.goto('/manage/audit-log?aktion=impersonation.end');
  await expect(entries.getByRole('row').nth(1)).toContainText('Kontoübernahme beendet');
  await expect(entries.getByRole('row').nth(1)).toContainText(MEMBER);
  await expect(entries.getByRole('row').nth(1)).toContainText(/\d\d\.\d\d\.\d{4} \d\d:\d\d/);
  await cleanAtBothWidths(page);
});

test('a Gremium member gets the German 403 on the impersonation page and cannot start one by a forged post', async ({ page }) => {
  await logInVia(page, '/meinifb', MEMBER, 1440);
  const answer = await page.goto('/manage/kontouebernahme');
  expect(answer?.status()).toBe(403);
  // Hydrated, the page is still the one the server rendered: one layout, one heading (the
  // browser used to match another route than the server's and render the layout a second time).
  await expect(page.locator('header[data-enhanced]')).toHaveCount(1);
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Zugriff verweigert' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Dieser Bereich ist Administratoren vorbehalten.');
  await expect(page).toHaveTitle('Zugriff verweigert | ifb Seminare');
  await cleanAtBothWidths(page);
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const forged = await page.request.post('/manage/kontouebernahme', { form: { intent: 'start', userId: '2', _xsrf: xsrf } });
  expect(forged.status()).toBe(403);
  await page.goto('/meinifb');
  await expect(page.getByRole('region', { name: 'Hinweis zur Kontoübernahme' })).toHaveCount(0);
});
