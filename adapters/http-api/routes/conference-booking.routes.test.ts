import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFERENCE_MESSAGES as M } from '../../../application/conference/messages';
import { ORDER_MESSAGES } from '../../../application/orders/messages';
import { leaveConferenceSeats } from '../../db/conference/conference-fixtures.testing';
import { conferences, outbox } from '../../db/schema';
import { startAccountsTestApp, type AccountsTestApp, type TestBrowser } from '../session/testing/accounts-test-app';
import { TEST_NOW } from '../testing/test-app';
import { JSON_HEADERS, readyBrowser } from './cart.testing';
import { SINGLE, loggedIn } from './portal-test-users';

let app: AccountsTestApp;
let conference: { url: string; conferenceId: number; bookableId: number; price: number };

beforeAll(async () => {
  app = await startAccountsTestApp();
  const [first] = await app.database.db
    .select({ url: conferences.url, conferenceId: conferences.conferenceId, bookableId: conferences.bookableId, price: conferences.price })
    .from(conferences)
    .where(gt(conferences.startAt, TEST_NOW.toString()))
    .orderBy(asc(conferences.startAt))
    .limit(1);
  if (first === undefined) throw new Error('the demo data has no upcoming Fachtagung');
  conference = first;
}, 120_000);

afterAll(async () => {
  await app.close();
});

const CONTACT = { salutation: 'Frau', firstname: 'Anna', lastname: 'Müller', email: 'anna.mueller@example.org', company: 'Müller GmbH' };
const person = (firstname: string) => ({ salutation: 'Herr', firstname, lastname: 'Schmidt', email: `${firstname.toLowerCase()}@example.org`, function: 'Betriebsratsvorsitz' });

/** A booking post; the consent to the terms is given unless the body says otherwise. */
const book = (browser: TestBrowser, body: object, key: string | null = randomUUID(), url = conference.url) =>
  browser.raw('main', `/api/fachtagung/${url}/buchung`, {
    method: 'POST',
    body: JSON.stringify({ acceptTerms: true, ...body }),
    headers: { ...JSON_HEADERS, ...(key === null ? {} : { 'Idempotency-Key': key }) },
  });

const outboxRows = (kind: string, orderNumber: string) =>
  app.database.db
    .select({ payload: outbox.payload })
    .from(outbox)
    .where(and(eq(outbox.kind, kind), sql`${outbox.payload}->>'orderNumber' = ${orderNumber}`));

describe('POST /api/fachtagung/anmeldung', () => {
  it('stores the sign-up for a conference and confirms it by mail (201)', async () => {
    const browser = await readyBrowser(() => app.browser());
    const answer = await browser.raw('main', '/api/fachtagung/anmeldung', {
      method: 'POST',
      body: JSON.stringify({ ...CONTACT, conferenceUrl: conference.url, phone: '030 1234567', message: 'Bitte Programm schicken.' }),
      headers: JSON_HEADERS,
    });
    expect(answer).toMatchObject({ status: 201, body: { conferenceUrl: conference.url, message: M.registered } });
    const registrationId = (answer.body as { registrationId: number }).registrationId;
    expect(registrationId).toBeGreaterThan(0);
    const mails = await app.database.db
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(and(eq(outbox.kind, 'form_submission'), sql`${outbox.payload}->>'form' = 'fachtagung-anmeldung'`));
    expect(mails.map(({ payload }) => (payload as { sender?: { email?: string } }).sender?.email)).toContain(CONTACT.email);
  });

  it('refuses wrong contact data with the German messages of domain/validation (400), and an unknown conference', async () => {
    const browser = await readyBrowser(() => app.browser());
    expect(await browser.post('/api/fachtagung/anmeldung', { salutation: 'Frau', firstname: 'A', lastname: 'Müller', email: 'kein-at', phone: 'abc' })).toMatchObject({
      ok: false,
      status: 400,
      body: {
        fieldErrors: {
          firstname: 'Bitte tragen Sie den vollständigen Vornamen ein',
          email: 'Bitte geben Sie eine gültige E-Mail-Adresse an',
          phone: expect.stringContaining('Telefonnummer') as unknown,
        },
      },
    });
    expect(await browser.post('/api/fachtagung/anmeldung', { ...CONTACT, conferenceUrl: 'gibt-es-nicht' })).toMatchObject({
      ok: false,
      status: 400,
      body: { fieldErrors: { conferenceUrl: M.conferenceUnknown } },
    });
    expect(await browser.post('/api/fachtagung/anmeldung', 'Anna')).toMatchObject({ ok: false, status: 400 });
  });
});

