import { expect, test, type Page } from './test';
import { axeViolations } from './axe';
import { acceptOnlyNecessaryCookies } from './consent';

const PORT = Number(process.env.E2E_PORT ?? 3311);
/** Chromium resolves *.localhost to loopback: the works-council host of the same server. */
const WC = `http://betriebsrat.localhost:${String(PORT)}`;

const expectNoSidewaysScroll = async (page: Page) => {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
};

test('a visitor searches the FAQ, reads a guide and filters the downloads', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${WC}/`);
  await acceptOnlyNecessaryCookies(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Häufige Fragen' }).click();
  await expect(page.getByRole('heading', { name: 'Häufige Fragen', level: 1 })).toBeVisible();

  const search = page.getByRole('search', { name: 'Fragen durchsuchen' });
  await search.getByLabel('Suchbegriff').fill('Kosten Arbeitgeber');
  await search.getByRole('button', { name: 'Fragen durchsuchen' }).click();
  await expect(page).toHaveURL(/\/faq\?q=Kosten\+Arbeitgeber$/);
  await expect(page.getByRole('main').getByRole('status')).toContainText('zu „Kosten Arbeitgeber“ gefunden');
  const question = page.getByText('Wer trägt die Kosten eines Betriebsratsseminars?');
  await expect(question).toBeVisible();
  await expect(page.getByText('Erhalte ich eine Teilnahmebescheinigung?')).toHaveCount(0);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Leitfäden' }).click();
  await page.getByRole('main').getByRole('link', { name: 'Leitfaden: Anhörung zur Kündigung' }).click();
  await expect(page.getByRole('heading', { name: 'Leitfaden: Anhörung zur Kündigung', level: 1 })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Eingangsdatum festhalten und Fristende berechnen.');

  await page.getByRole('contentinfo').getByRole('link', { name: 'Downloads' }).click();
  const filter = page.getByRole('form', { name: 'Downloads filtern' });
  await filter.getByLabel('Dateiart').selectOption('pdf');
  await filter.getByRole('button', { name: 'Filtern' }).click();
  await expect(page).toHaveURL(/\/downloads\?.*art=pdf/);
  await expect(page.getByRole('main').getByRole('status')).toContainText('2 Downloads von 6 passen');
  const list = page.getByRole('list', { name: 'Downloads' });
  await expect(list.getByRole('heading', { name: 'Checkliste Anhörung zur Kündigung' })).toBeVisible();
  await expect(list.getByRole('heading', { name: 'Musterbeschluss Seminarteilnahme' })).toHaveCount(0);
  // Fetched in the page: Node's resolver does not know *.localhost, Chromium does.
  const href = (await list.getByRole('link', { name: /Checkliste Anhörung zur Kündigung herunterladen/ }).getAttribute('href')) ?? '';
  const file = await page.evaluate(async (path) => {
    const answer = await fetch(path);
    return { status: answer.status, type: answer.headers.get('content-type'), start: new TextDecoder().decode((await answer.arrayBuffer()).slice(0, 5)) };
  }, href);
  expect(file).toEqual({ status: 200, type: 'application/pdf', start: '%PDF-' });
});

test('every kind of download is a real file: a PDF, and Word, Excel and PowerPoint files', async ({ page }) => {
  await page.goto(`${WC}/downloads`);
  await acceptOnlyNecessaryCookies(page);
  const list = page.getByRole('list', { name: 'Downloads' });
  await expect(list).not.toContainText('steht noch nicht zum Download bereit');
  const kinds = [
    { link: /Checkliste Anhörung zur Kündigung herunterladen \(PDF\)/, type: 'application/pdf', start: '%PDF-', disposition: 'inline' },
    // The seminar catalogue is written from the catalogue itself: tens of pages, not a title.
    { link: /Seminarkatalog als PDF herunterladen \(PDF\)/, type: 'application/pdf', start: '%PDF-', disposition: 'inline', minSize: 20 * 1024 },
    { link: /Musterbeschluss Seminarteilnahme herunterladen \(Word\)/, type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', start: 'PK\u0003\u0004', disposition: 'attachment' },
    { link: /Fristenrechner Betriebsratswahl herunterladen \(Excel\)/, type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', start: 'PK\u0003\u0004', disposition: 'attachment' },
    { link: /Präsentation Tätigkeitsbericht herunterladen \(PowerPoint\)/, type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', start: 'PK\u0003\u0004', disposition: 'attachment' },
  ];
  for (const kind of kinds) {
    const href = (await list.getByRole('link', { name: kind.link }).getAttribute('href')) ?? '';
    // Fetched in the page: Node's resolver does not know *.localhost, Chromium does.
    const file = await page.evaluate(
      async ({ path, length }) => {
      const answer = await fetch(path);
      const bytes = new Uint8Array(await answer.arrayBuffer());
      return { status: answer.status, type: answer.headers.get('content-type'), disposition: answer.headers.get('content-disposition')?.split(';')[0], start: String.fromCharCode(...bytes.slice(0, length)), size: bytes.length };
      },
      { path: href, length: kind.start.length },
    );
    expect(file, href).toMatchObject({ status: 200, type: kind.type, start: kind.start, disposition: kind.disposition });
    expect(file.size).toBeGreaterThan(kind.minSize ?? 1000);
  }
});

test('a YouTube video loads nothing from outside until the visitor agrees to external media', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const outside: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(WC) && !request.url().startsWith('data:')) outside.push(request.url());
  });
  // No internet here: the player's request is answered locally, but it is recorded above first.
  await page.route('https://www.youtube-nocookie.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>Player</p>' }));
  await page.goto(`${WC}/videos`);
  await acceptOnlyNecessaryCookies(page);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Betriebsratswahl: der Zeitplan', level: 3 }) });
  await expect(card.getByRole('link', { name: /Auf YouTube ansehen/ })).toHaveAttribute('href', 'https://www.youtube.com/watch?v=Br7dEm0Wahl');
  await page.waitForLoadState('networkidle');
  expect(outside).toEqual([]);
  await expect(page.locator('iframe')).toHaveCount(0);

  await card.getByRole('button', { name: 'Video laden: Betriebsratswahl: der Zeitplan' }).click();
  const player = card.locator('iframe');
  await expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/Br7dEm0Wahl?autoplay=1&rel=0');
  await expect(player).toHaveAttribute('title', 'Video: Betriebsratswahl: der Zeitplan');
  // The iframe's request may follow its attributes by a moment: wait for it, then every outside request is the player's.
  await expect.poll(() => outside.length).toBeGreaterThan(0);
  expect(outside.every((url) => url.startsWith('https://www.youtube-nocookie.com/'))).toBe(true);
  const kept = (await page.context().cookies()).find((cookie) => cookie.name === 'ifb_cookie_consent');
  const stored = JSON.parse(decodeURIComponent(kept?.value ?? '{}')) as { externalMedia?: boolean; marketing?: boolean };
  expect(stored).toMatchObject({ externalMedia: true, marketing: false });

  // The yes is remembered: the next visit shows the players right away.
  await page.reload();
  await expect(page.locator('iframe').first()).toBeVisible();
});

test("a visitor opens one of the provider's films and finds how to get it and the seminars it fits", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${WC}/videos`);
  await acceptOnlyNecessaryCookies(page);
  await page.getByRole('link', { name: 'Die Einigungsstelle erklärt' }).click();
  await expect(page).toHaveURL(`${WC}/mediathek/za-1003`);
  await expect(page.getByRole('heading', { name: 'Die Einigungsstelle erklärt', level: 1 })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('6:52 Min.');
  await expect(page.getByRole('region', { name: 'So sehen Sie den Film' })).toContainText('Online ist er nicht abrufbar');
  await expect(page.getByRole('link', { name: 'Film anfragen über das Kontaktformular' })).toHaveAttribute('href', `http://localhost:${String(PORT)}/service/kontakt`);
  await expect(page.locator('video, iframe')).toHaveCount(0);
  const seminars = page.getByRole('region', { name: 'Seminare, in denen Sie mehr erfahren' });
  await expect(seminars.getByRole('listitem').first()).toContainText('Gleiches Thema');
  await page.getByRole('link', { name: 'Alle Videos' }).click();
  await expect(page).toHaveURL(/\/videos#die-einigungsstelle-erklaert$/);

  const unknown = await page.goto(`${WC}/mediathek/za-9999`);
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('main')).toContainText('Diesen Film gibt es nicht.');
});

test('without JavaScript a video is a plain link and the FAQ search still works', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${WC}/videos`);
  await expect(page.getByRole('button', { name: /Video laden/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Auf YouTube ansehen/ }).first()).toBeVisible();
  await page.goto(`${WC}/faq`);
  await page.getByLabel('Suchbegriff').fill('Ersatzmitglieder');
  await page.getByRole('button', { name: 'Fragen durchsuchen' }).click();
  await expect(page.getByText('Haben Ersatzmitglieder einen Schulungsanspruch?')).toBeVisible();
  await context.close();
});

for (const width of [1440, 390]) {
  test(`the knowledge pages are axe-clean and fit at ${String(width)} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${WC}/faq`);
    await acceptOnlyNecessaryCookies(page);
    for (const path of ['/faq', '/faq?q=Kosten', '/leitfaden', '/leitfaden/leitfaden-neu-im-betriebsrat', '/downloads', '/downloads?art=docx', '/videos', '/mediathek/za-1001']) {
      await page.goto(`${WC}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await axeViolations(page), path).toEqual([]);
      await expectNoSidewaysScroll(page);
    }
  });
}
