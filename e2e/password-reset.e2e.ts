import { expect, test, type APIRequestContext } from './test';
import { axeViolations } from './axe';
import { openWithNecessaryCookies } from './consent';
import { userTrigger } from './header';
import { waitForMailsTo } from './mailbox';
import { scrollWidth } from './page-checks';

/** An account of its own (no other journey knows it), registered through the API as the form would. */
const registerAccount = async (request: APIRequestContext, email: string, password: string) => {
  await request.get('/kundenportal/get-token');
  const xsrf = (await request.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const registered = await request.post('/api/user-registration', {
    headers: { 'X-XSRF-TOKEN': xsrf },
    data: {
      salutation: 'Frau',
      firstname: 'Greta',
      lastname: 'Lorenz',
      company: 'Lorenz Werft GmbH',
      street: 'Am Kai',
      streetNumber: '3',
      postalCode: '24103',
      city: 'Kiel',
      phone: '0431 123456',
      email,
      password,
      consent: true,
    },
  });
  expect(registered.status()).toBe(200);
};

for (const width of [1440, 390]) {
  test(`password reset at ${String(width)} px: forgotten after a wrong password, mail, new password by keyboard, login, the used link refused`, async ({ page, request }) => {
    const email = `vergessen.${String(width)}.${String(Date.now())}@example.org`;
    const newPassword = 'Neuer Morgen am Elbufer';
    await registerAccount(request, email, 'Alte-Fähre-nach-Laboe');

    // The password step: a wrong password, then "Passwort vergessen?" with the address filled in.
    await openWithNecessaryCookies(page, `/kundenportal/login/${encodeURIComponent(email)}`, width);
    const main = page.getByRole('main');
    await main.getByLabel('Passwort').fill('Nicht-mehr-gewusst');
    await main.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(main.getByRole('alert')).toHaveText('Die E-Mail-Adresse oder das Passwort ist nicht korrekt.');
    await main.getByRole('link', { name: 'Passwort vergessen?' }).click();
    await expect(page).toHaveURL(/\/kundenportal\/passwort-vergessen\?email=/);
    await expect(main.getByRole('heading', { level: 1, name: 'Passwort vergessen?' })).toBeVisible();
    await expect(main.getByLabel('E-Mail Adresse')).toHaveValue(email);
    expect(await axeViolations(page)).toEqual([]);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `/tmp/passwort-vergessen-${String(width)}.png`, fullPage: true });

    // Sent by keyboard: the same words as for any address.
    await main.getByLabel('E-Mail Adresse').focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/gesendet=1/);
    await expect(main.getByRole('status')).toHaveText(
      'Wenn ein Konto mit dieser E-Mail-Adresse besteht, haben wir Ihnen einen Link zum Zurücksetzen geschickt. Er ist 1 Stunde gültig.',
    );
    expect(await axeViolations(page)).toEqual([]);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(width);

    // The link from the mail (sent through the outbox; the registration's confirmation came first).
    const mails = await waitForMailsTo(email, 2);
    const mail = mails.find((text) => text.includes('/kundenportal/passwort-zuruecksetzen?token=')) ?? '';
    expect(mail).toContain('Der Link ist bis');
    const link = /\/kundenportal\/passwort-zuruecksetzen\?token=[\w%-]+/.exec(mail)?.[0] ?? '';
    expect(link).not.toBe('');
    await page.goto(link);
    await expect(main.getByRole('heading', { level: 1, name: 'Neues Passwort festlegen' })).toBeVisible();
    await expect(main.getByText(email)).toBeVisible();

    // Different twice: the message under the second field, focus on it.
    await main.getByLabel('Neues Passwort', { exact: true }).focus();
    await page.keyboard.type(newPassword);
    await page.keyboard.press('Tab');
    await expect(main.getByLabel('Neues Passwort wiederholen')).toBeFocused();
    await page.keyboard.type('Neuer Morgen am Ostseestrand');
    await page.keyboard.press('Enter');
    await expect(main.getByText('Die beiden Passwörter stimmen nicht überein.')).toBeVisible();
    await expect(main.getByLabel('Neues Passwort wiederholen')).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `/tmp/passwort-neu-fehler-${String(width)}.png`, fullPage: true });

    await main.getByLabel('Neues Passwort', { exact: true }).fill(newPassword);
    await main.getByLabel('Neues Passwort wiederholen').fill(newPassword);
    await main.getByRole('button', { name: 'Passwort speichern' }).click();

    // At the login, the address filled in and told what happened; the new password logs in.
    await expect(page).toHaveURL(/\/kundenportal\/login\/.+\?passwort-geaendert=1$/);
    await expect(main.getByRole('status')).toContainText('Ihr neues Passwort ist gespeichert');
    await expect(main.getByText(email)).toBeVisible();
    await main.getByLabel('Passwort').fill(newPassword);
    await main.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(userTrigger(page)).toHaveAccessibleName('Hallo Greta');

    // The link a second time: refused with the way to a new one, no form.
    await page.goto(link);
    await expect(main.getByRole('alert')).toHaveText(
      'Dieser Link zum Zurücksetzen des Passworts wurde bereits verwendet. Bitte melden Sie sich mit Ihrem neuen Passwort an oder fordern Sie einen neuen Link an.',
    );
    await expect(main.getByRole('link', { name: 'Neuen Link anfordern' })).toBeVisible();
    await expect(main.getByLabel('Neues Passwort', { exact: true })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `/tmp/passwort-link-verwendet-${String(width)}.png`, fullPage: true });
  });
}
