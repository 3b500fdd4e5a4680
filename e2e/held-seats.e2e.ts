import { expect, test, type Page } from './test';
import { axeViolationsWithoutScripts } from './axe';
import { logInToPortalWithoutScripts, logInVia } from './demo-login';
import { waitForMailsTo } from './mailbox';
import { cleanAtBothWidths, flat, pdfOf } from './page-checks';
import { address, card, ORDER_ADDRESS, present, seatsLeft, upcomingDates, type CatalogueEvent } from './portal-bookings';

/**
 * Issue 24: a group reservation's seats are held for colleagues not named yet. Mein Bereich says
 * how many and until when; each seat is named (a participant of its own, with its own price and
 * papers, and a mail) or given back; the named ones are booked through the step with price and
 * consent. Markus Becker (a Gremium member) reserves: no other journey orders for him.
 */
const CUSTOMER = 'markus.becker@example.com';

const main = (page: Page) => page.getByRole('main');

/** A presence date of its own, far enough down the list that the other journeys leave it alone, with the seats free. */
const dateWithSeats = async (page: Page, skip: number, seats: number): Promise<CatalogueEvent> => {
  for (const date of (await upcomingDates(page.request)).slice(skip)) {
    if (date.kind === 'presence' && (await seatsLeft(page.request, date.eventId)) >= seats) return date;
  }
  throw new Error(`no presence date with ${String(seats)} free seats`);
};

const reserve = async (page: Page, date: CatalogueEvent, seats: number): Promise<void> => {
  await page.goto(`/reservierung?termin=${String(date.eventId)}`);
  const form = main(page).getByRole('form', { name: 'Ihre Angaben' });
  await form.getByLabel('Anzahl der Plätze').selectOption(String(seats));
  await form.getByLabel('Anrede').selectOption('Herr');
  await form.getByLabel('Vorname').fill('Markus');
  await form.getByLabel('Nachname').fill('Becker');
  await form.getByLabel('E-Mail').fill(CUSTOMER);
  await form.getByRole('button', { name: 'Unverbindlich reservieren' }).click();
  await expect(main(page).getByText(new RegExp(`^${String(seats)} Plätze reserviert bis`))).toBeVisible();
};

const nameSeat = async (page: Page, firstname: string, lastname: string, email: string): Promise<void> => {
  const form = main(page).getByRole('form', { name: 'Einen Platz benennen' });
  await form.getByLabel('Anrede').selectOption('Frau');
  await form.getByLabel('Vorname').fill(firstname);
  await form.getByLabel('Nachname').fill(lastname);
  await form.getByLabel('E-Mail').fill(email);
  await form.getByRole('button', { name: 'Platz benennen' }).click();
  await expect(main(page).getByRole('status').getByText('Der Platz ist benannt.', { exact: false })).toBeVisible();
};

