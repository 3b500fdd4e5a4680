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

export const test = base.extend<object, object>({
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...options) => {
        const context = await newContext(...options);
        await context.addInitScript(INTERACT_ON_LOAD);
        return context;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
});
