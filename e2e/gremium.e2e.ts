import { expect, test, type Page } from './test';
import { pdfText } from '../adapters/pdf/testing/pdf-text';
import { logInVia } from './demo-login';
import { registerAndJoin } from './gremium-invitee';
import { orderForColleague, toCheckout } from './gremium-orders';
import { cleanAtBothWidths, xsrfOf } from './page-checks';

/** Demo accounts (adapters/db/demo-data/people.ts): the Gremium's admin and a member who only reads. */
const GREMIUM_ADMIN = 'sabine.keller@example.com';
const MEMBER = 'markus.becker@example.com';
const GREMIUM_NAME = 'Betriebsrat der Muster Logistik GmbH';

const memberCard = (page: Page, name: string) => page.getByRole('main').getByRole('listitem').filter({ has: page.getByText(name, { exact: false }) });

test('a Gremium admin invites by e-mail, the invitee registers and joins, becomes admin and back, and is removed after a confirmation', async ({ page, browser }) => {
  const email = `eingeladen.${String(Date.now())}@example.org`;
  await logInVia(page, '/meinifb/gremium-mitglieder', GREMIUM_ADMIN, 1440);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Gremium-Mitglieder', level: 1 })).toBeVisible();
  await expect(main.getByText(GREMIUM_NAME)).toBeVisible();
  await expect(main.getByRole('heading', { name: /^Mitglieder \(\d+\)$/ })).toBeVisible();
  await expect(memberCard(page, 'Ahmet Yılmaz')).toContainText('Mitglied');
  // 'Divers' (like 'Keine Angabe') is not printed before a name (domain/correspondence/person-name).
  await expect(memberCard(page, 'Kim Wolf').getByText('Kim Wolf', { exact: true })).toBeVisible();
  await expect(main.getByText('Divers Kim Wolf')).toHaveCount(0);
  await expect(memberCard(page, 'Sabine Keller')).toContainText('Administration');
  await cleanAtBothWidths(page, 'gremium-mitglieder');

  // A wrong address: the German message at the field, the address as typed stays.
  const invite = main.getByRole('form', { name: 'Mitglied einladen' });
  await invite.getByLabel('E-Mail-Adresse').fill('kollegin@beispiel');
  await invite.getByRole('button', { name: 'Einladung senden' }).click();
  await expect(invite.getByLabel('E-Mail-Adresse')).toHaveAttribute('aria-invalid', 'true');
  await expect(invite.getByLabel('E-Mail-Adresse')).toHaveValue('kollegin@beispiel');
  await cleanAtBothWidths(page, 'gremium-einladen-fehler');

  await invite.getByLabel('E-Mail-Adresse').fill(email);
  await invite.getByRole('button', { name: 'Einladung senden' }).click();
  await expect(main.getByRole('status').getByText('Die Einladung wurde verschickt.', { exact: false })).toBeVisible();
  await expect(main.getByRole('listitem').filter({ hasText: email })).toContainText('Link gültig bis');
  await cleanAtBothWidths(page);

  // The invitee, in a browser of their own.
  const invitee = await browser.newContext();
  try {
    await registerAndJoin(await invitee.newPage(), email, 'Nora', 'Albers');
  } finally {
    await invitee.close();
  }

  await page.goto('/meinifb/gremium-mitglieder');
  const nora = memberCard(page, 'Nora Albers');
  await expect(nora).toContainText('Mitglied');
  await expect(main.getByRole('listitem').filter({ hasText: email }).filter({ hasText: 'Link gültig bis' })).toHaveCount(0);
  await nora.getByRole('button', { name: 'Zur Administration machen' }).click();
  await expect(main.getByRole('status').getByText('Das Mitglied gehört jetzt zur Administration.')).toBeVisible();
  await expect(nora).toContainText('Administration');
  await cleanAtBothWidths(page);
  await nora.getByRole('button', { name: 'Administrationsrechte entziehen' }).click();
  await expect(main.getByRole('status').getByText('Die Person ist jetzt Mitglied ohne Administrationsrechte.')).toBeVisible();

  await nora.getByRole('link', { name: /Nora Albers aus dem Gremium entfernen$/ }).click();
  await expect(main.getByRole('heading', { name: 'Mitglied entfernen', level: 1 })).toBeVisible();
  await expect(main.getByText(/Nora Albers wirklich aus dem Gremium/)).toBeVisible();
  await cleanAtBothWidths(page, 'gremium-entfernen');
  await main.getByRole('button', { name: 'Ja, entfernen' }).click();
  await expect(main.getByRole('status').getByText('Die Person gehört nicht mehr zum Gremium.')).toBeVisible();
  await expect(memberCard(page, 'Nora Albers')).toHaveCount(0);
  await cleanAtBothWidths(page);
});

