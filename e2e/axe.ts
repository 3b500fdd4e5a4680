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
 * axe needs JavaScript, the page under test has none: the same HTML (with its styles, without the
 * site's scripts) is checked in a second page that may run axe.
 */
export const axeViolationsWithoutScripts = async (browser: Browser, page: Page): Promise<string[]> => {
  const html = await page.content();
  // Contexts of the test runner inherit the file's options: this one runs scripts again.
  const context = await browser.newContext({ baseURL: new URL(page.url()).origin, javaScriptEnabled: true });
  try {
    const checker = await context.newPage();
    await checker.route(/\.m?js(\?.*)?$/, (route) => route.abort());
    await checker.goto('/robots.txt');
    await checker.setContent(html, { waitUntil: 'load' });
    return await axeViolations(checker);
  } finally {
    await context.close();
  }
};
