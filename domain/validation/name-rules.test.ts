import { describe, expect, it } from 'vitest';
import { companyRule, firstnameRule, lastnameRule } from './name-rules';

describe('company', () => {
  it('needs at least 2 characters', () => {
    expect(companyRule('')).toBe('Bitte füllen Sie das Feld Firma aus');
    expect(companyRule(' X ')).toBe('Bitte füllen Sie das Feld Firma aus');
    expect(companyRule('IG')).toBeUndefined();
  });
});

describe('first and last name', () => {
  it('asks for a first name when empty and for the full one when too short', () => {
    expect(firstnameRule('')).toBe('Bitte tragen Sie einen Vornamen ein');
    expect(firstnameRule('  ')).toBe('Bitte tragen Sie einen Vornamen ein');
    expect(firstnameRule('A')).toBe('Bitte tragen Sie den vollständigen Vornamen ein');
    expect(firstnameRule('Al')).toBeUndefined();
  });

  it('asks for a last name the same way', () => {
    expect(lastnameRule('')).toBe('Bitte tragen Sie einen Nachnamen ein');
    expect(lastnameRule('M.')).toBeUndefined();
    expect(lastnameRule('M')).toBe('Bitte tragen Sie den vollständigen Nachnamen ein');
    expect(lastnameRule('Müller-Lüdenscheidt')).toBeUndefined();
  });
});
