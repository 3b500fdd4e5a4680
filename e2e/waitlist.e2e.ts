import { expect, test, type APIRequestContext } from './test';
import { acceptOnlyNecessaryCookies } from './consent';
import { axeViolations } from './axe';

interface Entry {
  readonly entryId: string;
  readonly status: string;
}

const contact = { salutation: 'Frau', firstname: 'Petra', lastname: 'Lange', email: 'petra.lange@example.org' };

/**
 * An entry with an open offer, as the offer mail links to it: joining the list of a date that
 * still has a free seat offers that seat at once (seat-settlement.ts).
 */
const offeredEntry = async (request: APIRequestContext): Promise<string> => {
  await request.get('/kundenportal/get-token');
  const xsrf = (await request.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const events = (await (await request.get('/api/events?pageSize=20')).json()) as { items: { eventId: number }[] };
  for (const { eventId } of events.items) {
    const answer = await request.post('/api/warteliste', { data: { eventId, seats: 1, contact }, headers: { 'X-XSRF-TOKEN': xsrf } });
    const entry = (await answer.json()) as Entry;
    if (entry.status === 'offered') return entry.entryId;
  }
  throw new Error('no date with a free seat in the demo data');
};

test.describe('Warteliste', () => {
  test('the offer mail link shows the offer with its deadline; the button books the seat; a second visit shows it taken', async ({ page, request }) => {
    const entryId = await offeredEntry(request);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/warteliste?angebot=${entryId}`);
    await acceptOnlyNecessaryCookies(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Ihr Platz auf der Warteliste' })).toBeVisible();
    await expect(main.getByText('Für Sie ist ein Platz frei geworden.')).toBeVisible();
    await expect(main.getByText(/^Angebot gültig bis \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr$/)).toBeVisible();
    await expect(main.getByText(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr$/)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/i-waitlist-offer-390.png', fullPage: true });

    await main.getByRole('button', { name: 'Platz verbindlich übernehmen' }).click();
    await expect(main.getByRole('status')).toContainText(/Vielen Dank! 1 Platz ist verbindlich für Sie gebucht \(Bestellnummer IFB-\d{4}-/);
    await expect(main.getByRole('button', { name: 'Platz verbindlich übernehmen' })).toHaveCount(0);
    await expect(main.getByText('Sie haben den Platz übernommen.')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/i-waitlist-accepted-390.png', fullPage: true });

    await page.reload();
    await expect(main.getByText('Sie haben den Platz übernommen.')).toBeVisible();
  });

  test('without an offer the page explains the list and leads to the seminar dates; an unknown offer is a 404', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/warteliste');
    await acceptOnlyNecessaryCookies(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Warteliste' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('main').getByRole('link', { name: 'Zu allen Seminarterminen' }).click();
    await expect(page).toHaveURL(/\/seminare\/veranstaltungen$/);

    const unknown = await page.goto('/warteliste?angebot=00000000-0000-4000-8000-000000000000');
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeVisible();
  });
});
