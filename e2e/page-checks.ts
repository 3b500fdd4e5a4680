import { expect, type Browser, type Page } from '@playwright/test';
import { axeViolations } from './axe';

/**
 * The state as it stands, at 1440 and at 390 px: axe finds nothing and the page does not scroll
 * sideways. With a name, a full-page screenshot of each width goes to /tmp/e2e-shots/ to look at.
 */
export const cleanAtBothWidths = async (page: Page, shot?: string): Promise<void> => {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `no sideways scroll at ${String(width)} px`).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    if (shot !== undefined) await page.screenshot({ path: `/tmp/e2e-shots/${shot}-${String(width)}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
};

/**
 * axe needs JavaScript, a page opened without it has none: the same HTML (with its styles,
 * without the site's scripts) is checked in a second page that may run axe, at both widths.
 */
export const cleanWithoutScripts = async (browser: Browser, page: Page): Promise<void> => {
  const html = await page.content();
  const context = await browser.newContext({ baseURL: new URL(page.url()).origin, javaScriptEnabled: true });
  try {
    const checker = await context.newPage();
    await checker.route(/\.m?js(\?.*)?$/, (route) => route.abort());
    await checker.goto('/robots.txt');
    await checker.setContent(html, { waitUntil: 'load' });
    await cleanAtBothWidths(checker);
  } finally {
    await context.close();
  }
};

/** The XSRF cookie of the page's session: what a page form carries in its hidden field, so a forged post gets past it. */
export const xsrfOf = async (page: Page): Promise<string> =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
