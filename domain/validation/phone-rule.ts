import type { FieldRule } from './field-rule';
import { demand, firstFailure, maxLength, minLength, required } from './field-rule';
import { VALIDATION_MESSAGES as M } from './messages';

export const PHONE_MIN_LENGTH = 8;
export const PHONE_MAX_LENGTH = 20;

/** Digits, dash, brackets, slash and whitespace; a plus only as the very first character. */
const PHONE_CHARACTERS = /^\+?[0-9\-()/\s]*$/;

/** Characters are checked before length: a letter is the likelier mistake and its fix is clearer. */
export const phoneRule: FieldRule = firstFailure(
  required(M.phoneRequired),
  demand(PHONE_CHARACTERS, M.phoneInvalidCharacters),
  minLength(PHONE_MIN_LENGTH, M.phoneTooShort),
  maxLength(PHONE_MAX_LENGTH, M.phoneTooLong),
);
