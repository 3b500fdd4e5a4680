import * as E from 'fp-ts/Either';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { decodeInput } from '../codecs/decode';
import { cents } from '../../domain/money/money';
import { ORDER_DESK_MESSAGES, OrderDetailWire, OrderSearchQuery } from './order-desk.codecs';

describe('the order search query', () => {
  it('reads the form\'s fields, the days and the page as given', () => {
    const query = decodeInput(OrderSearchQuery, { q: 'Weber', von: '2026-11-01', bis: '2026-11-30', status: 'storniert', seite: '2' });
    expect(E.isRight(query) && query.right).toEqual({
      q: 'Weber',
      von: Temporal.PlainDate.from('2026-11-01'),
      bis: Temporal.PlainDate.from('2026-11-30'),
      status: 'storniert',
      seite: 2,
    });
  });

  it('names each wrong field in German', () => {
    const query = decodeInput(OrderSearchQuery, { status: 'bezahlt', seite: '0', von: '2026-02-30' });
    const errors = E.isLeft(query) && query.left._tag === 'Invalid' ? query.left.fieldErrors : {};
    expect(Object.keys(errors).sort()).toEqual(['seite', 'status', 'von']);
    expect(errors).toMatchObject({ status: ORDER_DESK_MESSAGES.statusUnknown, seite: ORDER_DESK_MESSAGES.pageNumber });
  });
});

describe('the order on the wire', () => {
  it('decodes what it encodes', () => {
    const at = Temporal.Instant.from('2026-11-22T09:00:00Z');
    const order: OrderDetailWire = {
      orderNumber: '2026-000012',
      orderedAt: at,
      channel: 'online',
      customer: { salutation: 'Frau', firstname: 'Greta', lastname: 'Storno', email: 'greta@example.org' },
      billing: { company: 'Modell GmbH', street: 'Hauptstraße 1', postalCode: '10115', city: 'Berlin', invoiceEmail: null, leitwegId: null },
      invoiceReference: 'BR-7',
      notes: null,
      total: cents(129000),
      groupDiscount: cents(0),
      participants: [
        {
          participantId: 3,
          eventId: 10001,
          title: 'Betriebsverfassungsrecht Teil I',
          kind: 'Präsenzseminar',
          startDate: at,
          endDate: at.add({ hours: 48 }),
          salutation: 'Frau',
          firstname: 'Greta',
          lastname: 'Storno',
          email: 'greta@example.org',
          seats: 1,
          price: cents(129000),
          status: 'reserved',
          reservedUntil: at.add({ hours: 24 }),
          waitlistPosition: null,
          actions: ['stornieren', 'buchen'],
        },
      ],
      invoices: [{ number: 'RE-2026-000001', kind: 'invoice', issueDate: '2026-11-22', grandTotal: cents(153510) }],
      history: [{ at, text: 'Bestellung online aufgegeben von Frau Greta Storno' }],
    };
    const decoded = OrderDetailWire.decode(JSON.parse(JSON.stringify(OrderDetailWire.encode(order))));
    expect(E.isRight(decoded) && decoded.right).toEqual(order);
  });
});
