import { expect, test, type Page } from './test';
import { logInVia } from './demo-login';
import { cleanAtBothWidths, pdfOf } from './page-checks';

/**
 * A newcomer starts the demo and logs in: Mein Bereich is lived in, not empty. The demo customer
 * (adapters/db/demo-data/story) has attended seminars with a certificate, documents, photos and
 * a feedback form, coming bookings, a reservation with its deadline and a place on a waiting
 * list; the demo Gremium's members have booked and attended. No other journey books for Tobias.
 */
const CUSTOMER = 'tobias.krause@example.org';
const GREMIUM_ADMIN = 'sabine.keller@example.com';

const main = (page: Page) => page.getByRole('main');

test('the demo customer finds coming seminars, a reservation, a waiting list and attended seminars with their papers and photos', async ({ page }) => {
  test.setTimeout(120_000);
  await logInVia(page, '/meinifb', CUSTOMER, 1440);
  await expect(main(page).getByText('Sie haben zurzeit keine kommenden Seminare gebucht.')).toHaveCount(0);
  await expect(main(page).getByText('Herr Tobias Krause: gebucht').first()).toBeVisible();
  await expect(main(page).getByText(/^Herr Tobias Krause: reserviert bis \d\d\.\d\d\.\d{4}$/)).toBeVisible();
  await expect(main(page).getByText('Herr Tobias Krause: auf der Warteliste Platz 1')).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Verbindlich buchen: Reservierung von Herrn Tobias Krause' })).toBeVisible();
  const attended = main(page).getByRole('heading', { level: 2, name: /^Besuchte Seminare \(\d+\)$/ });
  await expect(attended).toBeVisible();
  expect(Number(/\((\d+)\)/.exec((await attended.textContent()) ?? '')?.[1])).toBeGreaterThan(0);
  await cleanAtBothWidths(page, 'demo-meinifb');

  const certificates = main(page).getByRole('link', { name: 'Teilnahmebescheinigung für Herrn Tobias Krause (PDF)' });
  expect(await certificates.count()).toBeGreaterThan(0);
  expect(await pdfOf(page, certificates.first())).toContain('Tobias Krause hat vom');
  await expect(main(page).getByRole('link', { name: /^Feedback geben: / }).first()).toBeVisible();

  // The latest attended seminar: its documents and photos.
  const pastCard = main(page).getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Teilnahmebescheinigung für Herrn Tobias Krause (PDF)' }) }).first();
  await pastCard.getByRole('link', { name: /^Unterlagen und Fotos: / }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Unterlagen und Fotos' })).toBeVisible();
  await expect(main(page).getByRole('img', { name: 'Tagungshotel und Anreise' })).toBeVisible();
  await expect(main(page).getByRole('img', { name: 'Gruppenfoto vom Seminar' })).toBeVisible();
  await expect(main(page).getByText('Teilnehmerunterlagen').first()).toBeVisible();
});

test('the demo Gremium’s admin finds the members’ coming and attended seminars', async ({ page }) => {
  await logInVia(page, '/meinifb/gremium-buchungen', GREMIUM_ADMIN, 1440);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Gremium-Buchungen' })).toBeVisible();
  await expect(main(page).getByText('Herr Ahmet Yılmaz: gebucht')).toBeVisible();
  await expect(main(page).getByText('Frau Lea Hartmann: gebucht')).toBeVisible();
  await expect(main(page).getByText('Keine vergangenen Buchungen.')).toHaveCount(0);
  await expect(main(page).getByText('Herr Markus Becker: gebucht')).toBeVisible();
});
