import { test as base } from '@playwright/test';

export * from '@playwright/test';

/**
 * The journeys' `test`: every document they open starts its scripts at once, as if the visitor
 * had moved the pointer as soon as the page was there.
 *
 * The site loads a page's JavaScript on the visitor's first sign of interaction (a pointer, a
 * touch, a key, focus, a scroll; ui/start-after-paint.ts), and a click before hydration on a
 * control that needs it is held and replayed. A journey that opens a page and then looks for a
 * button that only exists once the page has hydrated (the header's popups are links until then)
 * would wait for it forever, as Playwright only moves the pointer once it has found its target.
 * So the journeys hydrate every page they open; what a page loads and does before any interaction,
 * and the replay of a click that starts the scripts, are tested with Playwright's own `test`
 * (e2e/before-interaction.e2e.ts). A journey's contexts made with browser.newContext() get the
 * same, since the fixture patches that method of the worker's browser.
 */
const INTERACT_ON_LOAD = `addEventListener('DOMContentLoaded', function () { dispatchEvent(new Event('pointermove')); }, { once: true });`;

/**
 * Each context is a visitor of its own, with a client address of its own (from 10.0.0.0/8), sent
 * as the reverse proxy in front of the site would send it (the journeys' server trusts the
 * loopback proxy: e2e/playwright.config.ts). The site's limits count per client address (30
 * e-mail checks a minute, 20 failed logins in 15 minutes: application/accounts/rate-limit.ts);
 * two browsers running 165 journeys from one address went over the first at busy minutes, and
 * the quick login card then showed its failure message instead of leading on.
 */
const visitorAddresses = (workerIndex: number): (() => string) => {
  let visitors = 0;
  return () => {
    visitors += 1;
    return `10.${String(workerIndex % 256)}.${String((visitors >> 8) % 256)}.${String(visitors % 256)}`;
  };
};

export const test = base.extend<object, object>({
  browser: [
    async ({ browser }, use, workerInfo) => {
      const newContext = browser.newContext.bind(browser);
      const nextAddress = visitorAddresses(workerInfo.workerIndex);
      browser.newContext = async (options = {}) => {
        const extraHTTPHeaders = { 'x-forwarded-for': nextAddress(), ...options.extraHTTPHeaders };
        const context = await newContext({ ...options, extraHTTPHeaders });
        await context.addInitScript(INTERACT_ON_LOAD);
        return context;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
});
