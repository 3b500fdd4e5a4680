import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccountsTestApp, type AccountsTestApp } from '../session/testing/accounts-test-app';
import { placeTestOrder, soonestEvents } from './portal-test-bookings';
import { GREMIUM_ADMIN, MEMBER, OTHER_MEMBER, SINGLE, loggedIn, visitor } from './portal-test-users';

let app: AccountsTestApp;
let first = { eventId: 0, themeId: 0, endAt: '' };
let second = { eventId: 0, themeId: 0, endAt: '' };
let memberSeat = 0;
let guestSeat = 0;
let singleSeat = 0;

beforeAll(async () => {
  app = await startAccountsTestApp();
  const db = app.database.db;
  [first, second] = (await soonestEvents(db)) as [typeof first, typeof second];
  [memberSeat, guestSeat] = (await placeTestOrder(db, {
    userId: MEMBER.userId,
    gremiumId: 1,
    eventId: first.eventId,
    participants: [
      { firstname: 'Ahmet', email: MEMBER.email },
      { firstname: 'Gast', email: 'gast@example.org' },
    ],
  })) as [number, number];
  [singleSeat] = (await placeTestOrder(db, { userId: SINGLE.userId, gremiumId: null, eventId: second.eventId, participants: [{ firstname: 'Jonas', email: SINGLE.email }] })) as [number];
}, 120_000);

afterAll(async () => {
  await app.close();
});

const P = '/api-meinifb';

describe('the caller\'s seminars', () => {
  it('answers 401 to a visitor', async () => {
    const guest = await visitor(app);
    for (const path of ['get-user-future-events', 'get-user-past-events', `get-next-event-recipients/${first.eventId}`, 'article-recommendations']) {
      expect(await guest.get(`${P}/${path}`)).toMatchObject({ status: 401 });
    }
    expect(await guest.post(`${P}/cancel-recipient-booking/${guestSeat}`)).toMatchObject({ status: 401 });
  });

  it('lists the upcoming booked events with their participants; nothing has ended yet', async () => {
    const member = await loggedIn(app, MEMBER.email);
    expect(await member.get(`${P}/get-user-future-events`)).toMatchObject({
      ok: true,
      body: [
        {
          eventId: first.eventId,
          title: expect.any(String) as unknown,
          location: expect.any(String) as unknown,
          recipients: [
            { recipientId: memberSeat, firstname: 'Ahmet', status: 'booked' },
            { recipientId: guestSeat, firstname: 'Gast', email: 'gast@example.org', status: 'booked' },
          ],
        },
      ],
    });
    expect(await member.get(`${P}/get-user-past-events`)).toEqual({ ok: true, body: [] });
    expect(await (await loggedIn(app, SINGLE.email)).get(`${P}/get-user-future-events`)).toMatchObject({ ok: true, body: [{ eventId: second.eventId }] });
  });

  it('shows the participants of an event to who booked it and to the Gremium admin, NotFound to others', async () => {
    const expected = { ok: true, body: { eventId: first.eventId, recipients: [{ recipientId: memberSeat }, { recipientId: guestSeat }] } };
    expect(await (await loggedIn(app, MEMBER.email)).get(`${P}/get-next-event-recipients/${first.eventId}`)).toMatchObject(expected);
    expect(await (await loggedIn(app, GREMIUM_ADMIN.email)).get(`${P}/get-next-event-recipients/${first.eventId}`)).toMatchObject(expected);
    expect(await (await loggedIn(app, SINGLE.email)).get(`${P}/get-next-event-recipients/${first.eventId}`)).toMatchObject({
      status: 404,
      body: { message: 'Für diese Veranstaltung haben Sie keine Teilnehmenden angemeldet.' },
    });
    expect(await (await loggedIn(app, SINGLE.email)).get(`${P}/get-next-event-recipients/x1`)).toMatchObject({
      status: 400,
      body: { fieldErrors: { id: 'Bitte geben Sie eine gültige Veranstaltungsnummer an.' } },
    });
  });

  it('recommends bookable themes related to the booked one, never the booked one itself', async () => {
    const answer = await (await loggedIn(app, MEMBER.email)).get(`${P}/article-recommendations`);
    expect(answer.ok).toBe(true);
    const recommended = answer.body as { themeId: number; url: string; score: number }[];
    expect(recommended.length).toBeGreaterThan(0);
    expect(recommended.length).toBeLessThanOrEqual(6);
    expect(recommended.some((theme) => theme.themeId === first.themeId)).toBe(false);
    expect(recommended.every((theme) => theme.url.startsWith('/seminare/p/') && theme.score > 0)).toBe(true);
  });
});

