import type { Page } from '@playwright/test';

/** The site's header (the banner landmark). */
export const header = (page: Page) => page.getByRole('banner');

/** The header's user button: 'Anmelden' for a visitor, 'Hallo <Vorname>' once logged in. */
export const userTrigger = (page: Page) => header(page).getByRole('button', { name: /^(Anmelden|Hallo .+)$/ });