test('a Gremium admin filters the bookings, downloads the overview PDF and books a colleague into the cart', async ({ page }) => {
  test.setTimeout(120_000);
  await logInVia(page, '/meinifb/gremium-buchungen', GREMIUM_ADMIN, 1440);
  const main = page.getByRole('main');
  // Two colleagues on two dates, ordered as any customer orders.
  await orderForColleague(page, 0, 'Ahmet', 'Yılmaz', 'ahmet.yilmaz@example.com');
  await orderForColleague(page, 3, 'Kim', 'Wolf', 'kim.wolf@example.com');
  await page.goto('/meinifb/gremium-buchungen');
  // The demo Gremium's story (adapters/db/demo-data/story): two members attended a seminar.
  await expect(main.getByText('Keine vergangenen Buchungen.')).toHaveCount(0);
  await expect(main.getByText('Herr Markus Becker: gebucht')).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Gremium-Buchungen', level: 1 })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Kommende Seminare' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Vergangene Seminare' })).toBeVisible();
  await cleanAtBothWidths(page);

  // Filter by a participant: only their lines stay.
  const filter = main.getByRole('form', { name: 'Buchungen filtern' });
  const people = (await filter.getByLabel('Teilnehmende Person').locator('option').allTextContents()).filter((name) => name !== 'Alle');
  expect(people.length).toBeGreaterThan(1);
  const [someone = '', other = ''] = people;
  await filter.getByLabel('Teilnehmende Person').selectOption(someone);
  await filter.getByRole('button', { name: 'Filtern' }).click();
  await expect(page).toHaveURL(/\?mitglied=/);
  const participants = main.getByRole('list', { name: /^Teilnehmende: / });
  await expect(participants.getByText(`${someone}:`, { exact: false }).first()).toBeVisible();
  await expect(participants.getByText(`${other}:`, { exact: false })).toHaveCount(0);
  await cleanAtBothWidths(page);

  // Filter by a seminar: only its cards stay.
  await main.getByRole('link', { name: 'Filter zurücksetzen' }).click();
  await expect(page).toHaveURL(/\/meinifb\/gremium-buchungen\??$/);
  const seminars = (await filter.getByLabel('Seminar').locator('option').allTextContents()).filter((title) => title !== 'Alle');
  expect(seminars.length).toBeGreaterThan(1);
  const [seminar = '', otherSeminar = ''] = seminars;
  await filter.getByLabel('Seminar').selectOption(seminar);
  await filter.getByRole('button', { name: 'Filtern' }).click();
  await expect(page).toHaveURL(/seminar=/);
  await expect(main.getByRole('heading', { level: 3, name: seminar, exact: true }).first()).toBeVisible();
  await expect(main.getByRole('heading', { level: 3, name: otherSeminar, exact: true })).toHaveCount(0);
  await cleanAtBothWidths(page, 'gremium-buchungen-gefiltert');

  // The overview as a real PDF naming the Gremium.
  const href = (await main.getByRole('link', { name: 'Gremiumsübersicht als PDF herunterladen' }).getAttribute('href')) ?? '';
  const pdf = await page.request.get(href);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  const bytes = await pdf.body();
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdfText(bytes)).toContain(GREMIUM_NAME);

  // A colleague into a date the admin keeps on the Merkliste (the Gremium has not booked it yet).
  await page.goto('/seminare/veranstaltungen?kind=online');
  await expect(page.locator('header[data-enhanced]')).toHaveCount(1);
  const keep = main.getByRole('button', { name: /^Merken: / }).nth(6);
  const kept = ((await keep.textContent()) ?? '').replace(/^.*Merken: /, '').split(', ')[0] ?? '';
  await keep.click();
  await expect(keep).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/meinifb/gremium-buchungen');
  const book = main.getByRole('form', { name: 'Kollegin oder Kollegen buchen' });
  await book.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(book.getByText('Bitte wählen Sie einen Termin aus.').first()).toBeVisible();
  await cleanAtBothWidths(page);
  await book.getByLabel('Mitglied').selectOption({ label: 'Markus Becker' });
  const date = (await book.getByLabel('Termin').locator('option').filter({ hasText: `· ${kept} ·` }).filter({ hasText: '(Merkliste)' }).first().textContent()) ?? '';
  expect(date).not.toBe('');
  await book.getByLabel('Termin').selectOption({ label: date });
  await book.getByLabel('Buchung oder Reservierung').selectOption('Buchung');
  await book.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page).toHaveURL(/\/seminare\/warenkorb#/);
  const title = date.split(' · ')[1] ?? '';
  await expect(main.getByText('Markus Becker, markus.becker@example.com')).toBeVisible();
  await expect(main.getByText(title).first()).toBeVisible();
  await cleanAtBothWidths(page);
  await toCheckout(page);
  await expect(main.getByText('Markus Becker', { exact: false }).first()).toBeVisible();
  await expect(main.getByText('wird gebucht')).toBeVisible();
});

