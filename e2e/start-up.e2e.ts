import { expect, test, type Page } from './test';

/**
 * What a page does at start beyond its own content (issue 11): the footer stays the server's
 * markup and loads no code, the header's timed stores load after hydration and the header still
 * works as before, and server HTML and first client render agree.
 */

/** The scripts a page requested, by file name. */
const scriptsOf = (page: Page): string[] => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname.split('/').pop() ?? '');
  });
  return scripts;
};

/** Console errors and page errors (a hydration mismatch shows as one). */
const errorsOf = (page: Page): string[] => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
};

for (const path of ['/', '/seminare/veranstaltungen', '/seminare/warenkorb']) {
  test(`${path}: the footer keeps the server's markup, loads no code and its links work after hydration`, async ({ page }) => {
    const scripts = scriptsOf(page);
    const errors = errorsOf(page);
    await page.goto(path);
    await expect(page.locator('header[data-enhanced]')).toHaveCount(1);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: 'Kontakt' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Cookie-Einstellungen' })).toBeVisible();
    // The hydrated header's popups load the rxjs stores: once a popup works, they are there.
    await page.getByRole('banner').getByRole('button', { name: /^Warenkorb/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    expect(scripts.filter((name) => name.startsWith('FooterContents'))).toEqual([]);
    expect(scripts.some((name) => name.startsWith('timed-stores'))).toBe(true);
    await footer.getByRole('link', { name: 'Impressum' }).click();
    await expect(page).toHaveURL(/\/impressum$/);
    await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'Kontakt' })).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test('after client-side navigation the footer is still the same markup', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('header[data-enhanced]')).toHaveCount(1);
  const before = await page.getByRole('contentinfo').innerHTML();
  await page.getByRole('main').getByRole('link').first().click();
  await page.waitForLoadState('networkidle');
  expect(await page.getByRole('contentinfo').innerHTML()).toBe(before);
});

test('the cart: its forms keep the server markup and hydrate after the page, their code loaded after start', async ({ page }) => {
  await page.goto('/seminare/veranstaltungen?kind=online');
  await page.getByRole('button', { name: 'Nur notwendige' }).click();
  await page.getByRole('main').getByRole('button', { name: /^In den Warenkorb: / }).first().click();
  await expect(page.getByRole('main').getByRole('link', { name: 'zum Warenkorb' }).first()).toBeVisible();

  // A fresh load of the cart: the forms the server wrote, remembered before any script runs.
  await page.addInitScript(() => {
    // Layout shifts as CLS counts them (Chromium's layout-shift entries), of the whole page: the
    // header's expandable items carry the chevron of their buttons before hydration too.
    type Shift = { readonly value: number };
    const measured = window as unknown as { layoutShift: number };
    measured.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Shift[]) {
        measured.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverForms: Element[] }).serverForms = [...document.querySelectorAll('main form')];
    });
  });
  const scripts = scriptsOf(page);
  const errors = errorsOf(page);
  await page.goto('/seminare/warenkorb');
  await expect(page.locator('header[data-enhanced]')).toHaveCount(1);
  // Hydrated (React has taken the element over) and still the server's element: nothing re-rendered, nothing shifted.
  await expect
    .poll(async () =>
      page.evaluate(() => {
        const forms = (window as unknown as { serverForms: Element[] }).serverForms;
        return forms.length > 2 && forms.every((form) => form.isConnected && Object.keys(form).some((key) => key.startsWith('__reactFiber')));
      }),
    )
    .toBe(true);
  expect(scripts.some((name) => name.startsWith('cart-forms'))).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift), 'layout shift of the page up to hydration').toBe(0);
  expect(scripts.some((name) => name.startsWith('QuickLoginCard'))).toBe(true);
  // Enhanced: a participant added through react-router's action, the page not reloaded.
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  const first = page.getByRole('main').getByRole('group', { name: '1. Teilnehmer' });
  await first.getByLabel('Vorname').fill('Anna');
  await first.getByLabel('Nachname').fill('Berg');
  await first.getByLabel('E-Mail').fill('anna.berg@example.org');
  await first.getByRole('button', { name: 'Teilnehmer hinzufügen' }).click();
  await expect(page.getByRole('main').getByText(/Anna Berg, anna\.berg@example\.org/)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  expect(errors).toEqual([]);
});

/**
 * The first Intl object of a page loads the ICU data: some 30 ms on a phone's CPU, a long task in
 * the middle of the start (issue 11). Counts, prices and dates are written without Intl
 * (domain/text/german-numbers.ts, domain/calendar/berlin-wall-clock.ts), so the pages Lighthouse
 * measures start without it. The script counts every use of Intl and of the toLocale… methods
 * until the header has hydrated.
 */
const COUNT_INTL = () => {
  const used: string[] = [];
  (window as unknown as { intlUsed: string[] }).intlUsed = used;
  const watch = <T extends object>(owner: T, name: keyof T & string, label: string) => {
    const original = owner[name] as unknown as (...args: unknown[]) => unknown;
    if (typeof original !== 'function') return;
    // Called as a function or with `new` (the Intl constructors): the original either way.
    const counted = function (this: unknown, ...args: unknown[]): unknown {
      used.push(label);
      const constructedAs = new.target as unknown as (new (...a: unknown[]) => unknown) | undefined;
      return constructedAs === undefined ? original.apply(this, args) : Reflect.construct(original, args, constructedAs);
    };
    Object.defineProperty(owner, name, { value: counted, writable: true, configurable: true });
  };
  for (const name of ['DateTimeFormat', 'NumberFormat', 'Collator', 'Segmenter', 'PluralRules', 'RelativeTimeFormat', 'ListFormat'] as const) watch(Intl, name, `Intl.${name}`);
  watch(Number.prototype, 'toLocaleString', 'Number#toLocaleString');
  watch(Date.prototype, 'toLocaleString', 'Date#toLocaleString');
  watch(Date.prototype, 'toLocaleDateString', 'Date#toLocaleDateString');
  watch(String.prototype, 'localeCompare', 'String#localeCompare');
};

// The five pages Lighthouse measures, and the consultation page (its calendar names weekdays).
for (const path of [
  '/',
  '/seminare/veranstaltungen',
  '/seminare/p/arbeitsrecht-fuer-betriebsraete-teil-i',
  '/seminare/warenkorb',
  `http://betriebsrat.localhost:${String(Number(process.env.E2E_PORT ?? 3311))}/gesetze/betrvg`,
  '/service/beratung',
]) {
  test(`${path}: starts without Intl (no ICU data loaded during hydration)`, async ({ page }) => {
    await page.addInitScript(COUNT_INTL);
    await page.goto(path);
    await expect(page.locator('header[data-enhanced]')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { intlUsed: string[] }).intlUsed)).toEqual([]);
  });
}

test('an e-mail typed into the login card before the scripts ran is kept when they do', async ({ page }) => {
  const release: { scripts?: () => void } = {};
  const scriptsHeld = new Promise<void>((resolve) => {
    release.scripts = resolve;
  });
  await page.route(/\/assets\/entry-client-[^/]*\.js$/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto('/kundenportal/login');
  const card = page.getByRole('form', { name: 'anmelden/registrieren:' });
  await card.getByLabel('E-Mail Adresse').fill('jonas.weber@example.org');
  release.scripts?.();
  await expect(page.locator('header[data-enhanced]')).toHaveCount(1);
  await card.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByRole('main').getByLabel('Passwort')).toBeVisible();
});
