import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setCapacity, upcomingEvents, type TestEvent } from '../../db/cart/cart-fixtures.testing';
import { startAccountsTestApp, type AccountsTestApp } from '../session/testing/accounts-test-app';
import { TEST_NOW } from '../testing/test-app';
import { JSON_HEADERS, readyBrowser } from './cart.testing';

let app: AccountsTestApp;
let events: readonly TestEvent[];

beforeAll(async () => {
  app = await startAccountsTestApp();
  events = await upcomingEvents(app.database.db, 6, { afterDays: 40 });
}, 120_000);

afterAll(async () => {
  await app.close();
});

// Some tests move the clock; each starts at the test instant again.
afterEach(() => {
  app.clock.advance({ milliseconds: TEST_NOW.epochMilliseconds - app.clock.now().epochMilliseconds });
});

const browser = () => readyBrowser(() => app.browser());
const eventAt = (index: number): number => events[index]!.eventId;

const contact = (firstname: string) => ({ salutation: 'Herr', firstname, lastname: 'Weber', email: `${firstname.toLowerCase()}.weber@example.org` });

interface EntryBody {
  readonly entryId: string;
  readonly status: string;
  readonly position: number | null;
}

const joined = async (eventId: number, seats: number, firstname: string): Promise<EntryBody> => {
  const answer = await (await browser()).post('/api/warteliste', { eventId, seats, contact: contact(firstname) });
  if (!answer.ok) throw new Error(JSON.stringify(answer));
  return answer.body as EntryBody;
};

describe('POST /api/warteliste and GET /api/warteliste/{entryId}', () => {
  it('puts people in the queue for one or more seats and tells each their position', async () => {
    await setCapacity(app.database.db, eventAt(0), 0);
    const first = await joined(eventAt(0), 3, 'Anna');
    const second = await joined(eventAt(0), 1, 'Ben');
    expect(first).toEqual({ entryId: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown, eventId: eventAt(0), seats: 3, status: 'waiting', position: 1 });
    expect(second).toMatchObject({ status: 'waiting', position: 2 });
    expect(await (await browser()).get(`/api/warteliste/${second.entryId}`)).toEqual({ ok: true, body: second });
  });

  it('answers 400 with German messages for wrong input, 404 for an unknown event or entry, 403 without XSRF', async () => {
    const visitor = await browser();
    expect(await visitor.post('/api/warteliste', { eventId: eventAt(0), seats: 0, contact: contact('Anna') })).toMatchObject({
      status: 400,
      body: { fieldErrors: { seats: 'Bitte geben Sie eine Anzahl von 1 bis 20 Plätzen an.' } },
    });
    expect(await visitor.post('/api/warteliste', { eventId: eventAt(0), seats: 1 })).toMatchObject({
      status: 400,
      body: { fieldErrors: { contact: 'Bitte geben Sie Ihre Kontaktdaten an.' } },
    });
    expect(await visitor.post('/api/warteliste', { eventId: eventAt(0), seats: 1, contact: { ...contact('Anna'), email: 'anna', firstname: 'A' } })).toMatchObject({
      status: 400,
      body: {
        fieldErrors: {
          'contact.email': 'Bitte geben Sie eine gültige E-Mail-Adresse an',
          'contact.firstname': 'Bitte tragen Sie den vollständigen Vornamen ein',
        },
      },
    });
    expect(await visitor.post('/api/warteliste', { eventId: 99_999_999, seats: 1, contact: contact('Anna') })).toMatchObject({
      status: 404,
      body: { message: 'Diese Veranstaltung gibt es nicht (mehr).' },
    });
    expect(await visitor.get('/api/warteliste/keine-uuid')).toMatchObject({
      status: 400,
      body: { fieldErrors: { entryId: 'Bitte geben Sie eine gültige Nummer des Wartelisten-Eintrags an.' } },
    });
    expect(await visitor.get(`/api/warteliste/${randomUUID()}`)).toMatchObject({ status: 404, body: { message: 'Diesen Eintrag auf der Warteliste gibt es nicht.' } });
    for (const path of ['/api/warteliste', '/api/reservierung', `/api/warteliste/${randomUUID()}/accept`]) {
      const refused = await visitor.raw('main', path, {
        method: 'POST',
        body: JSON.stringify({ eventId: eventAt(0), seats: 1, contact: contact('Anna') }),
        headers: JSON_HEADERS,
        xsrf: false,
      });
      expect(refused.status).toBe(403);
    }
  });
});

