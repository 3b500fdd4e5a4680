import { expect, test, type Page } from './test';
import { DEMO_PASSWORD } from './demo-login';
import { axeViolations } from './axe';
import { header, userTrigger } from './header';

/** A demo account (adapters/db/demo-data/people.ts). */
const KNOWN_EMAIL = 'jonas.weber@example.org';

const cartTrigger = (page: Page) => header(page).getByRole('button', { name: /^Warenkorb(, \d+ Artikel)?$/ });
const wishlistTrigger = (page: Page) => header(page).getByRole('button', { name: 'Merkliste', exact: true });
const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });

/**
 * Opens a page and answers the cookie banner. The banner appears only once the page is
 * hydrated, so after this the header's buttons work.
 */
const open = async (page: Page, path: string, consent: 'Nur notwendige' | 'Alle akzeptieren' = 'Nur notwendige', width = 1440) => {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(path);
  const banner = page.getByRole('region', { name: 'Cookies und Datenschutz' });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: consent }).click();
  await expect(banner).toBeHidden();
};

const addFirstEventToCart = async (page: Page) => {
  const button = page.getByRole('button', { name: /^In den Warenkorb: / }).first();
  await button.click();
  await expect(page.getByText('Im Warenkorb').first()).toBeVisible();
};

test.describe('cart', () => {
  test('adding an event shows the first-add notice and the count; the cart popup removes it again', async ({ page }) => {
    await open(page, '/seminare/veranstaltungen');
    await expect(cartTrigger(page)).toHaveAccessibleName('Warenkorb');
    await addFirstEventToCart(page);
    await expect(page.getByText('Ob Buchung oder Reservierung, entscheiden Sie im Warenkorb für jeden Teilnehmer einzeln.')).toBeVisible();
    await expect(cartTrigger(page)).toHaveAccessibleName(/^Warenkorb ?, 1 Artikel$/);
    await expect(page.getByTestId('cart-count')).toHaveText('1');

    await cartTrigger(page).click();
    const cart = dialog(page, 'Warenkorb');
    await expect(cart).toBeVisible();
    const remove = cart.getByRole('button', { name: /^Artikel aus Warenkorb löschen: / });
    await expect(remove).toHaveAttribute('title', 'Artikel aus Warenkorb löschen');
    await expect(cart.getByText(/\d{2}\.\d{2}\.\d{4}/)).toBeVisible();
    await remove.click();
    await expect(cart.getByText('Warenkorb ist leer')).toBeVisible();
    await expect(cart.getByText('Passende Seminare finden')).toBeVisible();
    await expect(cart.getByRole('link', { name: 'Zu den Seminaren' })).toHaveAttribute('href', '/seminare');
    await expect(cartTrigger(page)).toHaveAccessibleName('Warenkorb');
    await expect(page.getByTestId('cart-count')).toHaveText('');

    // The count comes from the server on the next page, too.
    await page.reload();
    await expect(page.getByTestId('cart-count')).toHaveText('');
  });

  test('the cart popup is a modal dialog for keyboard users: focus moves in, Escape returns it to the trigger', async ({ page }) => {
    await open(page, '/seminare/veranstaltungen');
    await cartTrigger(page).focus();
    await page.keyboard.press('Enter');
    const cart = dialog(page, 'Warenkorb');
    await expect(cart).toHaveAttribute('aria-modal', 'true');
    await expect(cart.getByText('Warenkorb ist leer')).toBeVisible();
    expect(await cart.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    // Tab reaches the only link and then stays inside the dialog.
    await page.keyboard.press('Tab');
    await expect(cart.getByRole('link', { name: 'Zu den Seminaren' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(cart.getByRole('link', { name: 'Zu den Seminaren' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(cart).toBeHidden();
    await expect(cartTrigger(page)).toBeFocused();
    await expect(cartTrigger(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('axe finds nothing with the cart popup and with the login popup open', async ({ page }) => {
    await open(page, '/seminare/veranstaltungen');
    await addFirstEventToCart(page);
    await cartTrigger(page).click();
    await expect(dialog(page, 'Warenkorb').getByRole('button', { name: /^Artikel aus Warenkorb löschen/ })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await userTrigger(page).click();
    await expect(dialog(page, 'Bei meinifb einloggen oder registrieren')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('quick login', () => {
  test('a new e-mail leads to the registration with the address filled in', async ({ page }) => {
    await open(page, '/seminare');
    await userTrigger(page).click();
    const login = dialog(page, 'Bei meinifb einloggen oder registrieren');
    const email = login.getByLabel('E-Mail Adresse');
    await expect(email).toBeFocused();
    // Nothing is judged before the first submit; an empty submit then shows the message.
    await expect(login.getByText('Bitte geben Sie eine E-Mail-Adresse an')).toHaveCount(0);
    await login.getByRole('button', { name: 'Weiter' }).click();
    await expect(login.getByText('Bitte geben Sie eine E-Mail-Adresse an')).toBeVisible();
    await email.fill('  neu.im.gremium@example.org ');
    await email.press('Enter');
    await expect(page).toHaveURL(/\/registrierung\?email=neu\.im\.gremium%40example\.org&redirect=%2Fseminare$/);
    await expect(page.getByRole('heading', { name: 'Registrieren bei meinifb' })).toBeVisible();
    await expect(page.getByRole('main').getByLabel('E-Mail Adresse')).toHaveValue('neu.im.gremium@example.org');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a known e-mail leads to the password and back, greeted by first name', async ({ page }) => {
    await open(page, '/seminare/veranstaltungen');
    await userTrigger(page).click();
    const login = dialog(page, 'Bei meinifb einloggen oder registrieren');
    await login.getByLabel('E-Mail Adresse').fill(KNOWN_EMAIL);
    await login.getByRole('button', { name: 'Weiter' }).click();
    await expect(page).toHaveURL(`/kundenportal/login/${encodeURIComponent(KNOWN_EMAIL)}?redirect=${encodeURIComponent('/seminare/veranstaltungen')}`);
    await expect(page.getByText(KNOWN_EMAIL)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('main').getByLabel('Passwort').fill('falsch-falsch');
    await page.getByRole('main').getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(page.getByRole('main').getByRole('alert')).toContainText('Die E-Mail-Adresse oder das Passwort ist nicht korrekt.');
    await page.getByRole('main').getByLabel('Passwort').fill(DEMO_PASSWORD);
    await page.getByRole('main').getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(page).toHaveURL(/\/seminare\/veranstaltungen$/);
    await expect(userTrigger(page)).toHaveAccessibleName('Hallo Jonas');

    await userTrigger(page).click();
    const menu = dialog(page, 'Hallo Jonas');
    await expect(menu.getByRole('link', { name: 'Einstellungen' })).toBeVisible();
    await menu.getByRole('button', { name: 'abmelden' }).click();
    await expect(userTrigger(page)).toHaveAccessibleName('Anmelden');
  });
});

test.describe('wishlist', () => {
  test('an anonymous visitor is led to the login and back to the wishlist page', async ({ page }) => {
    await open(page, '/seminare');
    await wishlistTrigger(page).click();
    const wishlist = dialog(page, 'Merkliste');
    await expect(wishlist.getByText('Merkliste nutzen – Favoriten speichern!')).toBeVisible();
    await wishlist.getByRole('link', { name: 'Anmelden und Merkliste öffnen' }).click();
    await expect(page).toHaveURL(`/kundenportal/login?redirect=${encodeURIComponent('/meinifb/merkliste')}`);

    // The wishlist page itself sends a visitor the same way.
    await page.goto('/meinifb/merkliste');
    await expect(page).toHaveURL(`/kundenportal/login?redirect=${encodeURIComponent('/meinifb/merkliste')}`);
    const card = page.getByRole('form', { name: 'anmelden/registrieren:' });
    await card.getByLabel('E-Mail Adresse').fill(KNOWN_EMAIL);
    await card.getByRole('button', { name: 'Weiter' }).click();
    await page.getByRole('main').getByLabel('Passwort').fill(DEMO_PASSWORD);
    await page.getByRole('main').getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(page).toHaveURL(/\/meinifb\/merkliste$/);
    await expect(page.getByRole('heading', { name: 'Meine Merkliste' })).toBeVisible();
  });

  test("'Merken' as a visitor leads to the login, and from there to the Merkliste that keeps the date", async ({ page }) => {
    await open(page, '/seminare/veranstaltungen');
    await page.getByRole('button', { name: /^Merken: / }).first().click();
    await expect(page).toHaveURL(`/kundenportal/login?redirect=${encodeURIComponent('/meinifb/merkliste?gemerkt=1')}`);
  });
});

test.describe('cookie consent and tracking', () => {
  const dataLayer = (page: Page) => page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []);

  test('without marketing consent no tracking record is pushed', async ({ page }) => {
    await open(page, '/seminare/veranstaltungen', 'Nur notwendige');
    await addFirstEventToCart(page);
    await page.waitForTimeout(500);
    expect(await dataLayer(page)).toEqual([]);
  });

  test('with marketing consent adding pushes an add_to_cart record; the choice is remembered and reopenable', async ({ page }) => {
    await open(page, '/seminare/veranstaltungen', 'Alle akzeptieren');
    await addFirstEventToCart(page);
    await expect.poll(async () => (await dataLayer(page)).length).toBeGreaterThan(0);
    const records = (await dataLayer(page)) as { event?: string; ecommerce?: { currency: string; items: { item_category: string; quantity: number }[] } | null }[];
    const added = records.find((record) => record.event === 'add_to_cart');
    expect(added?.ecommerce).toMatchObject({ currency: 'EUR', items: [{ item_category: 'Seminare', quantity: 1 }] });

    await page.reload();
    await expect(page.getByRole('region', { name: 'Cookies und Datenschutz' })).toHaveCount(0);
    await page.goto('/seminare/veranstaltungen#cookie-einstellungen');
    const settings = page.getByRole('dialog', { name: 'Cookie-Einstellungen' });
    await expect(settings).toBeVisible();
    await expect(settings.getByRole('checkbox', { name: /Marketing/ })).toBeChecked();
    await settings.getByRole('checkbox', { name: /Marketing/ }).uncheck();
    await settings.getByRole('button', { name: 'Auswahl speichern' }).click();
    await expect(settings).toBeHidden();
  });
});
