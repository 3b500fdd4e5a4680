import fc from 'fast-check';

const SEGMENT_CHARS = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789-_.~%äö'.split(''));

/** A path segment without a slash. */
export const pathSegmentArb = fc.string({ unit: SEGMENT_CHARS, minLength: 1, maxLength: 12 });

/** A same-site path such as '/meinifb/merkliste' or '/seminare?seite=2#termine'. */
export const sitePathArb = fc
  .tuple(
    fc.array(pathSegmentArb, { maxLength: 4 }),
    fc.option(fc.string({ unit: fc.oneof(SEGMENT_CHARS, fc.constantFrom('=', '&', '/', ':', '@', '?')), maxLength: 20 })),
    fc.option(fc.string({ unit: SEGMENT_CHARS, maxLength: 8 })),
  )
  .map(
    ([segments, query, fragment]) =>
      `/${segments.join('/')}${query === null ? '' : `?${query}`}${fragment === null ? '' : `#${fragment}`}`,
  );

/**
 * Strings built from the characters that open redirects are made of: slashes both ways, tabs and
 * newlines, scheme and host parts, encoded forms.
 */
export const hostileRedirectArb = fc.oneof(
  fc.string({
    unit: fc.constantFrom('/', '\\', '\t', '\n', '\r', ' ', ':', '.', '@', '%', '2', 'f', 'F', '5', 'c', 'h', 't', 'p', 's', 'e', 'v', 'i', 'l', '?', '#', '\u0000'),
    maxLength: 24,
  }),
  fc.constantFrom(
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    '\\\\evil.example',
    ' //evil.example',
  ),
  fc.string({ unit: 'binary', maxLength: 24 }),
);

/** Answers the availability request may give; the spec reads them by truthiness. */
export const truthyAnswerArb = fc.oneof(fc.constant(true), fc.integer({ min: 1 }), fc.string({ minLength: 1 }), fc.object());
export const falsyAnswerArb = fc.constantFrom(false, 0, '', null, undefined);
