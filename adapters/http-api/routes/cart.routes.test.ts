import { randomUUID } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLineTotals } from '../../../domain/cart/cart-totals';
import type { PriceRecord } from '../../../domain/event/event';
import { DEMO_PASSWORD } from '../../db/demo-data/people';
import { setCapacity, upcomingEvents, type TestEvent } from '../../db/cart/cart-fixtures.testing';
import { INVOICE_EMAIL_INVALID, LEITWEG_ID_CHECK_DIGITS_WRONG, LEITWEG_ID_FORMAT_INVALID } from '../../../domain/invoice/invoice-recipient';
import { orderInvoiceDetails, orders, outbox } from '../../db/schema';
import { startAccountsTestApp, type AccountsTestApp } from '../session/testing/accounts-test-app';
import { ADDRESS, JSON_HEADERS, checkout, fillCart, participant, readyBrowser, startEventInThePast } from './cart.testing';

let app: AccountsTestApp;
let presence: readonly TestEvent[];
let online: TestEvent;

beforeAll(async () => {
  app = await startAccountsTestApp();
  presence = await upcomingEvents(app.database.db, 12, { isOnline: false, afterDays: 20 });
  [online] = (await upcomingEvents(app.database.db, 1, { isOnline: true, afterDays: 20 })) as [TestEvent];
}, 120_000);

afterAll(async () => {
  await app.close();
});

const browser = () => readyBrowser(() => app.browser());
const eventAt = (index: number): number => presence[index]!.eventId;

const EMPTY_CART = {
  items: [],
  count: 0,
  total: 0,
  groupDiscount: 0,
  options: {
    company: null,
    street: null,
    streetNumber: null,
    postalCode: null,
    city: null,
    invoiceReference: null,
    invoiceEmail: null,
    leitwegId: null,
    personalNotes: null,
    acceptTerms: false,
  },
};

interface CartBody {
  readonly items: readonly {
    readonly cartItemId: number;
    readonly eventId: number;
    readonly prices: PriceRecord;
    readonly recipients: readonly { readonly recipientId: number; readonly firstname: string; readonly price: number; readonly bookingType: string }[];
    readonly total: number;
    readonly groupDiscount: number;
  }[];
  readonly total: number;
  readonly groupDiscount: number;
}

const cartOf = async (visitor: Awaited<ReturnType<typeof browser>>): Promise<CartBody> => {
  const answer = await visitor.get('/order-api/get-shopping-cart');
  if (!answer.ok) throw new Error(JSON.stringify(answer));
  return answer.body as CartBody;
};

describe('GET /order-api/get-shopping-cart and get-shopping-cart-small', () => {
  it('shows a visitor an empty cart without storing anything', async () => {
    const visitor = await browser();
    const rows = await app.sessionRows();
    expect(await visitor.get('/order-api/get-shopping-cart-small')).toEqual({ ok: true, body: [] });
    expect(await visitor.get('/order-api/get-shopping-cart')).toEqual({ ok: true, body: EMPTY_CART });
    expect(await app.sessionRows()).toBe(rows);
  });
});

