import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, gt, isNotNull } from 'drizzle-orm';
import { CART_TEST_NOW, setCapacity, upcomingEvents } from '../../db/cart/cart-fixtures.testing';
import { events } from '../../db/schema';
import { testDatabaseEngines } from '../../db/testing/test-databases';
import { startTestApp, testDemoTemplate, type TestApp } from '../testing/test-app';
import { FormBrowser, hiddenValues, messageOf } from './form-browser.testing';
import { loadPageRenderer } from './page-renderer';
import { cents, formatEuro } from '../../../domain/money/money';

/** The page's text as a reader sees it: tags out, whitespace as single spaces. */
const text = (html: string): string => html.replace(/<[^>]*>/g, ' ').replace(/[ \t\r\n]+/g, ' ');

/** These tests need the build (`npm run build`); `npm test` builds before it runs them. */
const dist = fileURLToPath(new URL('../../../dist', import.meta.url));

const OVERNIGHT = 'Mit Übernachtung und Vollpension';
const participant = (firstname: string, bookingType: 'Buchung' | 'Reservierung') => ({
  salutation: 'Frau',
  firstname,
  lastname: 'Lange',
  email: `${firstname.toLowerCase()}.lange@example.org`,
  function: 'Mitglied',
  bookingType,
  hotelOverNightOption: OVERNIGHT,
});
const ADDRESS = { company: 'Muster GmbH', street: 'Hauptstraße', streetNumber: '5', postalCode: '20095', city: 'Hamburg' };

