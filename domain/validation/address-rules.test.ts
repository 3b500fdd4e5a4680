import { describe, expect, it } from 'vitest';
import {
  cityRule,
  fullStreetRule,
  postalCodeOrCityRule,
  postalCodeRule,
  streetAndHouseNumberRule,
  streetNumberRule,
  streetRule,
} from './address-rules';

describe('street', () => {
  it('is required', () => {
    expect(streetRule('')).toBe('Bitte geben Sie eine Straße an');
    expect(streetRule('   ')).toBe('Bitte geben Sie eine Straße an');
  });

  it('may not contain digits', () => {
    expect(streetRule('Hauptstraße 5')).toBe('Die Straße darf keine Zahlen enthalten');
    expect(streetRule('Straße des 17. Juni')).toBe('Die Straße darf keine Zahlen enthalten');
    expect(streetRule('Hauptstraße')).toBeUndefined();
    expect(streetRule('Am Markt')).toBeUndefined();
  });

  it('allows digits in the fullStreet variant, which includes the house number', () => {
    expect(fullStreetRule('Hauptstraße 5a')).toBeUndefined();
    expect(fullStreetRule(' ')).toBe('Bitte geben Sie eine Straße an');
  });
});

describe('house number', () => {
  it('is required and at most 8 characters', () => {
    expect(streetNumberRule('')).toBe('Bitte geben Sie eine Hausnummer an');
    expect(streetNumberRule('12a')).toBeUndefined();
    expect(streetNumberRule('12345678')).toBeUndefined();
    expect(streetNumberRule(' 12345678 ')).toBeUndefined();
    expect(streetNumberRule('123456789')).toBe('Das Feld Hausnummer hat zu viele Zeichen');
  });
});

describe('postal code', () => {
  it('accepts exactly 5 digits', () => {
    expect(postalCodeRule('10115')).toBeUndefined();
    expect(postalCodeRule('01067')).toBeUndefined();
    expect(postalCodeRule(' 80331 ')).toBeUndefined();
  });

  it('calls empty and wrong lengths invalid', () => {
    expect(postalCodeRule('')).toBe('Die Postleitzahl ist ungültig');
    expect(postalCodeRule('1011')).toBe('Die Postleitzahl ist ungültig');
    expect(postalCodeRule('101150')).toBe('Die Postleitzahl ist ungültig');
  });

  it('tells that only digits are allowed when there is a non-digit', () => {
    expect(postalCodeRule('1011a')).toBe('Postleitzahlen dürfen nur Zahlen enthalten');
    expect(postalCodeRule('10 115')).toBe('Postleitzahlen dürfen nur Zahlen enthalten');
    expect(postalCodeRule('D-10115')).toBe('Postleitzahlen dürfen nur Zahlen enthalten');
  });
});

describe('city', () => {
  it('needs at least 2 characters', () => {
    expect(cityRule('')).toBe('Bitte geben Sie einen Ort an');
    expect(cityRule('A')).toBe('Bitte geben Sie einen Ort an');
    expect(cityRule('Au')).toBeUndefined();
  });

  it('may not end with digits', () => {
    expect(cityRule('Berlin 10115')).toBe('Der Ort darf keine Zahlen enthalten');
    expect(cityRule('Berlin1 ')).toBe('Der Ort darf keine Zahlen enthalten');
    expect(cityRule('Frankfurt am Main')).toBeUndefined();
    expect(cityRule('Halle (Saale)')).toBeUndefined();
  });
});

describe('postal code or city, street and house number', () => {
  it('need at least 2 characters', () => {
    expect(postalCodeOrCityRule('1')).toBe('Bitte geben Sie eine Postleitzahl oder einen Ort an');
    expect(postalCodeOrCityRule('10')).toBeUndefined();
    expect(postalCodeOrCityRule('Köln')).toBeUndefined();
    expect(streetAndHouseNumberRule(' ')).toBe('Bitte geben Sie eine Straße und Hausnummer an');
    expect(streetAndHouseNumberRule('Hauptstraße 5')).toBeUndefined();
  });
});
