import { expect, type Page } from '@playwright/test';
import { acceptOnlyNecessaryCookies } from './consent';

/** The demo accounts' password (adapters/db/demo-data/people.ts). */
export const DEMO_PASSWORD = 'Seminar-Demo-2026!';

/**
 * Opens a page that needs a login as a visitor, as a user would: the page sends them to the login
 * with a redirect (spec §6), the quick login card asks for the e-mail, then the password, and the
 * login brings them back to the page.
 */
export const logInVia = async (page: Page, path: string, email: string, width: number): Promise<void> => {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(path);
  await expect(page).toHaveURL(`/kundenportal/login?redirect=${encodeURIComponent(path)}`);
  await acceptOnlyNecessaryCookies(page);
  const card = page.getByRole('form', { name: 'anmelden/registrieren:' });
  await card.getByLabel('E-Mail Adresse').fill(email);
  await card.getByRole('button', { name: 'Weiter' }).click();
  await page.getByRole('main').getByLabel('Passwort').fill(DEMO_PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Anmelden', exact: true }).click();
  // The path may hold a query (?, +, .), which a pattern would read as its own syntax.
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
};

/** The same without scripts, at 390 px: the login page's plain form, straight back to Mein Bereich. */
export const logInToPortalWithoutScripts = async (page: Page, email: string): Promise<void> => {
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto(`/kundenportal/login/${encodeURIComponent(email)}?redirect=${encodeURIComponent('/meinifb')}`);
  await page.getByRole('main').getByLabel('Passwort').fill(DEMO_PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Mein Bereich' })).toBeVisible();
};