describe('POST /api/fachtagung/{x}/buchung', () => {
  it('books the participants at the domain prices, confirms by mail with the order number (201), for a visitor and a logged-in user', async () => {
    const visitor = await readyBrowser(() => app.browser());
    const answer = await book(visitor, { contact: CONTACT, participants: [person('Ben'), person('Carl')] });
    expect(answer).toMatchObject({
      status: 201,
      body: {
        orderNumber: expect.stringMatching(/^IFB-2026-\d{6}$/) as unknown,
        conferenceUrl: conference.url,
        status: 'booked',
        message: M.booked,
        total: conference.price * 2,
        groupDiscount: 0,
        participants: [
          { position: 1, firstname: 'Ben', price: conference.price },
          { position: 2, firstname: 'Carl', price: conference.price },
        ],
      },
    });
    const { orderNumber } = answer.body as { orderNumber: string };
    expect(await outboxRows('order_confirmation', orderNumber)).toMatchObject([
      { payload: { orderNumber, customer: { email: CONTACT.email }, items: [{ eventId: conference.bookableId, participants: [{ firstname: 'Ben' }, { firstname: 'Carl' }] }] } },
    ]);

    const jonas = await loggedIn(app, SINGLE.email);
    expect(await book(jonas, { contact: CONTACT, participants: [person('Dora')] })).toMatchObject({ status: 201, body: { status: 'booked' } });
  });

  it('reads a placed booking again for the session that placed it (200); to another browser it is unknown (404)', async () => {
    const visitor = await readyBrowser(() => app.browser());
    const placed = await book(visitor, { contact: CONTACT, participants: [person('Olga')] });
    const { orderNumber } = placed.body as { orderNumber: string };
    expect(await visitor.get(`/api/fachtagung/buchungen/${orderNumber}`)).toMatchObject({
      ok: true,
      body: placed.body as object,
    });
    const stranger = await readyBrowser(() => app.browser());
    expect(await stranger.get(`/api/fachtagung/buchungen/${orderNumber}`)).toMatchObject({
      ok: false,
      status: 404,
      body: { message: M.bookingUnknown },
    });
    expect(await visitor.get('/api/fachtagung/buchungen/IFB-1999-000001')).toMatchObject({ ok: false, status: 404 });
  });

  it('answers a retry with the same key once, refuses the key with another request (422), and scopes the key to the session', async () => {
    const browser = await readyBrowser(() => app.browser());
    const key = randomUUID();
    const body = { contact: CONTACT, participants: [person('Emil')] };
    const first = await book(browser, body, key);
    expect(first.status).toBe(201);
    expect(await book(browser, body, key)).toEqual(expect.objectContaining({ status: 201, body: first.body }));
    expect(await book(browser, { ...body, participants: [person('Fritz')] }, key)).toMatchObject({
      status: 422,
      body: { fieldErrors: { 'Idempotency-Key': ORDER_MESSAGES.idempotencyKeyReused } },
    });
    const orderNumber = (first.body as { orderNumber: string }).orderNumber;
    expect(await outboxRows('order_confirmation', orderNumber)).toHaveLength(1);
    // Another browser with the same key gets a booking of its own, never the first one's answer.
    const other = await book(await readyBrowser(() => app.browser()), body, key);
    expect(other.status).toBe(201);
    expect((other.body as { orderNumber: string }).orderNumber).not.toBe(orderNumber);
  });

  it('refuses a booking without key, with wrong participants, without the consent to the terms, or of an unknown conference, and books nothing', async () => {
    const browser = await readyBrowser(() => app.browser());
    expect(await book(browser, { contact: CONTACT, participants: [person('Gina')] }, null)).toMatchObject({
      status: 400,
      body: { fieldErrors: { 'Idempotency-Key': ORDER_MESSAGES.idempotencyKeyMissing } },
    });
    expect(await book(browser, { contact: { ...CONTACT, email: 'x' }, participants: [{ ...person('Hans'), lastname: '' }] })).toMatchObject({
      status: 400,
      body: {
        fieldErrors: {
          'contact.email': 'Bitte geben Sie eine gültige E-Mail-Adresse an',
          'participants.0.lastname': expect.stringContaining('Nachnamen') as unknown,
        },
      },
    });
    expect(await book(browser, { contact: CONTACT, participants: [] })).toMatchObject({ status: 400, body: { fieldErrors: { participants: M.participantsMissing } } });
    for (const acceptTerms of [false, undefined]) {
      expect(await book(browser, { contact: CONTACT, participants: [person('Ina')], acceptTerms })).toMatchObject({
        status: 400,
        body: { fieldErrors: { acceptTerms: 'Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen' } },
      });
    }
    expect(await book(browser, { contact: CONTACT, participants: [person('Ina')] }, randomUUID(), 'gibt-es-nicht')).toMatchObject({
      status: 404,
      body: { message: M.conferenceUnknown },
    });
    expect(await book(browser, { contact: CONTACT, participants: [person('Ina')] }, randomUUID(), 'Gross_Schreibung')).toMatchObject({ status: 400 });
  });

  it('refuses a POST without the XSRF token (403)', async () => {
    const fresh = app.browser();
    const answer = await fresh.raw('main', `/api/fachtagung/${conference.url}/buchung`, {
      method: 'POST',
      body: JSON.stringify({ contact: CONTACT, participants: [person('Jan')] }),
      headers: { ...JSON_HEADERS, 'Idempotency-Key': randomUUID() },
      xsrf: false,
    });
    expect(answer.status).toBe(403);
  });

  it('seats the first participants while seats are free and puts the others on the waiting list, each with its place, and mails both', async () => {
    const browser = await readyBrowser(() => app.browser());
    await leaveConferenceSeats(app.database.db, conference, 1);

    const partly = await book(browser, { contact: CONTACT, participants: [person('Kai'), person('Lars')] });
    expect(partly).toMatchObject({
      status: 201,
      body: {
        status: 'waitlisted',
        message: M.partlyWaitlisted,
        position: 1,
        participants: [
          { firstname: 'Kai', status: 'booked' },
          { firstname: 'Lars', status: 'waitlisted', waitlistPosition: 1 },
        ],
      },
    });
    expect(await outboxRows('order_confirmation', (partly.body as { orderNumber: string }).orderNumber)).toMatchObject([
      { payload: { items: [{ participants: [{ firstname: 'Kai' }, { firstname: 'Lars', waitlistPosition: 1 }] }] } },
    ]);
    expect(await book(browser, { contact: CONTACT, participants: [person('Nils')] })).toMatchObject({
      status: 201,
      body: { status: 'waitlisted', message: M.waitlisted, position: 2 },
    });
  });

  it('is an order like any other: read by GET /order-api/get-order/{n} and listed in meinifb', async () => {
    const jonas = await loggedIn(app, SINGLE.email);
    await leaveConferenceSeats(app.database.db, conference, 5);
    const placed = await book(jonas, { contact: CONTACT, participants: [person('Otto')] });
    const { orderNumber } = placed.body as { orderNumber: string };
    expect(await jonas.get(`/order-api/get-order/${orderNumber}`)).toMatchObject({
      ok: true,
      body: { orderNumber, channel: 'fachtagung', participants: [{ eventId: conference.bookableId, firstname: 'Otto', status: 'booked', price: conference.price }] },
    });
    const future = await jonas.get('/api-meinifb/get-user-future-events');
    expect(future).toMatchObject({ ok: true });
    const listed = (future.body as readonly { eventId: number; kind?: string; conferenceUrl?: string; recipients: readonly { firstname: string }[] }[]).find(
      (event) => event.eventId === conference.bookableId,
    );
    expect(listed).toMatchObject({ kind: 'Fachtagung', conferenceUrl: conference.url });
    expect(listed?.recipients.map((recipient) => recipient.firstname)).toContain('Otto');
    const stranger = await readyBrowser(() => app.browser());
    expect(await stranger.get(`/order-api/get-order/${orderNumber}`)).toMatchObject({ ok: false, status: 404 });
  });
});
