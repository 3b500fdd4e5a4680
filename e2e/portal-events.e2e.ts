import { expect, test, type Page } from './test';
import { axeViolationsWithoutScripts } from './axe';
import { logInToPortalWithoutScripts, logInVia } from './demo-login';
import { waitForMailsTo } from './mailbox';
import { cleanAtBothWidths, flat, pdfOf } from './page-checks';
import { address, book, card, dateLine, germanDate, ORDER_ADDRESS, present, seatsLeft, upcomingDates, type CatalogueEvent } from './portal-bookings';

/**
 * Issue 12: a customer manages the bookings in meinifb without calling the office. The events
 * with each participant's state, a reservation made a booking, a cancellation under the shown
 * terms whose seat goes to the waiting list, a colleague substituted (both get a mail), the
 * three papers, the own photo deleted after a confirmation; every state axe-clean at 1440 and
 * 390 px. Claudia Fischer (a single user) is the customer: no other journey books for her.
 */
const CUSTOMER = 'claudia.fischer@example.org';

const main = (page: Page) => page.getByRole('main');

/** Dates of different seminars, after the ones the other journeys take first (they book the soonest). */
const distinctDates = (dates: readonly CatalogueEvent[], count: number, from = 12): CatalogueEvent[] => {
  const chosen: CatalogueEvent[] = [];
  for (const date of dates.slice(from)) {
    if (chosen.length === count) break;
    if (date.kind === 'presence' && !chosen.some((other) => other.theme.title === date.theme.title)) chosen.push(date);
  }
  if (chosen.length < count) throw new Error('not enough distinct dates in the demo catalogue');
  return chosen;
};

