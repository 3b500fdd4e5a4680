import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleOrder } from '../../../application/mail/outbox-payloads.arbitraries';
import { formatEuro, cents } from '../../../domain/money/money';
import { nightsBetween } from '../../../domain/overnight/nights';
import { DrizzleOutbox } from '../../mail/drizzle-outbox';
import { events, hotels, overnightRates, sessions, themes } from '../../db/schema';
import { pdfEnvelope, pdfPageCount, pdfText } from '../../pdf/testing/pdf-text';
import { startAccountsTestApp, type AccountsTestApp, type TestBrowser } from '../session/testing/accounts-test-app';
import { placeTestOrder, soonestEvents } from './portal-test-bookings';
import { GREMIUM_ADMIN, MEMBER, OTHER_SINGLE, SINGLE, loggedIn, visitor } from './portal-test-users';

let app: AccountsTestApp;
let presence: { eventId: number; startAt: string; endAt: string; hotelName: string; rate: number; price: number; two: number | null; slug: string; themeId: number; title: string };
let unratedEventId = 0;
let onlineEventId = 0;

interface Download {
  readonly status: number;
  readonly headers: Headers;
  readonly bytes: Uint8Array;
  readonly json: () => unknown;
}

/** A GET as a browser makes it by following a link: its cookies, the answer's bytes as they are. */
const download = async (path: string, browser?: TestBrowser): Promise<Download> => {
  const url = `${app.urlOf('main')}${path}`;
  const cookie = browser?.jar.cookieHeader(url);
  const response = await fetch(url, { headers: cookie === undefined ? {} : { cookie } });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, bytes, json: () => JSON.parse(Buffer.from(bytes).toString('utf8')) as unknown };
};

const expectPdf = (answer: Download, filename: string): string => {
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toBe('application/pdf');
  expect(answer.headers.get('content-disposition')).toBe(`inline; filename="${filename}"`);
  expect(pdfEnvelope(answer.bytes)).toEqual({ header: '%PDF-', endsWithEof: true });
  return pdfText(answer.bytes);
};

beforeAll(async () => {
  app = await startAccountsTestApp();
  const db = app.database.db;
  const [found] = await db
    .select({
      eventId: events.eventId,
      startAt: events.startAt,
      endAt: events.endAt,
      hotelName: hotels.name,
      rate: overnightRates.ratePerNight,
      price: events.price,
      two: events.priceParticipantTwo,
      slug: themes.slug,
      themeId: themes.themeId,
      title: themes.title,
    })
    .from(events)
    .innerJoin(hotels, eq(hotels.hotelId, events.hotelId))
    .innerJoin(overnightRates, eq(overnightRates.hotelId, events.hotelId))
    .innerJoin(themes, eq(themes.themeId, events.themeId))
    .where(and(eq(events.kind, 'presence'), eq(events.oneDay, false), isNotNull(events.priceParticipantTwo)))
    .orderBy(events.eventId)
    .limit(1);
  if (found === undefined) throw new Error('the demo data has no multi-day presence seminar at a hotel with a rate');
  presence = found;
  const [unrated] = await db
    .select({ eventId: events.eventId })
    .from(events)
    .where(and(eq(events.kind, 'presence'), eq(events.oneDay, false), sql`${events.hotelId} not in (select hotel_id from overnight_rates)`))
    .limit(1);
  unratedEventId = unrated?.eventId ?? 0;
  const [online] = await db.select({ eventId: events.eventId }).from(events).where(eq(events.kind, 'online')).limit(1);
  onlineEventId = online?.eventId ?? 0;
}, 120_000);

afterAll(async () => {
  await app.close();
});

