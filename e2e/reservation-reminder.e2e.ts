import { expect, test, type Browser, type Page } from './test';
import { startClockServer, type ClockServer } from './clock-server';
import { logInVia } from './demo-login';
import { mailsTo, waitForMailsTo } from './mailbox';
import { cleanAtBothWidths, flat, pdfOf } from './page-checks';
import { address, book, card, germanDate, present, RUN, upcomingDates } from './portal-bookings';

/**
 * Issue 12: the reservation's reminder three days before its deadline and its lapse after it,
 * as the scheduled job (cart-housekeeping.ts, one round per fleet through scheduled_jobs) does
 * them while the server runs, seen by the customer days later: a server of its own is started
 * today, at the reminder's time and after the seminar (CLOCK_START). The rules of the round
 * (once across instances, the exact window) are reservation-housekeeping.integration.test.ts.
 */
const CUSTOMER = 'claudia.fischer@example.org';
/** The back office's demo account. */
const STAFF = 'kundenservice@example.org';
const DAY_MS = 24 * 60 * 60 * 1000;

const shifted = (iso: string, ms: number): string => new Date(new Date(iso).getTime() + ms).toISOString();

/** A browser of its own against the clock server, logged in as the customer on Mein Bereich. */
const customerAt = async (browser: Browser, server: ClockServer): Promise<Page> => {
  const context = await browser.newContext({ baseURL: server.baseURL });
  const page = await context.newPage();
  await logInVia(page, '/meinifb', CUSTOMER, 1440);
  return page;
};

test('a reservation is reminded 3 days before its deadline and lapses after it; the booked colleague gets the certificate once staff record his attendance after the end', async ({ browser }) => {
  test.setTimeout(420_000);
  const dataDir = `.data/e2e-clock-${RUN}`;
  const hanna = { salutation: 'Frau' as const, firstname: 'Hanna', lastname: 'Roth', email: address('hanna.roth'), bookingType: 'Reservierung' as const };
  const jan = { salutation: 'Herr' as const, firstname: 'Jan', lastname: 'Berg', email: address('jan.berg') };

  // Today: a date more than 14 days off, so the reservation's deadline (14 days) comes before it.
  let server = await startClockServer(dataDir);
  let page = await customerAt(browser, server);
  const soon = Date.now() + 17 * DAY_MS;
  const date = (await upcomingDates(page.request)).find((candidate) => candidate.kind === 'presence' && new Date(candidate.startDate).getTime() > soon);
  if (date === undefined) throw new Error('no presence date 17 days ahead in the demo catalogue');
  const [reserved] = await book(page, date, [hanna, jan]);
  const deadline = present(reserved?.reservedUntil, 'the reservation\'s deadline');
  await page.context().close();
  await server.stop();

  // Two days before the deadline: the round sends the reminder; the seat is still held.
  server = await startClockServer(dataDir, shifted(deadline, -2 * DAY_MS));
  try {
    page = await customerAt(browser, server);
    const reminder = flat((await waitForMailsTo(hanna.email))[0]);
    expect(reminder).toContain(`die Reservierung für Frau Hanna Roth hält den Platz nur noch bis ${germanDate(deadline)}`);
    expect(reminder).toContain(date.theme.title);
    await page.reload();
    const held = card(page, date);
    await expect(held.getByText(`Frau Hanna Roth: reserviert bis ${germanDate(deadline)}`)).toBeVisible();
    await expect(held.getByRole('link', { name: 'Verbindlich buchen: Reservierung von Frau Hanna Roth' })).toBeVisible();
    await cleanAtBothWidths(page, 'erinnerung');
    await page.context().close();
  } finally {
    await server.stop();
  }

  // A day after the seminar's end: the round has lapsed the reservation. Staff print the trainer's
  // list and record from it that Jan Berg attended: his certificate comes by mail and in meinifb.
  server = await startClockServer(dataDir, shifted(date.endDate, DAY_MS));
  try {
    const staffContext = await browser.newContext({ baseURL: server.baseURL });
    const staff = await staffContext.newPage();
    const listPath = `/manage/termine/${String(date.eventId)}/teilnehmer`;
    await logInVia(staff, listPath, STAFF, 1440);
    const list = staff.getByRole('main');
    await expect(list.getByRole('heading', { level: 1, name: `Teilnehmerliste: ${date.theme.title}` })).toBeVisible();
    const printed = await pdfOf(staff, list.getByRole('link', { name: 'Als PDF (mit Unterschriftsspalte)' }));
    for (const expected of ['Teilnehmerliste', date.theme.title, 'Jan Berg', 'Unterschrift']) expect(printed).toContain(expected);
    expect(printed).not.toContain('Hanna Roth');
    const janCard = list.getByRole('listitem').filter({ has: staff.getByRole('heading', { name: 'Herr Jan Berg' }) });
    await janCard.getByRole('button', { name: 'Teilnahme erfassen' }).click();
    await expect(list.getByRole('status')).toHaveText('Teilnahme gespeichert: Herr Jan Berg.');
    await expect(janCard.getByRole('button', { name: 'Teilnahme zurücknehmen' })).toBeVisible();
    await cleanAtBothWidths(staff, 'teilnehmerliste');
    await staffContext.close();
    await expect(async () => {
      const certificateMail = flat((await mailsTo(jan.email)).find((mail) => mail.includes('Ihre Teilnahmebescheinigung als PDF')));
      expect(certificateMail).toContain(date.theme.title);
    }).toPass({ timeout: 20_000 });

    page = await customerAt(browser, server);
    const past = page.getByRole('main');
    await expect(past.getByRole('heading', { name: 'Besuchte Seminare (1)' })).toBeVisible();
    await expect(async () => {
      await page.reload();
      await expect(card(page, date).getByText('Frau Hanna Roth: Reservierung abgelaufen')).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    const attended = card(page, date);
    await expect(attended.getByText('Herr Jan Berg: gebucht')).toBeVisible();
    await expect(attended.getByRole('link', { name: /^Verbindlich buchen/ })).toHaveCount(0);
    await expect(attended.getByRole('link', { name: 'Teilnahmebescheinigung für Frau Hanna Roth (PDF)' })).toHaveCount(0);
    await expect(attended.getByRole('link', { name: `Feedback geben: ${date.theme.title}` })).toBeVisible();
    const certificate = await pdfOf(page, attended.getByRole('link', { name: 'Teilnahmebescheinigung für Herrn Jan Berg (PDF)' }));
    for (const expected of ['Teilnahmebescheinigung', 'Jan Berg', date.theme.title]) expect(certificate).toContain(expected);
    await cleanAtBothWidths(page, 'abgelaufen');
    await page.context().close();
  } finally {
    await server.stop();
  }
});
