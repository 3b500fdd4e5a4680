import type { FieldRule } from './field-rule';
import { minLength, normalizeInput, required } from './field-rule';
import { VALIDATION_MESSAGES as M } from './messages';

/**
 * At least 2 chars as the spec says, not membership in SALUTATION_OPTIONS: the portal loads its
 * salutations from the server, which may offer others.
 */
export const salutationRule: FieldRule = minLength(2, M.salutation);

export const topicRule: FieldRule = minLength(2, M.topic);

export const hotelOverNightOptionRule: FieldRule = required(M.hotelOverNightOption);

/** A checkbox a form cannot be sent without (AGB and Datenschutz): a plain form posts 'on' when ticked. */
export const CONSENT_GIVEN = 'on';

export const consentRule: FieldRule = (value) => (normalizeInput(value) === CONSENT_GIVEN ? undefined : M.consent);