const bookStep = async (page: Page, name: string): Promise<void> => {
  await main(page).getByRole('link', { name: `Verbindlich buchen: Reservierung von ${name}` }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Reservierung verbindlich buchen' })).toBeVisible();
  await expect(main(page).getByText('Gesamtsumme')).toBeVisible();
  for (const [label, value] of [['Firma (Arbeitgeber)', ORDER_ADDRESS.company], ['Straße', ORDER_ADDRESS.street], ['Hausnummer', ORDER_ADDRESS.streetNumber], ['Postleitzahl', ORDER_ADDRESS.postalCode], ['Ort', ORDER_ADDRESS.city]] as const) {
    await main(page).getByLabel(label).fill(value);
  }
  await main(page).getByRole('checkbox').check();
  await main(page).getByRole('button', { name: 'Zahlungspflichtig buchen' }).click();
  await expect(main(page).getByRole('status').getByText('Die Reservierung ist jetzt eine verbindliche Buchung.', { exact: false })).toBeVisible();
};

test('three reserved seats: two are named with their own price and papers, the third is given back, the two are booked', async ({ page }) => {
  test.setTimeout(240_000);
  await logInVia(page, '/meinifb', CUSTOMER, 1440);
  const date = await dateWithSeats(page, 40, 3);
  await reserve(page, date, 3);

  await page.goto('/meinifb');
  const held = card(page, date);
  await expect(held.getByText(/^Herr Markus Becker: 3 Plätze reserviert bis \d{2}\.\d{2}\.\d{4}$/)).toBeVisible();
  // Held seats have no name to print: no papers until each is named.
  await expect(held.getByRole('link', { name: /^Entsendungsbeschluss für Herrn Markus Becker/ })).toHaveCount(0);
  await cleanAtBothWidths(page, 'plaetze-gehalten');

  const anna = address('anna.hoffmann');
  await held.getByRole('link', { name: 'Plätze benennen oder zurückgeben: Plätze von Herrn Markus Becker' }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Plätze von Herrn Markus Becker' })).toBeVisible();
  await cleanAtBothWidths(page, 'plaetze-benennen');
  await nameSeat(page, 'Anna', 'Hoffmann', anna);
  await expect(card(page, date).getByText(/^Frau Anna Hoffmann: reserviert bis/)).toBeVisible();
  await expect(card(page, date).getByText(/^Herr Markus Becker: 2 Plätze reserviert bis/)).toBeVisible();
  const mail = flat((await waitForMailsTo(anna))[0]);
  expect(mail).toContain('für einen der reservierten Plätze');
  expect(mail).toContain(date.theme.title);

  await card(page, date).getByRole('link', { name: 'Plätze benennen oder zurückgeben: Plätze von Herrn Markus Becker' }).click();
  await nameSeat(page, 'Bea', 'Lorenz', address('bea.lorenz'));

  // Each named colleague has papers of her own, with the price of her seat's position.
  const annaPaper = await pdfOf(page, card(page, date).getByRole('link', { name: 'Entsendungsbeschluss für Frau Anna Hoffmann (PDF)' }));
  const beaPaper = await pdfOf(page, card(page, date).getByRole('link', { name: 'Entsendungsbeschluss für Frau Bea Lorenz (PDF)' }));
  expect(annaPaper).toContain('Anna Hoffmann');
  expect(beaPaper).toContain('Bea Lorenz');
  const euros = (text: string) => /(\d{1,3}(?:\.\d{3})*,\d{2})\s?€/.exec(text)?.[1];
  expect(present(euros(annaPaper), 'Anna’s price')).not.toBe(present(euros(beaPaper), 'Bea’s price'));

  // The third seat is given back: it is free again.
  const freeBefore = await seatsLeft(page.request, date.eventId);
  await card(page, date).getByRole('link', { name: 'Plätze benennen oder zurückgeben: Plätze von Herrn Markus Becker' }).click();
  await main(page).getByRole('button', { name: 'Einen Platz zurückgeben' }).click();
  await expect(main(page).getByRole('status').getByText('Ein Platz ist zurückgegeben und wieder frei.')).toBeVisible();
  expect(await seatsLeft(page.request, date.eventId)).toBe(freeBefore + 1);

  await bookStep(page, 'Frau Anna Hoffmann');
  await bookStep(page, 'Frau Bea Lorenz');
  await expect(card(page, date).getByText('Frau Anna Hoffmann: gebucht')).toBeVisible();
  await expect(card(page, date).getByText('Frau Bea Lorenz: gebucht')).toBeVisible();
  await cleanAtBothWidths(page, 'plaetze-gebucht');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the same three seats by plain form posts: two named, the third given back, the two booked', async ({ page, browser }) => {
    test.setTimeout(180_000);
    await logInToPortalWithoutScripts(page, CUSTOMER);
    const date = await dateWithSeats(page, 48, 3);
    await reserve(page, date, 3);

    const seatsPage = async () => {
      await page.goto('/meinifb');
      await card(page, date).getByRole('link', { name: 'Plätze benennen oder zurückgeben: Plätze von Herrn Markus Becker' }).click();
    };
    await seatsPage();
    expect(await axeViolationsWithoutScripts(browser, page)).toEqual([]);
    await nameSeat(page, 'Carla', 'Vogt', address('carla.vogt'));
    await seatsPage();
    await nameSeat(page, 'Dana', 'Roth', address('dana.roth'));
    await expect(card(page, date).getByText(/^Herr Markus Becker: 1 Platz reserviert bis/)).toBeVisible();
    for (const name of ['Frau Carla Vogt', 'Frau Dana Roth']) {
      expect(await pdfOf(page, card(page, date).getByRole('link', { name: `Entsendungsbeschluss für ${name} (PDF)` }))).toContain(name.replace('Frau ', ''));
    }

    await seatsPage();
    await main(page).getByRole('button', { name: 'Einen Platz zurückgeben' }).click();
    await expect(main(page).getByRole('status').getByText('Ein Platz ist zurückgegeben und wieder frei.')).toBeVisible();

    await bookStep(page, 'Frau Carla Vogt');
    await bookStep(page, 'Frau Dana Roth');
    await expect(card(page, date).getByText('Frau Carla Vogt: gebucht')).toBeVisible();
    await expect(card(page, date).getByText('Frau Dana Roth: gebucht')).toBeVisible();
    expect(await axeViolationsWithoutScripts(browser, page)).toEqual([]);
  });
});
