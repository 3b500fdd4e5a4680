import { describe, expect, it } from 'vitest';
import {
  EMPTY_ORDER_OPTIONS,
  applyOrderOptionsChange,
  checkoutOptionsErrors,
  mergeOrderOptions,
  orderOptionsChangeErrors,
  type OrderOptions,
} from './order-options';

const address = { company: 'Muster Logistik GmbH', street: 'Hafenstraße', streetNumber: '12a', postalCode: '20457', city: 'Hamburg' };
const complete: OrderOptions = { ...EMPTY_ORDER_OPTIONS, ...address, acceptTerms: true };

describe('order options', () => {
  it('checks only the fields a change gives, with the spec messages', () => {
    expect(orderOptionsChangeErrors({ street: 'Hafenstraße 12', postalCode: '2045' })).toEqual({
      street: 'Die Straße darf keine Zahlen enthalten',
      postalCode: 'Die Postleitzahl ist ungültig',
    });
    expect(orderOptionsChangeErrors({ city: 'Hamburg 1', streetNumber: '123456789', company: 'X' })).toEqual({
      city: 'Der Ort darf keine Zahlen enthalten',
      streetNumber: 'Das Feld Hausnummer hat zu viele Zeichen',
      company: 'Bitte füllen Sie das Feld Firma aus',
    });
    expect(orderOptionsChangeErrors({ invoiceReference: 'R'.repeat(101), postalCode: '2O457' })).toEqual({
      invoiceReference: 'Die Rechnungsreferenz darf höchstens 100 Zeichen enthalten',
      postalCode: 'Postleitzahlen dürfen nur Zahlen enthalten',
    });
    expect(orderOptionsChangeErrors({ acceptTerms: true, personalNotes: '' })).toEqual({});
  });

  it('applies a change trimmed, clears an emptied optional field and keeps the rest', () => {
    const before = { ...complete, invoiceReference: 'BR-2026-17' };
    expect(applyOrderOptionsChange(before, { city: ' Bremen ', invoiceReference: '', acceptTerms: false })).toEqual({
      ...complete,
      city: 'Bremen',
      invoiceReference: null,
      acceptTerms: false,
    });
    expect(applyOrderOptionsChange(before, {})).toEqual(before);
  });

  it('needs a complete billing address and accepted terms for checkout', () => {
    expect(checkoutOptionsErrors(complete)).toEqual({});
    expect(checkoutOptionsErrors(EMPTY_ORDER_OPTIONS)).toEqual({
      company: 'Bitte füllen Sie das Feld Firma aus',
      street: 'Bitte geben Sie eine Straße an',
      streetNumber: 'Bitte geben Sie eine Hausnummer an',
      postalCode: 'Die Postleitzahl ist ungültig',
      city: 'Bitte geben Sie einen Ort an',
      acceptTerms: 'Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen',
    });
  });

  it('lets the visitor values win at login and fills the gaps from the account', () => {
    const account: OrderOptions = { ...complete, personalNotes: 'Vegetarisch' };
    const visitor: OrderOptions = { ...EMPTY_ORDER_OPTIONS, city: 'Bremen', invoiceReference: 'BR-17' };
    expect(mergeOrderOptions(account, visitor)).toEqual({
      ...complete,
      city: 'Bremen',
      invoiceReference: 'BR-17',
      personalNotes: 'Vegetarisch',
      acceptTerms: false,
    });
  });
});
