import { expect, test } from './test';
import { axeViolations } from './axe';
import { logInVia } from './demo-login';
import { userTrigger } from './header';

/** Demo accounts (adapters/db/demo-data/people.ts): a Gremium admin and a user outside any Gremium. */
const GREMIUM_ADMIN = 'sabine.keller@example.com';
const SINGLE = 'jonas.weber@example.org';

test.describe('Mein Bereich', () => {
  test('a Gremium admin logs in, opens Mein Bereich from the user popup and sees their seminars and the Gremium pages', async ({ page }) => {
    await logInVia(page, '/meinifb/einstellungen', GREMIUM_ADMIN, 1440);
    await expect(page.getByRole('heading', { name: 'Einstellungen', level: 1 })).toBeVisible();
    const personal = page.getByRole('form', { name: 'Persönliche Daten' });
    await expect(personal.getByLabel('Vorname')).toHaveValue('Sabine');
    // The server checks the data; its German message shows under the field.
    await personal.getByLabel('Vorname').fill('');
    await personal.getByRole('button', { name: 'Speichern' }).click();
    await expect(personal.getByText('Bitte tragen Sie einen Vornamen ein')).toBeVisible();
    await expect(personal.getByLabel('Vorname')).toHaveAttribute('aria-invalid', 'true');
    await personal.getByLabel('Vorname').fill('Sabine');
    await personal.getByLabel('Straße').fill('Hafenstraße');
    await personal.getByLabel('Hausnummer').fill('7');
    await personal.getByLabel('PLZ').fill('20457');
    await personal.getByLabel('Ort (optional)', { exact: true }).fill('Hamburg');
    await personal.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByRole('status').getByText('Ihre persönlichen Daten wurden gespeichert.')).toBeVisible();
    await expect(page.getByText('Bitte tragen Sie einen Vornamen ein')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.reload();
    await expect(page.getByRole('form', { name: 'Persönliche Daten' }).getByLabel('Ort (optional)', { exact: true })).toHaveValue('Hamburg');

    await userTrigger(page).click();
    const menu = page.getByRole('dialog', { name: 'Hallo Sabine' });
    await expect(menu.getByRole('link', { name: 'Gremium-Mitglieder' })).toBeVisible();
    await menu.getByRole('link', { name: 'Mein Bereich' }).click();
    await expect(page).toHaveURL(/\/kundenportal\/meinifb$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Mein Bereich', level: 1 })).toBeVisible();
    await expect(main.getByText('Hallo Sabine')).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Ihre nächsten Seminare' })).toBeVisible();
    await expect(main.getByRole('heading', { name: /^Besuchte Seminare \(\d+\)$/ })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/h-meinifb-1440.png', fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: '/tmp/h-meinifb-390.png', fullPage: true });

    await main.getByRole('link', { name: 'Gremium-Mitglieder' }).click();
    await expect(page.getByRole('heading', { name: 'Gremium-Mitglieder', level: 1 })).toBeVisible();
    await expect(page.getByText('Betriebsrat der Muster Logistik GmbH')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a user outside any Gremium sees no Gremium entries and gets a German 403 on the Gremium pages', async ({ page }) => {
    await logInVia(page, '/meinifb', SINGLE, 1440);
    await userTrigger(page).click();
    const menu = page.getByRole('dialog', { name: 'Hallo Jonas' });
    await expect(menu.getByRole('link', { name: 'Mein Bereich' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Gremium-Mitglieder' })).toHaveCount(0);
    const response = await page.goto('/meinifb/gremium-buchungen');
    expect(response?.status()).toBe(403);
    await expect(page.getByText('Diese Seite ist nur für Mitglieder eines Gremiums.')).toBeVisible();
  });
});
