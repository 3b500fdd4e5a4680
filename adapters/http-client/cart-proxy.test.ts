import { randomUUID } from 'node:crypto';
import * as E from 'fp-ts/Either';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setCapacity, upcomingEvents, type TestEvent } from '../db/cart/cart-fixtures.testing';
import { DEMO_PASSWORD } from '../db/demo-data/people';
import { startAccountsTestApp, type AccountsTestApp } from '../http-api/session/testing/accounts-test-app';
import { AccountsProxy } from './accounts-proxy';
import { CartProxy } from './cart-proxy';

let app: AccountsTestApp;
let events: readonly TestEvent[];

beforeAll(async () => {
  app = await startAccountsTestApp();
  events = await upcomingEvents(app.database.db, 3, { afterDays: 40, isOnline: false });
}, 120_000);

afterAll(async () => {
  await app.close();
});

/** A browser's cart and accounts: one cookie jar, the XSRF cookie copied into the header. */
const browser = async () => {
  const transport = app.browser().transport('main');
  const accounts = new AccountsProxy(transport);
  await accounts.xsrfToken()();
  return { cart: new CartProxy(transport), accounts };
};

const right = <A>(answer: E.Either<unknown, A>): A => {
  if (E.isLeft(answer)) throw new Error(`expected a value, got ${JSON.stringify(answer.left)}`);
  return answer.right;
};

const anna = {
  salutation: 'Frau',
  firstname: 'Anna',
  lastname: 'Schmidt',
  email: 'anna.schmidt@example.org',
  function: 'Betriebsratsvorsitzende',
  bookingType: 'Reservierung',
  hotelOverNightOption: 'Übernachtung mit Frühstück',
};
const address = { company: 'Muster Logistik GmbH', street: 'Hafenstraße', streetNumber: '12a', postalCode: '20457', city: 'Hamburg', acceptTerms: true };

describe('CartProxy against the real server', () => {
  it('walks the cart journey: add, participants, options, checkout with its key, a retry, and a reused key', async () => {
    const { cart, accounts } = await browser();
    const eventId = events[0]!.eventId;
    const [item] = right(await cart.addItem({ eventId })());
    expect(right(await cart.shoppingCartSmall()())).toEqual([item]);
    const withAnna = right(await cart.addRecipient({ cartItemId: item!.cartItemId, ...anna })());
    const recipientId = withAnna.items[0]!.recipients[0]!.recipientId;
    expect(right(await cart.editRecipient({ recipientId, ...anna, lastname: 'Neumann' })()).items[0]!.recipients[0]!.lastname).toBe('Neumann');
    const ben = right(await cart.addRecipient({ cartItemId: item!.cartItemId, ...anna, firstname: 'Ben', email: 'ben@example.org' })());
    expect(right(await cart.deleteRecipient({ recipientId: ben.items[0]!.recipients[1]!.recipientId })()).items[0]!.recipients).toHaveLength(1);
    expect(right(await cart.updateOrderOptions(address)()).options).toMatchObject(address);
    expect(right(await cart.shoppingCart()()).count).toBe(1);

    const key = randomUUID();
    const placed = right(await cart.checkout({ invoiceReference: 'BR-17' }, key)());
    expect(placed).toMatchObject({ channel: 'online', participants: [{ firstname: 'Anna', status: 'reserved' }] });
    expect(await cart.checkout({ invoiceReference: 'BR-17' }, key)()).toEqual(E.right(placed));
    expect(await cart.checkout({ invoiceReference: 'BR-18' }, key)()).toMatchObject(
      E.left({ _tag: 'Invalid', message: 'Dieser Idempotency-Key wurde schon für eine andere Bestellung verwendet. Bitte laden Sie die Seite neu und bestellen Sie erneut.' }),
    );
    expect(await cart.faxCheckout({}, randomUUID())()).toEqual(E.left({ _tag: 'Conflict', message: 'Ihr Warenkorb ist leer.' }));

    const participantId = placed.participants[0]!.participantId;
    expect(await cart.confirmReservation(participantId, { company: 'Muster GmbH', street: 'Hauptstraße', streetNumber: '5', postalCode: '20095', city: 'Hamburg', acceptTerms: true })()).toEqual(E.left({ _tag: 'Unauthenticated', message: 'Bitte melden Sie sich an.' }));
    right(await accounts.login({ email: 'jonas.weber@example.org', password: DEMO_PASSWORD })());
    expect(await cart.confirmReservation(participantId, { company: 'Muster GmbH', street: 'Hauptstraße', streetNumber: '5', postalCode: '20095', city: 'Hamburg', acceptTerms: true })()).toEqual(E.left({ _tag: 'NotFound', message: 'Diese Buchung gibt es nicht.' }));

    const [again] = right(await cart.addItem({ eventId })());
    expect(right(await cart.deleteItem({ cartItemId: again!.cartItemId })())).toEqual([]);
  });

  it('walks the waiting list and a reservation', async () => {
    const { cart } = await browser();
    const eventId = events[1]!.eventId;
    await setCapacity(app.database.db, eventId, 1);
    const contact = { salutation: 'Herr', firstname: 'Ben', lastname: 'Weber', email: 'ben.weber@example.org' };
    expect(right(await cart.reserve({ eventId, seats: 1, contact })())).toMatchObject({ status: 'reserved', seats: 1 });
    const entry = right(await cart.join({ eventId, seats: 1, contact })());
    expect(entry).toMatchObject({ status: 'waiting', position: 1 });
    expect(await cart.entry(entry.entryId)()).toEqual(E.right(entry));
    expect(await cart.accept(entry.entryId)()).toMatchObject(E.left({ _tag: 'Conflict' }));
    expect(await cart.entry(randomUUID())()).toMatchObject(E.left({ _tag: 'NotFound' }));
  });
});
