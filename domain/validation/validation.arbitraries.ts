import fc from 'fast-check';
import type { FormAction } from './submit-machine';
import { SALUTATION_OPTIONS } from './salutation';

const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

export const digitArb = fc.constantFrom(...DIGITS);

export const digitsArb = (constraints: { readonly minLength?: number; readonly maxLength?: number }) =>
  fc.string({ unit: digitArb, ...constraints });

/** A German postal code: exactly five digits. */
export const postalCodeArb = digitsArb({ minLength: 5, maxLength: 5 });

/** Whitespace that trimming removes, including the no-break space pasted from documents. */
export const surroundingWhitespaceArb = fc.string({
  unit: fc.constantFrom(' ', '\t', '\n', '\u00a0'),
  maxLength: 3,
});

/** One character that is neither a digit nor whitespace. */
export const nonDigitCharArb = fc
  .string({ unit: 'grapheme', minLength: 1, maxLength: 1 })
  .filter((char) => !/^[0-9\s]$/u.test(char) && char.trim() !== '');

/** Digits with at least one non-digit somewhere that trimming cannot remove. */
export const stringWithNonDigitArb = fc
  .tuple(digitsArb({ maxLength: 6 }), nonDigitCharArb, digitsArb({ maxLength: 6 }))
  .map(([before, char, after]) => `${before}${char}${after}`);

const PHONE_INNER = fc.constantFrom(...DIGITS, '-', '(', ')', '/', ' ');

/**
 * A phone number of allowed characters, 8 to 20 long: an optional leading '+', digits at both
 * ends (so trimming keeps the length), any allowed character between.
 */
export const phoneArb = fc
  .tuple(fc.boolean(), fc.integer({ min: 8, max: 20 }))
  .chain(([withPlus, length]) => {
    const innerLength = length - 2 - (withPlus ? 1 : 0);
    return fc
      .tuple(digitArb, fc.string({ unit: PHONE_INNER, minLength: innerLength, maxLength: innerLength }), digitArb)
      .map(([first, inner, last]) => `${withPlus ? '+' : ''}${first}${inner}${last}`);
  });

/** A character a phone number may not hold (letters, '+' in the wrong place is tested apart). */
export const nonPhoneCharArb = fc.constantFrom('a', 'Z', 'x', '#', '*', '.', ',', 'ü', '@', '_');

/** Whitespace other than the plain space: trimmed away around a phone number, refused inside it. */
export const nonSpaceWhitespaceArb = fc.constantFrom('\t', '\n', '\r', '\v', '\f', '\u00a0', '\u2028', '\u2029', '\u3000', '\ufeff');

const ATEXT = fc.constantFrom(...'abcxyzABC0189!#$%&\'*+/=?^_`{|}~-'.split(''));
const LABEL_CHARS = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzäöü0123456789'.split(''));
const LETTERS = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzäöü'.split(''));

const labelArb = fc
  .tuple(LABEL_CHARS, fc.string({ unit: fc.oneof(LABEL_CHARS, fc.constant('-')), maxLength: 10 }), LABEL_CHARS)
  .map(([first, middle, last]) => `${first}${middle}${last}`);

/** An address of the accepted shape: dot-separated atext, one @, dotted domain, letter TLD. */
export const emailArb = fc
  .tuple(
    fc.array(fc.string({ unit: ATEXT, minLength: 1, maxLength: 12 }), { minLength: 1, maxLength: 3 }),
    fc.array(labelArb, { minLength: 1, maxLength: 3 }),
    fc.string({ unit: LETTERS, minLength: 2, maxLength: 6 }),
  )
  .map(([atoms, labels, tld]) => `${atoms.join('.')}@${labels.join('.')}.${tld}`);

const NAME_LETTERS = fc.constantFrom(...'abcxyzABCXYZäöüßÄÖÜéçł'.split(''));

/** A name-like text whose trimmed form has at least two characters and no digit. */
export const filledTextArb = fc
  .tuple(NAME_LETTERS, fc.string({ unit: fc.oneof(NAME_LETTERS, fc.constantFrom(' ', '-', "'", '.')), maxLength: 20 }), NAME_LETTERS)
  .map(([first, middle, last]) => `${first}${middle}${last}`);

export const salutationArb = fc.constantFrom(...SALUTATION_OPTIONS);

/** Any user action on a form with the given fields; each field's typed values come from valueFor. */
export const formActionArb = <K extends string>(
  fields: readonly [K, ...K[]],
  valueFor: (field: K) => fc.Arbitrary<string>,
): fc.Arbitrary<FormAction<K>> =>
  fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .constantFrom(...fields)
        .chain((field) => valueFor(field).map((value) => ({ type: 'changed' as const, field, value }))),
    },
    { weight: 2, arbitrary: fc.constant({ type: 'submitted' as const }) },
    { weight: 1, arbitrary: fc.constant({ type: 'requestSucceeded' as const }) },
    { weight: 1, arbitrary: fc.constant({ type: 'requestFailed' as const }) },
  );
