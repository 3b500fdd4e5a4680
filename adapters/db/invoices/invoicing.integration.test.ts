import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import * as E from 'fp-ts/Either';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartOwner } from '../../../application/cart/cart.repository';
import { InvoicingService } from '../../../application/invoices/invoicing.service';
import { InvoiceIssuedPayloadCodec } from '../../../application/mail/outbox-payloads';
import { BookingsService } from '../../../application/orders/bookings.service';
import type { CheckoutResultWire } from '../../../application/orders/orders.codecs';
import { EMPTY_ORDER_OPTIONS } from '../../../domain/cart/order-options';
import { berlinDate } from '../../../domain/calendar/calendar';
import { cancellationFee, cancellationShare } from '../../../domain/cart/cancellation-terms';
import { cents } from '../../../domain/money/money';
import { DEFAULT_INVOICE_LEAD_DAYS } from '../../../domain/invoice/invoice-plan';
import { fixedClock } from '../../clock/system-clock';
import { EINVOICE_RENDERER } from '../../einvoice/einvoice-renderer';
import { schemaErrors, texts, writeXmlFiles } from '../../einvoice/testing/einvoice-tools';
import { DrizzleOutbox } from '../../mail/drizzle-outbox';
import { DrizzleUserRepository } from '../accounts/user-repository';
import { upcomingConference, sessionOf } from '../conference/conference-fixtures.testing';
import { CART_TEST_NOW, JONAS, SABINE, newSessionId, openSeededDatabase, person, setCapacity, upcomingEvents, type TestEvent } from '../cart/cart-fixtures.testing';
import { DrizzleCartRepository } from '../cart/cart-repository';
import { orderServices } from '../cart/order-services.testing';
import { DrizzleOrderStore } from '../cart/order-store';
import type { Database } from '../database';
import { gremiumInvoiceSettings, invoices, orderInvoiceDetails, outbox } from '../schema';
import { testDatabaseEngines } from '../testing/test-databases';
import { DrizzleInvoiceStore } from './invoice-store';

const ADDRESS = { company: 'Muster Logistik GmbH', street: 'Hafenstraße', streetNumber: '12a', postalCode: '20457', city: 'Hamburg', invoiceReference: 'KST 4711' };

