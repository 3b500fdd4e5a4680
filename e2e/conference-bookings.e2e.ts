import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from './test';
import { acceptOnlyNecessaryCookies } from './consent';
import { logInVia } from './demo-login';
import { mailsTo } from './mailbox';
import { cleanAtBothWidths, flat, pdfOf } from './page-checks';
import { address, present } from './portal-bookings';

/**
 * Issue 24: a Fachtagung booking is an order like a seminar's. A customer books one in the
 * browser, finds it in meinifb with its papers, the confirmation PDF and the calendar entry, and
 * cancels it; a full Fachtagung's waiting list gets the freed seat by the same offer mail and
 * link as a seminar's. Each journey takes a Fachtagung no other journey books (conference.e2e.ts
 * books the soonest); Jonas Weber is the customer, as a single user without a Gremium.
 */
const CUSTOMER = 'jonas.weber@example.org';

interface Conference {
  readonly url: string;
  readonly title: string;
  readonly startDate: string;
  readonly capacity: number;
}

const main = (page: Page) => page.getByRole('main');

/** The upcoming Fachtagungen, soonest first; `index` picks one the other journeys leave alone. */
const conferenceAt = async (request: APIRequestContext, index: number): Promise<Conference> => {
  const conferences = (await (await request.get('/api/get-conferences')).json()) as Conference[];
  const sorted = [...conferences].sort((a, b) => a.startDate.localeCompare(b.startDate));
  return present(sorted[index], `Fachtagung ${String(index + 1)} of the demo data`);
};

interface Person {
  readonly salutation: 'Frau' | 'Herr';
  readonly firstname: string;
  readonly lastname: string;
  readonly email: string;
}

/** Fills the booking form for one participant who is also the contact, consents and books. */
const bookThroughTheForm = async (page: Page, conference: Conference, person: Person): Promise<void> => {
  await page.goto(`/fachtagung/${conference.url}/buchung`);
  const participant = main(page).getByRole('group', { name: /^1\. Teilnehmer/ });
  await participant.getByLabel('Anrede').selectOption(person.salutation);
  await participant.getByLabel('Vorname').fill(person.firstname);
  await participant.getByLabel('Nachname').fill(person.lastname);
  await participant.getByLabel('E-Mail').fill(person.email);
  const contact = main(page).getByRole('region', { name: 'Ansprechpartner für die Buchung' });
  await contact.getByLabel('Anrede').selectOption(person.salutation);
  await contact.getByLabel('Vorname').fill(person.firstname);
  await contact.getByLabel('Nachname').fill(person.lastname);
  await contact.getByLabel('E-Mail').fill(person.email);
  await contact.getByLabel(/^Firma/).fill('Stadtwerke Beispielstadt GmbH');
  await main(page).getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check();
  await main(page).getByRole('button', { name: 'Zahlungspflichtig buchen' }).click();
  await expect(page).toHaveURL(new RegExp(`/fachtagung/${conference.url}/buchung/bestaetigung\\?buchung=IFB-\\d{4}-\\d{6}$`));
};

/** The card of the Fachtagung in meinifb. */
const card = (page: Page, conference: Conference) =>
  main(page).getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: conference.title, exact: true }) });

