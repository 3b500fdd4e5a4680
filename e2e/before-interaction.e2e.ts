import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

/**
 * What a catalogue page loads before anyone touches it (issue 28): until the network is idle, no
 * chunk that holds io-ts or the Temporal polyfill, and no hydration at all: the page's scripts
 * load on the visitor's first sign of interaction (ui/start-after-paint.ts). Then a click on the
 * header's cart trigger, a link until the page has hydrated, starts the scripts and opens the cart
 * popup once they are there, on the same page. Which chunk holds which modules, the build records
 * (scripts/bundle/module-sizes-plugin.ts).
 *
 * Playwright's own `test`, not the journeys' (e2e/test.ts): that one hydrates every page at once.
 */
const MODULE_SIZES = fileURLToPath(new URL('../dist/client/.vite/module-sizes.json', import.meta.url));
const HEAVY = /node_modules\/(io-ts|temporal-polyfill|temporal-utils)\//;

/** Chunk file name → the io-ts and Temporal modules it holds (none for most). */
const heavyModulesByChunk = (): ReadonlyMap<string, readonly string[]> => {
  const sizes = JSON.parse(readFileSync(MODULE_SIZES, 'utf8')) as Record<string, Record<string, number>>;
  return new Map(Object.entries(sizes).map(([chunk, modules]) => [chunk.split('/').pop() ?? chunk, Object.keys(modules).filter((module) => HEAVY.test(module))]));
};

for (const path of ['/', '/seminare/veranstaltungen', '/seminare/p/arbeitsrecht-fuer-betriebsraete-teil-i']) {
  test(`${path}: loads neither io-ts nor the Temporal polyfill before any interaction, and hydrates on the first`, async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname.split('/').pop() ?? '');
    });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const heavy = heavyModulesByChunk();
    const unknown = scripts.filter((name) => !heavy.has(name));
    expect(unknown, 'scripts the build did not record: is dist/ from this build?').toEqual([]);
    expect(scripts.flatMap((name) => (heavy.get(name) ?? []).map((module) => `${name}: ${module}`))).toEqual([]);
    await expect(page.locator('header[data-enhanced]')).toHaveCount(0);

    // The first interaction: a click on the cart trigger, a link to the cart page until hydration.
    const trigger = page.locator('#header-trigger-cart');
    await expect(trigger).toHaveJSProperty('tagName', 'A');
    await trigger.click();
    await expect(page.getByRole('dialog', { name: 'Warenkorb' })).toBeVisible();
    await expect(page.locator('header[data-enhanced]')).toHaveCount(1);
    expect(new URL(page.url()).pathname).toBe(path);
    expect(scripts.length, 'the scripts loaded on the interaction').toBeGreaterThan(0);
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a tap on the menu before hydration starts the scripts and opens the menu once they are there', async ({ page }) => {
    await page.goto('/seminare/veranstaltungen');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('header[data-enhanced]')).toHaveCount(0);
    // Until hydration the menu is a link to the navigation further down the page.
    const menu = page.locator('#header-menu-button');
    await expect(menu).toHaveJSProperty('tagName', 'A');
    await menu.tap();
    await expect(page.getByRole('dialog', { name: 'Menü' })).toBeVisible();
    expect(new URL(page.url()).hash, 'the link was not followed').toBe('');
  });
});
