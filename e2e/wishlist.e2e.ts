import { expect, test } from './test';
import { acceptOnlyNecessaryCookies } from './consent';
import { DEMO_PASSWORD, logInVia } from './demo-login';
import { cleanAtBothWidths } from './page-checks';

/** Demo account (adapters/db/demo-data/people.ts): a member of the demo Gremium, whose prices are for the council. */
const MEMBER = 'ahmet.yilmaz@example.com';

test('a visitor keeps dates after the login, finds them with next dates and prices, compares them for the council, puts one in the cart and removes one', async ({ page }) => {
  test.setTimeout(120_000);
  const main = page.getByRole('main');
  // Both pages send a visitor to the login, with the way back (§6).
  await page.setViewportSize({ width: 1440, height: 900 });
  for (const path of ['/wishlist/list', '/wishlist/analysis', '/meinifb/merkliste']) {
    await page.goto(path);
    await expect(page).toHaveURL(`/kundenportal/login?redirect=${encodeURIComponent(path)}`);
  }

  // "Merken" as a visitor: the login, then the Merkliste, which has the date and says so.
  const listing = '/seminare/veranstaltungen?kind=presence';
  await page.goto(listing);
  await acceptOnlyNecessaryCookies(page);
  // Hydrated (the header marks it): the button's script sends a visitor to the login.
  await expect(page.locator('header[data-enhanced]')).toHaveCount(1);
  const keep = main.getByRole('button', { name: /^Merken: / });
  const wished = ((await keep.nth(1).textContent()) ?? '').replace(/^.*Merken: /, '').split(', ')[0] ?? '';
  await keep.nth(1).click();
  await expect(page).toHaveURL(`/kundenportal/login?redirect=${encodeURIComponent('/meinifb/merkliste?gemerkt=1')}`);
  const card = page.getByRole('form', { name: 'anmelden/registrieren:' });
  await card.getByLabel('E-Mail Adresse').fill(MEMBER);
  await card.getByRole('button', { name: 'Weiter' }).click();
  await main.getByLabel('Passwort').fill(DEMO_PASSWORD);
  await main.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).toHaveURL('/meinifb/merkliste?gemerkt=1');
  await expect(main.getByText('Der Termin ist jetzt auf Ihrer Merkliste.')).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: wished, exact: true }).first()).toBeVisible();

  await page.goto(listing);
  await expect(page.locator('header[data-enhanced]')).toHaveCount(1);
  const chosen = [0, 2].map(async (index) => ((await keep.nth(index).textContent()) ?? '').replace(/^.*Merken: /, ''));
  const [first = '', second = ''] = await Promise.all(chosen);
  for (const index of [0, 2]) {
    await keep.nth(index).click();
    await expect(keep.nth(index)).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(main.getByRole('status').filter({ hasText: 'Auf der Merkliste' })).toHaveCount(2);

  await page.goto('/meinifb/merkliste');
  await expect(main.getByRole('heading', { name: 'Meine Merkliste', level: 1 })).toBeVisible();
  const entries = main.getByRole('list', { name: 'Gemerkte Termine' }).getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
  const count = await entries.count();
  expect(count).toBeGreaterThanOrEqual(2);
  const titleOf = (label: string): string => label.split(', ')[0] ?? '';
  const removeButton = (label: string) => main.getByRole('button', { name: new RegExp(`^Entfernen: ${titleOf(label).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, `) });
  for (const label of [first, second]) {
    const entry = entries.filter({ has: page.getByRole('heading', { level: 2, name: titleOf(label), exact: true }) });
    await expect(entry).toHaveCount(1);
    // The date's line: date · kind · place · price.
    await expect(entry.getByText(/ · .+ · .+ · .*\d+,\d\d\s€/).first()).toBeVisible();
    await expect(entry.getByRole('button', { name: `In den Warenkorb: ${label}` })).toBeVisible();
  }
  await cleanAtBothWidths(page, 'merkliste');
  const withNext = main.getByText(/^Weitere Termine dieses Seminars \(\d+\)$/).first();
  await withNext.click();
  await expect(main.getByRole('button', { name: /^In den Warenkorb: / }).nth(count)).toBeVisible();
  await cleanAtBothWidths(page);

  // The same list under its second address.
  await page.goto('/wishlist/list');
  await expect(entries).toHaveCount(count);

  // Side by side, for the council's number of participants.
  await main.getByRole('link', { name: 'Gemerkte Termine vergleichen' }).click();
  await expect(page).toHaveURL('/wishlist/analysis');
  await expect(main.getByText('Betriebsrat der Muster Logistik GmbH', { exact: false }).first()).toBeVisible();
  const compared = main.getByRole('list', { name: 'Gemerkte Termine im Vergleich' }).getByRole('listitem');
  await expect(compared).toHaveCount(count);
  const one = compared.first();
  for (const term of ['Datum', 'Ort', 'Art', 'je Person', 'Freie Plätze']) await expect(one.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) })).toBeVisible();
  await expect(one.getByRole('term').filter({ hasText: /^Preis für \d+ Teilnehmende$/ })).toBeVisible();
  const council = Number(/\d+/.exec((await main.getByRole('spinbutton', { name: 'Teilnehmende' }).inputValue()) || '0')?.[0]);
  expect(council).toBeGreaterThan(1);
  await expect(main.getByText('Günstigster Termin').first()).toBeVisible();
  await cleanAtBothWidths(page, 'merkliste-vergleich');
  await main.getByRole('spinbutton', { name: 'Teilnehmende' }).fill('31');
  await main.getByRole('button', { name: 'Preise berechnen' }).click();
  await expect(main.getByRole('alert')).toHaveText('Bitte geben Sie eine ganze Zahl von 1 bis 30 an.');
  await cleanAtBothWidths(page);
  await main.getByRole('spinbutton', { name: 'Teilnehmende' }).fill('3');
  await main.getByRole('button', { name: 'Preise berechnen' }).click();
  await expect(page).toHaveURL(/\/wishlist\/analysis\?/);
  await expect(one.getByRole('term').filter({ hasText: /^Preis für 3 Teilnehmende$/ })).toBeVisible();

  // One into the cart, one off the list.
  await main.getByRole('link', { name: 'Zurück zur Merkliste' }).click();
  await expect(page.locator('header[data-enhanced]')).toHaveCount(1);
  await main.getByRole('button', { name: `In den Warenkorb: ${first}` }).click();
  await expect(main.getByRole('link', { name: 'zum Warenkorb' }).first()).toBeVisible();
  await expect(page.getByTestId('cart-count')).not.toHaveText('');
  await removeButton(second).click();
  await expect(main.getByRole('status').getByText('Der Termin wurde von der Merkliste entfernt.')).toBeVisible();
  await expect(entries).toHaveCount(count - 1);
  await expect(removeButton(second)).toHaveCount(0);
  await cleanAtBothWidths(page);
  await page.goto('/seminare/warenkorb');
  await expect(main.getByText(titleOf(first)).first()).toBeVisible();
});

