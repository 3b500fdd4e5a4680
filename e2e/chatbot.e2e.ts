import { expect, test, type Page } from './test';
import { axeViolations } from './axe';

const PORT = Number(process.env.E2E_PORT ?? 3311);
/** Chromium resolves *.localhost to loopback: the works-council host of the same server. */
const WC = `http://betriebsrat.localhost:${PORT}`;

/** The demo lexicon's entry "Anhörung vor Kündigung" answers this. */
const QUESTION = 'Muss der Betriebsrat vor einer Kündigung angehört werden?';

const answerCookieBanner = async (page: Page) => {
  const necessaryOnly = page.getByRole('button', { name: 'Nur notwendige' });
  if (await necessaryOnly.isVisible().catch(() => false)) {
    await necessaryOnly.click();
    // Clicked before hydration, the choice is made once the scripts are there (ui/start-after-paint.ts).
    await expect(necessaryOnly).toBeHidden();
  }
};

const conversation = (page: Page) => page.getByRole('region', { name: 'Ihr Gespräch mit dem Assistenten' });

test('the assistant answers in a conversation with linked sources, honestly when it knows nothing, axe clean at both widths', async ({ page }) => {
  await page.goto(`${WC}/chatbot`);
  await page.waitForLoadState('networkidle');
  await answerCookieBanner(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Assistent für Betriebsräte' })).toBeVisible();

  // Keyboard only: type, then submit with Enter on the button.
  await page.getByLabel('Ihre Frage').fill(QUESTION);
  await page.getByRole('button', { name: 'Frage stellen' }).focus();
  await page.keyboard.press('Enter');
  /** The turns of the conversation (a turn's seminars are a list of their own). */
  const turns = conversation(page).locator('ol[aria-live="polite"] > li');
  await expect(turns).toHaveCount(1);
  await expect(page.locator('[aria-live="polite"]')).toContainText(QUESTION);
  const source = turns.first().getByRole('link', { name: 'Anhörung vor Kündigung' });
  await expect(source).toBeVisible();
  expect(await source.getAttribute('href')).toMatch(/^\/[a-z]+slexikon\/br\/anhoerung-vor-kuendigung/);
  // The page stayed in place: a conversation, the field empty for the next question.
  await expect(page.getByLabel('Ihre Frage')).toHaveValue('');

  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(await axeViolations(page)).toEqual([]);
  }

  await page.getByLabel('Ihre Frage').fill('Quantenchromodynamik Spaghettirezept');
  await page.getByRole('button', { name: 'Frage stellen' }).click();
  await expect(turns).toHaveCount(2);
  await expect(turns.nth(1)).toContainText('Dazu habe ich in unserem Wissen nichts gefunden');
  expect(await turns.nth(1).getByRole('link', { name: 'Persönliche Beratung vereinbaren' }).getAttribute('href')).toBe(`http://localhost:${PORT}/service/beratung`);

  // An empty question is refused in German, in place.
  await page.getByRole('button', { name: 'Frage stellen' }).click();
  await expect(page.getByRole('alert')).toHaveText('Bitte geben Sie eine Frage ein.');
  await expect(turns).toHaveCount(2);
});

test("a question typed before the page's scripts ran is the one asked once they run", async ({ page }) => {
  // The page's scripts are held back until the question is typed: a slow phone, where the server's form is there first.
  let releaseScripts: () => void = () => undefined;
  const scriptsReleased = new Promise<void>((resolve) => {
    releaseScripts = resolve;
  });
  await page.route(/\.js(?:\?|$)/, async (route) => {
    await scriptsReleased;
    await route.continue();
  });
  await page.goto(`${WC}/chatbot`);
  await page.getByLabel('Ihre Frage').fill(QUESTION);
  releaseScripts();
  await expect(page.locator('header[data-enhanced]')).toHaveCount(1);
  await answerCookieBanner(page);
  await expect(page.getByLabel('Ihre Frage')).toHaveValue(QUESTION);

  await page.getByRole('button', { name: 'Frage stellen' }).click();
  const turns = conversation(page).locator('ol[aria-live="polite"] > li');
  await expect(turns).toHaveCount(1);
  await expect(turns.first()).toContainText(QUESTION);
  await expect(page.getByText('Bitte geben Sie eine Frage ein.')).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form still answers (SBV), and a too long question is refused with 400, its text kept', async ({ page }) => {
    await page.goto(`${WC}/chatbot-sbv`);
    await page.getByLabel('Ihre Frage').fill('Welche Aufgaben hat die Vertrauensperson?');
    await page.getByRole('button', { name: 'Frage stellen' }).click();
    await expect(page).toHaveURL(/\/chatbot-sbv\?frage=/);
    const answer = conversation(page).locator('ol > li').first();
    await expect(answer.getByRole('figure').first()).toBeVisible();
    expect(await answer.getByRole('figure').first().getByRole('link').getAttribute('href')).toMatch(/^\//);

    const long = 'Kündigung '.repeat(60).trim();
    const refused = await page.goto(`${WC}/chatbot?frage=${encodeURIComponent(long)}`);
    expect(refused?.status()).toBe(400);
    await expect(page.getByRole('alert')).toContainText('Ihre Frage ist zu lang');
    await expect(page.getByLabel('Ihre Frage')).toHaveValue(long);
  });
});
