import { expect, type Page } from '@playwright/test';

/**
 * The Gremium's admin orders the nth online date of the catalogue for a colleague, through the
 * cart and the checkout as any customer does: afterwards the Gremium has a booking to list.
 * The demo data starts without orders, so the bookings journeys make their own.
 */
export const orderForColleague = async (page: Page, nth: number, firstname: string, lastname: string, email: string): Promise<void> => {
  const main = page.getByRole('main');
  await page.goto('/seminare/veranstaltungen?kind=online');
  // Hydrated (the header marks it): a click before would post the form without JavaScript.
  await expect(page.locator('header[data-enhanced]')).toHaveCount(1);
  const add = main.getByRole('button', { name: /^In den Warenkorb: / }).nth(nth);
  await add.click();
  // The date is in the cart once the listing says so (the add runs in the background).
  await main.getByRole('link', { name: 'zum Warenkorb' }).first().click();
  await expect(page).toHaveURL(/\/seminare\/warenkorb$/);
  const first = main.getByRole('group', { name: '1. Teilnehmer' }).first();
  await first.getByLabel('Vorname').fill(firstname);
  await first.getByLabel('Nachname').fill(lastname);
  await first.getByLabel('E-Mail').fill(email);
  await first.getByRole('button', { name: 'Teilnehmer hinzufügen' }).click();
  await expect(main.getByText(`${firstname} ${lastname}, ${email}`)).toBeVisible();
  await toCheckout(page);
  await main.getByRole('checkbox').check();
  await main.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await expect(main.getByText(`${firstname} ${lastname}: gebucht`)).toBeVisible();
};

/** From the cart to the order overview, with the Gremium's invoice address typed in. */
export const toCheckout = async (page: Page): Promise<void> => {
  const address = page.getByRole('main').getByRole('form', { name: 'Rechnungsadresse' });
  await address.getByLabel('Firma (Arbeitgeber)').fill('Muster Logistik GmbH');
  await address.getByLabel('Straße').fill('Hafenstraße');
  await address.getByLabel('Hausnummer').fill('12a');
  await address.getByLabel('Postleitzahl').fill('20457');
  await address.getByLabel('Ort').fill('Hamburg');
  await address.getByRole('button', { name: 'Weiter zur Bestellübersicht' }).click();
  await expect(page).toHaveURL(/\/seminare\/warenkorb\/checkout$/);
};
