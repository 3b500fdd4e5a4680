import { expect, test, type Page } from './test';
import { logInVia } from './demo-login';
import { mailsTo } from './mailbox';
import { cleanAtBothWidths, flat } from './page-checks';
import { book, seatsLeft, type CatalogueEvent } from './portal-bookings';

/**
 * Issue 25, a training series' modules: a customer books a series; staff add a module to it on
 * the date's page and then move that module. Each change is a move: the participant's mail
 * names the modules' new dates, and the public seminar page shows the series' new end at once.
 * Tobias Krause books: the other journeys order nothing of a series for him.
 */
const CUSTOMER = 'tobias.krause@example.org';
const STAFF = 'kundenservice@example.org';
const DAY_MS = 24 * 60 * 60 * 1000;

const main = (page: Page) => page.getByRole('main');

type SeriesDate = CatalogueEvent & { readonly theme: { readonly slug: string } };

/** dd.mm.yyyy of an instant in Berlin. */
const germanDay = (at: Date): string => new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Berlin' }).format(at);

/** A series far down the list with a free seat. */
const seriesWithSeat = async (page: Page): Promise<SeriesDate> => {
  const answer = (await (await page.request.get('/api/events?kind=series&pageSize=60')).json()) as { items: SeriesDate[] };
  for (const date of answer.items.filter((candidate) => candidate.kind === 'series').slice(3)) {
    if ((await seatsLeft(page.request, date.eventId)) >= 1) return date;
  }
  throw new Error('no series with a free seat');
};

test('staff add a module to a booked series and move it: the participant is mailed the modules\' new dates, the public page shows the new end', async ({ page, browser }) => {
  await logInVia(page, '/meinifb', CUSTOMER, 1440);
  const series = await seriesWithSeat(page);
  await book(page, series, [{ salutation: 'Herr', firstname: 'Tobias', lastname: 'Krause', email: CUSTOMER }]);

  const staff = await (await browser.newContext()).newPage();
  const datePage = `/manage/termine/${String(series.eventId)}`;
  await logInVia(staff, datePage, STAFF, 1440);
  const form = main(staff).getByRole('form', { name: 'Termin ändern oder verschieben' });
  const modules = form.getByRole('group', { name: 'Module' });
  await expect(modules).toBeVisible();
  await expect(form.getByLabel('Beginn', { exact: true })).toHaveCount(0);
  const rows = await modules.getByRole('group', { name: /^Modul \d+$/ }).count();
  await cleanAtBothWidths(staff, 'manage-series-modules');

  // The spare row takes a new module four weeks after the series' end.
  const added = new Date(new Date(series.endDate).getTime() + 28 * DAY_MS);
  await form.getByLabel(`Beginn Modul ${String(rows)}`).fill(`${germanDay(added)} 09:00`);
  await form.getByLabel(`Ende Modul ${String(rows)}`).fill(`${germanDay(new Date(added.getTime() + 2 * DAY_MS))} 16:00`);
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(main(staff).getByRole('status').getByText('Die Änderungen wurden gespeichert.', { exact: false })).toBeVisible();
  await expect(form.getByLabel(`Beginn Modul ${String(rows)}`)).toHaveValue(/^\d{4}-\d{2}-\d{2} 09:00$/);
  await expect(form.getByLabel(`Beginn Modul ${String(rows + 1)}`)).toHaveValue('');

  // A module that overlaps the one before is refused at its start, and nothing is saved.
  await form.getByLabel(`Beginn Modul ${String(rows)}`).fill(`${germanDay(new Date(series.endDate))} 09:00`);
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(form.getByLabel(`Beginn Modul ${String(rows)}`)).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Ein Modul beginnt erst nach dem Ende des vorigen', { exact: false })).toBeVisible();
  await cleanAtBothWidths(staff, 'manage-series-modules-refused');

  // Moved a week on: the mail names the module's new dates.
  const moved = new Date(added.getTime() + 7 * DAY_MS);
  const movedEnd = new Date(moved.getTime() + 2 * DAY_MS);
  await form.getByLabel(`Beginn Modul ${String(rows)}`).fill(`${germanDay(moved)} 09:00`);
  await form.getByLabel(`Ende Modul ${String(rows)}`).fill(`${germanDay(movedEnd)} 16:00`);
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(main(staff).getByRole('status').getByText('Die Änderungen wurden gespeichert.', { exact: false })).toBeVisible();
  await expect(form.getByLabel(`Ende Modul ${String(rows)}`)).toHaveValue(/ 16:00$/);

  const movedText = `${germanDay(moved)}, 09:00 Uhr bis ${germanDay(movedEnd)}, 16:00 Uhr`;
  await expect
    .poll(async () => (await mailsTo(CUSTOMER)).map(flat).some((text) => text.includes('Die Module finden nun so statt') && text.includes(movedText)), { timeout: 15_000 })
    .toBe(true);

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/seminare/p/${series.theme.slug}/termine`);
  await expect(main(visitor).getByText(germanDay(movedEnd), { exact: false }).first()).toBeVisible();
});

test('the seminar list pages with Vorherige and Nächste Seite, keeping the search', async ({ page }) => {
  await logInVia(page, '/manage/seminare?q=e', STAFF, 1440);
  const paging = main(page).getByRole('navigation', { name: 'Seiten der Seminarliste' });
  await expect(paging.getByText(/^Seite 1 von \d+$/)).toBeVisible();
  await paging.getByRole('link', { name: 'Nächste Seite' }).click();
  await expect(page).toHaveURL('/manage/seminare?q=e&seite=2');
  await expect(paging.getByText(/^Seite 2 von \d+$/)).toBeVisible();
  await expect(main(page).getByRole('searchbox', { name: 'Suche' })).toHaveValue('e');
  await cleanAtBothWidths(page, 'manage-seminar-list-page-2');
  await paging.getByRole('link', { name: 'Vorherige Seite' }).click();
  await expect(page).toHaveURL('/manage/seminare?q=e&seite=1');
});
