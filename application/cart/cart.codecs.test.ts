import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { decodeInput } from '../codecs/decode';
import { AddCartItemRequest, AddRecipientRequest, CheckoutRequest, DeleteCartItemRequest, OrderOptionsRequest } from './cart.codecs';
import { idFromString } from './wire-types.codecs';

describe('cart request codecs', () => {
  it('take a positive whole event id and nothing else', () => {
    expect(decodeInput(AddCartItemRequest, { eventId: 10238, extra: true })).toEqual(E.right({ eventId: 10238 }));
    expect(decodeInput(AddCartItemRequest, { eventId: 0 })).toEqual(
      E.left({ _tag: 'Invalid', message: 'Bitte prüfen Sie Ihre Eingaben.', fieldErrors: { eventId: 'Bitte geben Sie eine gültige Veranstaltungsnummer an.' } }),
    );
    expect(decodeInput(DeleteCartItemRequest, 'x')).toMatchObject(E.left({ fieldErrors: { _: 'Bitte senden Sie die Angaben als JSON-Objekt.' } }));
  });

  it('bound the text of a participant and leave its rules to the domain', () => {
    expect(decodeInput(AddRecipientRequest, { cartItemId: 1, firstname: '' })).toEqual(E.right({ cartItemId: 1, firstname: '' }));
    expect(decodeInput(AddRecipientRequest, { cartItemId: 1, firstname: 'x'.repeat(201) })).toMatchObject(
      E.left({ fieldErrors: { firstname: 'Die Eingabe ist zu lang.' } }),
    );
  });

  it('take the terms as a flag and the checkout body as the order options', () => {
    expect(decodeInput(OrderOptionsRequest, { acceptTerms: 1 })).toMatchObject(E.left({ fieldErrors: { acceptTerms: 'Bitte geben Sie ja (true) oder nein (false) an.' } }));
    expect(decodeInput(CheckoutRequest, {})).toEqual(E.right({}));
  });

  it('read a path id as its decimal text only', () => {
    const codec = idFromString('Id', 'falsch');
    expect(codec.decode('42')).toEqual(E.right(42));
    for (const text of ['0', '042', '-1', '1e3', '2147483648', 42]) expect(E.isLeft(codec.decode(text))).toBe(true);
    expect(codec.encode(42)).toBe('42');
  });
});
