import { expect, test, type Page } from './test';
import { acceptOnlyNecessaryCookies } from './consent';
import { totalContents } from '../application/documents/layouts/cost-calculation.layout';
import { cents, formatEuro } from '../domain/money/money';
import { axeViolations } from './axe';

/** A seminar with presence dates in the demo data (as in catalogue.e2e.ts). */
const SEMINAR = 'arbeitsrecht-fuer-betriebsraete-teil-i';

interface ThemeDetail {
  readonly title: string;
  readonly events: readonly { readonly eventId: number; readonly venue: object | null }[];
}

interface CalculationJson {
  readonly participantPrices: readonly { readonly label: string; readonly price: number }[];
  readonly overnightCosts: { readonly total: number; readonly complete: boolean } | null;
  readonly total: number;
}

/** The page scrolls vertically only: nothing sticks out to the right. */
const horizontalOverflow = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const euro = (amount: number): string => formatEuro(cents(amount));

test.describe('Kostenrechner', () => {
  test('from a seminar’s dates to the Kostenrechner: 3 participants with overnight stay, the table, the PDF', async ({ page, request }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/seminare/p/${SEMINAR}/termine`);
    await acceptOnlyNecessaryCookies(page);
    // As written: the heading carries soft hyphens (where it may break), the page's <title> none.
    const title = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').replaceAll('\u00AD', '');
    const dates = page.getByRole('main').getByRole('list', { name: `Termine: ${title}` }).getByRole('listitem');
    const presenceDate = dates.filter({ hasText: 'Präsenzseminar' }).first();
    await presenceDate.getByRole('link', { name: /^Kostenrechner für \d{2}\.\d{2}\.\d{4}/ }).click();

    await expect(page).toHaveURL(/\/seminare\/warenkorb\/kostenrechner\/\d+$/);
    await expect(page).toHaveTitle(`Kostenrechner: ${title} | ifb Seminare`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(main.getByText(/^\d{2}\.\d{2}\.\d{4}( bis \d{2}\.\d{2}\.\d{4})?, \S/)).toBeVisible();
    const table = main.getByRole('table', { name: 'Kosten für 1 Teilnehmer ohne Übernachtung' });
    await expect(table.getByRole('rowheader', { name: '1. Teilnehmer' })).toBeVisible();
    await expect(table.getByRole('rowheader', { name: '2. Teilnehmer' })).toHaveCount(0);

    // By keyboard: the count, the overnight option, then Enter on the button.
    const form = main.getByRole('form', { name: 'Kosten berechnen' });
    await form.getByLabel('Anzahl der Teilnehmer').selectOption('3');
    await form.getByRole('radio', { name: 'mit Übernachtung' }).focus();
    await page.keyboard.press('Space');
    await expect(form.getByRole('radio', { name: 'mit Übernachtung' })).toBeChecked();
    // Hydrated, the page asks the server through the proxy (JSON) instead of reloading.
    const viaProxy = page.waitForResponse(
      (response) => response.url().includes('/seminare/warenkorb/kostenrechner/') && response.request().headers().accept === 'application/json',
    );
    await form.getByRole('button', { name: 'Kosten berechnen' }).focus();
    await page.keyboard.press('Enter');
    expect((await viaProxy).status()).toBe(200);

    await expect(page).toHaveURL(/\?participants=3&overnight=with$/);
    const path = new URL(page.url()).pathname;
    const expected = (await (await request.get(`${path}?participants=3&overnight=with`, { headers: { accept: 'application/json' } })).json()) as CalculationJson;
    const updated = main.getByRole('table', { name: 'Kosten für 3 Teilnehmer mit Übernachtung' });
    for (const line of expected.participantPrices) {
      await expect(updated.getByRole('row', { name: `${line.label} ${euro(line.price)}` })).toBeVisible();
    }
    await expect(updated.getByRole('rowheader', { name: 'Übernachtungskosten für 3 Teilnehmer' })).toBeVisible();
    // When the venue has no room rate on file, the total says it leaves the nights out.
    await expect(updated.getByRole('row', { name: /^Gesamtkosten/ }).getByRole('cell')).toHaveText(euro(expected.total));
    // The headline says what the total holds: nights priced "auf Anfrage" are not in it.
    const contents = totalContents(expected.overnightCosts === null ? null : { ...expected.overnightCosts, total: cents(expected.overnightCosts.total) });
    await expect(main.getByRole('status').filter({ hasText: 'Gesamtkosten für 3 Teilnehmer' })).toHaveText(`Gesamtkosten für 3 Teilnehmer ${contents}: ${euro(expected.total)}`);

    expect(await axeViolations(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBe(0);
    await page.screenshot({ path: '/tmp/kosten-1440.png', fullPage: true });

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(updated).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBe(0);
    await page.screenshot({ path: '/tmp/kosten-390.png', fullPage: true });

    const pdf = main.getByRole('link', { name: 'Kostenaufstellung als PDF für Ihren Arbeitgeber' });
    const href = (await pdf.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/seminare\/warenkorb\/pdf-kostenrechner\/\d+\?participants=3&overnight=with$/);
    const answer = await request.get(href);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('application/pdf');

    await main.getByRole('link', { name: 'Zurück zum Seminar' }).click();
    await expect(page).toHaveURL(new RegExp(`/seminare/p/${SEMINAR}$`));
  });
});

test.describe('Kostenrechner without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the GET form recalculates on the server; a bad query gets the German message with status 400', async ({ page, request }) => {
    const seminar = (await (await request.get(`/api/themes/${SEMINAR}`)).json()) as ThemeDetail;
    const eventId = seminar.events.find((event) => event.venue !== null)?.eventId;
    if (eventId === undefined) throw new Error(`no presence date of ${SEMINAR} in the demo data`);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/seminare/warenkorb/kostenrechner/${String(eventId)}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: seminar.title })).toBeVisible();

    const form = main.getByRole('form', { name: 'Kosten berechnen' });
    await form.getByLabel('Anzahl der Teilnehmer').selectOption('3');
    await form.getByRole('radio', { name: 'mit Übernachtung' }).check();
    await Promise.all([page.waitForURL(/\?participants=3&overnight=with$/), form.getByRole('button', { name: 'Kosten berechnen' }).click()]);
    const table = main.getByRole('table', { name: 'Kosten für 3 Teilnehmer mit Übernachtung' });
    await expect(table.getByRole('rowheader', { name: '3. Teilnehmer' })).toBeVisible();
    await expect(table.getByRole('rowheader', { name: 'Übernachtungskosten für 3 Teilnehmer' })).toBeVisible();
    await expect(form.getByLabel('Anzahl der Teilnehmer')).toHaveValue('3');
    await page.screenshot({ path: '/tmp/kosten-nojs-390.png', fullPage: true });

    const bad = await page.goto(`/seminare/warenkorb/kostenrechner/${String(eventId)}?participants=0`);
    expect(bad?.status()).toBe(400);
    await expect(main.getByRole('alert')).toHaveText('Bitte geben Sie eine Teilnehmerzahl von 1 bis 50 an.');
    await expect(main.getByRole('table')).toHaveCount(0);
  });
});
