/**
 * A field rule answers the German message of the first check a value fails, or undefined when
 * the value is fine. Rules take the raw input as typed, so the UI and the server call them alike.
 */
export type FieldRule = (value: string) => string | undefined;

/**
 * Surrounding whitespace carries no meaning in these fields (it is pasted or typed by accident),
 * so rules look at the trimmed value: whitespace-only counts as empty.
 */
export const normalizeInput = (value: string): string => value.trim();

// Made on the first count, not when a page loads this module: the first Intl object of a page
// loads the ICU data (domain/text/german-numbers.ts).
let graphemes: Intl.Segmenter | undefined;

/** Length in characters as a reader counts them (graphemes): 'ü' or an emoji counts once. */
export const charCount = (value: string): number => {
  let count = 0;
  for (const _ of (graphemes ??= new Intl.Segmenter('de', { granularity: 'grapheme' })).segment(value)) count += 1;
  return count;
};

/** The first message any of the rules answers, checked in order. */
export const firstFailure =
  (...rules: readonly FieldRule[]): FieldRule =>
  (value) => {
    for (const rule of rules) {
      const message = rule(value);
      if (message !== undefined) return message;
    }
    return undefined;
  };

/** Fails with the message when the trimmed value is empty. */
export const required =
  (message: string): FieldRule =>
  (value) =>
    normalizeInput(value) === '' ? message : undefined;

/** Fails with the message when the trimmed value has fewer than min characters. */
export const minLength =
  (min: number, message: string): FieldRule =>
  (value) =>
    charCount(normalizeInput(value)) < min ? message : undefined;

/** Fails with the message when the trimmed value has more than max characters. */
export const maxLength =
  (max: number, message: string): FieldRule =>
  (value) =>
    charCount(normalizeInput(value)) > max ? message : undefined;

/** Fails with the message when the trimmed value matches the pattern. */
export const forbid =
  (pattern: RegExp, message: string): FieldRule =>
  (value) =>
    pattern.test(normalizeInput(value)) ? message : undefined;

/** Fails with the message when the trimmed value does not match the pattern. */
export const demand =
  (pattern: RegExp, message: string): FieldRule =>
  (value) =>
    pattern.test(normalizeInput(value)) ? undefined : message;