describe('POST /api-meinifb/cancel-recipient-booking/{id}', () => {
  it("refuses another user's participant, an unknown one and a bad id, and never cancels on a GET or without XSRF", async () => {
    const single = await loggedIn(app, SINGLE.email);
    expect(await single.post(`${P}/cancel-recipient-booking/${guestSeat}`)).toMatchObject({
      status: 403,
      body: { message: 'Diese Teilnahme gehört weder zu Ihren Buchungen noch zu denen Ihres Gremiums.' },
    });
    expect(await (await loggedIn(app, OTHER_MEMBER.email)).post(`${P}/cancel-recipient-booking/${guestSeat}`)).toMatchObject({ status: 403 });
    expect(await single.post(`${P}/cancel-recipient-booking/999999`)).toMatchObject({ status: 404, body: { message: 'Diese Teilnahme gibt es nicht.' } });
    expect(await single.post(`${P}/cancel-recipient-booking/0`)).toMatchObject({
      status: 400,
      body: { fieldErrors: { id: 'Bitte geben Sie eine gültige Teilnehmernummer an.' } },
    });
    const member = await loggedIn(app, MEMBER.email);
    expect(await member.get(`${P}/cancel-recipient-booking/${guestSeat}`)).toMatchObject({ status: 404 });
    expect((await member.raw('main', `${P}/cancel-recipient-booking/${guestSeat}`, { method: 'POST', xsrf: false })).status).toBe(403);
    expect(await member.get(`${P}/get-next-event-recipients/${first.eventId}`)).toMatchObject({ body: { recipients: [{ status: 'booked' }, { status: 'booked' }] } });
  });

  it('lets the Gremium admin cancel a seat the member ordered; a second cancellation is a conflict', async () => {
    const admin = await loggedIn(app, GREMIUM_ADMIN.email);
    expect(await admin.post(`${P}/cancel-recipient-booking/${guestSeat}`)).toMatchObject({ ok: true, body: { recipientId: guestSeat, status: 'cancelled' } });
    expect(await admin.post(`${P}/cancel-recipient-booking/${guestSeat}`)).toMatchObject({ status: 409 });
    expect(await (await loggedIn(app, MEMBER.email)).get(`${P}/get-next-event-recipients/${first.eventId}`)).toMatchObject({
      body: { recipients: [{ status: 'booked' }, { status: 'cancelled' }] },
    });
  });

  it('lists an event among the past ones once it has ended, and refuses to cancel it then', async () => {
    const ended = Temporal.Instant.from(second.endAt > first.endAt ? second.endAt : first.endAt).add({ hours: 1 });
    app.clock.advance({ milliseconds: ended.epochMilliseconds - app.clock.now().epochMilliseconds });
    const member = await loggedIn(app, MEMBER.email);
    expect(await member.get(`${P}/get-user-past-events`)).toMatchObject({ ok: true, body: [{ eventId: first.eventId }] });
    expect(await member.get(`${P}/get-user-future-events`)).toEqual({ ok: true, body: [] });
    expect(await (await loggedIn(app, SINGLE.email)).post(`${P}/cancel-recipient-booking/${singleSeat}`)).toMatchObject({ status: 409 });
  });
});
