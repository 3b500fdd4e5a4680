import fc from 'fast-check';

/**
 * What an attacker or a broken client sends instead of what a route expects. The arbitraries
 * know nothing of any route: every route gets all of it, so a new route is covered the day it
 * is added.
 */

const CLASSIC_STRINGS = [
  '',
  ' ',
  '../../../../etc/passwd',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '..\\..\\windows\\win.ini',
  '%00',
  '\u0000',
  'a\u0000b',
  '\u202Egnp.exe',
  '\u200F\u2066x\u2069',
  "' OR '1'='1",
  '"; drop table users; --',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  '-1',
  '0',
  '-0',
  '1e309',
  '9007199254740993',
  '-99999999999999999999999',
  '2147483648',
  '1.5',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '2026-02-30',
  '9999-99-99',
  'x'.repeat(5000),
  'ä'.repeat(2000),
  '😀'.repeat(500),
];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...CLASSIC_STRINGS) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: fc.constantFrom('\u0000', '\u202E', '\u200B', '/', '.', '%', '\\', 'a', '1'), maxLength: 30 }) },
);

const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(-1, 0, -0, 2 ** 31, 2 ** 53 + 2, -(2 ** 63), 1e308, Number.MAX_VALUE, Number.MIN_VALUE, 0.5),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value, mostly of the wrong type for whatever field it lands in. */
const hostileJsonValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(hostileString, { maxLength: 5 }),
);

/** Field names the routes of this site read (and some that only pollute prototypes). */
const FIELD_NAMES = [
  'id',
  'eventId',
  'seminarId',
  'email',
  'password',
  'newPassword',
  'token',
  'name',
  'firstName',
  'lastName',
  'salutation',
  'quantity',
  'participants',
  'participantId',
  'itemId',
  'kind',
  'status',
  'date',
  'from',
  'to',
  'message',
  'comment',
  'title',
  'url',
  'redirect',
  'page',
  'q',
  'address',
  'company',
  'phone',
  'rating',
  'answers',
  'role',
  'gremiumId',
  'userId',
  '__proto__',
  'constructor',
];

const hostileObject: fc.Arbitrary<Record<string, unknown>> = fc.dictionary(fc.constantFrom(...FIELD_NAMES), hostileJsonValue, { maxKeys: 8 });

export interface HostileBody {
  readonly contentType: string | undefined;
  readonly body: string;
  readonly label: string;
}

const nested = (depth: number, kind: 'array' | 'object'): string =>
  kind === 'array' ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

const json = (label: string, arbitrary: fc.Arbitrary<string>): fc.Arbitrary<HostileBody> =>
  arbitrary.map((body) => ({ contentType: 'application/json', body, label }));

export const hostileBody: fc.Arbitrary<HostileBody> = fc.oneof(
  { weight: 4, arbitrary: json('wrong types', hostileObject.map((o) => JSON.stringify(o))) },
  { weight: 2, arbitrary: json('any JSON', hostileJsonValue.map((v) => JSON.stringify(v))) },
  {
    weight: 2,
    arbitrary: json('malformed JSON', fc.constantFrom('{', '{"a":', '[1,2', 'nul', '{"a":1,}', "{'a':1}", '\u0000', '{"a":"\\u0000"}', '"\\ud800"', '')),
  },
  {
    weight: 1,
    arbitrary: json(
      'deeply nested',
      fc.tuple(fc.integer({ min: 200, max: 20_000 }), fc.constantFrom<'array' | 'object'>('array', 'object')).map(([depth, kind]) => nested(depth, kind)),
    ),
  },
  { weight: 1, arbitrary: json('huge', fc.integer({ min: 100_000, max: 400_000 }).map((size) => JSON.stringify({ email: 'x'.repeat(size), message: 'y'.repeat(size) }))) },
  {
    weight: 2,
    arbitrary: fc
      .array(fc.tuple(fc.constantFrom(...FIELD_NAMES, '_xsrf'), hostileString), { maxLength: 6 })
      .map((pairs) => ({ contentType: 'application/x-www-form-urlencoded', body: new URLSearchParams(pairs).toString(), label: 'form' })),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom<HostileBody>(
      { contentType: 'multipart/form-data; boundary=x', body: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\n\u0000\r\n', label: 'broken multipart' },
      { contentType: 'multipart/form-data', body: 'no boundary', label: 'multipart without boundary' },
      { contentType: 'text/plain', body: '{"email":"a@b.de"}', label: 'text/plain' },
      { contentType: 'application/xml', body: '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY e SYSTEM "file:///etc/passwd">]><a>&e;</a>', label: 'xml' },
      { contentType: 'application/json; charset=utf-16', body: '{}', label: 'odd charset' },
      { contentType: undefined, body: '{"a":1}', label: 'no content type' },
      { contentType: 'application/octet-stream', body: '\u0000\u0001\u0002', label: 'binary' },
    ),
  },
);

const QUERY_NAMES = ['q', 'page', 'id', 'limit', 'offset', 'city', 'date', 'from', 'to', 'sort', 'redirect', 'token', 'eventId', 'rubric', 'theme', 'format'];

/** A query string ('' or '?…'): hostile values, repeated names (arrays), broken escapes, very long. */
export const hostileQuery: fc.Arbitrary<string> = fc.oneof(
  { weight: 2, arbitrary: fc.constant('') },
  {
    weight: 4,
    arbitrary: fc
      .array(fc.tuple(fc.constantFrom(...QUERY_NAMES), hostileString), { minLength: 1, maxLength: 6 })
      .map((pairs) => `?${new URLSearchParams(pairs).toString()}`),
  },
  { weight: 1, arbitrary: fc.constantFrom('?%', '?q=%E0%A4%A', '?page[]=1&page[]=2', '?__proto__[x]=1', '?q', '?=&&=') },
  { weight: 1, arbitrary: fc.integer({ min: 2_000, max: 7_000 }).map((length) => `?q=${'a'.repeat(length)}&page=${'9'.repeat(30)}`) },
);

/** A path parameter as sent on the wire: hostile text, encoded; or a traversal left raw. */
export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: hostileString.map((s) => encodeURIComponent(s)) },
  { weight: 1, arbitrary: fc.constantFrom('..', '../../etc/passwd', '..%2f..%2fetc%2fpasswd', '%2e%2e', '%', '%zz', '%00', '.', '~root') },
);