describe('GET /seminare/warenkorb/kostenrechner/{eventId}', () => {
  it('prices each participant by tier, adds rate × nights per person with overnight stay, and sums it up', async () => {
    const answer = await download(`/seminare/warenkorb/kostenrechner/${String(presence.eventId)}?participants=3&overnight=with`);
    expect(answer.status).toBe(200);
    const nights = nightsBetween(Temporal.Instant.from(presence.startAt), Temporal.Instant.from(presence.endAt));
    const body = answer.json() as Record<string, unknown>;
    expect(body).toMatchObject({
      eventId: presence.eventId,
      participants: 3,
      overnight: 'with',
      singlePrice: presence.price,
      overnightCosts: {
        nights,
        perParticipant: presence.rate * nights,
        total: presence.rate * nights * 3,
        complete: true,
        stays: [{ hotelName: presence.hotelName, nights, ratePerNight: presence.rate, perParticipant: presence.rate * nights }],
      },
    });
    const prices = body.participantPrices as { position: number; label: string; price: number }[];
    expect(prices.map((line) => line.label)).toEqual(['1. Teilnehmer', '2. Teilnehmer', '3. Teilnehmer']);
    expect(prices[0]?.price).toBe(presence.price);
    expect(prices[1]?.price).toBe(presence.two);
    const seminarTotal = prices.reduce((sum, line) => sum + line.price, 0);
    expect(body.seminarTotal).toBe(seminarTotal);
    expect(body.groupDiscount).toBe(presence.price * 3 - seminarTotal);
    expect(body.total).toBe(seminarTotal + presence.rate * nights * 3);
  });

  it('defaults to one participant without overnight stay', async () => {
    const body = (await download(`/seminare/warenkorb/kostenrechner/${String(presence.eventId)}`)).json();
    expect(body).toMatchObject({ participants: 1, overnight: 'without', overnightCosts: null, total: presence.price, groupDiscount: 0 });
  });

  it('prices a hotel without a rate on request and says the costs are incomplete', async () => {
    const body = (await download(`/seminare/warenkorb/kostenrechner/${String(unratedEventId)}?participants=2&overnight=with`)).json();
    expect(body).toMatchObject({ overnightCosts: { complete: false, perParticipant: 0, stays: [{ ratePerNight: null, perParticipant: null }] } });
  });

  it('adds no hotel nights to an online seminar', async () => {
    const body = (await download(`/seminare/warenkorb/kostenrechner/${String(onlineEventId)}?participants=2&overnight=with`)).json();
    expect(body).toMatchObject({ overnightCosts: { stays: [], nights: 0, total: 0, complete: true } });
  });

  it.each([
    ['participants=0', 'participants', 'Bitte geben Sie eine Teilnehmerzahl von 1 bis 50 an.'],
    ['participants=51', 'participants', 'Bitte geben Sie eine Teilnehmerzahl von 1 bis 50 an.'],
    ['participants=2.5', 'participants', 'Bitte geben Sie eine Teilnehmerzahl von 1 bis 50 an.'],
    ['participants=-3', 'participants', 'Bitte geben Sie eine Teilnehmerzahl von 1 bis 50 an.'],
    ['participants=drei', 'participants', 'Bitte geben Sie eine Teilnehmerzahl von 1 bis 50 an.'],
    ['participants=1&participants=2', 'participants', 'Bitte geben Sie eine Teilnehmerzahl von 1 bis 50 an.'],
    ['overnight=maybe', 'overnight', 'Bitte wählen Sie mit (with) oder ohne (without) Übernachtung.'],
  ])('answers 400 with the field message to %s', async (query, field, message) => {
    const answer = await download(`/seminare/warenkorb/kostenrechner/${String(presence.eventId)}?${query}`);
    expect(answer.status).toBe(400);
    expect(answer.json()).toEqual({ error: 'invalid', message: 'Bitte prüfen Sie Ihre Eingaben.', fieldErrors: { [field]: message } });
  });

  it('answers 400 to an event number that is not one and 404 to an unknown event', async () => {
    const bad = await download('/seminare/warenkorb/kostenrechner/abc?participants=2');
    expect(bad.status).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'invalid', fieldErrors: { eventId: 'Bitte geben Sie eine gültige Veranstaltungsnummer an.' } });
    const unknown = await download('/seminare/warenkorb/kostenrechner/999999?participants=2');
    expect(unknown.status).toBe(404);
    expect(unknown.json()).toEqual({ error: 'not_found', message: 'Diese Veranstaltung gibt es nicht (mehr).' });
  });
});

