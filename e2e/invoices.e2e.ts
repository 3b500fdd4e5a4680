import { expect, test } from './test';
import { logInVia } from './demo-login';
import { cleanAtBothWidths, cleanWithoutScripts, pdfOf } from './page-checks';
import { address, book, present, upcomingDates } from './portal-bookings';

const CUSTOMER = 'jonas.weber@example.org';
const INVOICES = '/meinifb/rechnungen';

test('a customer finds the invoice of a booking in meinifb and downloads it as PDF and XML; the page is axe-clean at 1440 and 390 px, with and without scripts', async ({ page, browser }) => {
  await logInVia(page, INVOICES, CUSTOMER, 390);
  await expect(page.getByRole('heading', { name: 'Rechnungen', level: 1 })).toBeVisible();
  // The soonest date is within the invoice's lead days: the booking is invoiced as soon as it is placed.
  const event = present((await upcomingDates(page.request)).find((candidate) => candidate.kind !== 'Fachtagung'), 'an upcoming seminar date');
  await book(page, event, [{ salutation: 'Frau', firstname: 'Ilse', lastname: 'Invoice', email: address('ilse.invoice') }]);
  const card = page.getByRole('listitem').filter({ hasText: /Rechnung RE-\d{4}-\d{6}/ });
  await expect(async () => {
    await page.reload();
    await expect(card).toHaveCount(1, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  const number = present(/RE-\d{4}-\d{6}/.exec((await card.getByRole('heading').textContent()) ?? '')?.[0], 'the invoice number');
  await expect(card).toContainText('Betrag:');
  // A PDF (pdfOf checks type and signature); its text is in subset fonts the journey's reader cannot decode, adapters/einvoice's tests read it with poppler.
  await pdfOf(page, card.getByRole('link', { name: `PDF herunterladen (${number})` }));
  const xml = await page.request.get(present(await card.getByRole('link', { name: `XML herunterladen (${number})` }).getAttribute('href'), 'the XML link'));
  expect(xml.status()).toBe(200);
  expect(await xml.text()).toContain(`<ram:ID>${number}</ram:ID>`);
  await cleanAtBothWidths(page, 'rechnungen');
  await cleanWithoutScripts(browser, page);
});
