import { expect, test, type Page } from './test';
import { axeViolations } from './axe';
import { openWithNecessaryCookies } from './consent';
import { userTrigger } from './header';
import { waitForMailsTo } from './mailbox';
import { scrollWidth } from './page-checks';

/** Types into the focused field and moves on by Tab, as a keyboard user fills a form. */
const typeAndTab = async (page: Page, text: string) => {
  await page.keyboard.type(text);
  await page.keyboard.press('Tab');
};

for (const width of [1440, 390]) {
  test(`registration at ${String(width)} px: quick login card, form by keyboard, mail, confirmation, back where it started`, async ({ page }) => {
    const email = `neu.${String(width)}.${String(Date.now())}@example.org`;
    await openWithNecessaryCookies(page, '/seminare/veranstaltungen', width);

    // The quick login card finds the address unused and leads to the registration, address filled in.
    await userTrigger(page).click();
    const card = page.getByRole('dialog', { name: 'Bei meinifb einloggen oder registrieren' });
    await card.getByLabel('E-Mail Adresse').fill(email);
    await card.getByLabel('E-Mail Adresse').press('Enter');
    await expect(page).toHaveURL(/\/registrierung\?email=.*&redirect=%2Fseminare%2Fveranstaltungen$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Registrieren bei meinifb' })).toBeVisible();
    await expect(main.getByLabel('E-Mail Adresse')).toHaveValue(email);
    await expect(main.getByLabel('Anrede')).toHaveValue('Keine Angabe');
    expect(await axeViolations(page)).toEqual([]);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `/tmp/registrierung-empty-${String(width)}.png`, fullPage: true });

    // Sent empty: the server's §5 messages under the fields, focus on the first.
    await main.getByRole('button', { name: 'Konto anlegen' }).click();
    await expect(main.getByText('Bitte tragen Sie einen Vornamen ein')).toBeVisible();
    await expect(main.getByText('Bitte geben Sie eine Telefonnummer an')).toBeVisible();
    await expect(main.getByText('Bitte stimmen Sie den AGB und der Datenschutzerklärung zu')).toBeVisible();
    await expect(main.getByLabel('Vorname')).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `/tmp/registrierung-error-${String(width)}.png`, fullPage: true });

    // Filled by keyboard alone, field after field.
    await main.getByLabel('Anrede').focus();
    await page.keyboard.press('Tab');
    await typeAndTab(page, 'Nora');
    await typeAndTab(page, 'Albers');
    await typeAndTab(page, 'Albers Logistik GmbH');
    await typeAndTab(page, 'Speicherstraße');
    await typeAndTab(page, '4');
    await typeAndTab(page, '20457');
    await typeAndTab(page, 'Hamburg');
    await typeAndTab(page, '040 1234567');
    await expect(main.getByLabel('E-Mail Adresse')).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.type('kurz');
    await expect(main.getByText('Passwortstärke: sehr schwach. Verwenden Sie mindestens 8 Zeichen.')).toBeVisible();
    await page.keyboard.type('e Pause am Elbufer');
    await expect(main.getByText('Passwortstärke: sehr gut.')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(main.getByRole('checkbox', { name: /Ich akzeptiere die Allgemeinen Geschäftsbedingungen/ })).toBeFocused();
    await page.keyboard.press('Space');
    await main.getByRole('button', { name: 'Konto anlegen' }).focus();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/registrierung\/e-mail-pruefen\?email=/);
    await expect(main.getByRole('heading', { level: 1, name: 'Bitte bestätigen Sie Ihre E-Mail-Adresse' })).toBeVisible();
    await expect(main.getByText(email)).toBeVisible();
    await expect(userTrigger(page)).toHaveAccessibleName('Anmelden');
    expect(await axeViolations(page)).toEqual([]);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `/tmp/registrierung-done-${String(width)}.png`, fullPage: true });

    // The link from the mail (sent through the outbox): opening it confirms nothing yet.
    const [mail = ''] = await waitForMailsTo(email);
    const link = /\/registrierung\/bestaetigen\?token=[\w%-]+/.exec(mail)?.[0];
    expect(link).toBeDefined();
    await page.goto(link ?? '');
    await expect(main.getByRole('heading', { level: 1, name: 'E-Mail-Adresse bestätigen' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `/tmp/registrierung-confirm-${String(width)}.png`, fullPage: true });
    await main.getByRole('button', { name: 'E-Mail-Adresse bestätigen' }).click();

    // Back where the visitor started, logged in and greeted.
    await expect(page).toHaveURL(/\/seminare\/veranstaltungen$/);
    await expect(userTrigger(page)).toHaveAccessibleName('Hallo Nora');

    // The link a second time: a clear message, no button.
    await page.goto(link ?? '');
    await main.getByRole('button', { name: 'E-Mail-Adresse bestätigen' }).click();
    await expect(main.getByRole('alert')).toHaveText('Dieser Bestätigungslink wurde bereits verwendet. Ihre E-Mail-Adresse ist bestätigt; bitte melden Sie sich an.');
    await expect(main.getByRole('button', { name: 'E-Mail-Adresse bestätigen' })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `/tmp/registrierung-used-${String(width)}.png`, fullPage: true });
  });
}

test('an unconfirmed account is told at login to confirm first and can have the mail sent again', async ({ page, request }) => {
  const email = `unbestaetigt.${String(Date.now())}@example.org`;
  const password = 'Fruehschicht-am-Kai';
  await request.get('/kundenportal/get-token');
  const xsrf = (await request.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const registered = await request.post('/api/user-registration', {
    headers: { 'X-XSRF-TOKEN': xsrf },
    data: {
      salutation: 'Herr',
      firstname: 'Malte',
      lastname: 'Kruse',
      company: 'Kruse Hafenlogistik',
      street: 'Kaistraße',
      streetNumber: '2',
      postalCode: '24103',
      city: 'Kiel',
      phone: '0431 765432',
      email,
      password,
      consent: true,
    },
  });
  expect(registered.status()).toBe(200);

  await openWithNecessaryCookies(page, `/kundenportal/login/${encodeURIComponent(email)}`, 1440);
  const main = page.getByRole('main');
  await main.getByLabel('Passwort').fill(password);
  await main.getByRole('button', { name: 'Anmelden' }).click();
  await expect(main.getByRole('alert')).toContainText('Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse');
  // The new link is a plain form post too; it leads to the check-your-mail page.
  await main.getByRole('button', { name: 'Bestätigungs-Mail erneut senden' }).click();
  await expect(page).toHaveURL(/\/registrierung\/e-mail-pruefen\?/);
  await expect(main.getByRole('status')).toHaveText('Wir haben Ihnen eine neue E-Mail mit einem neuen Link geschickt.');
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: '/tmp/registrierung-login-unconfirmed-1440.png', fullPage: true });
  // Two mails by now: the registration's and the new one, whose link is a different one.
  const links = (await waitForMailsTo(email, 2)).map((text) => /\/registrierung\/bestaetigen\?token=[\w%-]+/.exec(text)?.[0]);
  expect(new Set(links).size).toBe(2);
  expect(links).not.toContain(undefined);
});
