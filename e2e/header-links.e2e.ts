import { expect, test, type Page } from './test';

const header = (page: Page) => page.getByRole('banner');

/**
 * Before its JavaScript (here: none at all) every header control is a link to its page;
 * the scripts turn them into the popups' buttons (e2e/header-popups.e2e.ts).
 */
test.describe('header controls without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const width of [390, 1440]) {
    test(`at ${String(width)} px each control leads to its page`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const start = '/seminare/rubrik';
      const controls: readonly { readonly name: string | RegExp; readonly url: RegExp; readonly lands: (page: Page) => Promise<void> }[] = [
        {
          name: /^Warenkorb/,
          url: /\/seminare\/warenkorb$/,
          lands: (p) => expect(p.getByRole('heading', { level: 1 })).toContainText('Warenkorb'),
        },
        {
          name: 'Anmelden',
          url: /\/kundenportal\/login\?redirect=%2Fseminare%2Frubrik$/,
          lands: (p) => expect(p.getByLabel(/E-Mail/).first()).toBeVisible(),
        },
        {
          name: 'Merkliste',
          // A visitor's wishlist lives in the portal: the login first, then back to the list.
          url: /\/meinifb\/merkliste$|\/kundenportal\/login\?redirect=%2Fmeinifb%2Fmerkliste$/,
          lands: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible(),
        },
        {
          name: 'Suche',
          url: /\/suche$/,
          lands: (p) => expect(p.getByRole('search').getByRole('searchbox')).toBeVisible(),
        },
      ];
      for (const control of controls) {
        await page.goto(start);
        const link = header(page).getByRole('link', { name: control.name, exact: typeof control.name === 'string' });
        await expect(link).toBeVisible();
        await expect(header(page).getByRole('button')).toHaveCount(0);
        await link.click();
        await expect(page, String(control.name)).toHaveURL(control.url);
        await control.lands(page);
      }
    });
  }

  test('at 390 px the menu link shows the main navigation, hidden until then', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/seminare/rubrik');
    const navigation = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(navigation).toBeHidden();
    await header(page).getByRole('link', { name: 'Menü', exact: true }).click();
    await expect(page).toHaveURL(/#hauptnavigation$/);
    await expect(navigation).toBeVisible();
    await navigation.getByRole('link', { name: 'Seminare', exact: true }).click();
    await expect(page).toHaveURL(/\/seminare$/);
  });
});
