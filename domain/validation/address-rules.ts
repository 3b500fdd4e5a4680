import type { FieldRule } from './field-rule';
import { demand, firstFailure, forbid, maxLength, minLength, required } from './field-rule';
import { VALIDATION_MESSAGES as M } from './messages';

const ANY_DIGIT = /[0-9]/;
const ONLY_DIGITS = /^[0-9]+$/;
const ENDS_WITH_DIGIT = /[0-9]$/;

export const STREET_NUMBER_MAX_LENGTH = 8;
export const POSTAL_CODE_LENGTH = 5;

/** Street name alone: the house number has its own field, so a digit here is a mistake. */
export const streetRule: FieldRule = firstFailure(
  required(M.streetRequired),
  forbid(ANY_DIGIT, M.streetWithDigits),
);

/** The fullStreet variant: street including the house number, so digits are allowed. */
export const fullStreetRule: FieldRule = required(M.streetRequired);

export const streetNumberRule: FieldRule = firstFailure(
  required(M.streetNumberRequired),
  maxLength(STREET_NUMBER_MAX_LENGTH, M.streetNumberTooLong),
);

/**
 * Empty or a wrong number of digits is 'ungültig'; any non-digit gets the more helpful
 * 'nur Zahlen', even when the length is also wrong.
 */
export const postalCodeRule: FieldRule = firstFailure(
  required(M.postalCodeInvalid),
  demand(ONLY_DIGITS, M.postalCodeNotDigits),
  demand(new RegExp(`^[0-9]{${POSTAL_CODE_LENGTH}}$`), M.postalCodeInvalid),
);

/** Only a trailing digit is refused (spec): it is a postal code or number typed into the wrong field. */
export const cityRule: FieldRule = firstFailure(
  minLength(2, M.cityRequired),
  forbid(ENDS_WITH_DIGIT, M.cityWithDigits),
);

export const postalCodeOrCityRule: FieldRule = minLength(2, M.postalCodeOrCity);

export const streetAndHouseNumberRule: FieldRule = minLength(2, M.streetAndHouseNumber);
