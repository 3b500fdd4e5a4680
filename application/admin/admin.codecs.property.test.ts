import * as E from 'fp-ts/Either';
import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { ApiTokenCreatedWire, ApiTokenRequest, TokenIdFromString } from './admin.codecs';
import { ExportParams, ExportQuery } from './exports/export.codecs';
import { ImageImportRequest } from './images/image-import.codecs';
import { EXPORT_KIND_NAMES } from '../content/content-kind';
import { CacheNameParams } from '../cache/cache.codecs';

const roundTrip = <A>(codec: { encode: (a: A) => unknown; decode: (o: unknown) => E.Either<unknown, A> }, value: A) =>
  codec.decode(codec.encode(value));

const instant = fc.integer({ min: 1_700_000_000, max: 1_900_000_000 }).map((seconds) => Temporal.Instant.fromEpochMilliseconds(seconds * 1000));

describe('admin codecs', () => {
  it('decode(encode(a)) equals a for every admin request and answer', () => {
    fc.assert(
      fc.property(
        fc.record({ name: fc.string({ minLength: 1, maxLength: 100 }).filter((name) => name.trim() === name && name !== ''), expiresInDays: fc.integer({ min: 1, max: 365 }) }),
        fc.record({ tokenId: fc.integer({ min: 1, max: 1e6 }), name: fc.string(), createdAt: instant, expiresAt: instant, token: fc.string() }),
        fc.integer({ min: 1, max: 999_999_999 }),
        fc.constantFrom(...EXPORT_KIND_NAMES),
        fc.constantFrom('json' as const, 'ndjson' as const),
        fc.stringMatching(/^\/[a-z0-9/_-]{0,40}$/),
        fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,20}$/),
        (tokenRequest, created, tokenId, kind, format, directory, name) => {
          expect(roundTrip(ApiTokenRequest, tokenRequest)).toEqual(E.right(tokenRequest));
          expect(roundTrip(ApiTokenCreatedWire, created)).toEqual(E.right(created));
          expect(roundTrip(TokenIdFromString, tokenId)).toEqual(E.right(tokenId));
          expect(roundTrip(ExportParams, { kind })).toEqual(E.right({ kind }));
          expect(roundTrip(ExportQuery, { format })).toEqual(E.right({ format }));
          expect(roundTrip(ImageImportRequest, { directory })).toEqual(E.right({ directory }));
          expect(roundTrip(CacheNameParams, { name })).toEqual(E.right({ name }));
        },
      ),
    );
  });

  it('a token name is stored trimmed, and a blank one is refused', () => {
    fc.assert(
      fc.property(fc.constantFrom('', ' ', '\t'), fc.string({ minLength: 1, maxLength: 20 }).filter((name) => name.trim() !== ''), (pad, name) => {
        expect(ApiTokenRequest.decode({ name: `${pad}${name}${pad}` })).toEqual(E.right({ name: name.trim() }));
        expect(E.isLeft(ApiTokenRequest.decode({ name: pad }))).toBe(true);
      }),
    );
  });
});
