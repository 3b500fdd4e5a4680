import { expect, test, type Page } from './test';
import { axeViolations } from './axe';

/**
 * A participant typed into the cart but not yet "added" is not lost when the buyer presses
 * "Weiter zur Bestellübersicht" (issue 26, 1): a wrong field stops the step at that field with its
 * message and everything typed kept; right, it goes to the review with the participant. With and
 * without JavaScript.
 */

const main = (page: Page) => page.getByRole('main');

const cartWithOnlineDate = async (page: Page, enhanced: boolean) => {
  await page.goto('/seminare/veranstaltungen?kind=online');
  if (enhanced) await expect(page.locator('header[data-enhanced]')).toHaveCount(1);
  await main(page).getByRole('button', { name: /^In den Warenkorb: / }).first().click();
  if (enhanced) await main(page).getByRole('link', { name: 'zum Warenkorb' }).first().click();
  await expect(page).toHaveURL(/\/seminare\/warenkorb$/);
  if (enhanced) await expect(page.locator('header[data-enhanced]')).toHaveCount(1);
};

const typeAddress = async (page: Page) => {
  const address = main(page).getByRole('form', { name: 'Rechnungsadresse' });
  await address.getByLabel('Firma (Arbeitgeber)').fill('Beispiel AG');
  await address.getByLabel('Straße').fill('Ringstraße');
  await address.getByLabel('Hausnummer').fill('3');
  await address.getByLabel('Postleitzahl').fill('50667');
  await address.getByLabel('Ort').fill('Köln');
  return address;
};

for (const enhanced of [true, false]) {
  test.describe(enhanced ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled: enhanced });

    test('"Weiter zur Bestellübersicht" with a participant typed but not added: stops at the wrong field, then takes the participant along', async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width: 390, height: 900 });
      await cartWithOnlineDate(page, enhanced);
      const first = main(page).getByRole('group', { name: '1. Teilnehmer' });
      await first.getByLabel('Vorname').fill('Greta');
      await first.getByLabel('Nachname').fill('Sommer');
      await first.getByLabel('E-Mail').fill('greta.sommer@');
      const address = await typeAddress(page);
      await address.getByRole('button', { name: 'Weiter zur Bestellübersicht' }).click();

      // Stopped at the participant's field with its message; nothing typed is gone.
      await expect(first.getByText('Bitte geben Sie eine gültige E-Mail-Adresse an')).toBeVisible();
      await expect(page).toHaveURL(/\/seminare\/warenkorb$/);
      await expect(first.getByLabel('Vorname')).toHaveValue('Greta');
      await expect(first.getByLabel('E-Mail')).toHaveValue('greta.sommer@');
      await expect(address.getByLabel('Firma (Arbeitgeber)')).toHaveValue('Beispiel AG');
      if (enhanced) {
        await expect(first.getByLabel('E-Mail')).toBeFocused();
        // axe runs as a script in the page: only where the page runs scripts.
        expect(await axeViolations(page)).toEqual([]);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.screenshot({ path: `/tmp/f-typed-participant-${enhanced ? 'js' : 'nojs'}-390.png`, fullPage: true });

      await first.getByLabel('E-Mail').fill('greta.sommer@example.org');
      await address.getByRole('button', { name: 'Weiter zur Bestellübersicht' }).click();
      await expect(page).toHaveURL(/\/seminare\/warenkorb\/checkout$/);
      await expect(main(page).getByText(/Greta Sommer/).first()).toBeVisible();
      await expect(main(page).getByText('Für diesen Termin ist noch kein Teilnehmer eingetragen.')).toHaveCount(0);
      await expect(main(page).getByText('Beispiel AG')).toBeVisible();
    });
  });
}
