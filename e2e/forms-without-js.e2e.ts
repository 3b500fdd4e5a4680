import { expect, test, type APIRequestContext, type Page } from './test';
import { DEMO_PASSWORD } from './demo-login';
import { axeViolationsWithoutScripts } from './axe';

/** Demo account (adapters/db/demo-data/people.ts) outside any Gremium. */
const SINGLE = 'jonas.weber@example.org';

/** The forms of the site as a browser without JavaScript uses them: plain posts, answered by the pages. */
test.describe('forms without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the contact form: the messages under the fields, what was typed kept, then the thanks', async ({ page, browser }) => {
    await page.goto('/service/kontakt');
    const form = page.getByRole('form', { name: 'Kontaktanfrage' });
    await form.getByLabel('Vorname').fill('Erika');
    await form.getByLabel('E-Mail').fill('erika@beispiel');
    await form.getByRole('button', { name: 'Nachricht senden' }).click();
    await expect(page).toHaveURL(/\/service\/kontakt$/);
    await expect(form.getByText('Bitte wählen Sie eine Anrede aus')).toBeVisible();
    await expect(form.getByText('Bitte geben Sie eine gültige E-Mail-Adresse an')).toBeVisible();
    await expect(form.getByLabel('E-Mail')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Vorname')).toHaveValue('Erika');
    await expect(form.getByLabel('E-Mail')).toHaveValue('erika@beispiel');
    expect(await axeViolationsWithoutScripts(browser, page)).toEqual([]);

    await form.getByLabel('Anrede').selectOption('Frau');
    await form.getByLabel('Nachname').fill('Mustermann');
    await form.getByLabel('E-Mail').fill('erika@beispiel.de');
    await form.getByLabel('Betreff').selectOption('Frage zu einem Seminar');
    await form.getByLabel('Nachricht').fill('Gibt es das Seminar BR I auch als Inhouse-Schulung?');
    await form.getByRole('button', { name: 'Nachricht senden' }).click();
    await expect(page).toHaveURL(/\/service\/kontakt\?gesendet=1$/);
    await expect(page.getByRole('status').filter({ hasText: 'Nachricht gesendet' })).toContainText('Vielen Dank für Ihre Nachricht!');
    expect(await axeViolationsWithoutScripts(browser, page)).toEqual([]);
  });

  test('the login: a wrong password is refused at the form, the right one logs in and goes to the redirect', async ({ page, browser }) => {
    const redirect = '/meinifb/einstellungen';
    await page.goto(`/kundenportal/login/${encodeURIComponent(SINGLE)}?redirect=${encodeURIComponent(redirect)}`);
    const main = page.getByRole('main');
    await main.getByLabel('Passwort').fill('falsch-falsch');
    await main.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(main.getByRole('alert')).toContainText('Die E-Mail-Adresse oder das Passwort ist nicht korrekt.');
    await expect(main.getByLabel('Passwort')).toHaveValue('');
    expect(await axeViolationsWithoutScripts(browser, page)).toEqual([]);

    await main.getByLabel('Passwort').fill(DEMO_PASSWORD);
    await main.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${redirect}$`));
    await expect(page.getByRole('heading', { name: 'Einstellungen', level: 1 })).toBeVisible();

    // The personal-data section saves by a plain post too; the page shows the stored data again.
    const personal = page.getByRole('form', { name: 'Persönliche Daten' });
    await personal.getByLabel('Straße').fill('Kaistraße');
    await personal.getByLabel('Hausnummer').fill('7');
    await personal.getByRole('textbox', { name: 'Ort (optional)' }).fill('Hamburg');
    await personal.getByLabel('PLZ').fill('2045');
    await personal.getByRole('button', { name: 'Speichern' }).click();
    await expect(personal.getByText('Die Postleitzahl ist ungültig')).toBeVisible();
    await expect(personal.getByRole('textbox', { name: 'Ort (optional)' })).toHaveValue('Hamburg');
    await personal.getByLabel('PLZ').fill('20457');
    await personal.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByRole('region', { name: 'Persönliche Daten' }).getByRole('status')).toContainText('Ihre persönlichen Daten wurden gespeichert.');
    await expect(personal.getByLabel('PLZ')).toHaveValue('20457');
    expect(await axeViolationsWithoutScripts(browser, page)).toEqual([]);
  });
});

/** An entry with an open offer, as the offer mail links to it (as in waitlist.e2e.ts). */
const offeredEntry = async (request: APIRequestContext): Promise<string> => {
  await request.get('/kundenportal/get-token');
  const xsrf = (await request.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const events = (await (await request.get('/api/events?pageSize=20')).json()) as { items: { eventId: number }[] };
  const contact = { salutation: 'Frau', firstname: 'Petra', lastname: 'Lange', email: 'petra.lange@example.org' };
  for (const { eventId } of events.items) {
    const answer = await request.post('/api/warteliste', { data: { eventId, seats: 1, contact }, headers: { 'X-XSRF-TOKEN': xsrf } });
    const entry = (await answer.json()) as { entryId: string; status: string };
    if (entry.status === 'offered') return entry.entryId;
  }
  throw new Error('no date with a free seat in the demo data');
};

const shoot = async (page: Page, name: string) => {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/formteile-${name}-${String(width)}.png`, fullPage: true });
  }
};

test('screenshots of every form with its messages at 1440 and 390 px', async ({ page, request }) => {
  await page.goto('/service/kontakt');
  await page.getByRole('region', { name: 'Cookies und Datenschutz' }).getByRole('button', { name: 'Nur notwendige' }).click();
  await page.getByRole('form', { name: 'Kontaktanfrage' }).getByLabel('E-Mail').fill('erika@beispiel');
  await page.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(page.getByText('Bitte geben Sie eine gültige E-Mail-Adresse an')).toBeVisible();
  await shoot(page, 'kontakt');

  await page.goto('/seminare/p/arbeitsrecht-fuer-betriebsraete-teil-i/inhouse');
  await page.getByRole('button', { name: 'Anfrage senden' }).click();
  await expect(page.getByText('Bitte geben Sie eine E-Mail-Adresse an')).toBeVisible();
  await shoot(page, 'inhouse');

  await page.goto(`/warteliste?angebot=${await offeredEntry(request)}`);
  await shoot(page, 'warteliste');

  await page.goto(`/kundenportal/login/${encodeURIComponent(SINGLE)}?redirect=${encodeURIComponent('/meinifb/einstellungen')}`);
  await page.getByRole('main').getByLabel('Passwort').fill('falsch-falsch');
  await page.getByRole('main').getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
  await shoot(page, 'login');

  await page.getByRole('main').getByLabel('Passwort').fill(DEMO_PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Einstellungen', level: 1 })).toBeVisible();
  const personal = page.getByRole('form', { name: 'Persönliche Daten' });
  await personal.getByLabel('Vorname').fill('');
  await personal.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Bitte tragen Sie einen Vornamen ein')).toBeVisible();
  await shoot(page, 'einstellungen');
});
