import { expect, type Locator, type Page } from '@playwright/test';
import { pdfText } from '../adapters/pdf/testing/pdf-text';
import { axeViolations } from './axe';

/** axe, no sideways scrolling and a screenshot (/tmp/events-STATE-WIDTH.png) at 1440 px, then at 390 px; back to 1440 px. */
export const cleanAtBothWidths = async (page: Page, state: string): Promise<void> => {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `${state} at ${String(width)} px`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${state} at ${String(width)} px`).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `/tmp/events-${state}-${String(width)}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
};

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
