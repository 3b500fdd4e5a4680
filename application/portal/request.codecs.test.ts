import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import { describe, expect, it } from 'vitest';
import { decodeInput } from '../codecs/decode';
import { booleanField, boundedArray, idFromString, numberField, objectBody, positiveId } from './request.codecs';

describe('request codecs', () => {
  it('reads path ids as positive whole numbers up to 2^31-1, with the given message', () => {
    const id = idFromString('Id', 'Bitte eine Nummer.');
    expect(id.decode('42')).toEqual(E.right(42));
    for (const bad of ['0', '-1', '1.5', 'abc', '', '2147483648', 7]) expect(decodeInput(t.type({ id }), { id: bad })).toEqual(E.left({ _tag: 'Invalid', message: 'Bitte prüfen Sie Ihre Eingaben.', fieldErrors: { id: 'Bitte eine Nummer.' } }));
    expect(id.encode(42)).toBe('42');
  });

  it('reads body ids, booleans, numbers and bounded lists with German messages', () => {
    expect(positiveId('Id', 'Nummer!').decode(3)).toEqual(E.right(3));
    expect(decodeInput(t.type({ id: positiveId('Id', 'Nummer!') }), { id: 0 })).toMatchObject(E.left({ fieldErrors: { id: 'Nummer!' } }));
    expect(decodeInput(t.type({ flag: booleanField }), { flag: 'ja' })).toMatchObject(E.left({ fieldErrors: { flag: 'Bitte geben Sie ja (true) oder nein (false) an.' } }));
    expect(decodeInput(t.type({ n: numberField }), { n: 'x' })).toMatchObject(E.left({ fieldErrors: { n: 'Bitte geben Sie eine ganze Zahl an.' } }));
    const list = boundedArray(booleanField, 2);
    expect(list.decode([true, false])).toEqual(E.right([true, false]));
    expect(decodeInput(t.type({ list }), { list: [true, true, true] })).toMatchObject(E.left({ fieldErrors: { list: 'Die Liste ist zu lang.' } }));
    expect(decodeInput(t.type({ list }), { list: {} })).toMatchObject(E.left({ fieldErrors: { list: 'Bitte geben Sie eine Liste an.' } }));
    expect(list.is([true])).toBe(true);
    expect(list.encode([true])).toEqual([true]);
  });

  it('asks for a JSON object for anything else as body', () => {
    const body = objectBody(t.partial({ a: t.string }), 'Body');
    for (const bad of [null, [], 'x', 3]) expect(decodeInput(body, bad)).toMatchObject(E.left({ fieldErrors: { _: 'Bitte senden Sie die Angaben als JSON-Objekt.' } }));
    expect(body.decode({ a: 'b' })).toEqual(E.right({ a: 'b' }));
  });
});
