import { describe, expect, it } from 'vitest';
import { exampleOrder } from '../../mail/outbox-payloads.arbitraries';
import { renderText } from '../render-text';
import { billingAddressLines, bookingTypeText, orderConfirmationDocument } from './order-confirmation.layout';

describe('orderConfirmationDocument', () => {
  const document = orderConfirmationDocument(exampleOrder);
  const text = renderText(document.blocks);

  it('is titled with the order number and its Berlin date', () => {
    expect(document.title).toBe('Bestellbestätigung');
    expect(document.subtitle).toBe('Bestellnummer IFB-2027-000042 vom 12.03.2027');
  });

  it('lists each participant with Buchung or Reservierung and the price of the position', () => {
    expect(text).toMatch(/^1\. Teilnehmer +Frau Dr\. Anna Müller +Buchung +1\.290,00\u00a0€$/m);
    expect(text).toMatch(/^2\. Teilnehmer +Herr Jürgen Groß +Buchung +1\.190,00\u00a0€$/m);
    expect(text).toMatch(/^3\. Teilnehmer +Özlem Yılmaz +Reservierung bis 26\.03\.2027 +1\.090,00\u00a0€$/m);
  });

  it('prints a group reservation as one line of its held seats, at the tiers of their positions', () => {
    const group = {
      ...exampleOrder,
      items: exampleOrder.items.map((item) => ({ ...item, participants: [{ ...item.participants[2]!, seats: 3 }] })),
    };
    const groupText = renderText(orderConfirmationDocument(group).blocks);
    expect(groupText).toMatch(/^1\. Teilnehmer +3 Plätze für Özlem Yılmaz \(Namen folgen in meinifb\) +Reservierung bis 26\.03\.2027 +3\.570,00\u00a0€$/m);
    expect(groupText).toMatch(/^ +Summe +3\.570,00\u00a0€$/m);
  });

  it('prints the group discount and the totals from the cart rule', () => {
    expect(text).toMatch(/^ +Enthaltener Gruppenrabatt +300,00\u00a0€$/m);
    expect(text).toMatch(/^ +Summe +3\.570,00\u00a0€$/m);
    expect(text).toMatch(/^Gesamtsumme +3\.570,00\u00a0€$/m);
  });

  it('prints the event date range, place and billing address', () => {
    expect(text).toContain('Termin: 12.04.2027 bis 16.04.2027');
    expect(text).toContain('Ort: Hamburg');
    expect(text).toContain('Müller & Söhne GmbH\nHauptstraße 5a\n20095 Hamburg');
  });

  it('explains reservations only when the order has one', () => {
    expect(text).toContain('Eine Reservierung hält den Platz');
    const onlyBookings = {
      ...exampleOrder,
      items: exampleOrder.items.map((item) => ({ ...item, participants: item.participants.slice(0, 1) })),
    };
    const bookingsText = renderText(orderConfirmationDocument(onlyBookings).blocks);
    expect(bookingsText).not.toContain('Eine Reservierung');
    expect(bookingsText).not.toContain('Gruppenrabatt');
  });
});

describe('bookingTypeText', () => {
  it('names a reservation without deadline plainly', () => {
    expect(bookingTypeText({ firstname: 'A', lastname: 'B', bookingType: 'Reservierung' })).toBe('Reservierung');
  });
});

describe('billingAddressLines', () => {
  it('adds the country when one is given', () => {
    expect(billingAddressLines({ ...exampleOrder.billingAddress, country: 'Österreich' })).toEqual([
      'Müller & Söhne GmbH',
      'Hauptstraße 5a',
      '20095 Hamburg',
      'Österreich',
    ]);
  });
});
