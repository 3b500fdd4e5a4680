import type { FieldRule } from './field-rule';
import { demand, firstFailure, maxLength, minLength, required } from './field-rule';
import { VALIDATION_MESSAGES as M } from './messages';

export const PHONE_MIN_LENGTH = 8;
export const PHONE_MAX_LENGTH = 20;

/**
 * Digits, dash, brackets, slash and spaces; a plus only as the very first character. "Whitespace"
 * (spec §5) means the plain space here: tabs, line breaks and U+2028 inside a number would break
 * the lines it is printed on and exported to. Whitespace around the number is trimmed first.
 */
const PHONE_CHARACTERS = /^\+?[0-9\-()/ ]*$/;

/** Characters are checked before length: a letter is the likelier mistake and its fix is clearer. */
export const phoneRule: FieldRule = firstFailure(
  required(M.phoneRequired),
  demand(PHONE_CHARACTERS, M.phoneInvalidCharacters),
  minLength(PHONE_MIN_LENGTH, M.phoneTooShort),
  maxLength(PHONE_MAX_LENGTH, M.phoneTooLong),
);
