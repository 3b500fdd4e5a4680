import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSULTATION_MESSAGES as M } from '../../../domain/consultation/appointment-request';
import { startTestApp, type TestApp } from '../testing/test-app';
import { FormBrowser, messageOf } from './form-browser.testing';
import { loadPageRenderer } from './page-renderer';

/** These tests need the build (`npm run build`); `npm test` builds before it runs them. */
const dist = fileURLToPath(new URL('../../../dist', import.meta.url));

/** TEST_NOW is Sunday 22.11.2026, 10:00 in Berlin. */
const MONDAY_TEN = '2026-11-23T10:00:00+01:00';

const visitorFields = {
  salutation: 'Herr',
  firstname: 'Jonas',
  lastname: 'Weber',
  email: 'jonas.weber@example.org',
  phone: '0221 987654',
  topic: 'arbeitsrecht',
  channel: 'Telefon',
  message: 'Freistellung für ein neues Mitglied',
};

describe('consultation pages without JavaScript', () => {
  let app: TestApp;

  beforeAll(async () => {
    const pages = await loadPageRenderer(dist);
    if (!pages) throw new Error('No build in dist/: run `npm run build` first (npm test does).');
    app = await startTestApp({ pages });
  }, 120_000);

  afterAll(async () => {
    await app.close();
  });

  it('lists the consultants, those for the chosen topic and state first', async () => {
    const page = await new FormBrowser(() => app.baseUrl).get('/service/beratung?thema=schwerbehindertenvertretung&bundesland=BE');
    expect(page.status).toBe(200);
    expect(page.html).toContain('Persönliche Bildungsberatung');
    const first = page.html.indexOf('Sabine Krüger');
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThan(page.html.indexOf('Dr. Miriam Albers'));
    expect(page.html).toContain('Passt zu Ihrer Auswahl');
  });

  it('books a slot by a plain form post and shows the appointment; the slot is gone for the next visitor', async () => {
    const visitor = new FormBrowser(() => app.baseUrl);
    const page = await visitor.get('/service/beratung/miriam-albers?thema=arbeitsrecht');
    expect(page.status).toBe(200);
    expect(page.html).toContain('Montag, 23.11.2026');
    expect(page.html).toContain(`value="${MONDAY_TEN}"`);

    const booked = await visitor.post('/service/beratung/miriam-albers', { ...visitorFields, start: MONDAY_TEN });
    expect(booked.status).toBe(303);
    expect(booked.location).toMatch(/^\/service\/beratung\/termin\/[A-Za-z0-9_-]{24}$/);
    const confirmation = await visitor.get(booked.location ?? '');
    expect(confirmation.status).toBe(200);
    expect(confirmation.html).toContain('Ihr Beratungstermin ist gebucht');
    expect(confirmation.html).toContain('Montag, 23.11.2026, 10:00–10:30 Uhr');
    expect(confirmation.html).toContain('per Telefon unter 0221 987654');

    const next = await new FormBrowser(() => app.baseUrl).get('/service/beratung/miriam-albers');
    expect(next.html).not.toContain(`value="${MONDAY_TEN}"`);
  });

  it('a slot taken meanwhile comes back as a message with everything typed kept', async () => {
    const first = new FormBrowser(() => app.baseUrl);
    const second = new FormBrowser(() => app.baseUrl);
    await first.get('/service/beratung/tobias-reuter');
    await second.get('/service/beratung/tobias-reuter');
    const start = '2026-11-24T09:00:00+01:00';
    expect((await first.post('/service/beratung/tobias-reuter', { ...visitorFields, topic: 'tarif-entgelt', start })).status).toBe(303);
    const late = await second.post('/service/beratung/tobias-reuter', { ...visitorFields, topic: 'tarif-entgelt', start, firstname: 'Mia' });
    expect(late.status).toBe(409);
    expect(late.html).toContain(M.slotTaken);
    expect(late.html).toContain('value="Mia"');
    expect(late.html).not.toContain(`value="${start}"`);
  });

  it('names wrong fields in German under each field (400) and keeps the rest', async () => {
    const visitor = new FormBrowser(() => app.baseUrl);
    await visitor.get('/service/beratung/hendrik-jansen');
    const wrong = await visitor.post('/service/beratung/hendrik-jansen', { ...visitorFields, topic: 'jav', email: 'jonas@', start: '' });
    expect(wrong.status).toBe(400);
    expect(messageOf(wrong.html, 'beratung-email')).toBe('Bitte geben Sie eine gültige E-Mail-Adresse an');
    expect(wrong.html).toContain(M.slot);
    expect(wrong.html).toContain('value="Weber"');
  });

  it('answers 404 for an unknown consultant or appointment', async () => {
    const visitor = new FormBrowser(() => app.baseUrl);
    expect((await visitor.get('/service/beratung/niemand')).status).toBe(404);
    expect((await visitor.get('/service/beratung/termin/AAAAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
  });
});
