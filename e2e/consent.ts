import { expect, type Page } from '@playwright/test';

/** Dismisses the cookie banner with "Nur notwendige" and waits until it is gone. */
export const acceptOnlyNecessaryCookies = async (page: Page): Promise<void> => {
  const banner = page.getByRole('region', { name: 'Cookies und Datenschutz' });
  await banner.getByRole('button', { name: 'Nur notwendige' }).click();
  await expect(banner).toBeHidden();
};
