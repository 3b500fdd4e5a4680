import { randomUUID } from 'node:crypto';
import { Temporal } from 'temporal-polyfill';
import { beforeAll, describe, expect, it } from 'vitest';
import { waitlistOfferPagePath } from '../../../application/orders/orders.paths';
import { formatDate, formatTime } from '../../../domain/calendar/calendar';
import { setCapacity, upcomingEvents } from '../../db/cart/cart-fixtures.testing';
import { readyBrowser } from '../routes/cart.testing';
import { TestBrowser } from '../session/testing/accounts-test-app';
import { serveBuiltPages } from './built-pages.testing';


const app = serveBuiltPages();
let eventId = 0;
/** Ben's entry: offered a seat; Cem's: still waiting behind him. */
let offered = '';
let waiting = '';

const browser = () => readyBrowser(() => new TestBrowser(() => app().baseUrl));
const contact = (firstname: string) => ({ salutation: 'Herr', firstname, lastname: 'Weber', email: `${firstname.toLowerCase()}.weber@example.org` });

const joined = async (seats: number, firstname: string): Promise<{ entryId: string; status: string }> => {
  const answer = await (await browser()).post('/api/warteliste', { eventId, seats, contact: contact(firstname) });
  if (!answer.ok) throw new Error(JSON.stringify(answer));
  return answer.body as { entryId: string; status: string };
};

const page = async (path: string) => {
  const response = await fetch(`${app().baseUrl}${path}`, { redirect: 'manual', headers: { accept: 'text/html' } });
  const html = await response.text();
  return { status: response.status, html, main: html.slice(html.indexOf('<main'), html.indexOf('</main>')) };
};

const escapeHtml = (text: string): string =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#x27;');

beforeAll(async () => {
  const [event] = await upcomingEvents(app().database.db, 1, { afterDays: 40 });
  if (event === undefined) throw new Error('no event 40 days ahead in the demo data');
  eventId = event.eventId;
  // As in the API test: Anna's reservation lapses after 14 days, and its seats go to the queue.
  await setCapacity(app().database.db, eventId, 2);
  const reservation = await (await browser()).post('/api/reservierung', { eventId, seats: 2, contact: contact('Anna') });
  if (!reservation.ok) throw new Error(JSON.stringify(reservation));
  const ben = await joined(2, 'Ben');
  app().clock.advance({ hours: 24 * 14 });
  const cem = await joined(1, 'Cem');
  if (cem.status !== 'waiting') throw new Error(`Cem should wait behind Ben: ${JSON.stringify(cem)}`);
  offered = ben.entryId;
  waiting = cem.entryId;
}, 120_000);

describe('the waiting-list page /warteliste', () => {
  it('shows the offer the mail links to: seminar, date, seats, state and the deadline, with the button that accepts it', async () => {
    const api = await (await browser()).get(`/api/consumer?objectType=event&internalId=${String(eventId)}&relations=content`);
    const event = api.body as { startDate: string; content: { title: string } };
    const start = Temporal.Instant.from(event.startDate);

    const { status, html, main } = await page(waitlistOfferPagePath(offered));
    expect(status).toBe(200);
    expect(html).toContain('<meta name="robots" content="noindex">');
    // The page's script is its own chunk; its styles are in the one site stylesheet, linked so it is styled before hydration.
    expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/style-[^"]+\.css">/);
    expect(main).toContain(escapeHtml(event.content.title));
    expect(main).toContain(`${formatDate(start)}, ${formatTime(start)} Uhr`);
    expect(main).toContain('2 Plätze');
    expect(main).toContain('Für Sie ist ein Platz frei geworden.');
    // Offered 14 days after TEST_NOW (06.12.2026, 10:00 in Berlin), open for 48 hours.
    expect(main).toContain('Angebot gültig bis 08.12.2026, 10:00 Uhr');
    expect(main).toMatch(/<button[^>]*>Platz verbindlich übernehmen<\/button>/);
  });

  it('only shows the offer: opening the link (as a mail scanner does) accepts nothing', async () => {
    await page(waitlistOfferPagePath(offered));
    expect(await (await browser()).get(`/api/warteliste/${offered}`)).toMatchObject({ ok: true, body: { status: 'offered' } });
  });

  it('shows a waiting entry with its position and without the button', async () => {
    const { status, main } = await page(waitlistOfferPagePath(waiting));
    expect(status).toBe(200);
    expect(main).toContain('Sie stehen auf der Warteliste (Position 1).');
    expect(main).not.toContain('Platz verbindlich übernehmen');
    expect(main).not.toContain('Angebot gültig bis');
  });

  it('answers an unknown or malformed entry with the 404 page', async () => {
    for (const id of [randomUUID(), 'keine-uuid']) {
      const { status, html, main } = await page(waitlistOfferPagePath(id));
      expect(status).toBe(404);
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(main).toContain('Seite nicht gefunden');
    }
  });

  it('explains the waiting list without an offer and links to the seminar dates', async () => {
    const { status, main } = await page('/warteliste');
    expect(status).toBe(200);
    expect(main).toContain('<h1');
    expect(main).toContain('Warteliste');
    expect(main).toContain('href="/seminare/veranstaltungen"');
    expect(main).not.toContain('Platz verbindlich übernehmen');
  });
});
