import { expect, test } from './test';
import { axeViolations } from './axe';
import { logInVia } from './demo-login';
import { waitForMailsTo } from './mailbox';

/** An address only this journey orders to, so the mail it waits for is its own. */
const DELIVERY_EMAIL = 'werbemittel.e2e@example.org';

test.describe('Werbemittelshop', () => {
  test('a portal user logs in, is told when asking for more than is in stock, orders two articles, gets the confirmation and the mail, and leaves the shop', async ({ page }) => {
    await logInVia(page, '/werbemittelshop', 'claudia.fischer@example.org', 1440);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Werbemittelshop' })).toBeVisible();
    // The pictures are decorative (the heading names the article), so they are found by source and must have loaded.
    const pictures = main.locator('img[src^="/assets/werbemittel/"]');
    await expect(pictures).toHaveCount(6);
    // Loading is asynchronous (and lazy), so the check waits for it rather than asking once.
    await expect.poll(() => pictures.first().evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    const form = main.getByRole('form', { name: 'Werbemittel bestellen' });
    await form.getByLabel('Menge Roll-up-Display').fill('9');
    await form.getByLabel('Firma').fill('Muster Logistik GmbH');
    await form.getByLabel('Anrede').selectOption('Frau');
    await form.getByLabel('Vorname').fill('Claudia');
    await form.getByLabel('Nachname').fill('Fischer');
    await form.getByLabel('Straße').fill('Hafenstraße');
    await form.getByLabel('Hausnummer').fill('5');
    await form.getByLabel('Postleitzahl').fill('20457');
    await form.getByLabel('Ort').fill('Hamburg');
    await form.getByLabel('E-Mail', { exact: true }).fill(DELIVERY_EMAIL);
    await form.getByRole('button', { name: 'Bestellung absenden' }).click();
    await expect(form.getByText('Von „Roll-up-Display“ sind nur noch 3 Stück vorrätig')).toBeVisible();
    await expect(form.getByLabel('Firma')).toHaveValue('Muster Logistik GmbH');

    await form.getByLabel('Menge Roll-up-Display').fill('');
    await form.getByLabel('Menge Flyer „Seminarprogramm“').fill('50');
    await form.getByLabel('Menge Notizblock A5').fill('5');
    await form.getByRole('button', { name: 'Bestellung absenden' }).click();

    await expect(main.getByRole('heading', { level: 1, name: 'Ihre Bestellung ist eingegangen' })).toBeVisible();
    await expect(main.getByText('50 × Flyer „Seminarprogramm“')).toBeVisible();
    await expect(main.getByText('5 × Notizblock A5')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    const [mail] = await waitForMailsTo(DELIVERY_EMAIL);
    expect(mail).toContain('vielen Dank für Ihre Bestellung');
    expect(mail).toContain('Flyer „Seminarprogramm“: 50 Stück');

    // On a phone: the shop fits the screen, the stock went down, the quantity fields are reached by keyboard.
    await page.setViewportSize({ width: 390, height: 844 });
    await main.getByRole('link', { name: 'Weitere Werbemittel bestellen' }).click();
    await expect(main.getByText('450 Stück vorrätig')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await main.getByRole('link', { name: 'Werbemittelshop verlassen' }).focus();
    await page.keyboard.press('Tab');
    await expect(form.getByLabel('Menge Flyer „Seminarprogramm“')).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);

    // Leaving the shop ends the session; its login page then asks for the e-mail again.
    await main.getByRole('link', { name: 'Werbemittelshop verlassen' }).click();
    await main.getByRole('button', { name: 'Abmelden' }).click();
    await expect(main.getByText('Sie sind abgemeldet.')).toBeVisible();
    await main.getByRole('link', { name: 'Wieder anmelden' }).click();
    await expect(page).toHaveURL('/werbemittelshop-login');
    await expect(main.getByLabel('E-Mail Adresse')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page)).toEqual([]);
  });
});
