import { expect, test, type Page } from './test';
import { logInVia } from './demo-login';
import { mailsTo } from './mailbox';
import { cleanAtBothWidths } from './page-checks';
import { address, book, card, seatsLeft, upcomingDates, type CatalogueEvent } from './portal-bookings';

/**
 * Issue 25, the back office's dates: staff open a booked date, try to lower its capacity below
 * the seats taken (the domain's message at the field, nothing saved), then call it off. The
 * participant gets the mail and Mein Bereich shows the date as called off. Tobias Krause books:
 * the other journeys order nothing for him.
 */
const CUSTOMER = 'tobias.krause@example.org';
const STAFF = 'kundenservice@example.org';

const main = (page: Page) => page.getByRole('main');

/** A presence date of its own, far down the list, with room for two. */
const dateWithSeats = async (page: Page): Promise<CatalogueEvent> => {
  for (const date of (await upcomingDates(page.request)).slice(40)) {
    if (date.kind === 'presence' && (await seatsLeft(page.request, date.eventId)) >= 2) return date;
  }
  throw new Error('no presence date with two free seats');
};

test('staff cannot lower a capacity below the seats taken; calling the booked date off mails the participant and Mein Bereich says "abgesagt"', async ({ page, browser }) => {
  await logInVia(page, '/meinifb', CUSTOMER, 1440);
  const date = await dateWithSeats(page);
  await book(page, date, [
    { salutation: 'Herr', firstname: 'Tobias', lastname: 'Krause', email: CUSTOMER },
    { salutation: 'Frau', firstname: 'Greta', lastname: 'Kollegin', email: address('greta') },
  ]);

  const staff = await (await browser.newContext()).newPage();
  const datePage = `/manage/termine/${String(date.eventId)}`;
  await logInVia(staff, datePage, STAFF, 1440);
  await expect(main(staff).getByRole('heading', { level: 1, name: `${date.theme.title}: Termin ${String(date.eventId)}` })).toBeVisible();

  const form = main(staff).getByRole('form', { name: 'Termin ändern oder verschieben' });
  await form.getByLabel('Kapazität (Plätze)').fill('1');
  await form.getByRole('button', { name: 'Speichern' }).click();
  const capacity = form.getByLabel('Kapazität (Plätze)');
  await expect(capacity).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText(/Die Kapazität darf nicht unter den bereits vergebenen Plätzen liegen \(\d+ vergeben\)\./)).toBeVisible();
  await expect(capacity).toHaveValue('1');
  await cleanAtBothWidths(staff, 'manage-date-capacity-refused');

  const cancel = main(staff).getByRole('form', { name: 'Termin absagen' });
  await cancel.getByLabel('Ja, den Termin absagen und alle Teilnehmenden benachrichtigen').check();
  await cancel.getByRole('button', { name: 'Termin absagen' }).click();
  await expect(main(staff).getByRole('status').getByText('Der Termin wurde abgesagt.', { exact: false })).toBeVisible();
  await expect(main(staff).getByText('abgesagt', { exact: true })).toBeVisible();
  await cleanAtBothWidths(staff, 'manage-date-cancelled');

  await expect
    .poll(async () => (await mailsTo(CUSTOMER)).some((text) => text.includes('leider müssen wir den folgenden Termin absagen') && text.includes(date.theme.title)), {
      timeout: 15_000,
    })
    .toBe(true);

  await page.goto('/meinifb');
  const booked = card(page, date);
  await expect(booked.getByText('Termin abgesagt')).toBeVisible();
  await expect(booked.getByText('abgesagt', { exact: true }).first()).toBeVisible();
});

test('staff change a venue\'s overnight price; a bad postal code gets the site\'s message at the field and saves nothing', async ({ page }) => {
  await logInVia(page, '/manage/orte', STAFF, 1440);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Veranstaltungsorte und Hotels' })).toBeVisible();
  await cleanAtBothWidths(page, 'manage-venues');
  await main(page).getByRole('link', { name: 'Hotel Alsterkontor' }).click();
  const form = main(page).getByRole('form', { name: 'Anschrift und Übernachtung' });
  await form.getByLabel('Postleitzahl').fill('2009');
  await form.getByLabel('Preis pro Nacht und Person in €').fill('124,50');
  await form.getByLabel('Leistung').fill('Einzelzimmer inkl. Frühstück');
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(form.getByLabel('Postleitzahl')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Die Postleitzahl ist ungültig')).toBeVisible();
  await cleanAtBothWidths(page, 'manage-venue-refused');
  await form.getByLabel('Postleitzahl').fill('20095');
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(main(page).getByRole('status').getByText('Der Veranstaltungsort wurde gespeichert.')).toBeVisible();
  await expect(form.getByLabel('Preis pro Nacht und Person in €')).toHaveValue('124,50');
});

test('a Fachtagung\'s capacity of 0 gets the German message at the field and saves nothing; a new capacity and price are saved', async ({ page }) => {
  await logInVia(page, '/manage/fachtagungen', STAFF, 1440);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Fachtagungen' })).toBeVisible();
  await cleanAtBothWidths(page, 'manage-conferences');
  await main(page).getByRole('table').getByRole('link').first().click();
  const form = main(page).getByRole('form', { name: 'Termin, Plätze, Preis und Programm' });
  await form.getByLabel('Kapazität (Plätze)').fill('0');
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(form.getByLabel('Kapazität (Plätze)')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Bitte geben Sie die Kapazität als ganze Zahl ab 1 an.')).toBeVisible();
  await cleanAtBothWidths(page, 'manage-conference-refused');
  await form.getByLabel('Kapazität (Plätze)').fill('150');
  await form.getByLabel('Preis pro Person in €').fill('615,00');
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(main(page).getByRole('status').getByText('Die Fachtagung wurde gespeichert.')).toBeVisible();
  await expect(form.getByLabel('Preis pro Person in €')).toHaveValue('615,00');
});

test('a customer who opens a page of the back office\'s dates, venues or Fachtagungen gets the access-denied page', async ({ page }) => {
  await logInVia(page, '/meinifb', CUSTOMER, 390);
  for (const path of ['/manage/termine/1', '/manage/seminare/x/termine/neu', '/manage/orte', '/manage/orte/104', '/manage/fachtagungen', '/manage/fachtagungen/1']) {
    expect((await page.goto(path))?.status(), path).toBe(403);
  }
});
