import type { FieldRule } from './field-rule';
import { minLength, required } from './field-rule';
import { VALIDATION_MESSAGES as M } from './messages';

/**
 * At least 2 chars as the spec says, not membership in SALUTATION_OPTIONS: the portal loads its
 * salutations from the server, which may offer others.
 */
export const salutationRule: FieldRule = minLength(2, M.salutation);

export const topicRule: FieldRule = minLength(2, M.topic);

export const hotelOverNightOptionRule: FieldRule = required(M.hotelOverNightOption);