describe('POST /order-api/add-cart-item', () => {
  it('puts the event in the cart (the visitor session is stored now) and answers the spec cart items', async () => {
    const visitor = await browser();
    const rows = await app.sessionRows();
    const answer = await visitor.post('/order-api/add-cart-item', { eventId: eventAt(0) });
    expect(answer).toMatchObject({
      ok: true,
      body: [
        {
          cartItemId: expect.any(Number) as unknown,
          eventId: eventAt(0),
          themeId: expect.any(Number) as unknown,
          themeTitle: expect.any(String) as unknown,
          city: expect.any(String) as unknown,
          startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0[12]:00$/) as unknown,
          endDate: expect.any(String) as unknown,
        },
      ],
    });
    expect(Object.keys((answer.body as object[])[0]!).sort()).toEqual(['cartItemId', 'city', 'endDate', 'eventId', 'startDate', 'themeId', 'themeTitle']);
    expect(await app.sessionRows()).toBe(rows + 1);
    expect(await visitor.get('/order-api/get-shopping-cart-small')).toEqual(answer);
  });

  it('keeps an event added twice as one item', async () => {
    const visitor = await browser();
    await visitor.post('/order-api/add-cart-item', { eventId: eventAt(0) });
    const again = await visitor.post('/order-api/add-cart-item', { eventId: eventAt(0) });
    expect((again as { body: unknown[] }).body).toHaveLength(1);
    await visitor.post('/order-api/add-cart-item', { eventId: eventAt(1) });
    expect(((await visitor.get('/order-api/get-shopping-cart-small')) as { body: unknown[] }).body).toHaveLength(2);
  });

  it('answers 404 for an unknown event and 409 for one that has begun, in German', async () => {
    const visitor = await browser();
    expect(await visitor.post('/order-api/add-cart-item', { eventId: 99_999_999 })).toMatchObject({
      ok: false,
      status: 404,
      body: { error: 'not_found', message: 'Diese Veranstaltung gibt es nicht (mehr).' },
    });
    await startEventInThePast(app.database.db, eventAt(11));
    expect(await visitor.post('/order-api/add-cart-item', { eventId: eventAt(11) })).toMatchObject({
      ok: false,
      status: 409,
      body: { error: 'conflict', message: 'Dieser Termin hat bereits begonnen und kann nicht mehr gebucht werden.' },
    });
  });

  it('answers 400 with German messages for missing, wrong and malformed input, and 413 for an oversized body', async () => {
    const visitor = await browser();
    const wrongId = { ok: false, status: 400, body: { fieldErrors: { eventId: 'Bitte geben Sie eine gültige Veranstaltungsnummer an.' } } };
    for (const body of [{}, { eventId: '12' }, { eventId: -1 }, { eventId: 1.5 }]) {
      expect(await visitor.post('/order-api/add-cart-item', body)).toMatchObject(wrongId);
    }
    expect(await visitor.post('/order-api/add-cart-item', [1])).toMatchObject({
      status: 400,
      body: { fieldErrors: { _: 'Bitte senden Sie die Angaben als JSON-Objekt.' } },
    });
    const malformed = await visitor.raw('main', '/order-api/add-cart-item', { method: 'POST', body: '{"eventId": ', headers: JSON_HEADERS });
    expect(malformed).toMatchObject({ status: 400, body: { error: 'bad_request' } });
    const oversized = await visitor.raw('main', '/order-api/add-cart-item', {
      method: 'POST',
      body: JSON.stringify({ eventId: eventAt(0), padding: 'x'.repeat(300 * 1024) }),
      headers: JSON_HEADERS,
    });
    expect(oversized).toMatchObject({ status: 413, body: { error: 'payload_too_large', message: 'Die Anfrage ist zu groß.' } });
  });

  it('refuses a state change without the XSRF header (403)', async () => {
    const visitor = await browser();
    for (const path of ['/order-api/add-cart-item', '/order-api/delete-cart-item', '/order-api/add-recipient', '/order-api/checkout']) {
      const answer = await visitor.raw('main', path, { method: 'POST', body: JSON.stringify({ eventId: eventAt(0) }), headers: JSON_HEADERS, xsrf: false });
      expect(answer).toMatchObject({ status: 403, body: { error: 'forbidden', message: 'Ihre Sitzung ist abgelaufen. Bitte laden Sie die Seite neu.' } });
    }
    expect(await visitor.get('/order-api/get-shopping-cart-small')).toEqual({ ok: true, body: [] });
  });
});

