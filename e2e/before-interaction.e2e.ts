import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

/**
 * What a catalogue page loads before anyone touches it (issue 28): until the network is idle
 * after hydration, no chunk that holds io-ts or the Temporal polyfill. Both used to arrive on
 * every page after hydration, with the header's question who is logged in and how full the cart
 * is (the accounts and cart proxies and their codecs); the phone downloads and parses them all
 * the same. Which chunk holds which modules, the build records (scripts/bundle/module-sizes-plugin.ts).
 */
const MODULE_SIZES = fileURLToPath(new URL('../dist/client/.vite/module-sizes.json', import.meta.url));
const HEAVY = /node_modules\/(io-ts|temporal-polyfill|temporal-utils)\//;

/** Chunk file name → the io-ts and Temporal modules it holds (none for most). */
const heavyModulesByChunk = (): ReadonlyMap<string, readonly string[]> => {
  const sizes = JSON.parse(readFileSync(MODULE_SIZES, 'utf8')) as Record<string, Record<string, number>>;
  return new Map(Object.entries(sizes).map(([chunk, modules]) => [chunk.split('/').pop() ?? chunk, Object.keys(modules).filter((module) => HEAVY.test(module))]));
};

for (const path of ['/', '/seminare/veranstaltungen', '/seminare/p/arbeitsrecht-fuer-betriebsraete-teil-i']) {
  test(`${path}: loads neither io-ts nor the Temporal polyfill before any interaction`, async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname.split('/').pop() ?? '');
    });
    // The header asks after hydration who is logged in: what that loads is part of the count.
    const asked = page.waitForResponse((response) => new URL(response.url()).pathname === '/kundenportal/get-user');
    await page.goto(path);
    await expect(page.locator('header[data-enhanced]')).toHaveCount(1);
    await asked;
    await page.waitForLoadState('networkidle');
    const heavy = heavyModulesByChunk();
    const unknown = scripts.filter((name) => !heavy.has(name));
    expect(unknown, 'scripts the build did not record: is dist/ from this build?').toEqual([]);
    expect(scripts.flatMap((name) => (heavy.get(name) ?? []).map((module) => `${name}: ${module}`))).toEqual([]);
  });
}
