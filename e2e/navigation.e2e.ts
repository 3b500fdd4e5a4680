import { expect, test, type Page } from './test';
import { axeViolations } from './axe';

const PORT = Number(process.env.E2E_PORT ?? 3311);
const LAYERS = ['Seminare', 'Online-Seminare', 'Ausbildungen', 'Inhouse', 'Fachtagungen', 'Service'];

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Hauptnavigation' });
const trigger = (page: Page, name: string) => mainNav(page).getByRole('button', { name, exact: true });

/** The cookie banner answers once; after that it no longer covers the page. */
const dismissCookies = async (page: Page) => {
  const necessaryOnly = page.getByRole('button', { name: 'Nur notwendige' });
  if (await necessaryOnly.isVisible().catch(() => false)) await necessaryOnly.click();
};

/** Hydration turns the top-level links into buttons; wait for that before using them. */
const openDesktop = async (page: Page, path = '/seminare') => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(path);
  await expect(trigger(page, 'Seminare')).toBeVisible();
  await dismissCookies(page);
};

test.describe('desktop flyout navigation', () => {
  test('each layer opens and closes by mouse; another trigger swaps the layer', async ({ page }) => {
    await openDesktop(page);
    for (const name of LAYERS) {
      await trigger(page, name).click();
      await expect(trigger(page, name)).toHaveAttribute('aria-expanded', 'true');
      const layer = page.locator(`#${(await trigger(page, name).getAttribute('aria-controls')) ?? ''}`);
      await expect(layer.getByRole('button', { name: 'Schließen' })).toBeVisible();
      await expect(layer.getByRole('link').first()).toBeVisible();
    }
    // The last click swapped every layer: only Service is open now.
    await expect(mainNav(page).locator('[aria-expanded="true"]')).toHaveCount(1);
    await trigger(page, 'Service').click();
    await expect(trigger(page, 'Service')).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('[id^="flyout-"]')).toHaveCount(0);
  });

  test('keyboard: Enter and Space open a layer, Escape closes it and returns focus to its button', async ({ page }) => {
    await openDesktop(page);
    await trigger(page, 'Seminare').focus();
    await page.keyboard.press('Enter');
    await expect(trigger(page, 'Seminare')).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Schließen' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(trigger(page, 'Seminare')).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger(page, 'Seminare')).toBeFocused();

    await trigger(page, 'Service').focus();
    await page.keyboard.press('Space');
    await expect(trigger(page, 'Service')).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(trigger(page, 'Service')).toBeFocused();
  });

  test('the Seminare layer shows a tab per rubric with its themes, a slider, and leads to a theme', async ({ page }) => {
    await openDesktop(page);
    await trigger(page, 'Seminare').click();
    const tabs = page.getByRole('tablist', { name: 'Seminare' });
    await tabs.getByRole('tab', { name: 'Arbeitsrecht' }).click();
    await expect(tabs.getByRole('tab', { name: 'Arbeitsrecht' })).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('link', { name: 'Alle Seminare: Arbeitsrecht' })).toHaveAttribute('href', '/seminare/r/arbeitsrecht');

    const slider = page.getByRole('region', { name: 'Inspiration: Seminare' });
    await expect(slider.getByRole('button', { name: 'Vorherige Folie' })).toBeDisabled();
    await slider.getByRole('button', { name: 'Nächste Folie' }).click();
    await expect(slider.getByRole('button', { name: 'Folie 2 von 3' })).toHaveAttribute('aria-current', 'true');

    const theme = panel.getByRole('list').getByRole('link').first();
    const href = await theme.getAttribute('href');
    await theme.click();
    await expect(page).toHaveURL(new RegExp(`${href ?? 'none'}$`));
    await expect(trigger(page, 'Seminare')).toHaveAttribute('aria-expanded', 'false');
  });

  test('a window narrower than 1200 px closes the layer', async ({ page }) => {
    await openDesktop(page);
    await trigger(page, 'Inhouse').click();
    await expect(page.locator('[id^="flyout-"]')).toHaveCount(1);
    await page.setViewportSize({ width: 1100, height: 900 });
    await expect(page.locator('[id^="flyout-"]')).toHaveCount(0, { timeout: 2000 });
  });

  test('axe finds no WCAG 2.1 AA violation with a layer open', async ({ page }) => {
    await openDesktop(page);
    await trigger(page, 'Seminare').click();
    await expect(page.getByRole('tablist')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('without JavaScript the top-level items are plain links', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto('/seminare/rubrik');
    await expect(mainNav(page).getByRole('link', { name: 'Seminare', exact: true })).toHaveAttribute('href', '/seminare');
    await expect(mainNav(page).getByRole('button')).toHaveCount(0);
    await mainNav(page).getByRole('link', { name: 'Online-Seminare' }).click();
    await expect(page).toHaveURL(/\/seminare\/veranstaltungen\?kind=online$/);
    await context.close();
  });
});