test('a Gremium admin changes name, employer and invoice address; a wrong postcode keeps everything else typed', async ({ page }) => {
  await logInVia(page, '/meinifb/gremium-einstellungen', GREMIUM_ADMIN, 1440);
  const main = page.getByRole('main');
  const form = main.getByRole('form', { name: 'Einstellungen des Gremiums' });
  await expect(form.getByLabel('Name des Gremiums')).toHaveValue(GREMIUM_NAME);
  await cleanAtBothWidths(page);

  // The name keeps the demo's name as its start: journeys running meanwhile still find it.
  const renamed = `${GREMIUM_NAME} (Hamburg)`;
  await form.getByLabel('Name des Gremiums').fill(renamed);
  await form.getByLabel('Arbeitgeber (Firma)').fill('Muster Logistik Nord GmbH');
  await form.getByLabel('Straße').fill('Am Sandtorkai');
  await form.getByLabel('Hausnummer').fill('12');
  await form.getByLabel('PLZ').fill('2045');
  await form.getByLabel('Ort').fill('Hamburg');
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(form.getByLabel('PLZ')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Die Postleitzahl ist ungültig', { exact: false }).first()).toBeVisible();
  await expect(form.getByLabel('Name des Gremiums')).toHaveValue(renamed);
  await expect(form.getByLabel('Arbeitgeber (Firma)')).toHaveValue('Muster Logistik Nord GmbH');
  await expect(form.getByLabel('Straße')).toHaveValue('Am Sandtorkai');
  await expect(form.getByLabel('PLZ')).toHaveValue('2045');
  await cleanAtBothWidths(page, 'gremium-einstellungen-fehler');

  await form.getByLabel('PLZ').fill('20457');
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(main.getByRole('status').getByText('Die Einstellungen des Gremiums wurden gespeichert.')).toBeVisible();
  await page.reload();
  await expect(form.getByLabel('Name des Gremiums')).toHaveValue(renamed);
  await expect(form.getByLabel('Arbeitgeber (Firma)')).toHaveValue('Muster Logistik Nord GmbH');
  await expect(form.getByLabel('Straße')).toHaveValue('Am Sandtorkai');
  await expect(form.getByLabel('PLZ')).toHaveValue('20457');
  await cleanAtBothWidths(page);

  // Back to the demo's name, for the journeys that name it.
  await form.getByLabel('Name des Gremiums').fill(GREMIUM_NAME);
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(main.getByRole('status').getByText('Die Einstellungen des Gremiums wurden gespeichert.')).toBeVisible();
});

test('a Gremium member reads members, bookings and settings without change controls, and a forged change gets a German 403', async ({ page }) => {
  await logInVia(page, '/meinifb/gremium-mitglieder', MEMBER, 1440);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: /^Mitglieder \(\d+\)$/ })).toBeVisible();
  await expect(memberCard(page, 'Sabine Keller')).toBeVisible();
  await expect(main.getByText('Mitglieder hinzufügen und Rollen ändern kann die Administration Ihres Gremiums.')).toBeVisible();
  await expect(main.getByRole('button')).toHaveCount(0);
  await expect(main.getByRole('link', { name: /aus dem Gremium entfernen$/ })).toHaveCount(0);
  await expect(main.getByRole('form', { name: 'Mitglied einladen' })).toHaveCount(0);
  await cleanAtBothWidths(page);

  await page.goto('/meinifb/gremium-buchungen');
  await expect(main.getByRole('heading', { name: 'Kommende Seminare' })).toBeVisible();
  await expect(main.getByRole('form', { name: 'Kollegin oder Kollegen buchen' })).toHaveCount(0);
  await expect(main.getByRole('button', { name: 'In den Warenkorb' })).toHaveCount(0);
  await cleanAtBothWidths(page);

  await page.goto('/meinifb/gremium-einstellungen');
  await expect(main.getByText('Ändern kann die Administration Ihres Gremiums.')).toBeVisible();
  await expect(main.getByRole('textbox')).toHaveCount(0);
  await expect(main.getByText(GREMIUM_NAME).first()).toBeVisible();
  await cleanAtBothWidths(page, 'gremium-einstellungen-mitglied');

  // The remove page itself is refused.
  const removePage = await page.goto('/meinifb/gremium-mitglieder/entfernen/2');
  expect(removePage?.status()).toBe(403);
  await expect(main.getByText('Diese Aktion ist der Administration Ihres Gremiums vorbehalten.', { exact: false })).toBeVisible();

  // Forged posts with a valid XSRF token, as a plain form would send them: refused with the German message, nothing changed.
  const xsrf = await xsrfOf(page);
  const forged = {
    '/meinifb/gremium-mitglieder': { intent: 'entfernen', userId: '2' },
    '/meinifb/gremium-einstellungen': { name: 'Übernommen', company: 'X', street: 'X', streetNumber: '1', postalCode: '12345', city: 'X', country: 'DE' },
    '/meinifb/gremium-buchungen': { userId: '5', eventId: '1', bookingType: 'Buchung' },
  };
  for (const [path, fields] of Object.entries(forged)) {
    const answer = await page.request.post(path, { form: { ...fields, _xsrf: xsrf } });
    expect(answer.status(), path).toBe(403);
    expect(await answer.text(), path).toContain('Diese Aktion ist der Administration Ihres Gremiums vorbehalten.');
  }
  await page.goto('/meinifb/gremium-mitglieder');
  await expect(memberCard(page, 'Sabine Keller')).toContainText('Administration');
  await page.goto('/meinifb/gremium-einstellungen');
  await expect(main.getByText(GREMIUM_NAME).first()).toBeVisible();
});
