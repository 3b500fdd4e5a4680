/**
 * Issues 1 000 invoices through the real use case (InvoicingService over PGlite, with the CII XML,
 * the Factur-X PDF and the mail in the outbox) and prints invoices per second and the peak RSS.
 * The orders are written straight into the tables first (one booked participant each), so only
 * the issuing is timed. `npm run bench:invoices [-- --count N]`
 */
import { parseArgs } from 'node:util';
import { Temporal } from 'temporal-polyfill';
import * as E from 'fp-ts/Either';
import { InvoicingService } from '../application/invoices/invoicing.service';
import { DEFAULT_INVOICE_LEAD_DAYS } from '../domain/invoice/invoice-plan';
import { fixedClock } from '../adapters/clock/system-clock';
import { CART_TEST_NOW, openSeededDatabase, upcomingEvents } from '../adapters/db/cart/cart-fixtures.testing';
import { DrizzleInvoiceStore } from '../adapters/db/invoices/invoice-store';
import { orderParticipants, orders } from '../adapters/db/schema';
import { testDatabaseEngines } from '../adapters/db/testing/test-databases';
import { EINVOICE_RENDERER } from '../adapters/einvoice/einvoice-renderer';
import { DrizzleOutbox } from '../adapters/mail/drizzle-outbox';

const { values } = parseArgs({ options: { count: { type: 'string', default: '1000' } } });
const count = Number(values.count);

const [engine] = testDatabaseEngines();
if (engine === undefined) throw new Error('no database engine');
const database = await openSeededDatabase(engine);
const [event] = await upcomingEvents(database.db, 1, { afterDays: 60 });
if (event === undefined) throw new Error('no upcoming event in the demo data');
const numbers: string[] = [];
for (let index = 0; index < count; index += 1) {
  const orderNumber = `BENCH-${String(index + 1).padStart(6, '0')}`;
  const [order] = await database.db
    .insert(orders)
    .values({
      orderNumber,
      channel: 'online',
      customerSalutation: 'Frau',
      customerFirstname: 'Erika',
      customerLastname: `Muster ${String(index)}`,
      customerEmail: `erika${String(index)}@example.org`,
      company: 'Muster Logistik GmbH',
      street: 'Hafenstraße',
      streetNumber: '12a',
      postalCode: '20457',
      city: 'Hamburg',
      invoiceReference: `KST-${String(index)}`,
      total: 129_000,
      groupDiscount: 0,
      orderedAt: CART_TEST_NOW.toString(),
    })
    .returning({ orderId: orders.orderId });
  if (order === undefined) throw new Error('insert into orders returned no row');
  await database.db.insert(orderParticipants).values({
    orderId: order.orderId,
    eventId: event.eventId,
    position: 1,
    salutation: 'Herr',
    firstname: 'Max',
    lastname: `Beispiel ${String(index)}`,
    email: `max${String(index)}@example.org`,
    function: 'Betriebsratsmitglied',
    bookingType: 'Buchung',
    hotelOverNightOption: 'ohne Übernachtung',
    price: 129_000,
    status: 'booked',
    statusChangedAt: CART_TEST_NOW.toString(),
  });
  numbers.push(orderNumber);
}

const clock = fixedClock(Temporal.Instant.from('2030-03-02T09:00:00Z'));
const invoicing = new InvoicingService({ store: new DrizzleInvoiceStore(database.db), outbox: new DrizzleOutbox(database.db, clock), clock, renderer: EINVOICE_RENDERER, leadDays: DEFAULT_INVOICE_LEAD_DAYS });
let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 50);
const started = performance.now();
for (const orderNumber of numbers) {
  const result = await invoicing.issueNow(orderNumber)();
  if (E.isLeft(result)) throw new Error(result.left.message);
}
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
peakRss = Math.max(peakRss, process.memoryUsage().rss);
console.log(`${String(count)} invoices (CII XML + Factur-X PDF/A-3 + mail) in ${seconds.toFixed(1)} s`);
console.log(`invoices/s: ${(count / seconds).toFixed(1)}`);
console.log(`peak RSS: ${(peakRss / 1024 / 1024).toFixed(0)} MiB`);
await database.close();
