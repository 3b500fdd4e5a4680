import { and, eq, isNotNull, sql } from 'drizzle-orm';
import * as E from 'fp-ts/Either';
import { Temporal } from 'temporal-polyfill';
import { beforeAll, describe, expect, it } from 'vitest';
import { cartDateText } from '../../../domain/calendar/calendar';
import { cents, formatEuro } from '../../../domain/money/money';
import { participantCount } from '../../../domain/pricing/participant-count';
import { events, overnightRates, themes } from '../../db/schema';
import { CostCalculatorProxy } from '../../http-client/cost-calculator-proxy';
import { MemoryCookieJar } from '../../http-client/cookie-jar';
import { createFetchTransport } from '../../http-client/transport';
import { serveBuiltPages } from './built-pages.testing';


const app = serveBuiltPages();
/** A multi-day presence date at a hotel with a room rate, with tier prices. */
let presence: { eventId: number; price: number; two: number; slug: string };
let unratedEventId = 0;
let onlineEventId = 0;

interface CalculationJson {
  readonly title: string;
  readonly startDate: string;
  readonly endDate: string;
  readonly location: string;
  readonly participantPrices: readonly { readonly label: string; readonly price: number }[];
  readonly seminarTotal: number;
  readonly groupDiscount: number;
  readonly overnightCosts: { readonly total: number; readonly stays: readonly { readonly hotelName: string }[] } | null;
  readonly total: number;
}

const page = async (path: string) => {
  const response = await fetch(`${app().baseUrl}${path}`, { redirect: 'manual', headers: { accept: 'text/html,application/xhtml+xml' } });
  const html = await response.text();
  return { status: response.status, html, main: html.slice(html.indexOf('<main'), html.indexOf('</main>')) };
};

const json = async (path: string) => {
  const response = await fetch(`${app().baseUrl}${path}`, { headers: { accept: 'application/json' } });
  return { status: response.status, type: response.headers.get('content-type'), body: (await response.json()) as CalculationJson };
};

const escapeHtml = (text: string): string =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#x27;');

