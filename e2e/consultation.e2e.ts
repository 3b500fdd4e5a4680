import { expect, test } from './test';
import { acceptOnlyNecessaryCookies } from './consent';
import { axeViolations } from './axe';
import { waitForMailsTo } from './mailbox';

test.describe('Bildungsberatung', () => {
  test('a visitor finds a consultant from the contact page, books the first free slot and gets the confirmation with a calendar file', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/service/kontakt');
    await acceptOnlyNecessaryCookies(page);
    await page.getByRole('link', { name: 'Vereinbaren Sie einen Beratungstermin' }).click();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Persönliche Bildungsberatung' })).toBeVisible();

    const filter = main.getByRole('form', { name: 'Beraterin oder Berater finden' });
    await filter.getByLabel('Thema').selectOption({ label: 'SBV (Schwerbehindertenvertretung)' });
    await filter.getByLabel('Bundesland').selectOption({ label: 'Berlin' });
    await filter.getByRole('button', { name: 'Berater finden' }).click();
    await expect(page).toHaveURL(/thema=schwerbehindertenvertretung&bundesland=BE/);
    const cards = main.getByRole('list', { name: 'Unsere Bildungsberater' }).getByRole('listitem');
    await expect(cards.first().getByRole('heading', { name: 'Sabine Krüger' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await main.getByRole('link', { name: 'Termin wählen bei Sabine Krüger' }).click();
    await expect(main.getByRole('heading', { level: 1, name: 'Beratungstermin vereinbaren' })).toBeVisible();
    const form = main.getByRole('form', { name: 'Termin mit Sabine Krüger buchen' });
    await expect(form.getByLabel('Thema')).toHaveValue('schwerbehindertenvertretung');
    expect(await axeViolations(page)).toEqual([]);

    // Sent without a time: the message says so, nothing typed is lost.
    await form.getByLabel('Anrede').selectOption('Frau');
    await form.getByLabel('Vorname').fill('Gül');
    await form.getByLabel('Nachname').fill('Aydın');
    await form.getByLabel('E-Mail', { exact: true }).fill('guel.aydin@example.org');
    await form.getByLabel('Telefon', { exact: true }).fill('030 5550123');
    await form.getByRole('button', { name: 'Beratungstermin buchen' }).click();
    await expect(form.getByText('Bitte wählen Sie einen freien Termin aus.')).toBeVisible();
    await expect(form.getByLabel('Vorname')).toHaveValue('Gül');

    const firstDay = form.getByRole('group').first();
    const day = (await firstDay.locator('legend').textContent()) ?? '';
    const firstTime = firstDay.getByRole('radio').first();
    const time = ((await firstTime.locator('..').textContent()) ?? '').replace(' Uhr', '').trim();
    await firstTime.check();
    await form.getByRole('radio', { name: /^Video/ }).check();
    await form.getByLabel('Ihr Anliegen').fill('Welche Seminare braucht unsere neue Vertrauensperson?');
    await form.getByRole('button', { name: 'Beratungstermin buchen' }).click();

    await expect(main.getByRole('heading', { level: 1, name: 'Ihr Beratungstermin ist gebucht' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2 })).toContainText(`${day}, ${time}`);
    await expect(main.getByText('per Video')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    const download = page.waitForEvent('download');
    await main.getByRole('link', { name: 'Termin in den Kalender' }).click();
    expect((await download).suggestedFilename()).toBe('Beratungstermin.ics');

    const [mail] = await waitForMailsTo('guel.aydin@example.org');
    expect(mail).toContain('Ihr Beratungstermin mit Sabine Krüger ist fest eingeplant.');
    expect(mail).toContain(`Termin: ${day.split(', ')[1] ?? ''}, ${time}`);
  });

  test('on a phone the week of slots and the form fit the screen and are keyboard usable', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/service/beratung/hendrik-jansen');
    await acceptOnlyNecessaryCookies(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const radio = page.getByRole('main').getByRole('radio').first();
    await radio.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('main').getByRole('radio').nth(1)).toBeChecked();
    expect(await axeViolations(page)).toEqual([]);
  });
});