test('the customer sees each participant’s state, books a reservation, cancels for the waiting list, substitutes a colleague and gets the papers', async ({ page }) => {
  test.setTimeout(240_000);
  await logInVia(page, '/meinifb', CUSTOMER, 1440);
  const dates = distinctDates(await upcomingDates(page.request), 2);
  const seminar = present(dates[0], 'a date');
  const full = present(dates[1], 'a second date');
  const people = {
    anna: { salutation: 'Frau' as const, firstname: 'Anna', lastname: 'Lange', email: address('anna.lange') },
    bernd: { salutation: 'Herr' as const, firstname: 'Bernd', lastname: 'Kurz', email: address('bernd.kurz'), bookingType: 'Reservierung' as const },
    carla: { salutation: 'Frau' as const, firstname: 'Carla', lastname: 'Brandt', email: address('carla.brandt') },
    dirk: { salutation: 'Herr' as const, firstname: 'Dirk', lastname: 'Sommer', email: address('dirk.sommer') },
  };
  const booked = await book(page, seminar, [people.anna, people.bernd]);
  const anna = present(booked[0], 'Anna');
  const bernd = present(booked[1], 'Bernd');
  // The second date is filled to the last seat, so one more participant waits.
  const free = await seatsLeft(page.request, full.eventId);
  const fillers = Array.from({ length: free - 1 }, (_, index) => ({ salutation: 'Frau' as const, firstname: 'Kollegin', lastname: `Nr ${String(index + 1)}`, email: address(`kollegin${String(index + 1)}`) }));
  const placed = await book(page, full, [people.carla, ...fillers, people.dirk]);
  expect(placed.at(-1)?.status).toBe('waitlisted');

  await page.goto('/meinifb');
  const first = card(page, seminar);
  await expect(first.getByText(`${dateLine(seminar)} · Präsenzseminar`)).toBeVisible();
  await expect(first.getByText(seminar.locationText, { exact: true })).toBeVisible();
  await expect(first.getByText('Frau Anna Lange: gebucht')).toBeVisible();
  await expect(first.getByText(`Herr Bernd Kurz: reserviert bis ${germanDate(present(bernd.reservedUntil, 'deadline'))}`)).toBeVisible();
  const second = card(page, full);
  await expect(second.getByText('Frau Carla Brandt: gebucht')).toBeVisible();
  await expect(second.getByText('Herr Dirk Sommer: auf der Warteliste Platz 1')).toBeVisible();
  // Waiting holds no seat: no papers for the employer yet, and nothing to book.
  await expect(second.getByRole('link', { name: 'Entsendungsbeschluss für Herrn Dirk Sommer (PDF)' })).toHaveCount(0);
  await expect(main(page).getByRole('heading', { name: 'Besuchte Seminare (0)' })).toBeVisible();
  await cleanAtBothWidths(page, 'liste');

  // A reservation becomes a booking before its deadline, in a step: who at which price, the
  // invoice address filled in, the consent; the participant hears of it.
  await first.getByRole('link', { name: 'Verbindlich buchen: Reservierung von Herrn Bernd Kurz' }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Reservierung verbindlich buchen' })).toBeVisible();
  await expect(main(page).getByText(/^Herr Bernd Kurz – reserviert bis/)).toBeVisible();
  await expect(main(page).getByText('Gesamtsumme')).toBeVisible();
  for (const [label, value] of [['Firma (Arbeitgeber)', ORDER_ADDRESS.company], ['Straße', ORDER_ADDRESS.street], ['Hausnummer', ORDER_ADDRESS.streetNumber], ['Postleitzahl', ORDER_ADDRESS.postalCode], ['Ort', ORDER_ADDRESS.city]] as const) {
    await main(page).getByLabel(label).fill(value);
  }
  await main(page).getByRole('button', { name: 'Zahlungspflichtig buchen' }).click();
  await expect(main(page).getByText('Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen')).toBeVisible();
  await cleanAtBothWidths(page, 'buchen');
  await main(page).getByRole('checkbox').check();
  await main(page).getByRole('button', { name: 'Zahlungspflichtig buchen' }).click();
  await expect(main(page).getByRole('status').getByText('Die Reservierung ist jetzt eine verbindliche Buchung.', { exact: false })).toBeVisible();
  await expect(card(page, seminar).getByText('Herr Bernd Kurz: gebucht')).toBeVisible();
  await expect(card(page, seminar).getByRole('link', { name: /^Verbindlich buchen/ })).toHaveCount(0);
  expect(flat((await waitForMailsTo(people.bernd.email))[0])).toContain('in eine verbindliche Buchung umgewandelt');
  await cleanAtBothWidths(page, 'gebucht');

  // Cancel Carla: the terms first, then the confirmation; her seat goes to Dirk on the waiting list.
  await card(page, full).getByRole('link', { name: 'Ersetzen oder stornieren: Teilnahme von Frau Carla Brandt' }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Teilnahme von Frau Carla Brandt' })).toBeVisible();
  await expect(main(page).getByText('Unsere Stornobedingungen:')).toBeVisible();
  await expect(main(page).getByText(/^Eine Stornierung (ist jetzt kostenfrei\.|kostet jetzt \d+ % der Seminargebühr: .+\s€\.)$/)).toBeVisible();
  await cleanAtBothWidths(page, 'stornieren');
  await main(page).getByRole('button', { name: 'Verbindlich stornieren' }).click();
  await expect(page).toHaveURL('/meinifb?erledigt=storniert');
  await expect(main(page).getByRole('status').getByText('Die Teilnahme ist storniert. Ein freier Platz wird der Warteliste angeboten.')).toBeVisible();
  await expect(card(page, full).getByText('Frau Carla Brandt: storniert')).toBeVisible();
  await expect(card(page, full).getByRole('link', { name: 'Ersetzen oder stornieren: Teilnahme von Frau Carla Brandt' })).toHaveCount(0);
  const offer = flat((await waitForMailsTo(people.dirk.email))[0]);
  expect(offer).toContain('ist ein Platz frei geworden');
  expect(offer).toContain(full.theme.title);
  await cleanAtBothWidths(page, 'storniert');

  // Anna gives her seat to a colleague: a wrong e-mail is refused at the field and keeps the rest.
  await card(page, seminar).getByRole('link', { name: 'Ersetzen oder stornieren: Teilnahme von Frau Anna Lange' }).click();
  const form = main(page).getByRole('form', { name: 'Ersatzteilnehmer benennen' });
  await form.getByLabel('Anrede').selectOption('Herr');
  await form.getByLabel('Vorname').fill('Can');
  await form.getByLabel('Nachname').fill('Demir');
  await form.getByLabel('E-Mail').fill('can.demir@');
  await form.getByRole('button', { name: 'Teilnahme übertragen' }).click();
  await expect(form.getByText('Bitte geben Sie eine gültige E-Mail-Adresse an', { exact: false })).toBeVisible();
  await expect(form.getByLabel('Nachname')).toHaveValue('Demir');
  await cleanAtBothWidths(page, 'ersetzen-fehler');
  const can = address('can.demir');
  await form.getByLabel('E-Mail').fill(can);
  await form.getByRole('button', { name: 'Teilnahme übertragen' }).click();
  await expect(main(page).getByRole('status').getByText('Die Teilnahme ist übertragen. Beide Teilnehmenden erhalten eine E-Mail.')).toBeVisible();
  const seat = card(page, seminar);
  await expect(seat.getByText('Herr Can Demir: gebucht')).toBeVisible();
  await expect(seat.getByText('Frau Anna Lange', { exact: false })).toHaveCount(0);
  const [toCan] = await waitForMailsTo(can);
  const [toAnna] = await waitForMailsTo(people.anna.email);
  expect(flat(toCan)).toContain('Sie übernehmen den Platz von Frau Anna Lange');
  expect(flat(toCan)).toContain(`/meinifb/teilnahme/${String(anna.participantId)}/entsendungsbeschluss.pdf`);
  expect(flat(toAnna)).toContain('auf Herrn Can Demir übertragen. Sie sind für diesen Termin nicht mehr angemeldet.');
  await cleanAtBothWidths(page, 'ersetzt');

  // The papers for the employer carry the booking's data; the seat and its id stayed.
  const resolution = await pdfOf(page, seat.getByRole('link', { name: 'Entsendungsbeschluss für Herrn Can Demir (PDF)' }));
  for (const expected of ['Entsendungsbeschluss', 'Can Demir', seminar.theme.title, '§ 37 Abs. 6 BetrVG']) expect(resolution).toContain(expected);
  const costs = await pdfOf(page, seat.getByRole('link', { name: 'Kostenübernahme für Herrn Can Demir (PDF)' }));
  for (const expected of ['Kostenübernahme', 'Can Demir', seminar.theme.title, ORDER_ADDRESS.company, '§ 40 BetrVG']) expect(costs).toContain(expected);
  // Before the end there is no certificate: no link, and the address itself gives a German page.
  await expect(seat.getByRole('link', { name: /^Teilnahmebescheinigung/ })).toHaveCount(0);
  const early = await page.goto(`/meinifb/teilnahme/${String(anna.participantId)}/teilnahmebescheinigung.pdf`);
  expect(early?.status()).toBe(409);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Teilnahmebescheinigung' })).toBeVisible();
  await expect(main(page).getByText('Die Teilnahmebescheinigung gibt es nach dem Ende des Seminars, für gebuchte Teilnehmende, deren Teilnahme erfasst ist.')).toBeVisible();
  // Once the page's script has started, it is still that one page (it hydrates on the PDF's address).
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(main(page).getByText('Die Teilnahmebescheinigung gibt es nach dem Ende des Seminars, für gebuchte Teilnehmende, deren Teilnahme erfasst ist.')).toBeVisible();
  await cleanAtBothWidths(page, 'bescheinigung-zu-frueh');
  await main(page).getByRole('link', { name: 'Zurück zu Mein Bereich' }).click();
  await expect(page).toHaveURL('/meinifb');
});

test('the uploader deletes her own photo after “Foto wirklich löschen?”; another’s photo has no delete and a forged post is refused', async ({ page }) => {
  test.setTimeout(120_000);
  await logInVia(page, '/meinifb', CUSTOMER, 1440);
  // The demo's own photo (Claudia's) belongs to the second-soonest date.
  const photoDate = present((await upcomingDates(page.request))[1], 'the second-soonest date');
  await book(page, photoDate, [{ salutation: 'Frau', firstname: 'Claudia', lastname: 'Fischer', email: address('claudia') }]);
  await page.goto('/meinifb');
  await card(page, photoDate).getByRole('link', { name: `Unterlagen und Fotos: ${photoDate.theme.title}` }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Unterlagen und Fotos' })).toBeVisible();
  await expect(main(page).getByRole('img', { name: 'Tagungshotel und Anreise' })).toBeVisible();
  await expect(main(page).getByRole('img', { name: 'Gruppenfoto vom Kennenlernabend' })).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Foto löschen: Tagungshotel und Anreise' })).toHaveCount(0);
  await cleanAtBothWidths(page, 'fotos');
  const filesPath = new URL(page.url()).pathname;

  await main(page).getByRole('link', { name: 'Foto löschen: Gruppenfoto vom Kennenlernabend' }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Foto wirklich löschen?' })).toBeVisible();
  await cleanAtBothWidths(page, 'foto-loeschen');
  // The form's token, for a forged post below that differs only in the photo.
  const token = await main(page).locator('input[name="_xsrf"]').inputValue();
  await main(page).getByRole('link', { name: 'Abbrechen' }).click();
  await expect(page).toHaveURL(filesPath);
  await expect(main(page).getByRole('img', { name: 'Gruppenfoto vom Kennenlernabend' })).toBeVisible();

  // A forged post for the provider's photo (the form's token is right, the photo is not hers): refused, the photo stays.
  const others = (await main(page).getByRole('link', { name: 'Foto herunterladen: Tagungshotel und Anreise' }).getAttribute('href')) ?? '';
  const forged = await page.request.post(filesPath, { form: { _xsrf: token, intent: 'foto-loeschen', fileId: others.split('/').at(-1) ?? '' }, headers: { Accept: 'text/html' } });
  expect(forged.status()).toBe(403);
  expect(await forged.text()).toContain('Sie dürfen diese Datei nicht löschen.');
  const confirmOthers = await page.goto(`${filesPath}/foto-loeschen/${others.split('/').at(-1) ?? ''}`);
  expect(confirmOthers?.status()).toBe(403);
  await expect(main(page).getByText('Sie dürfen diese Datei nicht löschen.')).toBeVisible();

  await page.goto(filesPath);
  await main(page).getByRole('link', { name: 'Foto löschen: Gruppenfoto vom Kennenlernabend' }).click();
  await main(page).getByRole('button', { name: 'Ja, Foto löschen' }).click();
  await expect(page).toHaveURL(new RegExp(`${filesPath}\\?erledigt=foto-geloescht$`));
  await expect(main(page).getByRole('status').getByText('Das Foto wurde gelöscht.')).toBeVisible();
  await expect(main(page).getByRole('img', { name: 'Gruppenfoto vom Kennenlernabend' })).toHaveCount(0);
  await expect(main(page).getByRole('img', { name: 'Tagungshotel und Anreise' })).toBeVisible();
  await cleanAtBothWidths(page, 'foto-geloescht');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a reservation is booked, a colleague substituted and another participant cancelled, all by plain form posts', async ({ page, browser }) => {
    test.setTimeout(180_000);
    await logInToPortalWithoutScripts(page, CUSTOMER);
    const date = present(distinctDates(await upcomingDates(page.request), 1, 30)[0], 'date');
    await book(page, date, [
      { salutation: 'Herr', firstname: 'Emil', lastname: 'Roth', email: address('emil.roth') },
      { salutation: 'Frau', firstname: 'Frieda', lastname: 'Hahn', email: address('frieda.hahn'), bookingType: 'Reservierung' },
      { salutation: 'Herr', firstname: 'Gustav', lastname: 'Kern', email: address('gustav.kern') },
    ]);
    await page.goto('/meinifb');
    await card(page, date).getByRole('link', { name: 'Verbindlich buchen: Reservierung von Frau Frieda Hahn' }).click();
    for (const [label, value] of [['Firma (Arbeitgeber)', ORDER_ADDRESS.company], ['Straße', ORDER_ADDRESS.street], ['Hausnummer', ORDER_ADDRESS.streetNumber], ['Postleitzahl', ORDER_ADDRESS.postalCode], ['Ort', ORDER_ADDRESS.city]] as const) {
      await main(page).getByLabel(label).fill(value);
    }
    await main(page).getByRole('checkbox').check();
    expect(await axeViolationsWithoutScripts(browser, page)).toEqual([]);
    await main(page).getByRole('button', { name: 'Zahlungspflichtig buchen' }).click();
    await expect(main(page).getByText('Die Reservierung ist jetzt eine verbindliche Buchung.', { exact: false })).toBeVisible();
    await expect(card(page, date).getByText('Frau Frieda Hahn: gebucht')).toBeVisible();

    await card(page, date).getByRole('link', { name: 'Ersetzen oder stornieren: Teilnahme von Herrn Emil Roth' }).click();
    const form = main(page).getByRole('form', { name: 'Ersatzteilnehmer benennen' });
    await form.getByLabel('Anrede').selectOption('Frau');
    await form.getByLabel('Vorname').fill('Ida');
    await form.getByLabel('Nachname').fill('Vogt');
    await form.getByLabel('E-Mail').fill('kein-at-zeichen');
    await form.getByRole('button', { name: 'Teilnahme übertragen' }).click();
    await expect(form.getByText('Bitte geben Sie eine gültige E-Mail-Adresse an', { exact: false })).toBeVisible();
    await expect(form.getByLabel('Vorname')).toHaveValue('Ida');
    expect(await axeViolationsWithoutScripts(browser, page)).toEqual([]);
    await form.getByLabel('E-Mail').fill(address('ida.vogt'));
    await form.getByRole('button', { name: 'Teilnahme übertragen' }).click();
    await expect(main(page).getByText('Die Teilnahme ist übertragen.', { exact: false })).toBeVisible();
    await expect(card(page, date).getByText('Frau Ida Vogt: gebucht')).toBeVisible();
    expect(flat((await waitForMailsTo(address('ida.vogt')))[0])).toContain('Sie übernehmen den Platz von Herrn Emil Roth');

    await card(page, date).getByRole('link', { name: 'Ersetzen oder stornieren: Teilnahme von Herrn Gustav Kern' }).click();
    await expect(main(page).getByText('Unsere Stornobedingungen:')).toBeVisible();
    await main(page).getByRole('button', { name: 'Verbindlich stornieren' }).click();
    await expect(main(page).getByText('Die Teilnahme ist storniert.', { exact: false })).toBeVisible();
    await expect(card(page, date).getByText('Herr Gustav Kern: storniert')).toBeVisible();
    expect(await axeViolationsWithoutScripts(browser, page)).toEqual([]);
  });
});
