import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { errorBodyArbitrary } from './error-body.arbitraries';
import { ErrorBodyCodec } from './error-body.codec';

describe('ErrorBodyCodec properties', () => {
  it('decode(encode(a)) equals a for every error body', () => {
    fc.assert(
      fc.property(errorBodyArbitrary, (body) => {
        expect(ErrorBodyCodec.decode(ErrorBodyCodec.encode(body))).toEqual(E.right(body));
      }),
    );
  });

  it('an error body survives the trip through JSON on the wire unchanged', () => {
    fc.assert(
      fc.property(errorBodyArbitrary, (body) => {
        const wire: unknown = JSON.parse(JSON.stringify(ErrorBodyCodec.encode(body)));
        expect(ErrorBodyCodec.decode(wire)).toEqual(E.right(body));
      }),
    );
  });
});
