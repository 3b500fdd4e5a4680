import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_TYPES, readManifest, START_UP_BUDGET_GZIP, START_UP_CEILING_GZIP, startUpOf } from '../scripts/bundle/start-up';

const CLIENT_DIR = fileURLToPath(new URL('../dist/client', import.meta.url));
const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The JavaScript a public page loads to hydrate, in bytes over the wire (gzip), from the built
 * manifest: a byte budget, not a timing. The page loads it on the visitor's first interaction
 * (issue 28; before that it loads none: ui/start-after-paint.test.ts, e2e/before-interaction.e2e.ts),
 * and a phone's first tap waits for it. CI builds before vitest; without a build this fails rather than passing unmeasured.
 */
describe('the JavaScript that hydrates the public pages, on the first interaction (issues 11, 28)', () => {
  it('there is a browser build to measure', () => {
    expect(existsSync(join(CLIENT_DIR, '.vite/manifest.json')), 'no dist/client/.vite/manifest.json: run `npm run build` before this test').toBe(true);
  });

  it.each(PUBLIC_PAGE_TYPES.map((page) => [page.name, page] as const))('%s stays within the start-up ceiling', (_name, page) => {
    const { total } = startUpOf(CLIENT_DIR, readManifest(CLIENT_DIR), page);
    expect(
      total.gzip,
      `${page.name} (${page.path}) loads ${kb(total.gzip)} gzip at start; ceiling ${kb(START_UP_CEILING_GZIP)}, goal ${kb(START_UP_BUDGET_GZIP)} (npm run bench:bundle shows what)`,
    ).toBeLessThanOrEqual(START_UP_CEILING_GZIP);
  });
});
