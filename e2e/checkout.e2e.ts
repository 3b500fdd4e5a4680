import { expect, test, type Locator, type Page } from './test';
import { axeViolations } from './axe';

/**
 * The buying journey (issue "sell a seminar in the browser"): from the home page to the
 * confirmation with the keyboard alone, two participants (one Buchung, one Reservierung);
 * every state passes axe at 1440 and at 390 px without horizontal scrolling. Then the same
 * journey without JavaScript.
 */

/** Presses Tab until the element has the focus, as a keyboard user would move through the page. */
const tabTo = async (page: Page, target: Locator, limit = 250) => {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
};

const typeInto = async (page: Page, field: Locator, text: string) => {
  await tabTo(page, field);
  await page.keyboard.type(text);
};

/** axe and a screenshot at 1440 px, then at 390 px with no horizontal scrolling; back to 1440 px. */
const checkBothWidths = async (page: Page, state: string) => {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `${state} at ${String(width)} px`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${state} at ${String(width)} px`).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `/tmp/i-checkout-${state}-${String(width)}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
};

const main = (page: Page) => page.getByRole('main');

test('a works council books two colleagues with the keyboard alone: one Buchung, one Reservierung', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/seminare/warenkorb');
  await tabTo(page, page.getByRole('button', { name: 'Nur notwendige' }));
  await page.keyboard.press('Enter');
  await expect(main(page).getByText('Warenkorb ist leer')).toBeVisible();
  await checkBothWidths(page, 'leer');

  await page.goto('/');
  const firstDate = main(page).getByRole('button', { name: /^In den Warenkorb: / }).first();
  await tabTo(page, firstDate);
  await page.keyboard.press('Enter');
  const toCart = main(page).getByRole('link', { name: 'zum Warenkorb' }).first();
  await expect(toCart).toBeVisible();
  await tabTo(page, toCart);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/seminare\/warenkorb$/);

  const first = main(page).getByRole('group', { name: '1. Teilnehmer' });
  await expect(first).toBeVisible();
  // A wrong e-mail first: the message sits under the field and the focus goes there.
  await typeInto(page, first.getByLabel('Vorname'), 'Anna');
  await typeInto(page, first.getByLabel('Nachname'), 'Lange');
  await typeInto(page, first.getByLabel('E-Mail'), 'anna.lange@');
  const overnight = first.getByRole('group', { name: 'Verpflegungs-/Übernachtungsoption' });
  const presence = (await overnight.count()) > 0;
  if (presence) {
    await tabTo(page, overnight.getByRole('radio').first());
    await page.keyboard.press('Space');
  }
  await tabTo(page, first.getByRole('button', { name: 'Teilnehmer hinzufügen' }));
  await page.keyboard.press('Enter');
  await expect(first.getByText('Bitte geben Sie eine gültige E-Mail-Adresse an')).toBeVisible();
  await expect(first.getByLabel('E-Mail')).toBeFocused();
  await checkBothWidths(page, 'fehler');

  await page.keyboard.press('End');
  await page.keyboard.type('example.org');
  await tabTo(page, first.getByRole('button', { name: 'Teilnehmer hinzufügen' }));
  await page.keyboard.press('Enter');
  await expect(main(page).getByRole('heading', { level: 3, name: '1. Teilnehmer' })).toBeVisible();
  await expect(main(page).getByText('Buchung (verbindlich)')).toBeVisible();

  const more = main(page).getByRole('link', { name: /^\+ Weiteren Teilnehmer hinzufügen/ });
  await tabTo(page, more);
  await page.keyboard.press('Enter');
  const second = main(page).getByRole('group', { name: '2. Teilnehmer' });
  await typeInto(page, second.getByLabel('Vorname'), 'Bernd');
  await typeInto(page, second.getByLabel('Nachname'), 'Kurz');
  await typeInto(page, second.getByLabel('E-Mail'), 'bernd.kurz@example.org');
  await tabTo(page, second.getByRole('radio', { name: /^Buchung/ }));
  await page.keyboard.press('ArrowDown');
  await expect(second.getByRole('radio', { name: /^Reservierung/ })).toBeChecked();
  if (presence) {
    await tabTo(page, second.getByRole('group', { name: 'Verpflegungs-/Übernachtungsoption' }).getByRole('radio').first());
    await page.keyboard.press('Space');
  }
  await tabTo(page, second.getByRole('button', { name: 'Teilnehmer hinzufügen' }));
  await page.keyboard.press('Enter');
  await expect(main(page).getByText('Reservierung (unverbindlich)')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await expect(main(page).getByText(/^Sie sparen/).first()).toBeVisible();

  const address = main(page).getByRole('form', { name: 'Rechnungsadresse' });
  await typeInto(page, address.getByLabel('Firma (Arbeitgeber)'), 'Muster Logistik GmbH');
  await typeInto(page, address.getByLabel('Straße'), 'Hafenstraße');
  await typeInto(page, address.getByLabel('Hausnummer'), '12a');
  await typeInto(page, address.getByLabel('Postleitzahl'), '20457');
  await typeInto(page, address.getByLabel('Ort'), 'Hamburg');
  await checkBothWidths(page, 'gefuellt');
  await tabTo(page, address.getByRole('button', { name: 'Weiter zur Bestellübersicht' }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/seminare\/warenkorb\/checkout$/);
  await expect(main(page).getByText('Muster Logistik GmbH')).toBeVisible();
  await expect(main(page).getByText('wird gebucht')).toBeVisible();
  await expect(main(page).getByText('wird reserviert')).toBeVisible();
  await checkBothWidths(page, 'bestelluebersicht');
  const order = main(page).getByRole('button', { name: 'Zahlungspflichtig bestellen' });
  await tabTo(page, order);
  await page.keyboard.press('Enter');
  await expect(main(page).getByText('Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen')).toBeVisible();
  await checkBothWidths(page, 'agb-fehlt');
  await tabTo(page, main(page).getByRole('checkbox'));
  await page.keyboard.press('Space');
  await tabTo(page, order);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/seminare\/warenkorb\/checkout\/bestaetigung\?bestellung=IFB-\d{4}-\d{6}$/);
  await expect(main(page).getByText(/^Ihre Bestellnummer: IFB-\d{4}-\d{6}$/)).toBeVisible();
  await expect(main(page).getByText('Anna Lange: gebucht')).toBeVisible();
  await expect(main(page).getByText(/^Bernd Kurz: reserviert bis \d{2}\.\d{2}\.\d{4}$/)).toBeVisible();
  await checkBothWidths(page, 'bestaetigung');
  const pdf = await page.request.get(await main(page).getByRole('link', { name: 'Bestätigung als PDF' }).getAttribute('href') ?? '');
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  // The order emptied the cart: the header's count is gone.
  await expect(page.getByTestId('cart-count')).toHaveText('');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a date goes into the cart, gets a participant and an address, and is ordered by plain form posts', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto('/seminare/veranstaltungen?kind=online');
    await main(page).getByRole('button', { name: /^In den Warenkorb: / }).first().click();
    await expect(page).toHaveURL(/\/seminare\/warenkorb$/);
    const first = main(page).getByRole('group', { name: '1. Teilnehmer' });
    await first.getByLabel('Vorname').fill('Clara');
    await first.getByLabel('Nachname').fill('Berg');
    await first.getByLabel('E-Mail').fill('clara.berg@example.org');
    await first.getByRole('button', { name: 'Teilnehmer hinzufügen' }).click();
    await expect(main(page).getByText('Clara Berg, clara.berg@example.org')).toBeVisible();

    const address = main(page).getByRole('form', { name: 'Rechnungsadresse' });
    await address.getByLabel('Firma (Arbeitgeber)').fill('Beispiel AG');
    await address.getByLabel('Straße').fill('Ringstraße');
    await address.getByLabel('Hausnummer').fill('3');
    await address.getByLabel('Postleitzahl').fill('1234');
    await address.getByLabel('Ort').fill('Köln');
    await address.getByRole('button', { name: 'Weiter zur Bestellübersicht' }).click();
    await expect(address.getByText('Die Postleitzahl ist ungültig')).toBeVisible();
    await expect(address.getByLabel('Firma (Arbeitgeber)')).toHaveValue('Beispiel AG');
    await address.getByLabel('Postleitzahl').fill('50667');
    await address.getByRole('button', { name: 'Weiter zur Bestellübersicht' }).click();

    await expect(page).toHaveURL(/\/seminare\/warenkorb\/checkout$/);
    await main(page).getByRole('checkbox').check();
    await main(page).getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    await expect(main(page).getByText('Clara Berg: gebucht')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test('reservation, waiting list and the fax form: each page passes axe at both widths and does its job', async ({ page }) => {
  test.setTimeout(120_000);
  const events = (await (await page.request.get('/api/events?pageSize=20&kind=presence')).json()) as { items: { eventId: number }[] };
  const eventId = events.items[0]?.eventId ?? 0;
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/reservierung?termin=${String(eventId)}`);
  await page.getByRole('button', { name: 'Nur notwendige' }).click();
  // Clicked before hydration, the choice is made once the scripts are there (ui/start-after-paint.ts).
  await expect(page.getByRole('button', { name: 'Nur notwendige' })).toBeHidden();
  await checkBothWidths(page, 'reservierung');
  const form = main(page).getByRole('form', { name: 'Ihre Angaben' });
  await form.getByLabel('Anzahl der Plätze').selectOption('2');
  await form.getByLabel('Vorname').fill('Clara');
  await form.getByLabel('Nachname').fill('Berg');
  await form.getByLabel('E-Mail').fill('clara');
  await form.getByRole('button', { name: 'Unverbindlich reservieren' }).click();
  await expect(form.getByText('Bitte geben Sie eine gültige E-Mail-Adresse an')).toBeVisible();
  await checkBothWidths(page, 'reservierung-fehler');
  await form.getByLabel('E-Mail').fill('clara.berg@example.org');
  await form.getByRole('button', { name: 'Unverbindlich reservieren' }).click();
  await expect(main(page).getByText(/^2 Plätze reserviert bis \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr\. Reservierungsnummer: IFB-/)).toBeVisible();
  await checkBothWidths(page, 'reservierung-bestaetigt');

  await page.goto(`/warteliste?termin=${String(eventId)}`);
  await checkBothWidths(page, 'warteliste-eintragen');

  await page.goto(`/seminare/warenkorb/online-fax/${String(eventId)}`);
  await checkBothWidths(page, 'fax');
  const fax = main(page).getByRole('form', { name: 'Bestellformular ausfüllen' });
  await fax.getByRole('group', { name: '1. Teilnehmer' }).getByLabel('Vorname (optional)').fill('Dora');
  const [download] = await Promise.all([
    page.waitForResponse((response) => response.url().includes('pdf=1')),
    fax.getByRole('button', { name: 'Bestellformular als PDF erstellen' }).click(),
  ]);
  expect(download.headers()['content-type']).toBe('application/pdf');
  expect(download.url()).toContain('vorname1=Dora');
});

test('a customer logs in from the cart with the quick login card: the cart stays, the address comes from the portal', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/seminare/veranstaltungen?kind=online');
  await page.getByRole('button', { name: 'Nur notwendige' }).click();
  // Clicked before hydration, the choice is made once the scripts are there (ui/start-after-paint.ts).
  await expect(page.getByRole('button', { name: 'Nur notwendige' })).toBeHidden();
  const title = await main(page).getByRole('heading', { level: 2 }).first().textContent();
  await main(page).getByRole('button', { name: /^In den Warenkorb: / }).first().click();
  await main(page).getByRole('link', { name: 'zum Warenkorb' }).first().click();
  await expect(page).toHaveURL(/\/seminare\/warenkorb$/);
  // The quick login card needs its script: the header's cart control turns from a link into a button once it runs.
  await expect(page.getByRole('banner').getByRole('button', { name: /^Warenkorb/ })).toBeVisible();

  const login = main(page).getByRole('region', { name: 'Anmelden oder als Gast bestellen' });
  await login.getByLabel('E-Mail Adresse').fill('jonas.weber@example.org');
  await login.getByRole('button', { name: 'Weiter' }).click();
  await expect(page).toHaveURL(/\/kundenportal\/login\/jonas\.weber%40example\.org\?redirect=%2Fseminare%2Fwarenkorb$/);
  await main(page).getByLabel('Passwort').fill('Seminar-Demo-2026!');
  await main(page).getByRole('button', { name: 'Anmelden' }).click();

  await expect(page).toHaveURL(/\/seminare\/warenkorb$/);
  await expect(main(page).getByRole('heading', { level: 2, name: title ?? '' })).toBeVisible();
  await expect(main(page).getByRole('region', { name: 'Anmelden oder als Gast bestellen' })).toHaveCount(0);
  await expect(main(page).getByRole('form', { name: 'Rechnungsadresse' }).getByLabel('Firma (Arbeitgeber)')).not.toHaveValue('');
});
