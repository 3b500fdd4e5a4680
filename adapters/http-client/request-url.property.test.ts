import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { requestUrl } from './request-url';

// Any text without lone surrogates, which no URL can carry.
const text = (maxLength: number) => fc.string({ unit: 'binary', maxLength });

const queryObject = fc
  .uniqueArray(fc.tuple(text(12), fc.option(text(24), { nil: undefined })), {
    selector: ([key]) => key,
    maxLength: 6,
  })
  .map((entries) => Object.fromEntries(entries));

describe('requestUrl properties', () => {
  it('the server reads back exactly the defined query values, in order, whatever characters they hold', () => {
    fc.assert(
      fc.property(queryObject, (query) => {
        const url = new URL(requestUrl('http://127.0.0.1:3000', '/api/get-articles', query));
        const defined = Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined);
        expect([...url.searchParams.entries()]).toEqual(defined);
        expect(url.pathname).toBe('/api/get-articles');
      }),
    );
  });
});
