import { expect, type Page } from '@playwright/test';
import { acceptOnlyNecessaryCookies } from './consent';
import { waitForMailsTo } from './mailbox';
import { cleanAtBothWidths } from './page-checks';

/** The invitation mail's link to the join page (application/portal/gremium-join.paths.ts). */
const JOIN_LINK = /\/meinifb\/gremium-beitreten\?token=[\w%-]+/;

/** The join page's address from the newest invitation mail to the address. */
export const invitationLink = async (email: string): Promise<string> => {
  const [mail = ''] = await waitForMailsTo(email);
  expect(mail).toContain('Betriebsrat der Muster Logistik GmbH');
  const link = JOIN_LINK.exec(mail)?.[0];
  expect(link, `a join link in the mail to ${email}`).toBeDefined();
  return link ?? '';
};

/**
 * The invited person as they would do it, in a browser of their own: the mail's link, the
 * registration it offers (address by hand), the confirmation mail, back on the join page, the
 * button that joins. Ends on the members page, logged in as the new member.
 */
export const registerAndJoin = async (page: Page, email: string, firstname: string, lastname: string): Promise<void> => {
  const link = await invitationLink(email);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(link);
  await acceptOnlyNecessaryCookies(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Einladung in ein Gremium', level: 1 })).toBeVisible();
  await expect(main.getByText('„Betriebsrat der Muster Logistik GmbH', { exact: false })).toBeVisible();
  await cleanAtBothWidths(page);
  await main.getByRole('link', { name: 'Registrieren' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Registrieren bei meinifb' })).toBeVisible();
  await main.getByLabel('Anrede').selectOption('Frau');
  await main.getByLabel('Vorname').fill(firstname);
  await main.getByLabel('Nachname').fill(lastname);
  await main.getByLabel('Firma').fill('Muster Logistik GmbH');
  await main.getByLabel('Straße').fill('Hafenstraße');
  await main.getByLabel('Hausnummer').fill('7');
  await main.getByLabel('Postleitzahl').fill('20457');
  await main.getByRole('textbox', { name: 'Ort', exact: true }).fill('Hamburg');
  await main.getByLabel('Telefon').fill('040 1234567');
  await main.getByLabel('E-Mail Adresse').fill(email);
  await main.getByLabel('Passwort').fill('Frühschicht am Containerkai');
  await main.getByRole('checkbox', { name: /Ich akzeptiere die Allgemeinen Geschäftsbedingungen/ }).check();
  await main.getByRole('button', { name: 'Konto anlegen' }).click();
  await expect(page).toHaveURL(/\/registrierung\/e-mail-pruefen\?/);

  // The second mail to the address is the registration's confirmation.
  const [confirmation = ''] = await waitForMailsTo(email, 2);
  const confirm = /\/registrierung\/bestaetigen\?token=[\w%-]+/.exec(confirmation)?.[0];
  expect(confirm).toBeDefined();
  await page.goto(confirm ?? '');
  await main.getByRole('button', { name: 'E-Mail-Adresse bestätigen' }).click();

  // Back on the invitation, logged in: the button joins.
  await expect(page).toHaveURL(new RegExp(`${link.replace(/[?]/g, '\\?')}$`));
  await expect(main.getByRole('button', { name: 'Gremium beitreten' })).toBeVisible();
  await cleanAtBothWidths(page);
  await main.getByRole('button', { name: 'Gremium beitreten' }).click();
  await expect(page).toHaveURL(/\/meinifb\/gremium-mitglieder\?erledigt=beigetreten$/);
  await expect(main.getByRole('status').getByText('Willkommen im Gremium', { exact: false })).toBeVisible();
  await expect(main.getByText(`${firstname} ${lastname}`, { exact: false })).toBeVisible();
  await cleanAtBothWidths(page);
};
