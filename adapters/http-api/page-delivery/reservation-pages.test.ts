import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setCapacity, upcomingEvents } from '../../db/cart/cart-fixtures.testing';
import { testDatabaseEngines } from '../../db/testing/test-databases';
import { startTestApp, testDemoTemplate, type TestApp } from '../testing/test-app';
import { FormBrowser, messageOf } from './form-browser.testing';
import { loadPageRenderer } from './page-renderer';

/** These tests need the build (`npm run build`); `npm test` builds before it runs them. */
const dist = fileURLToPath(new URL('../../../dist', import.meta.url));

const contact = { salutation: 'Frau', firstname: 'Clara', lastname: 'Berg', email: 'clara.berg@example.org', company: 'Beispiel AG' };

describe.each(testDatabaseEngines())('reservation and waiting list without JavaScript ($name)', (engine) => {
  let app: TestApp;
  let eventId = 0;
  let fullEventId = 0;

  beforeAll(async () => {
    const pages = await loadPageRenderer(dist);
    if (!pages) throw new Error('No build in dist/: run `npm run build` first (npm test does).');
    app = await startTestApp({ pages, database: await engine.open(testDemoTemplate) });
    const [open, full] = await upcomingEvents(app.database.db, 2, { afterDays: 30 });
    if (open === undefined || full === undefined) throw new Error('too few events 30 days ahead in the demo data');
    eventId = open.eventId;
    fullEventId = full.eventId;
    await setCapacity(app.database.db, fullEventId, 0);
  }, 120_000);

  afterAll(async () => {
    await app.close();
  });

  it('reserves seats for a date and shows them with their deadline on a page only this visitor can open', async () => {
    const visitor = new FormBrowser(() => app.baseUrl);
    const form = await visitor.get(`/reservierung?termin=${String(eventId)}`);
    expect(form.status).toBe(200);
    expect(form.html).toContain('Unverbindlich reservieren');

    const wrong = await visitor.post(`/reservierung?termin=${String(eventId)}`, { ...contact, seats: '2', email: 'clara@' });
    expect(wrong.status).toBe(400);
    expect(messageOf(wrong.html, 'reservierung-email')).toBe('Bitte geben Sie eine gültige E-Mail-Adresse an');
    expect(wrong.html).toContain('value="Clara"');

    const reserved = await visitor.post(`/reservierung?termin=${String(eventId)}`, { ...contact, seats: '2' });
    expect(reserved.status).toBe(303);
    expect(reserved.location).toMatch(/^\/reservierung\/bestaetigung\?bestellung=IFB-\d{4}-\d{6}$/);
    const confirmation = await visitor.get(reserved.location ?? '');
    expect(confirmation.status).toBe(200);
    expect(confirmation.html).toMatch(/2 Plätze reserviert bis \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr/);
    // Two seats are told of two seats, and of no invoice.
    expect(confirmation.html).toContain('sonst werden die 2 Plätze wieder frei');
    expect(confirmation.html).not.toContain('Rechnung');
    expect((await new FormBrowser(() => app.baseUrl).get(reserved.location ?? '')).status).toBe(404);
  });

  it('a reservation of a full date and a waiting-list entry both lead to the entry with its position', async () => {
    const visitor = new FormBrowser(() => app.baseUrl);
    await visitor.get(`/reservierung?termin=${String(fullEventId)}`);
    const waiting = await visitor.post(`/reservierung?termin=${String(fullEventId)}`, { ...contact, seats: '1' });
    expect(waiting.status).toBe(303);
    expect(waiting.location).toMatch(/^\/warteliste\?angebot=[0-9a-f-]{36}$/);
    expect((await visitor.get(waiting.location ?? '')).html).toContain('Sie stehen auf der Warteliste (Position 1).');

    const join = await visitor.get(`/warteliste?termin=${String(fullEventId)}`);
    expect(join.html).toContain('Auf die Warteliste setzen');
    const joined = await visitor.post(`/warteliste?termin=${String(fullEventId)}`, { intent: 'join', ...contact, firstname: 'Dirk', seats: '3' });
    expect(joined.status).toBe(303);
    expect((await visitor.get(joined.location ?? '')).html).toContain('Sie stehen auf der Warteliste (Position 2).');
  });

  it('an unknown date is a 404 page; a refused token changes nothing', async () => {
    const visitor = new FormBrowser(() => app.baseUrl);
    expect((await visitor.get('/reservierung?termin=999999')).status).toBe(404);
    expect((await visitor.get('/warteliste?termin=abc')).status).toBe(404);
    const refused = await visitor.post(`/reservierung?termin=${String(eventId)}`, { ...contact, seats: '1' }, { token: false });
    expect(refused.status).toBe(403);
    expect(refused.html).toContain('Ihre Sitzung war abgelaufen');
  });
});