describe('POST /order-api/delete-cart-item', () => {
  it('deletes an item of the own cart (payload cartItemId) and answers the rest', async () => {
    const visitor = await browser();
    const first = await fillCart(visitor, eventAt(0), []);
    await fillCart(visitor, eventAt(1), []);
    const answer = await visitor.post('/order-api/delete-cart-item', { cartItemId: first });
    expect(answer).toMatchObject({ ok: true, body: [{ eventId: eventAt(1) }] });
  });

  it('cannot delete the cart item of another session (404), nor an unknown one', async () => {
    const owner = await browser();
    const itemId = await fillCart(owner, eventAt(0), ['Anna']);
    const other = await browser();
    await fillCart(other, eventAt(1), []);
    const refused = { ok: false, status: 404, body: { error: 'not_found', message: 'Dieser Termin ist nicht (mehr) in Ihrem Warenkorb.' } };
    expect(await other.post('/order-api/delete-cart-item', { cartItemId: itemId })).toMatchObject(refused);
    expect(await (await browser()).post('/order-api/delete-cart-item', { cartItemId: itemId })).toMatchObject(refused);
    expect(await owner.post('/order-api/delete-cart-item', { cartItemId: 99_999_999 })).toMatchObject(refused);
    expect((await cartOf(owner)).items.map((item) => item.cartItemId)).toEqual([itemId]);
    expect(await owner.post('/order-api/delete-cart-item', { cartItemId: 'eins' })).toMatchObject({
      status: 400,
      body: { fieldErrors: { cartItemId: 'Bitte geben Sie eine gültige Nummer des Warenkorb-Eintrags an.' } },
    });
  });
});