describe.each(testDatabaseEngines())('the buying journey without JavaScript ($name)', (engine) => {
  let app: TestApp;
  let eventId = 0;

  beforeAll(async () => {
    const pages = await loadPageRenderer(dist);
    if (!pages) throw new Error('No build in dist/: run `npm run build` first (npm test does).');
    app = await startTestApp({ pages, database: await engine.open(testDemoTemplate) });
    const [event] = await upcomingEvents(app.database.db, 1, { afterDays: 20, isOnline: false });
    if (event === undefined) throw new Error('no presence event 20 days ahead in the demo data');
    eventId = event.eventId;
  }, 120_000);

  afterAll(async () => {
    await app.close();
  });

  it('adds a date, two participants and the address by plain form posts, orders once, and confirms who got a seat and who waits', async () => {
    const visitor = new FormBrowser(() => app.baseUrl);
    expect((await visitor.get('/seminare/warenkorb')).html).toContain('Warenkorb ist leer');

    const added = await visitor.post('/seminare/warenkorb', { intent: 'add-item', eventId: String(eventId) });
    expect(added).toMatchObject({ status: 303, location: '/seminare/warenkorb' });
    const cart = await visitor.get('/seminare/warenkorb');
    const [cartItemId = ''] = hiddenValues(cart.html, 'cartItemId');
    expect(cart.html).toContain('1. Teilnehmer');

    // A wrong participant: the page again with 400, the §5 messages under the fields, what was typed kept.
    const wrong = await visitor.post('/seminare/warenkorb', { intent: 'add-recipient', cartItemId, ...participant('A', 'Buchung'), email: 'anna@' });
    expect(wrong.status).toBe(400);
    expect(messageOf(wrong.html, `neu-${cartItemId}-firstname`)).toBe('Bitte tragen Sie den vollständigen Vornamen ein');
    expect(messageOf(wrong.html, `neu-${cartItemId}-email`)).toBe('Bitte geben Sie eine gültige E-Mail-Adresse an');
    expect(wrong.html).toContain('value="anna@"');

    // Only one seat is left: the reservation of the second participant waits on the list.
    await setCapacity(app.database.db, eventId, 1);
    for (const [firstname, type] of [['Anna', 'Buchung'], ['Berta', 'Reservierung']] as const) {
      const saved = await visitor.post('/seminare/warenkorb', { intent: 'add-recipient', cartItemId, ...participant(firstname, type) });
      expect(saved).toMatchObject({ status: 303, location: `/seminare/warenkorb#termin-${cartItemId}` });
    }
    const filled = await visitor.get('/seminare/warenkorb');
    expect(filled.html).toContain('2. Teilnehmer');
    expect(filled.html).toContain('Buchung (verbindlich)');
    expect(filled.html).toContain('Reservierung (unverbindlich)');

    expect(await visitor.post('/seminare/warenkorb', { intent: 'to-checkout', ...ADDRESS })).toMatchObject({ status: 303, location: '/seminare/warenkorb/checkout' });
    const checkout = await visitor.get('/seminare/warenkorb/checkout');
    expect(checkout.html).toContain('Muster GmbH');
    const [idempotencyKey = ''] = hiddenValues(checkout.html, 'idempotencyKey');

    const withoutTerms = await visitor.post('/seminare/warenkorb/checkout', { idempotencyKey });
    expect(withoutTerms.status).toBe(400);
    expect(messageOf(withoutTerms.html, 'bestellung-agb')).toBe('Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen');

    const ordered = await visitor.post('/seminare/warenkorb/checkout', { idempotencyKey, acceptTerms: 'on' });
    expect(ordered.status).toBe(303);
    expect(ordered.location).toMatch(/^\/seminare\/warenkorb\/checkout\/bestaetigung\?bestellung=IFB-\d{4}-\d{6}$/);
    // The same post again (a double click, a reload, a retry): the same order, not a second one.
    expect(await visitor.post('/seminare/warenkorb/checkout', { idempotencyKey, acceptTerms: 'on' })).toMatchObject({ status: 303, location: ordered.location });

    const confirmation = await visitor.get(ordered.location ?? '');
    expect(confirmation.status).toBe(200);
    expect(confirmation.html).toContain('Anna Lange: gebucht');
    expect(confirmation.html).toContain('Berta Lange: auf der Warteliste, Platz 1');
    expect(confirmation.html).toContain(`/seminare/warenkorb/kalender/${String(eventId)}`);
    expect((await visitor.get('/seminare/warenkorb')).html).toContain('Warenkorb ist leer');

    // Someone else's order number is unknown to another browser.
    expect((await new FormBrowser(() => app.baseUrl).get(ordered.location ?? '')).status).toBe(404);
  });

  it('confirms a cart of reservations only as a reservation, in the singular, and speaks of no invoice', async () => {
    const [event] = await upcomingEvents(app.database.db, 1, { afterDays: 40, isOnline: false });
    if (event === undefined) throw new Error('no presence event 40 days ahead in the demo data');
    const visitor = new FormBrowser(() => app.baseUrl);
    await visitor.get('/seminare/warenkorb');
    await visitor.post('/seminare/warenkorb', { intent: 'add-item', eventId: String(event.eventId) });
    const [cartItemId = ''] = hiddenValues((await visitor.get('/seminare/warenkorb')).html, 'cartItemId');
    await visitor.post('/seminare/warenkorb', { intent: 'add-recipient', cartItemId, ...participant('Clara', 'Reservierung') });
    await visitor.post('/seminare/warenkorb', { intent: 'to-checkout', ...ADDRESS });
    const checkout = await visitor.get('/seminare/warenkorb/checkout');
    expect(text(checkout.html)).toContain('Mit dem Absenden geht die Reservierung an uns.');
    expect(checkout.html).not.toContain('Die Rechnung geht an den Arbeitgeber');
    const [idempotencyKey = ''] = hiddenValues(checkout.html, 'idempotencyKey');
    const ordered = await visitor.post('/seminare/warenkorb/checkout', { idempotencyKey, acceptTerms: 'on' });
    const confirmation = text((await visitor.get(ordered.location ?? '')).html);
    expect(confirmation).toContain('Reservierungsbestätigung |');
    expect(confirmation).toContain('Vielen Dank für Ihre Reservierung');
    expect(confirmation).toMatch(/Ihre Reservierungsnummer: IFB-\d{4}-\d{6}/);
    expect(confirmation).toContain('Clara Lange: reserviert bis');
    expect(confirmation).toContain('sonst wird der Platz wieder frei.');
    expect(confirmation).not.toContain('Vielen Dank für Ihre Bestellung');
    expect(confirmation).not.toContain('Rechnung');
  });

  it('says the price per person as the dates do, the group discount as included in the sum, and what the reservations come to', async () => {
    const visitor = new FormBrowser(() => app.baseUrl);
    // A date with participant tiers, so there is a group discount to state.
    const [other] = await app.database.db
      .select({ eventId: events.eventId })
      .from(events)
      .where(and(eq(events.isOnline, false), isNotNull(events.priceParticipantTwo), gt(events.startAt, CART_TEST_NOW.add({ hours: 24 * 40 }).toString())))
      .orderBy(asc(events.startAt), asc(events.eventId))
      .limit(1);
    if (other === undefined) throw new Error('no presence event with tiers 40 days ahead in the demo data');
    await visitor.post('/seminare/warenkorb', { intent: 'add-item', eventId: String(other.eventId) });
    const [cartItemId = ''] = hiddenValues((await visitor.get('/seminare/warenkorb')).html, 'cartItemId');
    for (const [firstname, type] of [['Anna', 'Buchung'], ['Berta', 'Reservierung']] as const) {
      await visitor.post('/seminare/warenkorb', { intent: 'add-recipient', cartItemId, ...participant(firstname, type) });
    }
    const { body } = await visitor.json('/order-api/get-shopping-cart');
    const [item] = (body as { items: { priceLabel: string; listingPrice: number; groupDiscount: number; recipients: { bookingType: string; price: number }[] }[] }).items;
    if (item === undefined) throw new Error('the cart has no item');
    const page = text((await visitor.get('/seminare/warenkorb')).html);

    // The same amount the seminar's dates announce ('Preis ab' the cheapest participant's price), not the base price under that label.
    expect(page).toContain(`${item.priceLabel} ${formatEuro(cents(item.listingPrice))} pro Person`);
    const reserved = item.recipients.find((recipient) => recipient.bookingType === 'Reservierung');
    expect(page).toContain(`davon reserviert ${formatEuro(cents(reserved?.price ?? 0))}`);
    expect(item.groupDiscount).toBeGreaterThan(0);
    expect(page).toContain(`Enthaltener Gruppenrabatt Sie sparen ${formatEuro(cents(item.groupDiscount))}`);
    expect(page).not.toMatch(/(?<!Enthaltener )Gruppenrabatt/);
    await visitor.post('/seminare/warenkorb', { intent: 'delete-item', cartItemId });
  });

  it('a date that began between cart and checkout: the checkout says which (409); nothing is ordered', async () => {
    const visitor = new FormBrowser(() => app.baseUrl);
    await visitor.get('/seminare/warenkorb');
    const [soon] = await upcomingEvents(app.database.db, 1, { afterDays: 3, isOnline: false });
    const soonId = soon?.eventId ?? 0;
    await visitor.post('/seminare/warenkorb', { intent: 'add-item', eventId: String(soonId) });
    const [cartItemId = ''] = hiddenValues((await visitor.get('/seminare/warenkorb')).html, 'cartItemId');
    await visitor.post('/seminare/warenkorb', { intent: 'add-recipient', cartItemId, ...participant('Emil', 'Buchung') });
    await visitor.post('/seminare/warenkorb', { intent: 'options', ...ADDRESS });
    const [idempotencyKey = ''] = hiddenValues((await visitor.get('/seminare/warenkorb/checkout')).html, 'idempotencyKey');
    // The date begins while the visitor reads the checkout page.
    await app.database.db.update(events).set({ startAt: app.clock.now().subtract({ hours: 1 }).toString() }).where(eq(events.eventId, soonId));
    const late = await visitor.post('/seminare/warenkorb/checkout', { idempotencyKey, acceptTerms: 'on' });
    expect(late.status).toBe(409);
    expect(late.html).toContain('Dieser Termin hat bereits begonnen und kann nicht mehr gebucht werden.');
    expect(late.html).toContain('Emil Lange');
  });

  it('a post from a session that ended meanwhile changes nothing and says the session ended (not a silent empty cart)', async () => {
    const visitor = new FormBrowser(() => app.baseUrl);
    await visitor.get('/seminare/warenkorb');
    await visitor.post('/seminare/warenkorb', { intent: 'add-item', eventId: String(eventId) });
    // An anonymous visitor's session (their cart) ends after 30 days unused.
    app.clock.advance({ hours: 31 * 24 });
    try {
      const expired = await visitor.post('/seminare/warenkorb', { intent: 'options', ...ADDRESS, company: 'Spät GmbH' });
      expect(expired.status).toBe(403);
      expect(expired.html).toContain('Ihre Sitzung war abgelaufen. Ihre Angaben sind noch da');
      expect((await visitor.get('/seminare/warenkorb')).html).not.toContain('Spät GmbH');
    } finally {
      app.clock.advance({ hours: -31 * 24 });
    }
  });

  it('a post whose XSRF token does not match changes nothing and shows the form again with what was typed', async () => {
    const visitor = new FormBrowser(() => app.baseUrl);
    await visitor.get('/seminare/warenkorb');
    const refused = await visitor.post('/seminare/warenkorb', { intent: 'to-checkout', ...ADDRESS, company: 'Nicht Gespeichert AG' }, { token: false });
    expect(refused.status).toBe(403);
    expect(refused.html).toContain('Ihre Sitzung war abgelaufen. Ihre Angaben sind noch da');
    expect((await visitor.get('/seminare/warenkorb')).html).not.toContain('Nicht Gespeichert AG');
  });

  it('refuses a JSON post to a page (415) and answers the date as a calendar file', async () => {
    const visitor = new FormBrowser(() => app.baseUrl);
    await visitor.get('/seminare/warenkorb');
    const json = await fetch(`${app.baseUrl}/seminare/warenkorb`, {
      method: 'POST',
      body: '{"intent":"add-item"}',
      headers: {
        'content-type': 'application/json',
        'x-xsrf-token': visitor.cookies.get('XSRF-TOKEN') ?? '',
        cookie: [...visitor.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
    });
    expect(json.status).toBe(415);
    const ics = await fetch(`${app.baseUrl}/seminare/warenkorb/kalender/${String(eventId)}`);
    expect(ics.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(await ics.text()).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*DTSTART:\d{8}T\d{6}Z\r\n[\s\S]*END:VCALENDAR\r\n$/);
    expect((await fetch(`${app.baseUrl}/seminare/warenkorb/kalender/abc`)).status).toBe(400);
  });
});