/** A plain GET form on the page's own path: it works without JavaScript. */
const getForm = /<form (?=[^>]*method="get")(?=[^>]*action="\/seminare\/warenkorb\/kostenrechner\/\d+)[^>]*>/;
const checkedRadio = (value: string): RegExp => new RegExp(`<input (?=[^>]*name="overnight")(?=[^>]*value="${value}")(?=[^>]*checked="")[^>]*>`);

const euro = (amount: number): string => formatEuro(cents(amount));
const calculatorPath = (eventId: number, query = ''): string => `/seminare/warenkorb/kostenrechner/${String(eventId)}${query}`;

beforeAll(async () => {
  const db = app().database.db;
  const [found] = await db
    .select({ eventId: events.eventId, price: events.price, two: events.priceParticipantTwo, slug: themes.slug })
    .from(events)
    .innerJoin(overnightRates, eq(overnightRates.hotelId, events.hotelId))
    .innerJoin(themes, eq(themes.themeId, events.themeId))
    .where(and(eq(events.kind, 'presence'), eq(events.oneDay, false), isNotNull(events.priceParticipantTwo)))
    .orderBy(events.eventId)
    .limit(1);
  if (found?.two === null || found === undefined) throw new Error('the demo data has no multi-day presence seminar at a hotel with a rate');
  presence = { ...found, two: found.two };
  const [unrated] = await db
    .select({ eventId: events.eventId })
    .from(events)
    .where(and(eq(events.kind, 'presence'), eq(events.oneDay, false), sql`${events.hotelId} not in (select hotel_id from overnight_rates)`))
    .limit(1);
  unratedEventId = unrated?.eventId ?? 0;
  const [online] = await db.select({ eventId: events.eventId }).from(events).where(eq(events.kind, 'online')).limit(1);
  onlineEventId = online?.eventId ?? 0;
}, 120_000);

describe('the Kostenrechner page /seminare/warenkorb/kostenrechner/{eventId}', () => {
  it('shows the date, a price per participant by tier, the discount, the nights and the total, with the form set to the choice', async () => {
    const path = calculatorPath(presence.eventId, '?participants=3&overnight=with');
    const expected = (await json(path)).body;
    const { status, html, main } = await page(path);
    expect(status).toBe(200);
    expect(html).toContain(`<title>${escapeHtml(`Kostenrechner: ${expected.title} | ifb Seminare`)}</title>`);
    expect(html).toContain('<meta name="robots" content="noindex">');
    // The page's script is its own chunk; its styles are in the one site stylesheet, linked so it is styled before hydration.
    expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/style-[^"]+\.css">/);

    expect(main).toMatch(new RegExp(`<h1[^>]*>${escapeHtml(expected.title)}</h1>`));
    const date = cartDateText(Temporal.Instant.from(expected.startDate), Temporal.Instant.from(expected.endDate));
    expect(date).toMatch(/^\d{2}\.\d{2}\.\d{4} bis \d{2}\.\d{2}\.\d{4}$/);
    expect(main).toContain(`${date}, ${escapeHtml(expected.location)}`);
    // A GET form that works without JavaScript, showing the choice of the URL.
    expect(main).toMatch(getForm);
    expect(main).toContain('<option value="3" selected="">3</option>');
    expect(main).toMatch(checkedRadio('with'));

    // Tier prices from the database: the first participant pays the base price, the second the tier two price.
    expect(main).toContain(`<th scope="row">1. Teilnehmer</th><td>${euro(presence.price)}</td>`);
    expect(main).toContain(`<th scope="row">2. Teilnehmer</th><td>${euro(presence.two)}</td>`);
    expect(main).toContain('<th scope="row">3. Teilnehmer</th>');
    const seminarTotal = expected.participantPrices.reduce((sum, line) => sum + line.price, 0);
    expect(main).toContain(`<th scope="row">Seminarkosten gesamt</th><td>${euro(seminarTotal)}</td>`);
    expect(expected.groupDiscount).toBe(presence.price * 3 - seminarTotal);
    expect(expected.groupDiscount).toBeGreaterThan(0);
    expect(main).toContain(`Sie sparen ${euro(expected.groupDiscount)}`);
    expect(main).toContain(escapeHtml(expected.overnightCosts?.stays[0]?.hotelName ?? 'a hotel'));
    expect(main).toContain(`<th scope="row">Übernachtungskosten für 3 Teilnehmer</th><td>${euro(expected.overnightCosts?.total ?? -1)}</td>`);
    expect(main).toContain(`<th scope="row">Gesamtkosten</th><td>${euro(seminarTotal + (expected.overnightCosts?.total ?? 0))}</td>`);
    expect(main).toContain(`href="/seminare/warenkorb/pdf-kostenrechner/${String(presence.eventId)}?participants=3&amp;overnight=with"`);
    expect(main).toContain(`href="/seminare/p/${presence.slug}"`);
    expect(main).toMatch(/<button[^>]*>.*In den Warenkorb/);
  });

  it('leaves out discount and nights for one participant without overnight stay (the defaults)', async () => {
    const { status, main } = await page(calculatorPath(presence.eventId));
    expect(status).toBe(200);
    expect(main).toContain('<option value="1" selected="">1</option>');
    expect(main).toMatch(checkedRadio('without'));
    expect(main).toContain(`<th scope="row">Gesamtkosten</th><td>${euro(presence.price)}</td>`);
    expect(main).not.toContain('Sie sparen');
    expect(main).not.toContain('Übernachtungskosten');
    expect(main).not.toContain('2. Teilnehmer');
  });

  it('says a stay without a room rate is priced on request, and an online date has no nights', async () => {
    const unrated = await page(calculatorPath(unratedEventId, '?participants=2&overnight=with'));
    expect(unrated.status).toBe(200);
    expect(unrated.main).toMatch(/<td>auf Anfrage<\/td>/);
    // Nothing priced is no 0,00 €; the total says what it leaves out.
    expect(unrated.main).toContain('<th scope="row">Übernachtungskosten für 2 Teilnehmer</th><td>auf Anfrage</td>');
    expect(unrated.main).toContain('ohne Übernachtungskosten auf Anfrage');
    const online = await page(calculatorPath(onlineEventId, '?participants=2&overnight=with'));
    expect(online.status).toBe(200);
    expect(online.main).toContain('Für diese Veranstaltung fallen keine Übernachtungskosten an.');
  });

  it.each([
    ['participants=0', 'Bitte geben Sie eine Teilnehmerzahl von 1 bis 50 an.'],
    ['participants=abc', 'Bitte geben Sie eine Teilnehmerzahl von 1 bis 50 an.'],
    ['participants=51&overnight=with', 'Bitte geben Sie eine Teilnehmerzahl von 1 bis 50 an.'],
    ['overnight=vielleicht', 'Bitte wählen Sie mit (with) oder ohne (without) Übernachtung.'],
  ])('answers %s with the page, its German message and the form, status 400', async (query, message) => {
    const { status, html, main } = await page(calculatorPath(presence.eventId, `?${query}`));
    expect(status).toBe(400);
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(main).toContain('<h1 id="kostenrechner-titel"');
    expect(main).toContain(escapeHtml(message));
    expect(main).toMatch(getForm);
    expect(main).not.toContain('Gesamtkosten');
  });

  it('answers an unknown date or a number that is none with the 404 page', async () => {
    for (const path of [calculatorPath(999_999), '/seminare/warenkorb/kostenrechner/abc']) {
      const { status, main } = await page(path);
      expect(status).toBe(404);
      expect(main).toContain('Seite nicht gefunden');
    }
  });

  it('still answers calls (Accept: application/json, the browser’s proxy) with the calculation as JSON', async () => {
    const answer = await json(calculatorPath(presence.eventId, '?participants=3&overnight=with'));
    expect(answer.status).toBe(200);
    expect(answer.type).toMatch(/^application\/json/);
    expect(answer.body.participantPrices.map((line) => line.label)).toEqual(['1. Teilnehmer', '2. Teilnehmer', '3. Teilnehmer']);
    expect((await json(calculatorPath(presence.eventId, '?participants=0'))).status).toBe(400);
    const proxy = new CostCalculatorProxy(createFetchTransport({ baseUrl: app().baseUrl, cookies: new MemoryCookieJar() }));
    const result = await proxy.costCalculation({ eventId: presence.eventId, participants: participantCount(3), overnight: 'with' })();
    expect(E.isRight(result) ? result.right.total : result.left).toBe(answer.body.total);
  });

  it('is linked from every date on the seminar’s Termine page', async () => {
    const { status, main } = await page(`/seminare/p/${presence.slug}/termine`);
    expect(status).toBe(200);
    expect(main).toContain(`href="${calculatorPath(presence.eventId)}"`);
    expect(main).toMatch(/>Kostenrechner<span[^>]*> für \d{2}\.\d{2}\.\d{4}/);
  });
});