describe('POST /api/reservierung', () => {
  it('holds seats for 14 days without the cart, or puts the whole group on the waiting list', async () => {
    await setCapacity(app.database.db, eventAt(1), 3);
    const visitor = await browser();
    expect(await visitor.post('/api/reservierung', { eventId: eventAt(1), seats: 2, contact: contact('Anna') })).toMatchObject({
      ok: true,
      body: {
        orderNumber: expect.stringMatching(/^IFB-2026-\d{6}$/) as unknown,
        status: 'reserved',
        seats: 2,
        reservedUntil: '2026-12-06T10:00:00+01:00',
        message: 'Wir halten die 2 Plätze bis zum 06.12.2026, 10:00 Uhr unverbindlich für Sie frei.',
      },
    });
    expect(await visitor.post('/api/reservierung', { eventId: eventAt(1), seats: 2, contact: contact('Ben') })).toMatchObject({
      ok: true,
      body: { status: 'waitlisted', position: 1, message: 'Dieser Termin ist ausgebucht. Wir haben Sie auf die Warteliste gesetzt.' },
    });
    expect(await visitor.post('/api/reservierung', { eventId: eventAt(1), seats: 21, contact: contact('Cem') })).toMatchObject({ status: 400 });
  });
});

describe('reservation lapse, waiting-list offer and accept', () => {
  it('frees the seats of a reservation past its deadline and offers them; the offer is accepted within 48 hours', async () => {
    const eventId = eventAt(2);
    await setCapacity(app.database.db, eventId, 2);
    const reservation = await (await browser()).post('/api/reservierung', { eventId, seats: 2, contact: contact('Anna') });
    expect(reservation).toMatchObject({ ok: true, body: { status: 'reserved' } });
    const ben = await joined(eventId, 1, 'Ben');
    expect(ben).toMatchObject({ status: 'waiting', position: 1 });

    app.clock.advance({ hours: 24 * 14 });
    // The next change of the event's seats settles it first: Anna's reservation lapses, Ben gets the offer.
    const cem = await joined(eventId, 1, 'Cem');
    expect(cem).toMatchObject({ status: 'offered', position: null });
    const offered = await (await browser()).get(`/api/warteliste/${ben.entryId}`);
    expect(offered).toMatchObject({ ok: true, body: { status: 'offered', position: null, offerExpiresAt: '2026-12-08T10:00:00+01:00' } });

    app.clock.advance({ hours: 47 });
    const accepted = await (await browser()).post(`/api/warteliste/${ben.entryId}/accept`);
    expect(accepted).toMatchObject({ ok: true, body: { status: 'accepted', orderNumber: expect.stringMatching(/^IFB-2026-/) as unknown } });

    app.clock.advance({ hours: 2 });
    expect(await (await browser()).post(`/api/warteliste/${cem.entryId}/accept`)).toMatchObject({
      status: 409,
      body: { message: 'Das Angebot ist abgelaufen; der Platz wird der nächsten Person auf der Warteliste angeboten.' },
    });
    expect(await (await browser()).get(`/api/warteliste/${cem.entryId}`)).toMatchObject({ ok: true, body: { status: 'expired' } });
  });

  it('refuses to accept before an offer', async () => {
    await setCapacity(app.database.db, eventAt(3), 0);
    const anna = await joined(eventAt(3), 1, 'Anna');
    expect(await (await browser()).post(`/api/warteliste/${anna.entryId}/accept`)).toMatchObject({
      status: 409,
      body: { message: 'Für diesen Eintrag ist noch kein Platz frei. Wir benachrichtigen Sie, sobald ein Platz frei wird.' },
    });
  });
});
