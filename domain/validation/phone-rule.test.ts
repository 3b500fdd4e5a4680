import { describe, expect, it } from 'vitest';
import { phoneRule } from './phone-rule';

describe('phone', () => {
  it('is required', () => {
    expect(phoneRule('')).toBe('Bitte geben Sie eine Telefonnummer an');
    expect(phoneRule('   ')).toBe('Bitte geben Sie eine Telefonnummer an');
  });

  it('accepts digits, dash, brackets, slash, spaces and a leading plus', () => {
    expect(phoneRule('+49 (30) 123-456/7')).toBeUndefined();
    expect(phoneRule('030 1234567')).toBeUndefined();
  });

  it('accepts spaces inside and whitespace around the number, but no other whitespace inside it', () => {
    expect(phoneRule('\t030 123 4567\n')).toBeUndefined();
    for (const space of ['\n', '\r', '\t', '\u2028', '\u00a0']) {
      expect(phoneRule(`030${space}1234567`)).toBe('Die angegebene Telefonnummer enthält ungültige Zeichen');
    }
  });

  it('rejects other characters, and a plus that is not first', () => {
    expect(phoneRule('030 12345 ext')).toBe('Die angegebene Telefonnummer enthält ungültige Zeichen');
    expect(phoneRule('0049+30123456')).toBe('Die angegebene Telefonnummer enthält ungültige Zeichen');
    expect(phoneRule('++4930123456')).toBe('Die angegebene Telefonnummer enthält ungültige Zeichen');
  });

  it('needs 8 to 20 characters', () => {
    expect(phoneRule('1234567')).toBe('Die angegebene Telefonnummer ist zu kurz');
    expect(phoneRule('12345678')).toBeUndefined();
    expect(phoneRule('12345678901234567890')).toBeUndefined();
    expect(phoneRule('123456789012345678901')).toBe('Die angegebene Telefonnummer ist zu lange');
  });
});
