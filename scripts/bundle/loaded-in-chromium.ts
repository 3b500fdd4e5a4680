import { chromium, type Browser } from 'playwright';
import type { GuestTab } from '../../adapters/http-api/testing/guest-browser';
import { fileSize, type FileSize } from './start-up';

/**
 * What a page really loads before anyone touches it, measured in Chromium: every script the
 * browser fetches from opening the page until the network is idle after hydration, with no
 * interaction. The static start-up table (start-up.ts) counts only the chunks the server names at
 * start; what the hydrated page asks for afterwards (the header's visitor data, a deferred part)
 * is downloaded and parsed on a phone all the same, and counts here.
 */
export interface BrowserPage {
  readonly name: string;
  /** The address, from the site's origin (or a full URL for the works-council host). */
  readonly url: string;
  /** The gzip budget of the page (issue 28: 100 KB on catalogue pages, 120 KB on every page). */
  readonly budgetGzip: number;
  /** A session's Cookie header for pages that depend on the visitor (cart, checkout, Mein Bereich). */
  readonly cookie?: string;
}

export interface LoadedScripts {
  readonly page: BrowserPage;
  readonly files: readonly FileSize[];
  /** Scripts from elsewhere than the built assets (none expected): named, not sized. */
  readonly foreign: readonly string[];
  readonly gzip: number;
}

export const CATALOGUE_BUDGET_GZIP = 100 * 1024;
export const PAGE_BUDGET_GZIP = 120 * 1024;

/** How long a page may take to hydrate: the header marks itself enhanced then (ui/header/SiteHeader.tsx). */
const HYDRATION_TIMEOUT_MS = 20_000;

const scriptsLoadedBy = async (browser: Browser, page: BrowserPage): Promise<readonly string[]> => {
  const url = new URL(page.url);
  const context = await browser.newContext();
  try {
    if (page.cookie !== undefined) {
      await context.addCookies(
        page.cookie.split('; ').map((pair) => {
          const at = pair.indexOf('=');
          return { name: pair.slice(0, at), value: pair.slice(at + 1), domain: url.hostname, path: '/' };
        }),
      );
    }
    const tab = await context.newPage();
    const scripts: string[] = [];
    tab.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    const answer = await tab.goto(page.url);
    if (answer?.status() !== 200) throw new Error(`${page.url} answered ${String(answer?.status())}`);
    await tab.locator('header[data-enhanced]').first().waitFor({ state: 'attached', timeout: HYDRATION_TIMEOUT_MS });
    await tab.waitForLoadState('networkidle');
    return [...new Set(scripts)];
  } finally {
    await context.close();
  }
};

/** Opens each page in its own fresh browser context (nothing cached from the page before) and sizes what it fetched. */
export const measureInChromium = async (clientDir: string, pages: readonly BrowserPage[]): Promise<readonly LoadedScripts[]> => {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const measured: LoadedScripts[] = [];
    for (const page of pages) {
      const urls = await scriptsLoadedBy(browser, page);
      const built = urls.filter((url) => new URL(url).pathname.startsWith('/assets/'));
      const files = built.map((url) => fileSize(clientDir, new URL(url).pathname.slice(1)));
      measured.push({ page, files, foreign: urls.filter((url) => !built.includes(url)), gzip: files.reduce((total, file) => total + file.gzip, 0) });
    }
    return measured;
  } finally {
    await browser.close();
  }
};

/** Opens a guest's session in the tab with one date in its cart (the cart and the checkout then show it). */
export const guestWithOneDate = async (tab: GuestTab): Promise<void> => {
  await tab.ok('GET', '/kundenportal/get-token');
  const listing = (await tab.ok('GET', '/api/events?pageSize=20')) as { items: { eventId: number }[] };
  const eventId = listing.items[5]?.eventId;
  if (eventId === undefined) throw new Error('the demo data has too few upcoming dates');
  await tab.ok('POST', '/order-api/add-cart-item', { eventId });
};
