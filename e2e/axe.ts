import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from '@playwright/test';

const require = createRequire(import.meta.url);

interface AxeViolation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly nodes: readonly { readonly target: readonly string[] }[];
}

/** Runs axe-core (WCAG 2.1 A and AA rules) in the page and lists what it finds. */
export const axeViolations = async (page: Page): Promise<string[]> => {
  // Evaluated through the DevTools protocol, not as an inline <script>, which the page's CSP blocks.
  await page.evaluate(readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations;
  });
  return violations.map((v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
};

/**
 * axe needs JavaScript, a page opened without it has none: `check` runs on a copy of the same
 * HTML (with its styles, without the site's scripts) in a second page that may run scripts.
 */
export const checkScriptlessCopy = async <A>(browser: Browser, page: Page, check: (copy: Page) => Promise<A>): Promise<A> => {
  const html = await page.content();
  // Contexts of the test runner inherit the file's options: this one runs scripts again.
  const context = await browser.newContext({ baseURL: new URL(page.url()).origin, javaScriptEnabled: true });
  try {
    const copy = await context.newPage();
    await copy.route(/\.m?js(\?.*)?$/, (route) => route.abort());
    // The page's origin first, so its styles load as they would for the page itself.
    await copy.goto('/robots.txt');
    await copy.setContent(html, { waitUntil: 'load' });
    return await check(copy);
  } finally {
    await context.close();
  }
};

/** What axe finds in a page opened without JavaScript (checkScriptlessCopy). */
export const axeViolationsWithoutScripts = (browser: Browser, page: Page): Promise<string[]> => checkScriptlessCopy(browser, page, axeViolations);