describe('participants: add-recipient, edit-recipient, delete-recipient', () => {
  it('adds participants with their booking type, each priced by domain/pricing, with the group discount', async () => {
    const visitor = await browser();
    await fillCart(visitor, eventAt(2), ['Anna', 'Ben']);
    await fillCart(visitor, eventAt(3), ['Cem'], { bookingType: 'Reservierung' });
    const cart = await cartOf(visitor);
    const [first, second] = cart.items;
    const expected = cartLineTotals({ prices: first!.prices, participants: 2 });
    expect(first!.recipients.map((recipient) => [recipient.firstname, recipient.bookingType, recipient.price])).toEqual([
      ['Anna', 'Buchung', expected.participantPrices[0]],
      ['Ben', 'Buchung', expected.participantPrices[1]],
    ]);
    expect([first!.total, first!.groupDiscount]).toEqual([expected.total, expected.groupDiscount]);
    expect(second!.recipients.map((recipient) => [recipient.firstname, recipient.bookingType])).toEqual([['Cem', 'Reservierung']]);
    expect(cart.total).toBe(first!.total + second!.total);
    expect(cart.groupDiscount).toBe(first!.groupDiscount + second!.groupDiscount);
  });

  it('checks every field by the spec rules and answers the German messages', async () => {
    const visitor = await browser();
    const cartItemId = await fillCart(visitor, eventAt(2), []);
    const answer = await visitor.post('/order-api/add-recipient', {
      cartItemId,
      salutation: 'X',
      firstname: 'A',
      lastname: '',
      email: 'anna@',
      bookingType: 'Option',
    });
    expect(answer).toMatchObject({
      ok: false,
      status: 400,
      body: {
        error: 'invalid',
        fieldErrors: {
          salutation: 'Bitte wählen Sie eine Anrede aus',
          firstname: 'Bitte tragen Sie den vollständigen Vornamen ein',
          lastname: 'Bitte tragen Sie einen Nachnamen ein',
          email: 'Bitte geben Sie eine gültige E-Mail-Adresse an',
          bookingType: 'Bitte wählen Sie Buchung oder Reservierung aus',
          hotelOverNightOption: 'Bitte geben Sie eine Verpflegungs-/Übernachtungsoption an',
        },
      },
    });
    expect(await visitor.post('/order-api/add-recipient', { cartItemId, ...participant('Anna'), firstname: 42 })).toMatchObject({
      status: 400,
      body: { fieldErrors: { firstname: 'Bitte geben Sie hier einen Text ein.' } },
    });
    expect((await cartOf(visitor)).items[0]!.recipients).toEqual([]);
  });

  it('does not ask an online event for the overnight option', async () => {
    const visitor = await browser();
    const cartItemId = await fillCart(visitor, online.eventId, []);
    const { hotelOverNightOption: _, ...withoutOption } = participant('Anna');
    expect(await visitor.post('/order-api/add-recipient', { cartItemId, ...withoutOption })).toMatchObject({ ok: true });
  });

  it('edits and deletes participants of the own cart only', async () => {
    const visitor = await browser();
    await fillCart(visitor, eventAt(2), ['Anna', 'Ben']);
    const [anna, ben] = (await cartOf(visitor)).items[0]!.recipients;
    const edited = await visitor.post('/order-api/edit-recipient', { recipientId: anna!.recipientId, ...participant('Anna', { lastname: 'Neumann', bookingType: 'Reservierung' }) });
    expect(edited).toMatchObject({ ok: true, body: { items: [{ recipients: [{ lastname: 'Neumann', bookingType: 'Reservierung' }, { firstname: 'Ben' }] }] } });
    expect(await visitor.post('/order-api/edit-recipient', { recipientId: anna!.recipientId, ...participant('Anna'), email: 'anna' })).toMatchObject({
      status: 400,
      body: { fieldErrors: { email: 'Bitte geben Sie eine gültige E-Mail-Adresse an' } },
    });

    const other = await browser();
    await fillCart(other, eventAt(2), []);
    const unknown = { ok: false, status: 404, body: { message: 'Diesen Teilnehmer gibt es in Ihrem Warenkorb nicht (mehr).' } };
    expect(await other.post('/order-api/edit-recipient', { recipientId: ben!.recipientId, ...participant('Eve') })).toMatchObject(unknown);
    expect(await other.post('/order-api/delete-recipient', { recipientId: ben!.recipientId })).toMatchObject(unknown);
    expect(await other.post('/order-api/add-recipient', { cartItemId: (await cartOf(visitor)).items[0]!.cartItemId, ...participant('Eve') })).toMatchObject({
      status: 404,
      body: { message: 'Dieser Termin ist nicht (mehr) in Ihrem Warenkorb.' },
    });

    const deleted = await visitor.post('/order-api/delete-recipient', { recipientId: ben!.recipientId });
    expect(deleted).toMatchObject({ ok: true, body: { items: [{ recipients: [{ firstname: 'Anna' }] }] } });
    expect(await visitor.post('/order-api/delete-recipient', { recipientId: ben!.recipientId })).toMatchObject(unknown);
    expect(await visitor.post('/order-api/delete-recipient', {})).toMatchObject({
      status: 400,
      body: { fieldErrors: { recipientId: 'Bitte geben Sie eine gültige Teilnehmernummer an.' } },
    });
  });
});

