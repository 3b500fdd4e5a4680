import { describe, expect, it } from 'vitest';
import { COUNTRIES, countryRule, postalCodeRuleFor } from './countries';

describe('countries', () => {
  it('lists Germany first, each code once', () => {
    expect(COUNTRIES[0]).toEqual({ code: 'DE', name: 'Deutschland' });
    expect(new Set(COUNTRIES.map((country) => country.code)).size).toBe(COUNTRIES.length);
  });

  it('accepts only listed codes', () => {
    expect(countryRule('AT')).toBeUndefined();
    expect(countryRule('XX')).toBe('Bitte wählen Sie ein Land aus der Liste.');
  });

  it('checks a German postal code by §5 and a foreign one by its looser format', () => {
    expect(postalCodeRuleFor('DE')('1010')).toBe('Die Postleitzahl ist ungültig');
    expect(postalCodeRuleFor('DE')('10115')).toBeUndefined();
    expect(postalCodeRuleFor('AT')('1010')).toBeUndefined();
    expect(postalCodeRuleFor('NL')('1012 AB')).toBeUndefined();
    expect(postalCodeRuleFor('CH')('')).toBe('Die Postleitzahl ist ungültig');
    expect(postalCodeRuleFor('CH')('8#00')).toBe('Die Postleitzahl ist ungültig');
    expect(postalCodeRuleFor('XX')('1010')).toBe('Die Postleitzahl ist ungültig');
  });
});
