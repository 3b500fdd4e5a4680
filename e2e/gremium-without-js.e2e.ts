import { expect, test, type Page } from './test';
import { DEMO_PASSWORD } from './demo-login';
import { registerAndJoin } from './gremium-invitee';
import { cleanWithoutScripts } from './page-checks';

/** Demo account (adapters/db/demo-data/people.ts): the Gremium's admin. */
const GREMIUM_ADMIN = 'sabine.keller@example.com';

const memberCard = (page: Page, name: string) => page.getByRole('main').getByRole('listitem').filter({ has: page.getByText(name, { exact: false }) });

/** Every form of the Gremium's admin as a browser without JavaScript sends it: plain posts, answered by the pages. */
test.describe('the Gremium admin without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('invites, withdraws, changes a role, removes after the confirmation page, filters the bookings and saves the settings', async ({ page, browser }) => {
    test.setTimeout(120_000);
    const withdrawn = `zurueck.${String(Date.now())}@example.org`;
    const email = `ohne-js.${String(Date.now())}@example.org`;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/kundenportal/login/${encodeURIComponent(GREMIUM_ADMIN)}?redirect=${encodeURIComponent('/meinifb/gremium-mitglieder')}`);
    const main = page.getByRole('main');
    await main.getByLabel('Passwort').fill(DEMO_PASSWORD);
    await main.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(page).toHaveURL(/\/meinifb\/gremium-mitglieder$/);
    await expect(main.getByRole('heading', { name: 'Gremium-Mitglieder', level: 1 })).toBeVisible();
    await cleanWithoutScripts(browser, page);

    const invite = main.getByRole('form', { name: 'Mitglied einladen' });
    await invite.getByLabel('E-Mail-Adresse').fill('kollege@');
    await invite.getByLabel('Rolle').selectOption('admin');
    await invite.getByRole('button', { name: 'Einladung senden' }).click();
    await expect(invite.getByLabel('E-Mail-Adresse')).toHaveAttribute('aria-invalid', 'true');
    await expect(invite.getByLabel('E-Mail-Adresse')).toHaveValue('kollege@');
    await expect(invite.getByLabel('Rolle')).toHaveValue('admin');
    await cleanWithoutScripts(browser, page);

    // An invitation sent and taken back: its card goes, its link no longer opens anything.
    await invite.getByLabel('E-Mail-Adresse').fill(withdrawn);
    await invite.getByRole('button', { name: 'Einladung senden' }).click();
    await expect(main.getByRole('status').getByText('Die Einladung wurde verschickt.', { exact: false })).toBeVisible();
    await main.getByRole('form', { name: `Einladung an ${withdrawn} zurücknehmen` }).getByRole('button', { name: 'Einladung zurücknehmen' }).click();
    await expect(main.getByRole('status').getByText('Die Einladung wurde zurückgenommen', { exact: false })).toBeVisible();
    await expect(main.getByRole('listitem').filter({ hasText: withdrawn })).toHaveCount(0);
    await cleanWithoutScripts(browser, page);

    await main.getByRole('form', { name: 'Mitglied einladen' }).getByLabel('E-Mail-Adresse').fill(email);
    await main.getByRole('form', { name: 'Mitglied einladen' }).getByRole('button', { name: 'Einladung senden' }).click();
    await expect(main.getByRole('status').getByText('Die Einladung wurde verschickt.', { exact: false })).toBeVisible();
    // The invitee uses a browser of their own (with scripts; theirs is not the journey under test).
    const invitee = await browser.newContext({ javaScriptEnabled: true });
    try {
      await registerAndJoin(await invitee.newPage(), email, 'Ida', 'Brandt');
    } finally {
      await invitee.close();
    }

    await page.goto('/meinifb/gremium-mitglieder');
    const ida = memberCard(page, 'Ida Brandt');
    await ida.getByRole('button', { name: 'Zur Administration machen' }).click();
    await expect(main.getByRole('status').getByText('Das Mitglied gehört jetzt zur Administration.')).toBeVisible();
    await ida.getByRole('button', { name: 'Administrationsrechte entziehen' }).click();
    await expect(main.getByRole('status').getByText('Die Person ist jetzt Mitglied ohne Administrationsrechte.')).toBeVisible();
    await ida.getByRole('link', { name: /Ida Brandt aus dem Gremium entfernen$/ }).click();
    await expect(main.getByRole('heading', { name: 'Mitglied entfernen', level: 1 })).toBeVisible();
    await cleanWithoutScripts(browser, page);
    await main.getByRole('button', { name: 'Ja, entfernen' }).click();
    await expect(page).toHaveURL(/\/meinifb\/gremium-mitglieder\?erledigt=entfernt$/);
    await expect(main.getByRole('status').getByText('Die Person gehört nicht mehr zum Gremium.')).toBeVisible();
    await expect(memberCard(page, 'Ida Brandt')).toHaveCount(0);
    await cleanWithoutScripts(browser, page);

    // The bookings' filter is a GET form: the choice stays in the address.
    await page.goto('/meinifb/gremium-buchungen');
    await main.getByRole('form', { name: 'Buchungen filtern' }).getByRole('button', { name: 'Filtern' }).click();
    await expect(page).toHaveURL(/\/meinifb\/gremium-buchungen\?mitglied=&seminar=$/);
    await expect(main.getByRole('heading', { name: 'Kommende Seminare' })).toBeVisible();
    await cleanWithoutScripts(browser, page);

    await page.goto('/meinifb/gremium-einstellungen');
    const form = main.getByRole('form', { name: 'Einstellungen des Gremiums' });
    // A place other than the one saved before, so the save is seen (a place has no digits, §5).
    const city = (await form.getByLabel('Ort').inputValue()) === 'Hamburg-Altona' ? 'Hamburg-Harburg' : 'Hamburg-Altona';
    await form.getByLabel('Straße').fill('Große Elbstraße');
    await form.getByLabel('Hausnummer').fill('145');
    await form.getByLabel('Ort').fill(city);
    await form.getByLabel('PLZ').fill('ABCDE');
    await form.getByRole('button', { name: 'Speichern' }).click();
    await expect(form.getByLabel('PLZ')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Ort')).toHaveValue(city);
    await expect(form.getByLabel('Straße')).toHaveValue('Große Elbstraße');
    await cleanWithoutScripts(browser, page);
    await form.getByLabel('PLZ').fill('20457');
    await form.getByRole('button', { name: 'Speichern' }).click();
    await expect(page).toHaveURL(/\/meinifb\/gremium-einstellungen\?erledigt=gespeichert$/);
    await expect(main.getByRole('status').getByText('Die Einstellungen des Gremiums wurden gespeichert.')).toBeVisible();
    await expect(form.getByLabel('Ort')).toHaveValue(city);
    await expect(form.getByLabel('PLZ')).toHaveValue('20457');
    await cleanWithoutScripts(browser, page);
  });
});