describe('POST /order-api/update-order-options', () => {
  it('keeps the billing address, reference, remarks and the terms, checked by the spec rules', async () => {
    const visitor = await browser();
    const saved = await visitor.post('/order-api/update-order-options', { ...ADDRESS, invoiceReference: ' BR-2026-17 ', personalNotes: 'Bitte vegetarisch.' });
    expect(saved).toMatchObject({
      ok: true,
      body: { options: { ...ADDRESS, invoiceReference: 'BR-2026-17', personalNotes: 'Bitte vegetarisch.' } },
    });
    expect(await visitor.post('/order-api/update-order-options', { street: 'Hafenstraße 12', postalCode: '2045', city: 'Hamburg 1', streetNumber: '123456789' })).toMatchObject({
      status: 400,
      body: {
        fieldErrors: {
          street: 'Die Straße darf keine Zahlen enthalten',
          postalCode: 'Die Postleitzahl ist ungültig',
          city: 'Der Ort darf keine Zahlen enthalten',
          streetNumber: 'Das Feld Hausnummer hat zu viele Zeichen',
        },
      },
    });
    expect(await visitor.post('/order-api/update-order-options', { acceptTerms: 'ja' })).toMatchObject({
      status: 400,
      body: { fieldErrors: { acceptTerms: 'Bitte geben Sie ja (true) oder nein (false) an.' } },
    });
    expect((await visitor.get('/order-api/get-shopping-cart')).body).toMatchObject({ options: { street: 'Hafenstraße', postalCode: '20457' } });
  });

  it('keeps the optional invoice e-mail and Leitweg-ID, names a wrong address, a wrong form and wrong check digits, and puts them on the order', async () => {
    const visitor = await browser();
    expect(await visitor.post('/order-api/update-order-options', { invoiceEmail: 'buchhaltung@', leitwegId: '04011000-1234512345' })).toMatchObject({
      status: 400,
      body: { fieldErrors: { invoiceEmail: INVOICE_EMAIL_INVALID, leitwegId: LEITWEG_ID_FORMAT_INVALID } },
    });
    expect(await visitor.post('/order-api/update-order-options', { leitwegId: '04011000-1234512345-60' })).toMatchObject({
      status: 400,
      body: { fieldErrors: { leitwegId: LEITWEG_ID_CHECK_DIGITS_WRONG } },
    });
    const saved = await visitor.post('/order-api/update-order-options', { invoiceEmail: ' buchhaltung@muster.example ', leitwegId: '04011000-1234512345-06' });
    expect(saved).toMatchObject({ ok: true, body: { options: { invoiceEmail: 'buchhaltung@muster.example', leitwegId: '04011000-1234512345-06' } } });
    await fillCart(visitor, eventAt(4), ['Ida']);
    const placed = await checkout(visitor, ADDRESS);
    expect(placed.status).toBe(200);
    const [stored] = await app.database.db
      .select({ invoiceEmail: orderInvoiceDetails.invoiceEmail, leitwegId: orderInvoiceDetails.leitwegId })
      .from(orderInvoiceDetails)
      .innerJoin(orders, eq(orders.orderId, orderInvoiceDetails.orderId))
      .where(eq(orders.orderNumber, (placed.body as { orderNumber: string }).orderNumber));
    expect(stored).toEqual({ invoiceEmail: 'buchhaltung@muster.example', leitwegId: '04011000-1234512345-06' });
    // Cleared again with an empty field.
    expect(await visitor.post('/order-api/update-order-options', { invoiceEmail: ' ' })).toMatchObject({ ok: true, body: { options: { invoiceEmail: null } } });
  });
});

