import { expect, test, type APIRequestContext, type Page } from './test';
import sharp from 'sharp';
import { logInVia } from './demo-login';
import { mailsTo } from './mailbox';
import { cleanAtBothWidths, flat } from './page-checks';
import { present } from './portal-bookings';

/**
 * Issue 25, the back office's venues and Fachtagungen: staff create a venue, put up its picture,
 * and a visitor sees it on the hotel's public page; staff call a booked Fachtagung off from its
 * page, and the participant gets the mail and sees it called off in Mein Bereich. The Fachtagung
 * is the last of the demo data: the other journeys book the earlier ones.
 */
const STAFF = 'kundenservice@example.org';
const CUSTOMER = 'tobias.krause@example.org';

const main = (page: Page) => page.getByRole('main');

interface Conference {
  readonly url: string;
  readonly title: string;
  readonly startDate: string;
}

const lastConference = async (request: APIRequestContext): Promise<Conference> => {
  const conferences = (await (await request.get('/api/get-conferences')).json()) as Conference[];
  const sorted = [...conferences].sort((a, b) => a.startDate.localeCompare(b.startDate));
  return present(sorted[sorted.length - 1], 'the last Fachtagung of the demo data');
};

test('staff create a venue (a bad postal code gets its message first), put up its picture, replace it, and a visitor sees it on the hotel\'s page', async ({ page, browser }) => {
  const name = `Hotel Fördeblick ${Date.now().toString(36)}`;
  await logInVia(page, '/manage/orte', STAFF, 1440);
  await main(page).getByRole('link', { name: 'Neuer Ort' }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Neuer Veranstaltungsort' })).toBeVisible();
  const form = main(page).getByRole('form', { name: 'Neuer Veranstaltungsort' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Straße und Hausnummer').fill('Kiellinie 12');
  await form.getByLabel('Postleitzahl').fill('241');
  await form.getByLabel('Ort', { exact: true }).fill('Kiel');
  await form.getByLabel('Preis pro Nacht und Person in €').fill('104,00');
  await form.getByLabel('Leistung').fill('Einzelzimmer inkl. Frühstück');
  await form.getByRole('button', { name: 'Ort anlegen' }).click();
  await expect(form.getByLabel('Postleitzahl')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Die Postleitzahl ist ungültig', { exact: false })).toBeVisible();
  await expect(form.getByLabel('Straße und Hausnummer')).toHaveValue('Kiellinie 12');
  await cleanAtBothWidths(page, 'manage-venue-new-refused');
  await form.getByLabel('Postleitzahl').fill('24105');
  await form.getByRole('button', { name: 'Ort anlegen' }).click();
  await expect(main(page).getByRole('status').getByText('Der Veranstaltungsort wurde angelegt.', { exact: false })).toBeVisible();
  await expect(main(page).getByRole('heading', { level: 1, name })).toBeVisible();
  const hotelId = Number(/\/manage\/orte\/(\d+)/.exec(page.url())?.[1]);

  // A file that is no picture: the message at the field, nothing stored.
  const picture = main(page).getByRole('region', { name: 'Bild' });
  await picture.getByLabel('Bilddatei', { exact: true }).setInputFiles({ name: 'notiz.png', mimeType: 'image/png', buffer: Buffer.from('Dies ist kein Bild.') });
  await picture.getByRole('button', { name: 'Bild hochladen' }).click();
  await expect(picture.getByText('Kein Bild im Format PNG, JPEG oder WebP', { exact: false })).toBeVisible();
  await expect(picture.getByLabel('Bilddatei', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  const png = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#2f6f8f' } }).png().toBuffer();
  await picture.getByLabel('Bilddatei', { exact: true }).setInputFiles({ name: 'foerde.png', mimeType: 'image/png', buffer: png });
  await picture.getByRole('button', { name: 'Bild hochladen' }).click();
  await expect(main(page).getByRole('status').getByText('Das Bild wurde gespeichert', { exact: false })).toBeVisible();
  await expect(picture.getByText('foerde.png (PNG, 1600 × 800 Pixel)')).toBeVisible();
  await cleanAtBothWidths(page, 'manage-venue-with-image');

  const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#8f6f2f' } }).jpeg().toBuffer();
  await picture.getByLabel('Neue Bilddatei').setInputFiles({ name: 'hafen.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  await picture.getByRole('button', { name: 'Bild ersetzen' }).click();
  await expect(picture.getByText('hafen.jpg (JPEG, 800 × 600 Pixel)')).toBeVisible();

  const hotelPage = (await main(page).getByRole('link', { name: 'Seite des Hotels ansehen' }).getAttribute('href')) ?? '';
  expect(hotelPage).toMatch(new RegExp(`^/standorte/hotel/hotel-foerdeblick-[a-z0-9]+-${String(hotelId)}$`));
  expect(await picture.getByRole('img').getAttribute('src')).toMatch(/^\/bilder\/hotel\/hotel-foerdeblick-[a-z0-9]+-kiel\?v=\d+$/);

  // The new venue is offered for a date.
  await page.goto('/manage/seminare');
  await main(page).getByRole('table').getByRole('link').first().click();
  await main(page).getByRole('link', { name: 'Neuen Termin anlegen' }).click();
  await expect(main(page).getByLabel('Veranstaltungsort (Hotel)').getByRole('option', { name: `${name}, Kiel` })).toHaveCount(1);

  // A visitor sees the picture on the hotel's page.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(hotelPage);
  const image = main(visitor).getByRole('img', { name: `Ansicht: ${name}` });
  await expect(image).toBeVisible();
  expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(800);
  await cleanAtBothWidths(visitor, 'hotel-page-with-image');

  // Removed: the hotel's page shows none.
  await page.goto(`/manage/orte/${String(hotelId)}`);
  await main(page).getByRole('region', { name: 'Bild' }).getByRole('button', { name: 'Bild entfernen' }).click();
  await expect(main(page).getByRole('status').getByText('Das Bild wurde entfernt.')).toBeVisible();
  await visitor.reload();
  await expect(main(visitor).getByRole('img', { name: `Ansicht: ${name}` })).toHaveCount(0);
});

test('staff call a booked Fachtagung off from its page: the participant gets the mail and Mein Bereich shows it called off', async ({ page, browser }) => {
  await logInVia(page, '/meinifb', CUSTOMER, 1440);
  const conference = await lastConference(page.request);
  await page.goto(`/fachtagung/${conference.url}/buchung`);
  const participant = main(page).getByRole('group', { name: /^1\. Teilnehmer/ });
  await participant.getByLabel('Anrede').selectOption('Herr');
  await participant.getByLabel('Vorname').fill('Tobias');
  await participant.getByLabel('Nachname').fill('Krause');
  await participant.getByLabel('E-Mail').fill(CUSTOMER);
  const contact = main(page).getByRole('region', { name: 'Ansprechpartner für die Buchung' });
  await contact.getByLabel('Anrede').selectOption('Herr');
  await contact.getByLabel('Vorname').fill('Tobias');
  await contact.getByLabel('Nachname').fill('Krause');
  await contact.getByLabel('E-Mail').fill(CUSTOMER);
  await contact.getByLabel(/^Firma/).fill('Stadtwerke Beispielstadt GmbH');
  await main(page).getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check();
  await main(page).getByRole('button', { name: 'Zahlungspflichtig buchen' }).click();
  await expect(page).toHaveURL(/\/buchung\/bestaetigung\?buchung=IFB-\d{4}-\d{6}$/);

  const staff = await (await browser.newContext()).newPage();
  await logInVia(staff, '/manage/fachtagungen', STAFF, 1440);
  await main(staff).getByRole('link', { name: conference.title }).click();
  await expect(main(staff).getByRole('heading', { level: 1, name: conference.title })).toBeVisible();
  const cancel = main(staff).getByRole('form', { name: 'Fachtagung absagen' });
  await cancel.getByRole('button', { name: 'Fachtagung absagen' }).click();
  await expect(cancel.getByText('Bitte bestätigen Sie, dass die Fachtagung abgesagt', { exact: false }).first()).toBeVisible();
  await cleanAtBothWidths(staff, 'manage-conference-cancel-unconfirmed');
  await cancel.getByLabel('Ja, die Fachtagung absagen und alle Teilnehmenden benachrichtigen').check();
  await cancel.getByRole('button', { name: 'Fachtagung absagen' }).click();
  await expect(main(staff).getByRole('status').getByText('Die Fachtagung wurde abgesagt.', { exact: false })).toBeVisible();
  await expect(main(staff).getByText('abgesagt', { exact: true })).toBeVisible();
  await cleanAtBothWidths(staff, 'manage-conference-cancelled');

  await expect
    .poll(async () => (await mailsTo(CUSTOMER)).map(flat).some((text) => text.includes('leider müssen wir den folgenden Termin absagen') && text.includes(conference.title)), {
      timeout: 20_000,
    })
    .toBe(true);

  await page.goto('/meinifb');
  const booked = main(page).getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: conference.title, exact: true }) });
  await expect(booked.getByText('Termin abgesagt')).toBeVisible();
  await cleanAtBothWidths(page, 'meinifb-conference-cancelled');
});
