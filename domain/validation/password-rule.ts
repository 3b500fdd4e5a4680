import type { FieldRule } from './field-rule';
import { charCount, normalizeInput } from './field-rule';
import { VALIDATION_MESSAGES as M } from './messages';

export const PASSWORD_MIN_LENGTH = 8;

/**
 * Unlike every other field, a password is taken as typed: spaces may be part of the secret.
 * A password of whitespace only is still refused.
 */
export const passwordRule: FieldRule = (value) =>
  normalizeInput(value) === '' || charCount(value) < PASSWORD_MIN_LENGTH ? M.password : undefined;