describe('POST /order-api/checkout and /order-api/online-fax/checkout', () => {
  const orderCount = async () => (await app.database.db.select({ rows: count() }).from(orders))[0]?.rows ?? 0;

  it('needs the Idempotency-Key header', async () => {
    const visitor = await browser();
    await fillCart(visitor, eventAt(4), ['Anna']);
    expect(await checkout(visitor, ADDRESS, null)).toMatchObject({
      status: 400,
      body: {
        error: 'invalid',
        fieldErrors: {
          'Idempotency-Key':
            'Bitte senden Sie die Bestellung mit der Kopfzeile Idempotency-Key (zum Beispiel einer UUID), damit sie bei einer Wiederholung nicht doppelt ausgeführt wird.',
        },
      },
    });
    expect(await checkout(visitor, ADDRESS, 'kurz')).toMatchObject({
      status: 400,
      body: { fieldErrors: { 'Idempotency-Key': 'Der Idempotency-Key muss aus 8 bis 255 sichtbaren ASCII-Zeichen bestehen.' } },
    });
  });

  it('places the order once: the same key again answers the same order, the key with another payload is refused (422)', async () => {
    const visitor = await browser();
    await fillCart(visitor, eventAt(4), ['Anna', 'Ben']);
    await fillCart(visitor, eventAt(5), ['Cem'], { bookingType: 'Reservierung' });
    const key = randomUUID();
    const before = await orderCount();
    const placed = await checkout(visitor, ADDRESS, key);
    expect(placed).toMatchObject({
      status: 200,
      body: {
        orderNumber: expect.stringMatching(/^IFB-2026-\d{6}$/) as unknown,
        channel: 'online',
        participants: [
          { firstname: 'Anna', status: 'booked', message: 'Ihre Buchung ist verbindlich eingegangen.' },
          { firstname: 'Ben', status: 'booked' },
          { firstname: 'Cem', status: 'reserved', message: 'Wir halten den Platz bis zum 06.12.2026, 10:00 Uhr unverbindlich für Sie frei.' },
        ],
      },
    });
    const replay = await checkout(visitor, ADDRESS, key);
    expect(replay).toMatchObject({ status: 200, body: placed.body as object });
    expect(replay.body).toEqual(placed.body);
    expect(await checkout(visitor, { ...ADDRESS, invoiceReference: 'andere' }, key)).toMatchObject({
      status: 422,
      body: {
        error: 'invalid',
        message: 'Dieser Idempotency-Key wurde schon für eine andere Bestellung verwendet. Bitte laden Sie die Seite neu und bestellen Sie erneut.',
      },
    });
    expect(await orderCount()).toBe(before + 1);
    expect(await visitor.get('/order-api/get-shopping-cart-small')).toEqual({ ok: true, body: [] });
    expect(await checkout(visitor, ADDRESS)).toMatchObject({ status: 409, body: { message: 'Ihr Warenkorb ist leer.' } });
  });

  it('marks an order sent as fax', async () => {
    const visitor = await browser();
    await fillCart(visitor, eventAt(6), ['Anna']);
    expect(await checkout(visitor, ADDRESS, randomUUID(), '/order-api/online-fax/checkout')).toMatchObject({ status: 200, body: { channel: 'fax' } });
  });

  it('refuses an order without address, terms or participants (400) and an empty cart (409)', async () => {
    const visitor = await browser();
    expect(await checkout(visitor, {})).toMatchObject({ status: 409, body: { message: 'Ihr Warenkorb ist leer.' } });
    await fillCart(visitor, eventAt(6), []);
    expect(await checkout(visitor, { company: 'Muster GmbH' })).toMatchObject({
      status: 400,
      body: {
        fieldErrors: {
          street: 'Bitte geben Sie eine Straße an',
          acceptTerms: 'Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen',
          recipients: 'Bitte tragen Sie für jeden Termin mindestens einen Teilnehmer ein.',
        },
      },
    });
    expect(await checkout(visitor, { postalCode: 20457 })).toMatchObject({ status: 400, body: { fieldErrors: { postalCode: 'Bitte geben Sie hier einen Text ein.' } } });
  });

  it('puts a participant of a full event on the waiting list and says so', async () => {
    await setCapacity(app.database.db, eventAt(7), 1);
    const visitor = await browser();
    await fillCart(visitor, eventAt(7), ['Anna', 'Ben']);
    expect(await checkout(visitor, ADDRESS)).toMatchObject({
      status: 200,
      body: {
        participants: [
          { firstname: 'Anna', status: 'booked' },
          { firstname: 'Ben', status: 'waitlisted', message: 'Dieser Termin ist ausgebucht. Wir haben Sie auf die Warteliste gesetzt.' },
        ],
      },
    });
  });
});