test('a date kept on the Merkliste still says "Gemerkt" after the page is reloaded, and "Merken" once it is removed', async ({ page }) => {
  const main = page.getByRole('main');
  // A demo customer whose Merkliste no other journey reads.
  await logInVia(page, '/meinifb/merkliste', 'claudia.fischer@example.org', 1440);
  const listing = '/seminare/veranstaltungen?kind=presence';
  /** The listing, once the header knows who is logged in and the page has asked for the Merkliste. */
  const openListing = async (load: () => Promise<unknown>) => {
    const askedKept = page.waitForResponse((response) => new URL(response.url()).pathname === '/wishlist/get');
    await load();
    await expect(page.locator('header[data-enhanced]')).toHaveCount(1);
    await askedKept;
  };
  await openListing(() => page.goto(listing));
  const keep = main.getByRole('button', { name: /^Merken: / });
  const unkept = keep.and(page.locator('[aria-pressed="false"]')).first();
  const label = (await unkept.evaluate((button) => button.lastElementChild?.textContent ?? '')).replace(/^Merken: /, '');
  const button = main.getByRole('button', { name: `Merken: ${label}`, exact: true });
  await expect(button).toHaveText(/^Merken/);
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');

  await openListing(() => page.reload());
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(button).toHaveText(/^Gemerkt/);

  // Off the list again (the Merkliste page's own button), and the listing says "Merken" again.
  await page.goto('/meinifb/merkliste');
  await main.getByRole('button', { name: new RegExp(`^Entfernen: ${(label.split(', ')[0] ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, `) }).first().click();
  await expect(main.getByRole('status').getByText('Der Termin wurde von der Merkliste entfernt.')).toBeVisible();
  await openListing(() => page.goto(listing));
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await expect(button).toHaveText(/^Merken/);
});
