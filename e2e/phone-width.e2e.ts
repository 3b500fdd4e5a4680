import { expect, test, type APIRequestContext, type Page } from './test';

const PORT = Number(process.env.E2E_PORT ?? 3311);
const WC = `http://betriebsrat.localhost:${String(PORT)}`;
const PHONE = { width: 390, height: 844 };

interface TooWide {
  readonly page: string;
  readonly scrollWidth: number;
  /** The outermost elements that reach past the right edge: where to look. */
  readonly culprits: readonly string[];
}

/** Opens a page, waits for hydration (the header marks it), and reports it if it scrolls sideways. */
const measure = async (page: Page, url: string): Promise<TooWide | null> => {
  const response = await page.goto(url);
  expect(response?.status(), url).toBeLessThan(400);
  await expect(page.locator('header[data-enhanced]')).toHaveCount(1);
  const necessaryOnly = page.getByRole('button', { name: 'Nur notwendige' });
  if (await necessaryOnly.isVisible().catch(() => false)) await necessaryOnly.click();
  return page.evaluate((name) => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= 390) return null;
    // What a scroll container (the seminar tabs) or a clipping box holds does not widen the page.
    const clipped = (element: HTMLElement) => {
      for (let parent = element.parentElement; parent !== null && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    const over = [...document.body.querySelectorAll<HTMLElement>('*')].filter((element) => element.getBoundingClientRect().right > width + 0.5 && !clipped(element));
    const outermost = over.filter((element) => !over.some((other) => other !== element && other.contains(element)));
    return {
      page: name,
      scrollWidth: document.documentElement.scrollWidth,
      culprits: outermost.slice(0, 5).map((element) => `${element.tagName.toLowerCase()}${element.id === '' ? '' : `#${element.id}`} "${element.textContent.trim().slice(0, 40)}" right=${String(Math.round(element.getBoundingClientRect().right))}`),
    };
  }, url);
};

/** The first link on the page whose address starts with prefix (and is more than the prefix). */
const firstLink = async (page: Page, url: string, prefix: string, not?: string): Promise<string> => {
  await page.goto(url);
  const hrefs = await page.locator(`a[href^="${prefix}"]`).evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const href = hrefs.find((candidate) => candidate.length > prefix.length && (not === undefined || !candidate.startsWith(not)));
  expect(href, `a link to ${prefix}… on ${url}`).toBeDefined();
  return href ?? '';
};

const firstEventId = async (request: APIRequestContext): Promise<number> => {
  const { items } = (await (await request.get('/api/events')).json()) as { items: { eventId: number }[] };
  const first = items[0];
  expect(first).toBeDefined();
  return first?.eventId ?? 0;
};

const walk = async (page: Page, urls: readonly string[]): Promise<TooWide[]> => {
  test.info().annotations.push({ type: 'walked', description: urls.join(' ') });
  const found: TooWide[] = [];
  for (const url of urls) {
    const result = await measure(page, url);
    if (result !== null) found.push(result);
  }
  return found;
};

/** Spec §2's page types, each at a phone's 390 px: none may scroll sideways. */
test.describe('every page type fits a 390 px phone', () => {
  test.use({ viewport: PHONE });

  test('seminar site', async ({ page, request }) => {
    test.setTimeout(180_000);
    const eventId = await firstEventId(request);
    const seminar = await firstLink(page, '/seminare/p', '/seminare/p/');
    // Every seminar's page: how wide a page gets depends on its title's longest word.
    const seminars = await page
      .locator('a[href^="/seminare/p/"]')
      .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href') ?? ''))].filter((href) => href.split('/').length === 4));
    const theme = await firstLink(page, '/seminare', '/seminare/t/');
    const rubric = await firstLink(page, '/seminare', '/seminare/r/');
    const hotel = await firstLink(page, `${seminar}/termine`, '/standorte/hotel/');
    const venue = await firstLink(page, hotel, '/standorte/', '/standorte/hotel/');
    const conferences = (await (await request.get('/api/get-conferences')).json()) as { url: string }[];
    expect(conferences.length).toBeGreaterThan(0);
    const legal = await page.goto('/').then(() =>
      page.getByRole('contentinfo').getByRole('navigation').locator('a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? '')),
    );
    expect(legal.length).toBeGreaterThan(0);

    const before = await walk(page, [
      '/',
      '/seminare',
      '/seminare/veranstaltungen',
      '/seminare/p',
      ...seminars,
      `${seminar}/termine`,
      `${seminar}/inhouse`,
      `${seminar}/starterpaket`,
      `${seminar}/erlebnis`,
      theme,
      rubric,
      '/seminare/rubrik',
      venue,
      hotel,
      `/fachtagung/${conferences[0]?.url ?? ''}`,
      '/suche?q=Betriebsrat',
      `/seminare/warenkorb/kostenrechner/${String(eventId)}`,
      `/reservierung?termin=${String(eventId)}`,
      `/warteliste?termin=${String(eventId)}`,
      '/registrierung',
      '/kundenportal/login',
      '/service/kontakt',
      ...legal,
    ]);

    // The cart and its checkout with an item in it.
    await page.goto('/seminare/veranstaltungen');
    await expect(page.locator('header[data-enhanced]')).toHaveCount(1);
    await page.getByRole('button', { name: /^In den Warenkorb: / }).first().click();
    await expect(page.getByText('Im Warenkorb').first()).toBeVisible();
    const cart = await walk(page, ['/seminare/warenkorb', '/seminare/warenkorb/checkout']);

    expect([...before, ...cart]).toEqual([]);
  });

  test('works-council site', async ({ page }) => {
    test.setTimeout(120_000);
    const article = await firstLink(page, `${WC}/`, '/fachartikel/');
    const lexicon = await firstLink(page, `${WC}/`, '/betriebsratslexikon/');
    const law = await firstLink(page, `${WC}/`, '/gesetze/');
    const entry = await firstLink(page, `${WC}${lexicon}`, `${lexicon}/`);
    const ruling = await firstLink(page, `${WC}/rechtsprechung/br`, '/rechtsprechung/urteil/').catch(() => firstLink(page, `${WC}${entry}`, '/rechtsprechung/urteil/'));
    const found = await walk(
      page,
      ['/', article, lexicon, entry, law, '/rechtsprechung/br', ruling, '/suche?q=Betriebsrat'].map((path) => `${WC}${path}`),
    );
    expect(found).toEqual([]);
  });
});