describe('login merges the visitor cart into the account cart', () => {
  it('keeps the account cart of an earlier visit and adds the visitor cart, each event once', async () => {
    const earlier = await browser();
    await earlier.login('claudia.fischer@example.org', DEMO_PASSWORD);
    await fillCart(earlier, eventAt(8), ['Anna']);
    await earlier.post('/kundenportal/logout');

    const visitor = await browser();
    await fillCart(visitor, eventAt(8), ['Anna', 'Ben']);
    await fillCart(visitor, eventAt(9), ['Cem']);
    await visitor.login('claudia.fischer@example.org', DEMO_PASSWORD);
    const merged = await cartOf(visitor);
    expect(merged.items.map((item) => [item.eventId, item.recipients.map((recipient) => recipient.firstname)])).toEqual([
      [eventAt(8), ['Anna', 'Ben']],
      [eventAt(9), ['Cem']],
    ]);
    // The account's cart is there again at the next login, from another browser.
    const elsewhere = await browser();
    await elsewhere.login('claudia.fischer@example.org', DEMO_PASSWORD);
    expect((await cartOf(elsewhere)).items).toHaveLength(2);
  });
});

describe('POST /order-api/confirm-reservation/{participantId}', () => {
  const NEW_ADDRESS = { company: 'Neue Werft GmbH', street: 'Kaiweg', streetNumber: '3', postalCode: '20457', city: 'Hamburg', acceptTerms: true };

  it('turns the own reservation into a booking; a visitor must log in, another account finds nothing', async () => {
    const jonas = await browser();
    await jonas.login('jonas.weber@example.org', DEMO_PASSWORD);
    await fillCart(jonas, eventAt(10), ['Anna'], { bookingType: 'Reservierung' });
    const placed = await checkout(jonas, ADDRESS);
    const participantId = (placed.body as { participants: { participantId: number }[] }).participants[0]!.participantId;

    expect(await (await browser()).post(`/order-api/confirm-reservation/${participantId}`, NEW_ADDRESS)).toMatchObject({
      status: 401,
      body: { message: 'Bitte melden Sie sich an.' },
    });
    const tobias = await browser();
    await tobias.login('tobias.krause@example.org', DEMO_PASSWORD);
    expect(await tobias.post(`/order-api/confirm-reservation/${participantId}`, NEW_ADDRESS)).toMatchObject({ status: 404, body: { message: 'Diese Buchung gibt es nicht.' } });
    // Without the consent and with a wrong postal code: the field messages of the cart's address form, nothing booked.
    expect(await jonas.post(`/order-api/confirm-reservation/${participantId}`, { ...NEW_ADDRESS, postalCode: '2045', acceptTerms: false })).toMatchObject({
      status: 400,
      body: { fieldErrors: { postalCode: 'Die Postleitzahl ist ungültig', acceptTerms: 'Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen' } },
    });
    expect(await jonas.post(`/order-api/confirm-reservation/${participantId}`, NEW_ADDRESS)).toEqual({
      ok: true,
      body: { participantId, eventId: eventAt(10), status: 'booked', message: 'Ihre Buchung ist verbindlich eingegangen.' },
    });
    // The confirmation mail is queued with the booking.
    const orderNumber = (placed.body as { orderNumber: string }).orderNumber;
    const confirmations = await app.database.db
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(and(eq(outbox.kind, 'reservation_confirmed'), sql`${outbox.payload}->>'orderNumber' = ${orderNumber}`));
    expect(confirmations).toMatchObject([
      { payload: { orderNumber, confirmedBy: { email: 'jonas.weber@example.org' }, participant: { firstname: 'Anna' }, event: { eventId: eventAt(10) } } },
    ]);
    // The invoice address given with the booking is the order's now.
    expect(await app.database.db.select({ company: orders.company, street: orders.street }).from(orders).where(eq(orders.orderNumber, orderNumber))).toEqual([
      { company: 'Neue Werft GmbH', street: 'Kaiweg' },
    ]);
    expect(await jonas.post(`/order-api/confirm-reservation/${participantId}`, NEW_ADDRESS)).toMatchObject({
      status: 409,
      body: { message: 'Nur eine Reservierung kann in eine Buchung umgewandelt werden.' },
    });
    expect(await jonas.post('/order-api/confirm-reservation/abc')).toMatchObject({
      status: 400,
      body: { fieldErrors: { participantId: 'Bitte geben Sie eine gültige Teilnehmernummer an.' } },
    });
  });
});
