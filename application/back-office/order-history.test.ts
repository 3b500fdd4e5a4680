import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { cents } from '../../domain/money/money';
import type { OrderRecord } from './order-desk.reader';
import { orderHistory } from './order-history';

const at = (iso: string) => Temporal.Instant.from(iso);

const order: OrderRecord = {
  orderId: 1,
  orderNumber: '2026-000012',
  orderedAt: at('2026-11-01T09:00:00Z'),
  channel: 'online',
  customer: { salutation: 'Herr', firstname: 'Jonas', lastname: 'Weber', email: 'jonas@example.org' },
  billing: { company: null, street: null, streetNumber: null, postalCode: null, city: null },
  invoiceEmail: null,
  leitwegId: null,
  invoiceReference: null,
  notes: null,
  total: cents(0),
  groupDiscount: cents(0),
  invoices: [],
  participants: [
    {
      participantId: 3,
      eventId: 10001,
      salutation: 'Frau',
      firstname: 'Anna',
      lastname: 'Schmidt',
      email: 'anna@example.org',
      seats: 1,
      price: cents(100),
      status: 'cancelled',
      reservedUntil: null,
      statusChangedAt: at('2026-11-03T10:00:00Z'),
      waitlistEntry: null,
    },
  ],
};

describe('an order\'s history', () => {
  it('tells placed, the changes, the staff actions and the mails, oldest first, a change before its mail', () => {
    const history = orderHistory(order, [
      { _tag: 'mail', kind: 'participant_cancelled', at: at('2026-11-03T10:00:00Z'), sentAt: null, to: 'anna@example.org' },
      { _tag: 'mail', kind: 'order_confirmation', at: at('2026-11-01T09:00:00Z'), sentAt: at('2026-11-01T09:00:05Z'), to: 'jonas@example.org' },
      { _tag: 'audit', action: 'order.participant.cancel', at: at('2026-11-03T10:00:01Z'), actor: 'kundenservice@example.org', details: { status: 'gebucht → storniert' } },
    ]);
    expect(history.map((entry) => entry.text)).toEqual([
      'Bestellung online aufgegeben von Herr Jonas Weber',
      'E-Mail „Bestellbestätigung“ an jonas@example.org (gesendet)',
      'Storniert: Frau Anna Schmidt',
      'E-Mail „Stornierung“ an anna@example.org (wartet auf Versand)',
      'Teilnahme storniert durch kundenservice@example.org: gebucht → storniert',
    ]);
  });
});
