import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSULTATION_MESSAGES as M } from '../../../domain/consultation/appointment-request';
import { outbox } from '../../db/schema';
import { startAccountsTestApp, type AccountsTestApp } from '../session/testing/accounts-test-app';
import { visitor } from './portal-test-users';

/** TEST_NOW is Sunday 22.11.2026, 10:00 in Berlin: the first slot is Monday 09:00 (08:00Z). */
const MONDAY_NINE = '2026-11-23T08:00:00Z';

let app: AccountsTestApp;

beforeAll(async () => {
  app = await startAccountsTestApp();
}, 120_000);

afterAll(async () => {
  await app.close();
});

interface Consultant {
  readonly consultantId: number;
  readonly slug: string;
  readonly topics: readonly { readonly slug: string }[];
  readonly regions: readonly { readonly code: string }[];
}
interface Slots {
  readonly from: string;
  readonly to: string;
  readonly slots: readonly { readonly start: string; readonly end: string }[];
}

const booking = (consultantId: number, start: string, extra: Record<string, string> = {}) => ({
  consultantId,
  start,
  salutation: 'Frau',
  firstname: 'Petra',
  lastname: 'Schulz',
  email: 'petra.schulz@example.org',
  phone: '030 1234567',
  topic: 'betriebsverfassungsrecht',
  channel: 'Video',
  message: 'Welche Seminare braucht ein neues BR-Mitglied?',
  ...extra,
});

describe('GET /consultant/get-consultant', () => {
  it('ranks who serves both topic and region first', async () => {
    const answer = await (await visitor(app)).get('/consultant/get-consultant?topic=jav&region=HH');
    expect(answer.ok).toBe(true);
    const [best, ...others] = (answer as { body: Consultant[] }).body;
    expect(best?.slug).toBe('hendrik-jansen');
    expect(best?.topics.some((topic) => topic.slug === 'jav')).toBe(true);
    expect(others.length).toBeGreaterThan(0);
  });

  it('answers one consultant by slug, 404 for an unknown one, 400 for an unknown state', async () => {
    const browser = await visitor(app);
    expect(await browser.get('/consultant/get-consultant?slug=sabine-krueger')).toMatchObject({ ok: true, body: [{ slug: 'sabine-krueger', state: { code: 'BE', name: 'Berlin' } }] });
    expect(await browser.get('/consultant/get-consultant?slug=niemand')).toMatchObject({ ok: false, status: 404 });
    expect(await browser.get('/consultant/get-consultant?region=XX')).toMatchObject({ ok: false, status: 400, body: { fieldErrors: { region: M.region } } });
  });
});

describe('GET /consultant/get-available-appointments', () => {
  it('offers the week from today, starting with Monday 09:00 Berlin time, nothing on the weekend', async () => {
    const answer = await (await visitor(app)).get('/consultant/get-available-appointments?consultantId=1');
    expect(answer.ok).toBe(true);
    const { from, to, slots } = (answer as { body: Slots }).body;
    expect([from, to]).toEqual(['2026-11-22', '2026-11-28']);
    expect(slots[0]?.start).toBe('2026-11-23T09:00:00+01:00');
    expect(slots[0]?.end).toBe('2026-11-23T09:30:00+01:00');
    expect(slots).toHaveLength(5 * 14);
  });

  it('answers 400 with a German message for a broken date or consultant id, 404 for an unknown consultant', async () => {
    const browser = await visitor(app);
    expect(await browser.get('/consultant/get-available-appointments?consultantId=abc')).toMatchObject({ ok: false, status: 400 });
    expect(await browser.get('/consultant/get-available-appointments?consultantId=1&from=2026-02-30')).toMatchObject({
      ok: false,
      status: 400,
      body: { fieldErrors: { from: 'Dieses Datum gibt es nicht.' } },
    });
    expect(await browser.get('/consultant/get-available-appointments?consultantId=99')).toMatchObject({ ok: false, status: 404 });
  });
});

describe('POST /consultant/book-consultant-appointment', () => {
  it('books a free slot (201), which then is no longer offered; the reference reads it back and gives a calendar file', async () => {
    const browser = await visitor(app);
    const answer = await browser.post('/consultant/book-consultant-appointment', booking(1, MONDAY_NINE));
    expect(answer).toMatchObject({ ok: true, body: { consultant: { slug: 'miriam-albers' }, start: '2026-11-23T09:00:00+01:00', channel: 'Video' } });
    const { reference } = (answer as { body: { reference: string } }).body;
    expect(reference).toMatch(/^[A-Za-z0-9_-]{24}$/);

    const slots = (await browser.get('/consultant/get-available-appointments?consultantId=1')) as { body: Slots };
    expect(slots.body.slots.some((slot) => slot.start === '2026-11-23T09:00:00+01:00')).toBe(false);

    expect(await app.browser().get(`/consultant/appointment/${reference}`)).toMatchObject({ ok: true, body: { firstname: 'Petra', topic: { slug: 'betriebsverfassungsrecht' } } });
    const ics = await app.browser().raw('main', `/service/beratung/termin/${reference}/kalender.ics`);
    expect(ics.status).toBe(200);
    expect(ics.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(String(ics.body)).toContain('DTSTART:20261123T080000Z');

    const mails = await app.database.db.select().from(outbox).where(eq(outbox.kind, 'consultation_booked'));
    expect(mails.some((row) => JSON.stringify(row.payload).includes(reference))).toBe(true);
  });

  it('refuses the same slot a second time with 409 and the German message', async () => {
    const start = '2026-11-23T09:00:00Z';
    const first = await (await visitor(app)).post('/consultant/book-consultant-appointment', booking(2, start, { topic: 'tarif-entgelt' }));
    expect(first.ok).toBe(true);
    const second = await (await visitor(app)).post('/consultant/book-consultant-appointment', booking(2, start, { topic: 'tarif-entgelt' }));
    expect(second).toMatchObject({ ok: false, status: 409, body: { message: M.slotTaken } });
  });

  it('names each wrong field in German (400) and books nothing', async () => {
    const answer = await (await visitor(app)).post(
      '/consultant/book-consultant-appointment',
      booking(3, '2026-11-22T10:00:00Z', { firstname: '', email: 'kein-at', topic: 'jav', channel: 'Brieftaube' }),
    );
    expect(answer).toMatchObject({
      ok: false,
      status: 400,
      body: {
        fieldErrors: {
          start: M.slot,
          firstname: 'Bitte tragen Sie einen Vornamen ein',
          email: 'Bitte geben Sie eine gültige E-Mail-Adresse an',
          topic: M.topic,
          channel: M.channel,
        },
      },
    });
  });

  it('answers 400, not 500, for a body that is not an object or misses fields', async () => {
    const browser = await visitor(app);
    expect(await browser.post('/consultant/book-consultant-appointment', [1, 2])).toMatchObject({ ok: false, status: 400 });
    expect(await browser.post('/consultant/book-consultant-appointment', { consultantId: 1 })).toMatchObject({ ok: false, status: 400 });
  });

  it('an unknown or malformed reference is 404 or 400, never someone else\'s appointment', async () => {
    const browser = app.browser();
    expect(await browser.get('/consultant/appointment/AAAAAAAAAAAAAAAAAAAAAAAA')).toMatchObject({ ok: false, status: 404 });
    expect(await browser.get('/consultant/appointment/kurz')).toMatchObject({ ok: false, status: 400 });
  });
});
