import { expect, test, type Page } from './test';
import { RUN } from './portal-bookings';
import { logInVia } from './demo-login';
import { cleanAtBothWidths, cleanWithoutScripts } from './page-checks';

/** The back office's demo account (adapters/db/demo-data/people.ts). */
const STAFF = 'kundenservice@example.org';

const sendContactRequest = async (page: Page, lastname: string): Promise<void> => {
  await page.goto('/service/kontakt');
  const form = page.getByRole('form', { name: 'Kontaktanfrage' });
  await form.getByLabel('Anrede').selectOption('Frau');
  await form.getByLabel('Vorname').fill('Erika');
  await form.getByLabel('Nachname').fill(lastname);
  await form.getByLabel('E-Mail').fill(`erika.${lastname.toLowerCase()}@example.org`);
  await form.getByLabel('Betreff').selectOption('Frage zu einem Seminar');
  await form.getByLabel('Nachricht').fill('Bitte rufen Sie mich wegen eines Inhouse-Seminars zurück.');
  await form.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Nachricht gesendet' })).toBeVisible();
};

test('a contact request appears in /manage/anfragen and staff set its status, with and without JavaScript', async ({ page, browser }) => {
  const lastname = `Anfrage${RUN}`;
  await sendContactRequest(page, lastname);

  await logInVia(page, '/manage/anfragen', STAFF, 1440);
  const main = page.getByRole('main');
  // The dashboard counts the open requests (CountOpenRequests), this one among them.
  await page.goto('/manage');
  await expect(main.getByRole('listitem').filter({ hasText: 'offene Anfragen' })).toHaveText(/^\d+offene Anfragen$/);
  await page.goto('/manage/anfragen');
  await expect(main.getByRole('heading', { level: 1, name: 'Anfragen' })).toBeVisible();
  // The back office's frame: its navigation marks where one is.
  await expect(page.getByRole('navigation', { name: 'Verwaltung' }).getByRole('link', { name: 'Anfragen' })).toHaveAttribute('aria-current', 'page');
  await main.getByLabel('Art').selectOption({ label: 'Kontaktanfrage' });
  await main.getByLabel('Status').selectOption({ label: 'neu' });
  await main.getByRole('button', { name: 'Filtern' }).click();
  await expect(page).toHaveURL(/status=neu/);
  const row = main.getByRole('row').filter({ hasText: `Erika ${lastname}` });
  await expect(row.getByRole('cell', { name: 'neu', exact: true })).toBeVisible();
  await cleanAtBothWidths(page, 'anfragen');

  await row.getByRole('link', { name: /^Kontaktanfrage Nr\. \d+$/ }).click();
  await expect(main.getByRole('heading', { level: 1, name: /^Kontaktanfrage Nr\. \d+$/ })).toBeVisible();
  await expect(main.getByText('Bitte rufen Sie mich wegen eines Inhouse-Seminars zurück.')).toBeVisible();
  const handling = main.getByRole('form', { name: 'Bearbeitung' });
  await handling.getByLabel('Status').selectOption({ label: 'in Bearbeitung' });
  await handling.getByLabel('Zuständig (optional)').fill('Nina Roth');
  await handling.getByRole('button', { name: 'Speichern' }).click();
  await expect(main.getByRole('status')).toHaveText('Die Anfrage ist gespeichert.');
  await expect(main.getByText('Status: in Bearbeitung')).toBeVisible();
  await cleanAtBothWidths(page, 'anfrage');

  // Without JavaScript: a too long note comes back at its field with what was typed; then erledigt.
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  const plain = await context.newPage();
  await plain.goto(page.url().split('?')[0] ?? '');
  const plainForm = plain.getByRole('main').getByRole('form', { name: 'Bearbeitung' });
  await plainForm.getByLabel('Zuständig (optional)').fill('Nina Roth, Kundenservice');
  await plainForm.getByLabel('Notiz (optional)').fill('x'.repeat(4001));
  await plainForm.getByRole('button', { name: 'Speichern' }).click();
  await expect(plainForm.getByText('Bitte fassen Sie die Notiz in höchstens 4000 Zeichen.')).toBeVisible();
  await expect(plainForm.getByLabel('Zuständig (optional)')).toHaveValue('Nina Roth, Kundenservice');
  await plainForm.getByLabel('Notiz (optional)').fill('Rückruf vereinbart');
  await plainForm.getByLabel('Status').selectOption({ label: 'erledigt' });
  await plainForm.getByRole('button', { name: 'Speichern' }).click();
  await expect(plain.getByRole('main').getByText('Status: erledigt')).toBeVisible();
  await cleanWithoutScripts(browser, plain);
  await context.close();
});

test('a customer gets 403 on the request inbox', async ({ page }) => {
  await logInVia(page, '/meinifb', 'jonas.weber@example.org', 1440);
  const answer = await page.goto('/manage/anfragen');
  expect(answer?.status()).toBe(403);
});