test.describe('mobile menu at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('open, go into a section, back, close', async ({ page }) => {
    await page.goto('/seminare');
    await dismissCookies(page);
    const menuButton = page.getByRole('button', { name: 'Menü', exact: true });
    await menuButton.click();
    const menu = page.getByRole('dialog', { name: 'Menü' });
    await expect(menu).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('hidden');
    await expect(menu.getByRole('link', { name: 'Bei meinifb einloggen oder registrieren' })).toBeVisible();

    await menu.getByRole('button', { name: 'Seminare', exact: true }).click();
    await expect(menu.getByRole('heading', { name: 'Seminare' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Zurück' })).toBeFocused();
    const section = menu.getByRole('button', { name: 'Arbeitsrecht' });
    await section.click();
    await expect(section).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Alle anzeigen: Arbeitsrecht' })).toBeVisible();
    await section.click();
    await expect(section).toHaveAttribute('aria-expanded', 'false');

    await menu.getByRole('button', { name: 'Zurück' }).click();
    await expect(menu.getByRole('heading', { name: 'Seminare' })).toHaveCount(0, { timeout: 2000 });
    await expect(menu.getByRole('button', { name: 'Seminare', exact: true })).toBeFocused();

    await menu.getByRole('button', { name: 'Menü schließen' }).click();
    await expect(menu).toHaveCount(0);
    await expect(menuButton).toBeFocused();
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
  });

  test('Escape closes it, and a window of 1200 px or more too', async ({ page }) => {
    await page.goto('/seminare');
    await dismissCookies(page);
    const menuButton = page.getByRole('button', { name: 'Menü', exact: true });
    await menuButton.click();
    // The open menu loads on the first open: Escape once it is there, as a visitor who sees it.
    await expect(page.getByRole('dialog', { name: 'Menü' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Menü' })).toHaveCount(0);
    await expect(menuButton).toBeFocused();
    await menuButton.click();
    await expect(page.getByRole('dialog', { name: 'Menü' })).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(page.getByRole('dialog', { name: 'Menü' })).toHaveCount(0);
  });

  test('axe finds no WCAG 2.1 AA violation with the menu open', async ({ page }) => {
    await page.goto('/seminare');
    await dismissCookies(page);
    await page.getByRole('button', { name: 'Menü', exact: true }).click();
    await page.getByRole('dialog', { name: 'Menü' }).getByRole('button', { name: 'Seminare', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Zurück' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('search', () => {
  test('the search icon opens the field, Enter shows the results page', async ({ page }) => {
    await openDesktop(page);
    await page.getByRole('button', { name: 'Suche', exact: true }).click();
    const field = page.getByRole('searchbox', { name: 'Suchbegriff' });
    await expect(field).toBeFocused();
    await field.fill('Kündigung');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/suche\?q=K%C3%BCndigung$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Suche nach „Kündigung“');
    await expect(page.getByRole('list', { name: 'Gefundene Seminare' }).getByRole('listitem').first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the results page says when nothing was found, and passes axe', async ({ page }) => {
    await page.goto('/suche?q=Quxqux');
    await dismissCookies(page);
    await expect(page.getByText('Keine Seminare zu „Quxqux“ gefunden.')).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Suchbegriff' })).toHaveValue('Quxqux');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the field hides after it lost focus', async ({ page }) => {
    await openDesktop(page);
    await page.getByRole('button', { name: 'Suche', exact: true }).click();
    await expect(page.getByRole('searchbox', { name: 'Suchbegriff' })).toBeVisible();
    await page.locator('main h1').click();
    await expect(page.getByRole('searchbox', { name: 'Suchbegriff' })).toHaveCount(0);
  });

  test('on the works-council site the navigation is its own and the search finds articles too', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`http://betriebsrat.localhost:${String(PORT)}/suche?q=Betriebsrat`);
    await dismissCookies(page);
    await expect(page.getByRole('heading', { level: 2, name: 'Beiträge' })).toBeVisible();
    await trigger(page, 'Wissen').click();
    await expect(page.getByRole('link', { name: 'Lexikon SBV' })).toHaveAttribute('href', '/betriebsratslexikon/sbv');
    await expect(mainNav(page).getByRole('link', { name: 'Seminare' })).toHaveAttribute('href', `http://localhost:${String(PORT)}/seminare`);
  });
});
