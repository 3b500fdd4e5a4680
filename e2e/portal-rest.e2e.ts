import { expect, test, type Page } from './test';
import { axeViolations } from './axe';

/** Demo accounts (adapters/db/demo-data/people.ts): a Gremium member with a Merkliste, the Gremium's admin. */
const MEMBER = 'lea.hartmann@example.com';
const GREMIUM_ADMIN = 'sabine.keller@example.com';
const DEMO_PASSWORD = 'Seminar-Demo-2026!';

/** A visitor opening a portal page is sent to the login, which brings them back (spec §6). */
const logInVia = async (page: Page, path: string, email: string) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(path);
  await expect(page).toHaveURL(`/kundenportal/login?redirect=${encodeURIComponent(path)}`);
  const banner = page.getByRole('region', { name: 'Cookies und Datenschutz' });
  await banner.getByRole('button', { name: 'Nur notwendige' }).click();
  await expect(banner).toBeHidden();
  const card = page.getByRole('form', { name: 'anmelden/registrieren:' });
  await card.getByLabel('E-Mail Adresse').fill(email);
  await card.getByRole('button', { name: 'Weiter' }).click();
  await page.getByRole('main').getByLabel('Passwort').fill(DEMO_PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).toHaveURL(path);
};

/** The state as it stands, at both widths: axe finds nothing and the page does not scroll sideways. */
const cleanAtBothWidths = async (page: Page) => {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
};

test('a Gremium member compares and trims their Merkliste, searches BR A–Z and finds the feedback page', async ({ page }) => {
  await logInVia(page, '/wishlist/list', MEMBER);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Meine Merkliste', level: 1 })).toBeVisible();
  const kept = main.getByRole('list', { name: 'Gemerkte Termine' }).getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
  const before = await kept.count();
  expect(before).toBeGreaterThan(1);
  await expect(main.getByRole('button', { name: /^In den Warenkorb: / }).first()).toBeVisible();
  await cleanAtBothWidths(page);
  await main.getByText(/^Weitere Termine dieses Seminars/).first().click();
  await cleanAtBothWidths(page);

  await main.getByRole('link', { name: 'Gemerkte Termine vergleichen' }).click();
  await expect(page).toHaveURL('/wishlist/analysis');
  const compared = main.getByRole('list', { name: 'Gemerkte Termine im Vergleich' });
  await expect(compared.getByRole('listitem')).toHaveCount(before);
  // The council's size: Lea's Gremium has several members, so the prices are for all of them.
  await expect(compared.getByText(/^Preis für \d+ Teilnehmende$/).first()).toBeVisible();
  await expect(compared.getByText(/Plätze? frei|Ausgebucht/).first()).toBeVisible();
  await cleanAtBothWidths(page);
  const count = main.getByRole('spinbutton', { name: 'Teilnehmende' });
  await count.fill('0');
  await main.getByRole('button', { name: 'Preise berechnen' }).click();
  await expect(main.getByRole('alert')).toHaveText('Bitte geben Sie eine ganze Zahl von 1 bis 30 an.');
  await expect(count).toHaveValue('0');
  await cleanAtBothWidths(page);
  await count.fill('2');
  await main.getByRole('button', { name: 'Preise berechnen' }).click();
  await expect(compared.getByText('Preis für 2 Teilnehmende').first()).toBeVisible();

  await main.getByRole('link', { name: 'Zurück zur Merkliste' }).click();
  await main.getByRole('button', { name: /^Entfernen: / }).first().click();
  await expect(main.getByRole('status').getByText('Der Termin wurde von der Merkliste entfernt.')).toBeVisible();
  await expect(kept).toHaveCount(before - 1);
  await cleanAtBothWidths(page);

  await page.goto('/kundenportal/br-a-z');
  await expect(main.getByRole('heading', { name: 'BR A–Z', level: 1 })).toBeVisible();
  await expect(main.getByRole('navigation', { name: 'Buchstaben' })).toBeVisible();
  await cleanAtBothWidths(page);
  const firstEntry = (await main.locator('section[id^="buchstabe-"] li a').first().textContent()) ?? '';
  const search = main.getByRole('search', { name: 'Im BR A–Z suchen' });
  await search.getByLabel('Begriff suchen').fill(firstEntry);
  await search.getByRole('button', { name: 'Suchen' }).click();
  await expect(main.getByText(new RegExp(`^\\d+ Treffer für „${firstEntry.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}“`))).toBeVisible();
  await expect(main.getByRole('link', { name: firstEntry, exact: true })).toBeVisible();
  await cleanAtBothWidths(page);

  await page.goto('/meinifb');
  await expect(main.getByRole('link', { name: 'BR A–Z' })).toBeVisible();
  // The demo has no attended seminars: the page says so (the form itself is covered by the page tests).
  await page.goto('/kundenportal/send-feedback');
  await expect(main.getByRole('heading', { name: 'Feedback zu einem Seminar', level: 1 })).toBeVisible();
  await expect(main.getByText('Sie haben noch kein Seminar bei uns besucht.', { exact: false })).toBeVisible();
  await cleanAtBothWidths(page);
});

test('a Gremium admin is asked before removing a member and can go back', async ({ page }) => {
  await logInVia(page, '/meinifb/gremium-mitglieder', GREMIUM_ADMIN);
  const main = page.getByRole('main');
  await main.getByRole('link', { name: /Lea Hartmann aus dem Gremium entfernen$/ }).click();
  await expect(main.getByRole('heading', { name: 'Mitglied entfernen', level: 1 })).toBeVisible();
  await expect(main.getByText(/wirklich aus dem Gremium/)).toBeVisible();
  await expect(main.getByRole('button', { name: 'Ja, entfernen' })).toBeVisible();
  await cleanAtBothWidths(page);
  await main.getByRole('link', { name: 'Abbrechen' }).click();
  await expect(page).toHaveURL('/meinifb/gremium-mitglieder');
  await expect(main.getByText('Lea Hartmann', { exact: false }).first()).toBeVisible();
});
