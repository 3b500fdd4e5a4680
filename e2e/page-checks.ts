import { mkdirSync } from 'node:fs';
import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { pdfText } from '../adapters/pdf/testing/pdf-text';
import { axeViolations, checkScriptlessCopy } from './axe';

/** Where full-page screenshots of the checked states go, to look at; only when E2E_SHOTS names a folder (CI takes none). */
const SHOTS = process.env.E2E_SHOTS;

/**
 * The state as it stands, at 1440 and at 390 px: axe finds nothing and the page does not scroll
 * sideways. With a name, the failure says which state it was, and with E2E_SHOTS set a full-page
 * screenshot of each width is kept.
 */
export const cleanAtBothWidths = async (page: Page, state?: string): Promise<void> => {
  for (const width of [1440, 390]) {
    const where = `${state ?? page.url()} at ${String(width)} px`;
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `no sideways scroll: ${where}`).toBeLessThanOrEqual(width);
    expect(await axeViolations(page), where).toEqual([]);
    if (SHOTS !== undefined && state !== undefined) {
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: `${SHOTS}/${state}-${String(width)}.png`, fullPage: true });
    }
  }
  await page.setViewportSize({ width: 1440, height: 900 });
};

/** A page opened without JavaScript, at both widths (checkScriptlessCopy: axe needs scripts). */
export const cleanWithoutScripts = (browser: Browser, page: Page): Promise<void> => checkScriptlessCopy(browser, page, (copy) => cleanAtBothWidths(copy));

/** The XSRF cookie of the page's session: what a page form carries in its hidden field, so a forged post gets past it. */
export const xsrfOf = async (page: Page): Promise<string> =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';

/** Mails and PDFs wrap their lines: compared with single spaces. */
export const flat = (text: string | undefined): string => (text ?? '').replace(/\s+/g, ' ');

/** Downloads a PDF link as the browser would and answers its text; it must be a real PDF. */
export const pdfOf = async (page: Page, link: Locator) => {
  const answer = await page.request.get((await link.getAttribute('href')) ?? '');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('application/pdf');
  const bytes = await answer.body();
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return flat(pdfText(bytes));
};

/** How wide the page is: at most the window's width, or it scrolls sideways. */
export const scrollWidth = (page: Page): Promise<number> => page.evaluate(() => document.documentElement.scrollWidth);
