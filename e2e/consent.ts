import { expect, type Page } from '@playwright/test';

/** Dismisses the cookie banner with "Nur notwendige" and waits until it is gone. */
export const acceptOnlyNecessaryCookies = async (page: Page): Promise<void> => {
  const banner = page.getByRole('region', { name: 'Cookies und Datenschutz' });
  await banner.getByRole('button', { name: 'Nur notwendige' }).click();
  await expect(banner).toBeHidden();
};

/** Opens a page at a window width and answers the cookie banner with "Nur notwendige", as a first visit does. */
export const openWithNecessaryCookies = async (page: Page, path: string, width: number): Promise<void> => {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(path);
  await expect(page.getByRole('region', { name: 'Cookies und Datenschutz' })).toBeVisible();
  await acceptOnlyNecessaryCookies(page);
};
