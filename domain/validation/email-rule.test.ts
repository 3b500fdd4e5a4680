import { describe, expect, it } from 'vitest';
import { emailRule, isEmailAddress } from './email-rule';

describe('e-mail', () => {
  it('is required', () => {
    expect(emailRule('')).toBe('Bitte geben Sie eine E-Mail-Adresse an');
    expect(emailRule(' ')).toBe('Bitte geben Sie eine E-Mail-Adresse an');
  });

  it('accepts common addresses, trimmed', () => {
    expect(emailRule('max.mustermann@example.de')).toBeUndefined();
    expect(emailRule(' betriebsrat+seminar@firma-gmbh.co.uk ')).toBeUndefined();
    expect(emailRule('info@müller.de')).toBeUndefined();
  });

  it.each([
    'max.mustermann',
    'max@example',
    'max@example.d',
    'max@@example.de',
    'max@ex@ample.de',
    'max mustermann@example.de',
    '.max@example.de',
    'max.@example.de',
    'max..m@example.de',
    'max@-example.de',
    'max@example-.de',
    'max@example..de',
    'max@example.de1',
    '@example.de',
  ])('refuses %s', (address) => {
    expect(emailRule(address)).toBe('Bitte geben Sie eine gültige E-Mail-Adresse an');
  });

  it('refuses addresses longer than 254 characters', () => {
    const domain = `${'a'.repeat(60)}.${'b'.repeat(60)}.${'c'.repeat(60)}.de`;
    const fits = `${'x'.repeat(254 - domain.length - 1)}@${domain}`;
    expect(fits).toHaveLength(254);
    expect(isEmailAddress(fits)).toBe(true);
    expect(emailRule(`x${fits}`)).toBe('Bitte geben Sie eine gültige E-Mail-Adresse an');
  });
});