describe.each(testDatabaseEngines().map((engine) => [engine.name, engine] as const))('issuing invoices on %s', (_name, engine) => {
  let database: Database;
  let clock: ReturnType<typeof fixedClock>;
  let invoicing: InvoicingService;
  let bookings: BookingsService;
  let near: TestEvent;
  let far: TestEvent;

  beforeAll(async () => {
    database = await openSeededDatabase(engine);
    clock = fixedClock(CART_TEST_NOW);
    const outboxOf = new DrizzleOutbox(database.db, clock);
    invoicing = new InvoicingService({ store: new DrizzleInvoiceStore(database.db), outbox: outboxOf, clock, renderer: EINVOICE_RENDERER, leadDays: DEFAULT_INVOICE_LEAD_DAYS });
    bookings = new BookingsService({ store: new DrizzleOrderStore(database.db), outbox: outboxOf, clock });
    near = (await upcomingEvents(database.db, 1, { afterDays: 5 }))[0]!;
    far = (await upcomingEvents(database.db, 1, { afterDays: 70 }))[0]!;
  }, 120_000);

  afterAll(async () => {
    await database.close();
  });

  const order = async (eventId: number, names: readonly (readonly [string, 'Buchung' | 'Reservierung'])[], userId: number | null = null): Promise<CheckoutResultWire> => {
    const sessionId = await newSessionId(database.db, userId);
    const owner: CartOwner = userId === null ? { kind: 'session', sessionId } : { kind: 'user', userId };
    const carts = new DrizzleCartRepository(database.db);
    const cartId = await carts.ensure(owner, clock.now());
    await carts.addItem(cartId, eventId, clock.now());
    const itemId = (await carts.find(owner))!.items[0]!.cartItemId;
    for (const [firstname, bookingType] of names) await carts.addRecipient(cartId, itemId, person(firstname, { bookingType }));
    await carts.saveOptions(cartId, { ...EMPTY_ORDER_OPTIONS, ...ADDRESS, acceptTerms: true }, clock.now());
    const account = userId === null ? undefined : await new DrizzleUserRepository(database.db).findById(userId);
    const { placeOrder } = orderServices(database.db, clock);
    const answer = await placeOrder.run({ channel: 'online', idempotencyKey: randomUUID(), sessionId, owner, account, options: {} });
    if (E.isLeft(answer)) throw new Error(`checkout refused: ${answer.left.message}`);
    return answer.right;
  };

  const invoicesOf = (orderNumber: string) =>
    database.db.execute(sql`select i.number, i.kind, i.grand_total, i.xml from invoices i join orders o on o.order_id = i.order_id where o.order_number = ${orderNumber} order by i.invoice_id`);
  const rowsOf = (result: unknown): Record<string, unknown>[] => (result as { rows: Record<string, unknown>[] }).rows;

  const run = async <A>(task: () => Promise<E.Either<unknown, A>>): Promise<A> => {
    const result = await task();
    if (E.isLeft(result)) throw new Error(JSON.stringify(result.left));
    return result.right;
  };

  it('invoices an order for a seminar within the lead days at once, the booked participants only, valid CII with BT-10, BT-14 and the tier prices; a second round issues nothing', async () => {
    const placed = await order(near.eventId, [['Anna', 'Buchung'], ['Bert', 'Buchung'], ['Clara', 'Reservierung']]);
    const issued = await run(invoicing.settleDue());
    const rows = rowsOf(await invoicesOf(placed.orderNumber));
    expect(rows.map((row) => row.kind)).toEqual(['invoice']);
    expect(issued).toContain(rows[0]?.number);
    const xml = String(rows[0]?.xml);
    expect(schemaErrors(writeXmlFiles([xml]))).toBe('');
    expect(texts(xml, 'ram:BuyerReference')).toEqual(['KST 4711']);
    expect(texts(xml, 'ram:SellerOrderReferencedDocument/ram:IssuerAssignedID')).toEqual([placed.orderNumber]);
    const booked = placed.participants.filter((p) => p.bookingType === 'Buchung');
    expect(texts(xml, 'ram:SpecifiedTradeSettlementLineMonetarySummation/ram:LineTotalAmount').map((v) => Math.round(Number(v) * 100))).toEqual(booked.map((p) => p.price));
    expect(await run(invoicing.settleDue())).toEqual([]);
  });

  it('invoices a Fachtagung booking like a seminar date: its title, its dates as the invoicing period, its price per participant', async () => {
    const conference = await upcomingConference(database.db, clock.now());
    const booking = orderServices(database.db, clock).conferenceBookings.forRequest(sessionOf(randomUUID()));
    const participants = ['Gerd', 'Hanna'].map((firstname) => ({ salutation: 'Frau', firstname, lastname: 'Tagung', email: `${firstname.toLowerCase()}@example.org`, function: '' }));
    const placed = await run(booking.book(conference.url, { contact: { salutation: 'Frau', firstname: 'Ina', lastname: 'Bucher', email: 'ina@example.org' }, acceptTerms: true, participants }, randomUUID()));
    const { issued } = await run(invoicing.issueNow(placed.orderNumber));
    expect(issued).toHaveLength(1);
    const [row] = rowsOf(await invoicesOf(placed.orderNumber));
    const xml = String(row?.xml);
    expect(schemaErrors(writeXmlFiles([xml]))).toBe('');
    expect(texts(xml, 'ram:SpecifiedTradeProduct/ram:Name').every((name) => name.includes(conference.title))).toBe(true);
    expect(texts(xml, 'ram:SpecifiedTradeSettlementLineMonetarySummation/ram:LineTotalAmount').map((v) => Math.round(Number(v) * 100))).toEqual([conference.price, conference.price]);
    const [start] = texts(xml, 'ram:ApplicableHeaderTradeSettlement/ram:BillingSpecifiedPeriod/ram:StartDateTime/udt:DateTimeString');
    expect(start).toBe(berlinDate(conference.startAt).toString().replaceAll('-', ''));
  });

  it('leaves an order for a seminar beyond the lead days until staff issue it; issuing again answers the same number', async () => {
    const placed = await order(far.eventId, [['Dora', 'Buchung']], JONAS.userId);
    await database.db.insert(orderInvoiceDetails).values({ orderId: (await new DrizzleInvoiceStore(database.db).findOrderId(placed.orderNumber))!, invoiceEmail: 'rechnungen@muster.example', leitwegId: '991-01234-44' });
    await run(invoicing.settleDue());
    expect(rowsOf(await invoicesOf(placed.orderNumber))).toEqual([]);
    const first = await run(invoicing.issueNow(placed.orderNumber));
    expect(first.issued).toHaveLength(1);
    const again = await run(invoicing.issueNow(placed.orderNumber));
    expect(again).toEqual({ issued: [], existing: first.issued[0] });
    const [row] = rowsOf(await invoicesOf(placed.orderNumber));
    expect(texts(String(row?.xml), 'ram:GuidelineSpecifiedDocumentContextParameter/ram:ID')[0]).toContain('xrechnung');
    const mail = (await database.db.select().from(outbox).where(and(eq(outbox.kind, 'invoice_issued'), sql`${outbox.payload} ->> 'number' = ${first.issued[0]}`)))[0];
    const payload = InvoiceIssuedPayloadCodec.decode(mail?.payload);
    expect(E.isRight(payload) && payload.right.recipient.email).toBe('rechnungen@muster.example');
    expect(E.isRight(payload) && payload.right.xml).toBe(row?.xml);
  });

  it("a Gremium member's order without its own invoice e-mail and Leitweg-ID is invoiced with the Gremium's: an XRechnung with the Leitweg-ID as BT-10, mailed to the Gremium's invoice address", async () => {
    await database.db.insert(gremiumInvoiceSettings).values({ gremiumId: SABINE.gremiumId, invoiceEmail: 'rechnungen@gremium.example', leitwegId: '04011000-1234512345-06' });
    const placed = await order(near.eventId, [['Jana', 'Buchung']], SABINE.userId);
    const [number] = await run(invoicing.settleDue());
    const [row] = rowsOf(await invoicesOf(placed.orderNumber));
    expect(row?.number).toBe(number);
    const xml = String(row?.xml);
    expect(texts(xml, 'ram:BuyerReference')).toEqual(['04011000-1234512345-06']);
    expect(texts(xml, 'ram:GuidelineSpecifiedDocumentContextParameter/ram:ID')[0]).toContain('xrechnung');
    const mail = (await database.db.select().from(outbox).where(and(eq(outbox.kind, 'invoice_issued'), sql`${outbox.payload} ->> 'number' = ${number}`)))[0];
    const payload = InvoiceIssuedPayloadCodec.decode(mail?.payload);
    expect(E.isRight(payload) && payload.right.recipient.email).toBe('rechnungen@gremium.example');
    await database.db.delete(gremiumInvoiceSettings);
  });

  it('a reservation confirmed later is invoiced then; a participant cancelled after the invoice gets a credit note (381, BT-25) and, cancelled late, the fee invoice', async () => {
    const placed = await order(near.eventId, [['Emil', 'Buchung'], ['Fritzi', 'Reservierung']], JONAS.userId);
    const [invoiceNumber] = await run(invoicing.settleDue());
    const account = (await new DrizzleUserRepository(database.db).findById(JONAS.userId))!;
    const fritzi = placed.participants.find((p) => p.firstname === 'Fritzi')!;
    await run(bookings.confirmReservation(account, fritzi.participantId, { billing: ADDRESS, acceptTerms: true }));
    const [second] = await run(invoicing.settleDue());
    expect(second).toBeDefined();
    const emil = placed.participants.find((p) => p.firstname === 'Emil')!;
    await run(bookings.cancelRecipient(emil.participantId, JONAS.userId));
    const corrections = await run(invoicing.settleDue());
    expect(corrections).toHaveLength(2);
    const rows = rowsOf(await invoicesOf(placed.orderNumber));
    expect(rows.map((row) => row.kind)).toEqual(['invoice', 'invoice', 'credit-note', 'cancellation-fee']);
    const credit = String(rows[2]?.xml);
    expect(texts(credit, 'rsm:ExchangedDocument/ram:TypeCode')).toEqual(['381']);
    expect(texts(credit, 'ram:InvoiceReferencedDocument/ram:IssuerAssignedID')).toEqual([invoiceNumber]);
    expect(schemaErrors(writeXmlFiles(rows.map((row) => String(row.xml))))).toBe('');
    // Within two weeks of the start the full fee is due (domain/cart/cancellation-terms).
    expect(Number(rows[3]?.grand_total)).toBe(Math.round(emil.price * 1.19));
  });

  it('a booking cancelled late before its invoice was issued gets the fee invoice of the terms, no invoice and no credit note; a cancelled reservation nothing', async () => {
    // Beyond the lead days (21), within the six weeks of the terms' fee.
    const soon = (await upcomingEvents(database.db, 20, { afterDays: 23 })).find((event) => Temporal.Instant.compare(event.startDate, clock.now().add({ hours: 24 * 40 })) < 0);
    const placed = await order(soon!.eventId, [['Karl', 'Buchung'], ['Lotte', 'Reservierung']], JONAS.userId);
    // Beyond the lead days: nothing is invoiced yet.
    expect(rowsOf(await invoicesOf(placed.orderNumber))).toEqual([]);
    for (const p of placed.participants) await run(bookings.cancelRecipient(p.participantId, JONAS.userId));
    const share = cancellationShare('booked', soon!.startDate, clock.now());
    expect(share).toBeGreaterThan(0);
    const issued = await run(invoicing.settleDue());
    const rows = rowsOf(await invoicesOf(placed.orderNumber));
    expect(rows.map((row) => row.kind)).toEqual(['cancellation-fee']);
    expect(issued).toContain(rows[0]?.number);
    const karl = placed.participants.find((p) => p.firstname === 'Karl')!;
    expect(Number(rows[0]?.grand_total)).toBe(Math.round(cancellationFee(cents(karl.price), share) * 1.19));
    expect(schemaErrors(writeXmlFiles([String(rows[0]?.xml)]))).toBe('');
    expect(await run(invoicing.settleDue())).toEqual([]);
  });

  it('50 invoices issued at the same time get the numbers 1 to 50 of the year: no gap, no duplicate', async () => {
    await setCapacity(database.db, far.eventId, 500);
    const placed: CheckoutResultWire[] = [];
    for (let index = 0; index < 50; index += 1) placed.push(await order(far.eventId, [[`Person${String(index)}`, 'Buchung']]));
    // A year nothing else in this database was invoiced in, so its counter starts at 1.
    const later = fixedClock(Temporal.Instant.from('2031-02-03T10:00:00Z'));
    // Five instances of the application (each queues its own issuing), ten requests each, all at once.
    const instances = Array.from(
      { length: 5 },
      () => new InvoicingService({ store: new DrizzleInvoiceStore(database.db), outbox: new DrizzleOutbox(database.db, later), clock: later, renderer: EINVOICE_RENDERER, leadDays: DEFAULT_INVOICE_LEAD_DAYS }),
    );
    const results = await Promise.all(placed.map((p, index) => run(instances[index % instances.length]!.issueNow(p.orderNumber))));
    const numbers = results.flatMap((result) => result.issued).sort();
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, index) => `RE-2031-${String(index + 1).padStart(6, '0')}`));
  }, 300_000);

  it('an issued invoice never changes: the database refuses an update', async () => {
    const [any] = await database.db.select({ number: invoices.number }).from(invoices).limit(1);
    await expect(database.db.update(invoices).set({ buyerName: 'Geändert' }).where(eq(invoices.number, any!.number))).rejects.toThrow();
  });
});
