import { expect, test, type Page } from './test';
import { axeViolations } from './axe';
import { acceptOnlyNecessaryCookies } from './consent';
import { logInToPortalWithoutScripts, logInVia } from './demo-login';
import { waitForMailContaining, waitForMailsTo } from './mailbox';
import { RUN, address, book, present, upcomingDates } from './portal-bookings';

/**
 * The back office's orders (issue 26): a visitor books; staff find the order by the buyer's
 * name, see the fee of the terms before they cancel a participant, and the participant gets the
 * mail. A customer gets 403 on every /manage page, staff on the site admin's pages.
 */

const STAFF = 'kundenservice@example.org';

const fitsAndAccessible = async (page: Page, state: string): Promise<void> => {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `${state} at ${String(width)} px`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${state} at ${String(width)} px`).toBeLessThanOrEqual(width);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
};

test('staff find a visitor\'s order by the buyer\'s name, cancel a participant with the fee shown, and the participant gets the mail', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await acceptOnlyNecessaryCookies(page);
  // A date far enough off that the cancellation is free or half the fee, not the whole.
  const event = present((await upcomingDates(page.request)).at(-1), 'a coming date');
  const lastname = `Storno${RUN}`;
  const greta = { salutation: 'Frau' as const, firstname: 'Greta', lastname, email: address('greta') };
  const hanno = { salutation: 'Herr' as const, firstname: 'Hanno', lastname, email: address('hanno') };
  await book(page, event, [greta, hanno]);

  const staff = await browser.newPage();
  await logInVia(staff, '/manage/bestellungen', STAFF, 1440);
  const main = staff.getByRole('main');
  await expect(staff.getByRole('navigation', { name: 'Verwaltung' }).getByRole('link', { name: 'Bestellungen' })).toHaveAttribute('aria-current', 'page');
  // The back office's frame: no Merkliste, no Warenkorb.
  await expect(staff.getByRole('link', { name: /Warenkorb/ })).toHaveCount(0);
  await main.getByLabel('Bestellnummer, Name, E-Mail oder Firma').fill(`Greta ${lastname}`);
  await main.getByRole('button', { name: 'Suchen' }).click();
  const orders = main.getByRole('table', { name: /Bestellung/ });
  await expect(orders.getByRole('row')).toHaveCount(2);
  await fitsAndAccessible(staff, 'search');
  await orders.getByRole('row').nth(1).getByRole('link').click();

  await expect(main.getByRole('heading', { level: 1, name: /^Bestellung / })).toBeVisible();
  await expect(main.getByRole('table', { name: 'Teilnehmer' }).getByRole('row')).toHaveCount(3);
  await expect(main.getByRole('list').filter({ hasText: 'Bestellung online aufgegeben' })).toBeVisible();
  await fitsAndAccessible(staff, 'order');
  await main.getByRole('link', { name: `Stornieren: Frau Greta ${lastname}` }).click();

  await expect(main.getByRole('heading', { level: 1, name: `Stornieren: Frau Greta ${lastname}` })).toBeVisible();
  await expect(main.getByText(/^(Stornogebühr jetzt: \d+ % des Preises = .+ €|Die Stornierung ist jetzt kostenfrei\.)$/)).toBeVisible();
  await expect(main.getByText('Eine Buchung können Sie bis 6 Wochen vor Seminarbeginn kostenfrei stornieren.')).toBeVisible();
  await fitsAndAccessible(staff, 'cancel-confirm');
  await main.getByRole('button', { name: 'Jetzt stornieren' }).click();

  await expect(main.getByRole('status')).toHaveText('Die Teilnahme ist storniert. Die E-Mail an die Teilnehmenden ist unterwegs.');
  await expect(main.getByRole('table', { name: 'Teilnehmer' }).getByRole('row').filter({ hasText: 'Greta' })).toContainText('storniert');
  await expect(main.getByRole('list').filter({ hasText: 'Teilnahme storniert durch kundenservice@example.org' })).toBeVisible();
  // Greta also gets the order confirmation as the buyer: the cancellation mail is the one naming her participation.
  const mail = await waitForMailContaining(greta.email, `die Teilnahme von Frau Greta ${lastname}`);
  expect(mail).toMatch(/kostenfrei|Stornobedingungen berechnen wir/);
  await staff.close();
});

test('a customer gets 403 on every /manage page, staff on the site admin\'s pages, and only staff see "Verwaltung"', async ({ page, browser }) => {
  await logInVia(page, '/manage', 'jonas.weber@example.org', 1440);
  for (const path of ['/manage', '/manage/bestellungen', '/manage/bestellungen/2026-000001', '/manage/audit-log']) {
    const answer = await page.goto(path);
    expect(answer?.status(), path).toBe(403);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Zugriff verweigert');
  }
  await page.goto('/');
  await page.getByRole('button', { name: 'Hallo Jonas' }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Mein Bereich' })).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Verwaltung' })).toHaveCount(0);
  await page.context().close();

  const staff = await browser.newPage();
  await logInVia(staff, '/manage', STAFF, 1440);
  await expect(staff.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeVisible();
  const nav = staff.getByRole('navigation', { name: 'Verwaltung' });
  await expect(nav.getByRole('link', { name: 'Protokoll' })).toHaveCount(0);
  for (const path of ['/manage/audit-log', '/cache/list', '/manage/lexikon-csv', '/manage/api-tokens']) {
    const answer = await staff.goto(path);
    expect(answer?.status(), path).toBe(403);
  }
  await staff.goto('/');
  await staff.getByRole('button', { name: 'Hallo Nina' }).click();
  await staff.getByRole('dialog').getByRole('link', { name: 'Verwaltung' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeVisible();
  await fitsAndAccessible(staff, 'dashboard');
});

test('without JavaScript staff put in a substitute: a wrong e-mail gets its German message at the field (400) and the typed names stay; then the colleague takes the seat and hears of it', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await acceptOnlyNecessaryCookies(page);
  const event = present((await upcomingDates(page.request)).at(-2), 'a coming date');
  const lastname = `Ersatz${RUN}`;
  await book(page, event, [{ salutation: 'Frau', firstname: 'Ida', lastname, email: address('ida') }]);

  const context = await browser.newContext({ javaScriptEnabled: false });
  const staff = await context.newPage();
  await logInToPortalWithoutScripts(staff, STAFF);
  await staff.goto(`/manage/bestellungen?q=${encodeURIComponent(lastname)}`);
  const main = staff.getByRole('main');
  await main.getByRole('table', { name: /Bestellung/ }).getByRole('row').nth(1).getByRole('link').click();
  await main.getByRole('link', { name: `Ersatzteilnehmer eintragen: Frau Ida ${lastname}` }).click();
  await expect(main.getByRole('heading', { level: 1, name: `Ersatzteilnehmer eintragen: Frau Ida ${lastname}` })).toBeVisible();

  await main.getByLabel('Anrede', { exact: true }).selectOption('Herr');
  await main.getByLabel('Vorname').fill('Jan');
  await main.getByLabel('Nachname').fill(lastname);
  await main.getByLabel('E-Mail').fill('kein-mail');
  const [refused] = await Promise.all([staff.waitForResponse((response) => response.request().method() === 'POST'), main.getByRole('button', { name: 'Ersatzteilnehmer eintragen' }).click()]);
  expect(refused.status()).toBe(400);
  await expect(main.getByLabel('E-Mail')).toHaveAttribute('aria-invalid', 'true');
  await expect(main.getByLabel('Vorname')).toHaveValue('Jan');
  // axe needs scripts; the width is read from the layout, which a page without scripts has too.
  expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await main.getByLabel('E-Mail').fill(address('jan'));
  await main.getByRole('button', { name: 'Ersatzteilnehmer eintragen' }).click();
  await expect(main.getByRole('status')).toHaveText('Der Ersatzteilnehmer ist eingetragen; beide erhalten eine E-Mail.');
  await expect(main.getByRole('table', { name: 'Teilnehmer' })).toContainText(`Herr Jan ${lastname}`);
  await waitForMailsTo(address('jan'));
  await context.close();
});
