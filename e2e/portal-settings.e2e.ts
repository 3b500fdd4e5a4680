import { expect, test, type Page } from './test';
import { axeViolations } from './axe';
import { DEMO_PASSWORD, logInVia } from './demo-login';
import { mailsTo, waitForMailsTo } from './mailbox';

/** Demo accounts (adapters/db/demo-data/people.ts): a single user and the site admin. */
const SINGLE = 'tobias.krause@example.org';
const ADMIN = 'admin@example.org';
const CONFIRM_LINK = /https?:\/\/\S+\/meinifb\/einstellungen\/e-mail-bestaetigen\?token=\S+/;

const noPageScroll = async (page: Page) => {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
};

for (const width of [1440, 390]) {
  test(`settings at ${String(width)} px: each section saves, a wrong field keeps the rest, the login address changes by the mailed link`, async ({ page }) => {
    await logInVia(page, '/meinifb/einstellungen', SINGLE, width);
    await noPageScroll(page);
    expect(await axeViolations(page)).toEqual([]);

    const hotel = page.getByRole('form', { name: 'Hotelwünsche' });
    await hotel.getByLabel('Mit Übernachtung und Vollpension').check();
    // The run at the other width may have saved a room type already: start without one.
    await hotel.getByLabel('Zimmerart').selectOption('');
    await hotel.getByLabel('Hinweise an das Hotel').fill('Bitte ruhig gelegen');
    await hotel.getByRole('button', { name: 'Speichern' }).click();
    await expect(hotel.getByText('Bitte wählen Sie eine Zimmerart aus.')).toBeVisible();
    await expect(hotel.getByLabel('Hinweise an das Hotel')).toHaveValue('Bitte ruhig gelegen');
    expect(await axeViolations(page)).toEqual([]);
    await hotel.getByLabel('Zimmerart').selectOption('Einzelzimmer');
    await hotel.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByRole('status').getByText('Ihre Hotelwünsche wurden gespeichert.')).toBeVisible();

    const consents = page.getByRole('form', { name: 'Einwilligungen in Werbung' });
    await consents.getByLabel(/Newsletter per E-Mail/).check();
    await consents.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByRole('form', { name: 'Einwilligungen in Werbung' }).getByText(/erteilt am \d{2}\.\d{2}\.\d{4}/)).toBeVisible();

    const advertising = page.getByRole('form', { name: 'Seminarprogramm und Themen' });
    await advertising.getByLabel(/gedruckte Seminarprogramm/).check();
    await advertising.getByLabel('Arbeitsrecht', { exact: true }).check();
    await advertising.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByRole('status').getByText('Ihre Auswahl wurde gespeichert.')).toBeVisible();

    const functions = page.getByRole('form', { name: 'Ihre Funktionen' });
    await functions.getByLabel('Mitglied', { exact: true }).check();
    await functions.getByLabel('Ersatzmitglied', { exact: true }).check();
    await functions.getByRole('button', { name: 'Speichern' }).click();
    await expect(functions.getByText('Mitglied und Ersatzmitglied schließen sich aus. Bitte wählen Sie eines von beiden.')).toBeVisible();
    await functions.getByLabel('Ersatzmitglied', { exact: true }).uncheck();
    await functions.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByRole('status').getByText('Ihre Funktionen wurden gespeichert.')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    const newAddress = `tobias.krause+${String(width)}@example.net`;
    const login = page.getByRole('form', { name: 'Anmelde-E-Mail-Adresse' });
    await login.getByLabel('Neue E-Mail-Adresse').fill(newAddress);
    await login.getByLabel('Aktuelles Passwort').fill(DEMO_PASSWORD);
    await login.getByRole('button', { name: 'E-Mail-Adresse ändern' }).click();
    await expect(page.getByText(`Noch nicht bestätigt: ${newAddress}.`, { exact: false })).toBeVisible();
    const [mail = ''] = await waitForMailsTo(newAddress);
    const link = /https?:\/\/\S+\/meinifb\/einstellungen\/e-mail-bestaetigen\?token=\S+/.exec(mail)?.[0] ?? '';
    expect(link).not.toBe('');
    await page.goto(new URL(link).pathname + new URL(link).search);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Neue E-Mail-Adresse bestätigen' }).click();
    await expect(page.getByText('Ihre neue E-Mail-Adresse ist bestätigt.')).toBeVisible();
    await noPageScroll(page);
    await page.getByRole('link', { name: 'Zu den Einstellungen' }).click();
    await expect(page.getByText(`Sie melden sich mit ${newAddress} an.`)).toBeVisible();

    // Back to the demo's address for the next run.
    const again = page.getByRole('form', { name: 'Anmelde-E-Mail-Adresse' });
    await again.getByLabel('Neue E-Mail-Adresse').fill(SINGLE);
    await again.getByLabel('Aktuelles Passwort').fill(DEMO_PASSWORD);
    await again.getByRole('button', { name: 'E-Mail-Adresse ändern' }).click();
    // The newest mail to the old address is first the notice of the change above (no link), then the link.
    await expect.poll(async () => CONFIRM_LINK.test((await mailsTo(SINGLE))[0] ?? ''), { timeout: 15_000 }).toBe(true);
    const backLink = new URL(CONFIRM_LINK.exec((await mailsTo(SINGLE))[0] ?? '')?.[0] ?? 'http://x/');
    await page.goto(backLink.pathname + backLink.search);
    await page.getByRole('button', { name: 'Neue E-Mail-Adresse bestätigen' }).click();
    await expect(page.getByText('Ihre neue E-Mail-Adresse ist bestätigt.')).toBeVisible();
  });

  test(`impersonation at ${String(width)} px: an admin views the site as a customer and ends it; both are logged`, async ({ page }) => {
    await logInVia(page, '/manage/kontouebernahme', ADMIN, width);
    await page.getByLabel('E-Mail-Adresse des Kontos').fill('jonas.weber@example.org');
    await page.getByRole('button', { name: 'Konto suchen' }).click();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Website als Jonas Weber ansehen' }).click();
    await expect(page).toHaveURL(/\/meinifb$/);
    const banner = page.getByRole('region', { name: 'Hinweis zur Kontoübernahme' });
    await expect(banner).toContainText('Sie sind als Jonas angemeldet (Kontoübernahme).');
    expect(await axeViolations(page)).toEqual([]);
    await noPageScroll(page);
    await banner.getByRole('button', { name: 'Übernahme beenden' }).click();
    await expect(page).toHaveURL(/\/manage\/kontouebernahme$/);
    await expect(page.getByRole('region', { name: 'Hinweis zur Kontoübernahme' })).toHaveCount(0);
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows.nth(1)).toContainText('Ende');
    await expect(rows.nth(2)).toContainText('Beginn');
    await expect(rows.nth(1)).toContainText('jonas.weber@example.org');
    await noPageScroll(page);
    expect(await axeViolations(page)).toEqual([]);
  });
}
