import type { FieldRule } from './field-rule';
import { firstFailure, minLength, required } from './field-rule';
import { VALIDATION_MESSAGES as M } from './messages';

/** Shared by company and companyName. */
export const companyRule: FieldRule = minLength(2, M.company);

/** Empty asks for a name; a single letter asks for the full one (an initial is not enough). */
export const firstnameRule: FieldRule = firstFailure(
  required(M.firstnameRequired),
  minLength(2, M.firstnameIncomplete),
);

export const lastnameRule: FieldRule = firstFailure(
  required(M.lastnameRequired),
  minLength(2, M.lastnameIncomplete),
);
