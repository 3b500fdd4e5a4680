import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import { describe, expect, it } from 'vitest';
import { ResponseDecodeError, decodeResponse } from './response-decoder';

const CartItemCodec = t.type({ cartItemId: t.number, themeTitle: t.string }, 'CartItem');
const decodeCart = decodeResponse(t.array(CartItemCodec));

describe('decodeResponse', () => {
  it('gives the typed body when it matches the contract', () => {
    expect(decodeCart([{ cartItemId: 1, themeTitle: 'BetrVG I' }])).toEqual(
      E.right([{ cartItemId: 1, themeTitle: 'BetrVG I' }]),
    );
  });

  it('fails with a ResponseDecodeError naming the contract and the mismatching path, without throwing', () => {
    const result = decodeCart([{ cartItemId: '1', themeTitle: 'BetrVG I' }]);
    if (E.isRight(result)) throw new Error('expected a contract violation');
    expect(result.left).toBeInstanceOf(ResponseDecodeError);
    expect(result.left._tag).toBe('ResponseDecodeError');
    expect(result.left.message).toMatch(/^The server's answer does not match the contract Array<CartItem>: /);
    expect(result.left.problems).toEqual(['0.cartItemId: expected number, got "1"']);
  });

  it('fails on a raw text answer where JSON was promised, showing the start of it', () => {
    const result = decodeCart(`<html>${'Wartungsarbeiten '.repeat(10)}</html>`);
    expect(E.isLeft(result) && result.left.problems).toEqual([
      'body: expected Array<CartItem>, got "<html>Wartungsarbeiten Wartungsarbeiten Wartungsarbeiten...',
    ]);
  });

  it('names a missing field as undefined', () => {
    const result = decodeResponse(CartItemCodec)({ cartItemId: 3 });
    expect(E.isLeft(result) && result.left.problems).toEqual(['themeTitle: expected string, got undefined']);
  });
});
