import { postalCodeRule } from '../validation/address-rules';
import { demand, firstFailure, normalizeInput, required, type FieldRule } from '../validation/field-rule';
import { VALIDATION_MESSAGES } from '../validation/messages';

export interface Country {
  /** ISO 3166-1 alpha-2. */
  readonly code: string;
  readonly name: string;
}

/** Germany first (nearly every customer), then the neighbours where German works councils' companies sit. */
export const COUNTRIES: readonly Country[] = [
  { code: 'DE', name: 'Deutschland' },
  { code: 'AT', name: 'Österreich' },
  { code: 'CH', name: 'Schweiz' },
  { code: 'LU', name: 'Luxemburg' },
  { code: 'LI', name: 'Liechtenstein' },
  { code: 'BE', name: 'Belgien' },
  { code: 'NL', name: 'Niederlande' },
  { code: 'DK', name: 'Dänemark' },
  { code: 'PL', name: 'Polen' },
  { code: 'CZ', name: 'Tschechien' },
  { code: 'FR', name: 'Frankreich' },
  { code: 'IT', name: 'Italien' },
];

export const DEFAULT_COUNTRY = 'DE';

export const COUNTRY_MESSAGES = { unknown: 'Bitte wählen Sie ein Land aus der Liste.' } as const;

export const countryRule: FieldRule = (value) =>
  COUNTRIES.some((country) => country.code === normalizeInput(value)) ? undefined : COUNTRY_MESSAGES.unknown;

/** Letters and digits with inner spaces or dashes ('1010', 'SW1A 1AA', 'LV-1050'). */
const foreignPostalCodeRule: FieldRule = firstFailure(
  required(VALIDATION_MESSAGES.postalCodeInvalid),
  demand(/^[A-Za-z0-9](?:[A-Za-z0-9 -]{1,8})[A-Za-z0-9]$/, VALIDATION_MESSAGES.postalCodeInvalid),
);

/**
 * §5's postal code (exactly five digits) is Germany's; an address in another listed country has
 * its own format, so it gets a looser check with the same message. An unknown country (itself
 * refused) is checked as German.
 */
export const postalCodeRuleFor = (countryCode: string): FieldRule =>
  countryCode !== DEFAULT_COUNTRY && COUNTRIES.some((country) => country.code === countryCode) ? foreignPostalCodeRule : postalCodeRule;