describe('GET /seminare/warenkorb/pdf-kostenrechner/{eventId}', () => {
  it('renders the calculation as a German A4 PDF with the amounts', async () => {
    const answer = await download(`/seminare/warenkorb/pdf-kostenrechner/${String(presence.eventId)}?participants=3&overnight=with`);
    const text = expectPdf(answer, `Kostenrechner-${String(presence.eventId)}.pdf`);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=300');
    expect(pdfPageCount(answer.bytes)).toBe(1);
    const nights = nightsBetween(Temporal.Instant.from(presence.startAt), Temporal.Instant.from(presence.endAt));
    for (const expected of [
      'ifb Seminare GmbH',
      'Kostenrechner',
      'Unverbindliche Kostenaufstellung vom 22.11.2026',
      presence.title,
      'mit Übernachtung',
      '1. Teilnehmer',
      formatEuro(cents(presence.price)),
      'Übernachtungskosten',
      'Summe pro Person',
      formatEuro(cents(presence.rate * nights)),
      formatEuro(cents(presence.rate)),
      `Übernachtungskosten für 3 Teilnehmer`,
      formatEuro(cents(presence.rate * nights * 3)),
      'Gesamtkosten',
      'Seite 1 von 1',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('answers bad input in the JSON error shape, never with a broken PDF', async () => {
    const answer = await download(`/seminare/warenkorb/pdf-kostenrechner/${String(presence.eventId)}?participants=500`);
    expect(answer.status).toBe(400);
    expect(answer.headers.get('content-type')).toContain('application/json');
    expect(answer.json()).toMatchObject({ fieldErrors: { participants: 'Bitte geben Sie eine Teilnehmerzahl von 1 bis 50 an.' } });
    expect((await download('/seminare/warenkorb/pdf-kostenrechner/4711')).status).toBe(404);
  });
});

describe('GET /seminare/warenkorb/online-fax/{eventId}', () => {
  it('renders a printable order form with participant lines, billing fields, signature line and fax number', async () => {
    const answer = await download(`/seminare/warenkorb/online-fax/${String(presence.eventId)}`);
    const text = expectPdf(answer, `Bestellformular-${String(presence.eventId)}.pdf`);
    expect(pdfPageCount(answer.bytes)).toBe(2);
    for (const expected of [
      'Bestellformular per Fax',
      'Bitte ausgefüllt und unterschrieben an Fax +49 8841 6161-99 senden',
      presence.title,
      'Tagungshotel',
      '5. Teilnehmer und jeder weitere',
      'Nachname',
      '6.',
      'Rechnungsadresse',
      'Straße und Hausnummer',
      'mit Übernachtung im Tagungshotel',
      'Unterschrift und Stempel',
      'Seite 2 von 2',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('answers 404 to an unknown event and 400 to a malformed one', async () => {
    expect((await download('/seminare/warenkorb/online-fax/999999')).status).toBe(404);
    expect((await download('/seminare/warenkorb/online-fax/0')).status).toBe(400);
  });
});

describe('GET /seminare/p-pdf/{id} and /seminare/pdf/{id}', () => {
  it('describes the seminar with its upcoming dates, places and prices, by URL name or number', async () => {
    const bySlug = await download(`/seminare/p-pdf/${presence.slug}`);
    const text = expectPdf(bySlug, `Seminar-${presence.slug}.pdf`);
    for (const expected of [presence.title, 'Beschreibung', 'Termine und Orte', String(presence.eventId), 'Preis ab ']) {
      expect(text).toContain(expected);
    }
    const byNumber = await download(`/seminare/p-pdf/${String(presence.themeId)}`);
    expect(pdfText(byNumber.bytes)).toBe(text);
  });

  it('details one date with venue and prices per participant and lists the other dates', async () => {
    const text = expectPdf(await download(`/seminare/pdf/${String(presence.eventId)}`), `Seminar-${String(presence.eventId)}.pdf`);
    for (const expected of [presence.title, presence.hotelName, 'Preise', '2. Teilnehmer', formatEuro(cents(presence.two ?? 0)), 'Weitere Termine']) {
      expect(text).toContain(expected);
    }
  });

  it('answers 404 to an unknown seminar or event and 400 to a malformed key', async () => {
    expect((await download('/seminare/p-pdf/kein-solches-seminar')).json()).toEqual({ error: 'not_found', message: 'Dieses Seminar gibt es nicht (mehr).' });
    expect((await download('/seminare/p-pdf/99999')).status).toBe(404);
    expect((await download('/seminare/p-pdf/Gro%C3%9F%20und%20klein')).status).toBe(400);
    expect((await download('/seminare/pdf/999999')).status).toBe(404);
    expect((await download('/seminare/pdf/x1')).status).toBe(400);
  });
});

describe('GET /seminare/warenkorb/checkout-pdf', () => {
  let owner: TestBrowser;
  const orderNumber = 'IFB-2026-000777';

  beforeAll(async () => {
    owner = await loggedIn(app, SINGLE.email);
    const [session] = await app.database.db
      .select({ sessionId: sessions.sessionId })
      .from(sessions)
      .where(eq(sessions.userId, SINGLE.userId))
      .orderBy(sql`${sessions.createdAt} desc`)
      .limit(1);
    const outbox = new DrizzleOutbox(app.database.db, app.clock);
    await outbox.enqueue(undefined, 'order_confirmation', { ...exampleOrder, orderNumber: 'IFB-2026-000700', sessionId: 'another-session', userId: SINGLE.userId });
    app.clock.advance({ minutes: 1 });
    await outbox.enqueue(undefined, 'order_confirmation', { ...exampleOrder, orderNumber, sessionId: session?.sessionId ?? '', userId: null });
  });

  it("renders the session's last order confirmation", async () => {
    const answer = await download('/seminare/warenkorb/checkout-pdf', owner);
    const text = expectPdf(answer, `Bestellbestaetigung-${orderNumber}.pdf`);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    for (const expected of ['Bestellbestätigung', `Bestellnummer ${orderNumber} vom 12.03.2027`, 'Frau Dr. Anna Müller', 'Reservierung bis 26.03.2027', '300,00\u00a0€', '3.570,00\u00a0€']) {
      expect(text).toContain(expected);
    }
  });

  it('renders an older order of the same account by its number', async () => {
    expectPdf(await download('/seminare/warenkorb/checkout-pdf?order=IFB-2026-000700', owner), 'Bestellbestaetigung-IFB-2026-000700.pdf');
  });

  it('keeps orders from anyone else: a visitor is asked to log in, another account finds nothing', async () => {
    const guest = await visitor(app);
    expect((await download('/seminare/warenkorb/checkout-pdf', guest)).json()).toEqual({ error: 'not_found', message: 'Es liegt keine Bestellung vor.' });
    const asGuest = await download(`/seminare/warenkorb/checkout-pdf?order=${orderNumber}`, guest);
    expect(asGuest.status).toBe(401);
    expect(asGuest.json()).toEqual({ error: 'unauthenticated', message: 'Bitte melden Sie sich an, um diese Bestellung abzurufen.' });
    const stranger = await loggedIn(app, OTHER_SINGLE.email);
    expect((await download(`/seminare/warenkorb/checkout-pdf?order=${orderNumber}`, stranger)).json()).toEqual({
      error: 'not_found',
      message: 'Diese Bestellung gibt es nicht.',
    });
    expect((await download('/seminare/warenkorb/checkout-pdf?order=IFB-2026-999999', stranger)).status).toBe(404);
    expect((await download('/seminare/warenkorb/checkout-pdf')).status).toBe(404);
  });

  it('answers 400 to a malformed order number', async () => {
    const answer = await download('/seminare/warenkorb/checkout-pdf?order=%3Cscript%3E', owner);
    expect(answer.status).toBe(400);
    expect(answer.json()).toMatchObject({ fieldErrors: { order: 'Bitte geben Sie eine gültige Bestellnummer an.' } });
  });
});

describe('the portal PDFs', () => {
  let eventId = 0;

  beforeAll(async () => {
    const [first] = await soonestEvents(app.database.db);
    eventId = first?.eventId ?? 0;
    await placeTestOrder(app.database.db, {
      userId: MEMBER.userId,
      gremiumId: 1,
      eventId,
      participants: [
        { firstname: 'Ahmet', email: MEMBER.email },
        { firstname: 'Gast', email: 'gast@example.org', status: 'reserved' },
      ],
    });
  });

  it('renders the notice of a booked seminar with its participants', async () => {
    const member = await loggedIn(app, MEMBER.email);
    const text = expectPdf(await download(`/api-meinifb/notice-pdf/${String(eventId)}`, member), `Teilnahmeinformation-${String(eventId)}.pdf`);
    for (const expected of ['Teilnahmeinformation', 'Stand 22.11.2026', 'Herr Ahmet Yilmaz', 'Frau Gast Muster', 'Reserviert', 'Gebucht', String(eventId)]) {
      expect(text).toContain(expected);
    }
  });

  it('renders the Gremium overview for its members', async () => {
    const admin = await loggedIn(app, GREMIUM_ADMIN.email);
    const text = expectPdf(await download('/api-meinifb/gremium-overview-pdf', admin), 'Gremiumsuebersicht-1.pdf');
    for (const expected of ['Gremiumsübersicht', 'Betriebsrat der Muster Logistik GmbH', 'Mitglieder', 'Administrator', 'Kommende Seminare', 'Frau Gast Muster (Reserviert)']) {
      expect(text).toContain(expected);
    }
  });

  it('answers a visitor 401, a single user 403 for the overview, and 404 for a seminar they did not book', async () => {
    const guest = await visitor(app);
    expect((await download(`/api-meinifb/notice-pdf/${String(eventId)}`, guest)).status).toBe(401);
    expect((await download('/api-meinifb/gremium-overview-pdf', guest)).status).toBe(401);
    const single = await loggedIn(app, SINGLE.email);
    expect((await download('/api-meinifb/gremium-overview-pdf', single)).status).toBe(403);
    expect((await download(`/api-meinifb/notice-pdf/${String(eventId)}`, single)).status).toBe(404);
    expect((await download('/api-meinifb/notice-pdf/abc', single)).status).toBe(400);
  });
});