/** Waits until a mail to the address says `text`; answers that mail, flattened. */
const mailSaying = async (to: string, text: string, timeoutMs = 20_000): Promise<string> => {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const found = (await mailsTo(to)).map(flat).find((mail) => mail.includes(text));
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no mail to ${to} saying "${text}"`);
};

test('a customer books a Fachtagung, finds it in meinifb with its papers, confirmation and calendar entry, and cancels it', async ({ page }) => {
  test.setTimeout(120_000);
  await logInVia(page, '/meinifb', CUSTOMER, 1440);
  const conference = await conferenceAt(page.request, 2);
  const paul = { salutation: 'Herr' as const, firstname: 'Paul', lastname: 'Vogt', email: address('paul.vogt') };

  await bookThroughTheForm(page, conference, paul);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Buchung' })).toBeVisible();
  await expect(main(page).getByText('Herr Paul Vogt: gebucht')).toBeVisible();
  const orderNumber = present((await main(page).getByText(/^Ihre Buchungsnummer: /).textContent())?.match(/IFB-\d{4}-\d{6}/)?.[0], 'the order number');
  const confirmation = await pdfOf(page, main(page).getByRole('link', { name: 'Bestätigung als PDF' }));
  expect(confirmation).toContain(orderNumber);
  expect(confirmation).toContain(conference.title);
  expect(confirmation).toContain('Herr Paul Vogt');
  const calendar = await page.request.get(present(await main(page).getByRole('link', { name: 'Termin in den Kalender (.ics)' }).getAttribute('href'), 'the calendar link'));
  expect(calendar.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const entry = (await calendar.text()).replace(/\r\n /g, '');
  expect(entry).toContain(`SUMMARY:${conference.title}`);
  expect(entry).toContain(`/fachtagung/${conference.url}`);
  await cleanAtBothWidths(page, 'fachtagung-gebucht');

  // In meinifb among the future events, with the papers for the employer.
  await page.goto('/meinifb');
  const booked = card(page, conference);
  await expect(booked.getByText(/ · Fachtagung$/)).toBeVisible();
  await expect(booked.getByText('Herr Paul Vogt: gebucht')).toBeVisible();
  const delegation = await pdfOf(page, booked.getByRole('link', { name: 'Entsendungsbeschluss für Herrn Paul Vogt (PDF)' }));
  expect(delegation).toContain(`Fachtagung ${conference.title}`);
  expect(delegation).toContain('Tagungsgebühr');
  expect(delegation).toContain(orderNumber);
  expect(await pdfOf(page, booked.getByRole('link', { name: `Teilnahmeinformation zu ${conference.title} (PDF)` }))).toContain(conference.title);
  await cleanAtBothWidths(page, 'fachtagung-meinifb');

  // Cancelled under the shown terms: the seat is given back, the papers are gone.
  await booked.getByRole('link', { name: 'Ersetzen oder stornieren: Teilnahme von Herrn Paul Vogt' }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Teilnahme von Herrn Paul Vogt' })).toBeVisible();
  await expect(main(page).getByText('Unsere Stornobedingungen:')).toBeVisible();
  await cleanAtBothWidths(page, 'fachtagung-stornieren');
  await main(page).getByRole('button', { name: 'Verbindlich stornieren' }).click();
  await expect(page).toHaveURL('/meinifb?erledigt=storniert');
  await expect(card(page, conference).getByText('Herr Paul Vogt: storniert')).toBeVisible();
  await expect(card(page, conference).getByRole('link', { name: 'Entsendungsbeschluss für Herrn Paul Vogt (PDF)' })).toHaveCount(0);
  await cleanAtBothWidths(page, 'fachtagung-storniert');
});

/** Books the Fachtagung's seats left for colleagues of the customer, 20 per booking (the form's limit), through the page's session. */
const fillSeats = async (page: Page, conference: Conference): Promise<void> => {
  await page.request.get('/kundenportal/get-token');
  const xsrf = decodeURIComponent((await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '');
  const contact = { salutation: 'Herr', firstname: 'Jonas', lastname: 'Weber', email: CUSTOMER, company: 'Stadtwerke Beispielstadt GmbH' };
  for (let taken = 0; taken < conference.capacity; ) {
    const count = Math.min(20, conference.capacity - taken);
    const participants = Array.from({ length: count }, (_, index) => ({
      salutation: 'Frau',
      firstname: 'Kollegin',
      lastname: `Nr ${String(taken + index + 1)}`,
      email: address(`kollegin${String(taken + index + 1)}`),
    }));
    const answer = await page.request.post(`/api/fachtagung/${conference.url}/buchung`, {
      data: { acceptTerms: true, contact, participants },
      headers: { 'X-XSRF-TOKEN': xsrf, 'Idempotency-Key': randomUUID(), Accept: 'application/json' },
    });
    expect(answer.status(), await answer.text()).toBe(201);
    expect(((await answer.json()) as { status: string }).status).toBe('booked');
    taken += count;
  }
};

test('a full Fachtagung: a visitor joins its waiting list, a booked colleague is cancelled, the offer mail’s link books the seat', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await logInVia(page, '/meinifb', CUSTOMER, 1440);
  const conference = await conferenceAt(page.request, 3);
  await fillSeats(page, conference);

  // A visitor books the full Fachtagung: the booking waits, first in line.
  const visitor = await browser.newPage();
  await visitor.setViewportSize({ width: 1440, height: 900 });
  await visitor.goto(`/fachtagung/${conference.url}`);
  await acceptOnlyNecessaryCookies(visitor);
  const wilma = { salutation: 'Frau' as const, firstname: 'Wilma', lastname: 'Warte', email: address('wilma.warte') };
  await bookThroughTheForm(visitor, conference, wilma);
  await expect(main(visitor).getByRole('heading', { level: 1, name: 'Ihre Buchung steht auf der Warteliste' })).toBeVisible();
  await expect(main(visitor).getByText('Frau Wilma Warte: auf der Warteliste, Platz 1')).toBeVisible();
  const confirmationPath = new URL(visitor.url()).pathname + new URL(visitor.url()).search;
  await expect(main(visitor).getByRole('link', { name: 'Termin in den Kalender (.ics)' })).toHaveCount(0);
  await cleanAtBothWidths(visitor, 'fachtagung-warteliste');

  // The customer cancels one colleague in meinifb: the seat is offered to the first in line.
  await page.goto('/meinifb');
  await card(page, conference).getByRole('link', { name: 'Ersetzen oder stornieren: Teilnahme von Frau Kollegin Nr 1', exact: true }).click();
  await main(page).getByRole('button', { name: 'Verbindlich stornieren' }).click();
  await expect(page).toHaveURL('/meinifb?erledigt=storniert');
  await expect(main(page).getByRole('status').getByText('Ein freier Platz wird der Warteliste angeboten.', { exact: false })).toBeVisible();

  const offer = await mailSaying(wilma.email, 'ist ein Platz frei geworden');
  expect(offer).toContain(conference.title);
  const link = present(/https?:\/\/\S+(\/warteliste\?angebot=[0-9a-f-]{36})/.exec(offer)?.[1], 'the offer link');
  await visitor.goto(link);
  await expect(main(visitor).getByText('Für Sie ist ein Platz frei geworden.')).toBeVisible();
  await expect(main(visitor).getByText(conference.title, { exact: true })).toBeVisible();
  await cleanAtBothWidths(visitor, 'fachtagung-angebot');
  await main(visitor).getByRole('button', { name: 'Platz verbindlich übernehmen' }).click();
  await expect(main(visitor).getByRole('status')).toContainText('Vielen Dank! 1 Platz ist verbindlich für Sie gebucht');
  await cleanAtBothWidths(visitor, 'fachtagung-angebot-angenommen');
  // The booking, read again, has the seat now, and with it the calendar entry.
  await visitor.goto(confirmationPath);
  await expect(main(visitor).getByText('Frau Wilma Warte: gebucht')).toBeVisible();
  await expect(main(visitor).getByRole('link', { name: 'Termin in den Kalender (.ics)' })).toBeVisible();
  await visitor.close();
});
