import { chromium, type Browser } from 'playwright';
import type { GuestTab } from '../../adapters/http-api/testing/guest-browser';
import { fileSize, type FileSize } from './start-up';

/**
 * What a page really loads before anyone touches it, measured in Chromium: every script the
 * browser fetches from opening the page until the network is idle, with no interaction. The
 * page's scripts start on the visitor's first sign of interaction (ui/start-after-paint.ts), so a
 * page that still hydrates by itself shows here with all it loads. Then, as a second figure, what
 * the first interaction brings: the pointer moved over the page, every script fetched until the
 * page has hydrated and the network is idle again (what a visitor who reaches for the page
 * downloads and parses, the same as the whole start used to be).
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
  /** Before any interaction: until the network is idle after the page has loaded. */
  readonly files: readonly FileSize[];
  /** Scripts from elsewhere than the built assets (none expected): named, not sized. */
  readonly foreign: readonly string[];
  readonly gzip: number;
  /** Whether the page hydrated without any interaction (it should not). */
  readonly hydratedUntouched: boolean;
  /** Before and after the first interaction together: until the page has hydrated and the network is idle. */
  readonly afterInteraction: { readonly files: readonly FileSize[]; readonly gzip: number };
}

export const CATALOGUE_BUDGET_GZIP = 100 * 1024;
export const PAGE_BUDGET_GZIP = 120 * 1024;

/** How long a page may take to hydrate after the first interaction: the header marks itself enhanced then (ui/header/SiteHeader.tsx). */
const HYDRATION_TIMEOUT_MS = 20_000;

interface ScriptsLoaded {
  readonly beforeInteraction: readonly string[];
  readonly hydratedUntouched: boolean;
  readonly afterInteraction: readonly string[];
}

const scriptsLoadedBy = async (browser: Browser, page: BrowserPage): Promise<ScriptsLoaded> => {
  const url = new URL(page.url);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
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
    await tab.waitForLoadState('networkidle');
    const beforeInteraction = [...new Set(scripts)];
    const hydratedUntouched = (await tab.locator('header[data-enhanced]').count()) > 0;
    // The first interaction: the pointer moves over the page (nothing clicked, nothing opened).
    await tab.mouse.move(700, 450);
    await tab.locator('header[data-enhanced]').first().waitFor({ state: 'attached', timeout: HYDRATION_TIMEOUT_MS });
    await tab.waitForLoadState('networkidle');
    return { beforeInteraction, hydratedUntouched, afterInteraction: [...new Set(scripts)] };
  } finally {
    await context.close();
  }
};

/** Opens each page in its own fresh browser context (nothing cached from the page before) and sizes what it fetched. */
export const measureInChromium = async (clientDir: string, pages: readonly BrowserPage[]): Promise<readonly LoadedScripts[]> => {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const built = (urls: readonly string[]) => urls.filter((url) => new URL(url).pathname.startsWith('/assets/'));
  const sized = (urls: readonly string[]) => built(urls).map((url) => fileSize(clientDir, new URL(url).pathname.slice(1)));
  const total = (files: readonly FileSize[]) => files.reduce((sum, file) => sum + file.gzip, 0);
  try {
    const measured: LoadedScripts[] = [];
    for (const page of pages) {
      const { beforeInteraction, hydratedUntouched, afterInteraction } = await scriptsLoadedBy(browser, page);
      const files = sized(beforeInteraction);
      const all = sized(afterInteraction);
      measured.push({
        page,
        files,
        foreign: afterInteraction.filter((url) => !built(afterInteraction).includes(url)),
        gzip: total(files),
        hydratedUntouched,
        afterInteraction: { files: all, gzip: total(all) },
      });
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
