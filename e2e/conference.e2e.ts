import { expect, test, type APIRequestContext, type Page } from './test';
import { acceptOnlyNecessaryCookies } from './consent';
import { axeViolations } from './axe';

const firstConference = async (request: APIRequestContext): Promise<{ url: string; title: string }> => {
  const conferences = (await (await request.get('/api/get-conferences')).json()) as { url: string; title: string }[];
  const [first] = conferences;
  if (first === undefined) throw new Error('no upcoming Fachtagung in the demo data');
  return first;
};

/**
 * Axe clean, no horizontal scrolling at phone width, and a picture to look at, in both widths.
 * Without JavaScript axe cannot run in the page: those states are checked with it elsewhere.
 */
const checkBothWidths = async (page: Page, name: string, { axe = true } = {}) => {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    if (axe) expect(await axeViolations(page)).toEqual([]);
    if (width === 390) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `/tmp/fachtagung-${name}-${String(width)}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
};

/** Types into the focused field after selecting what is there (the keyboard way to replace a value). */
const type = async (page: Page, text: string) => {
  await page.keyboard.press('Control+A');
  await page.keyboard.type(text);
};

/** One participant row, field after field with Tab: Anrede, Vorname, Nachname, E-Mail. */
const fillParticipant = async (page: Page, row: number, firstname: string) => {
  const main = page.getByRole('main');
  const group = main.getByRole('group', { name: new RegExp(`^${String(row)}\\. Teilnehmer`) });
  await group.getByLabel('Anrede').focus();
  await page.keyboard.type('Herr');
  await page.keyboard.press('Tab');
  await type(page, firstname);
  await page.keyboard.press('Tab');
  await type(page, 'Vogel');
  await page.keyboard.press('Tab');
  await type(page, `${firstname.toLowerCase()}.vogel@example.org`);
};

test.describe('Fachtagung buchen', () => {
  test('from the conference page "Jetzt buchen" leads to the form; two participants booked with the keyboard; the confirmation names them', async ({ page, request }) => {
    const conference = await firstConference(request);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/fachtagung/${conference.url}`);
    await acceptOnlyNecessaryCookies(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Unverbindlich anmelden / Interesse bekunden' })).toBeVisible();
    await checkBothWidths(page, 'conference');
    await main.getByRole('link', { name: 'Jetzt buchen' }).click();
    await expect(page).toHaveURL(new RegExp(`/fachtagung/${conference.url}/buchung$`));
    await expect(main.getByRole('heading', { level: 1, name: 'Fachtagung buchen' })).toBeVisible();
    await expect(page).toHaveTitle(`Fachtagung buchen: ${conference.title} | ifb Seminare`);
    await checkBothWidths(page, 'booking-empty');

    // A second row, by the keyboard: focus the link and press Enter.
    await main.getByRole('link', { name: '+ Weiteren Teilnehmer hinzufügen' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\?teilnehmer=2$/);
    await expect(main.getByRole('group', { name: /^2\. Teilnehmer/ })).toBeVisible();

    // Sent empty: the messages under the fields, the focus on the first wrong one.
    await main.getByRole('button', { name: 'Zahlungspflichtig buchen' }).focus();
    await page.keyboard.press('Enter');
    await expect(main.getByText('Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen')).toBeVisible();
    await expect(main.getByRole('group', { name: /^2\. Teilnehmer/ }).getByText('Bitte tragen Sie einen Vornamen ein')).toBeVisible();
    await expect(main.getByRole('group', { name: /^1\. Teilnehmer/ }).getByLabel('Vorname')).toBeFocused();
    await checkBothWidths(page, 'booking-errors');

    await fillParticipant(page, 1, 'Jan');
    await fillParticipant(page, 2, 'Kim');
    const contact = main.getByRole('region', { name: 'Ansprechpartner für die Buchung' });
    await contact.getByLabel('Anrede').focus();
    await page.keyboard.type('Frau');
    await page.keyboard.press('Tab');
    await type(page, 'Petra');
    await page.keyboard.press('Tab');
    await type(page, 'Brandt');
    await page.keyboard.press('Tab');
    await type(page, 'petra.brandt@example.org');
    await page.keyboard.press('Tab');
    await type(page, 'Brandt Logistik GmbH');
    await main.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(main.getByRole('button', { name: 'Zahlungspflichtig buchen' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(new RegExp(`/fachtagung/${conference.url}/buchung/bestaetigung\\?buchung=IFB-\\d{4}-\\d{6}$`));
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(/Vielen Dank für Ihre Buchung|Ihre Buchung steht auf der Warteliste/);
    await expect(main.getByText(/^Ihre Buchungsnummer: IFB-\d{4}-\d{6}$/)).toBeVisible();
    await expect(main.getByText(/^Herr Jan Vogel: (gebucht|auf der Warteliste, Platz \d+)$/)).toBeVisible();
    await expect(main.getByText(/^Herr Kim Vogel: /)).toBeVisible();
    await checkBothWidths(page, 'confirmation');
  });

  test('the sign-up form, its messages and its thanks page are axe clean in both widths', async ({ page, request }) => {
    const conference = await firstConference(request);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/fachtagung/anmeldung?fachtagung=${conference.url}`);
    await acceptOnlyNecessaryCookies(page);
    const main = page.getByRole('main');
    await checkBothWidths(page, 'signup');
    await main.getByRole('button', { name: 'Anmeldung absenden' }).click();
    await expect(main.getByText('Bitte tragen Sie einen Vornamen ein')).toBeVisible();
    await expect(main.getByLabel('Vorname')).toBeFocused();
    await checkBothWidths(page, 'signup-errors');
    await main.getByLabel('Vorname').fill('Olga');
    await main.getByLabel('Nachname').fill('Schulz');
    await main.getByLabel('E-Mail').fill('olga.schulz@example.org');
    await main.getByRole('button', { name: 'Anmeldung absenden' }).click();
    await expect(main.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Anmeldung' })).toBeVisible();
    await checkBothWidths(page, 'signup-thanks');
  });
});

test.describe('Fachtagung: Anmeldung ohne JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the sign-up form works as a plain form post, with the conference preselected', async ({ page, request }) => {
    const conference = await firstConference(request);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/fachtagung/${conference.url}`);
    const main = page.getByRole('main');
    await main.getByRole('link', { name: 'Unverbindlich anmelden / Interesse bekunden' }).click();
    await expect(main.getByRole('heading', { level: 1, name: 'Anmeldung zur Fachtagung' })).toBeVisible();
    await expect(main.getByRole('radio', { name: conference.title })).toBeChecked();
    await checkBothWidths(page, 'signup-nojs', { axe: false });

    await main.getByLabel('Vorname').fill('Olga');
    await main.getByLabel('Nachname').fill('Schulz');
    await main.getByLabel('E-Mail').fill('olga@');
    await main.getByRole('button', { name: 'Anmeldung absenden' }).click();
    await expect(main.getByText('Bitte geben Sie eine gültige E-Mail-Adresse an')).toBeVisible();
    await expect(main.getByLabel('Vorname')).toHaveValue('Olga');
    await checkBothWidths(page, 'signup-errors-nojs', { axe: false });

    await main.getByLabel('E-Mail').fill('olga.schulz@example.org');
    await main.getByRole('button', { name: 'Anmeldung absenden' }).click();
    await expect(page).toHaveURL(new RegExp(`/fachtagung/anmeldung/bestaetigung\\?fachtagung=${conference.url}$`));
    await expect(main.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Anmeldung' })).toBeVisible();
    await expect(main.getByText(`„${conference.title}“`, { exact: false })).toBeVisible();
    await checkBothWidths(page, 'signup-thanks-nojs', { axe: false });
  });
});
