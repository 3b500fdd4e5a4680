import type { FieldRule } from './field-rule';
import { charCount, firstFailure, normalizeInput, required } from './field-rule';
import { VALIDATION_MESSAGES as M } from './messages';

/** RFC 5321 caps a forward path at 256 octets including the angle brackets. */
export const EMAIL_MAX_LENGTH = 254;

/** RFC 5322 atext: what a local part may hold without quoting. */
const ATEXT = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
/** A domain label: letters (umlaut domains too) and digits, inner hyphens. */
const LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]*[\\p{L}\\p{N}])?';

/**
 * A pragmatic address shape, not full RFC 5322 (no quoted local parts, no IP literals):
 * dot-separated atext, one @, at least one dot in the domain, a top-level domain of two or more
 * letters. Applied after the length cap, so the pattern never runs on long input.
 */
const EMAIL_PATTERN = new RegExp(`^${ATEXT}(?:\\.${ATEXT})*@(?:${LABEL}\\.)+\\p{L}{2,}$`, 'u');

export const isEmailAddress = (value: string): boolean => {
  const trimmed = normalizeInput(value);
  return charCount(trimmed) <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(trimmed);
};

export const emailRule: FieldRule = firstFailure(required(M.emailRequired), (value) =>
  isEmailAddress(value) ? undefined : M.emailInvalid,
);
