import { describe, expect, it } from 'vitest';
import { consentRule, hotelOverNightOptionRule, salutationRule, topicRule } from './choice-rules';
import { isSalutation, SALUTATION_OPTIONS } from './salutation';

describe('salutation', () => {
  it('lists the spec options in order', () => {
    expect(SALUTATION_OPTIONS).toEqual([
      'Keine Angabe',
      'Divers',
      'Dr.',
      'Frau',
      'Frau Dr.',
      'Frau Prof.',
      'Frau Prof. Dr.',
      'Herr',
      'Herr Dr.',
      'Herr Prof.',
      'Herr Prof. Dr.',
    ]);
    expect(isSalutation('Frau Prof. Dr.')).toBe(true);
    expect(isSalutation('Fräulein')).toBe(false);
  });

  it('needs a choice', () => {
    expect(salutationRule('')).toBe('Bitte wählen Sie eine Anrede aus');
    expect(salutationRule('Herr')).toBeUndefined();
  });
});

describe('topic and overnight option', () => {
  it('need a choice', () => {
    expect(topicRule('')).toBe('Bitte wählen Sie ein Betreff aus');
    expect(topicRule('X')).toBe('Bitte wählen Sie ein Betreff aus');
    expect(topicRule('Seminarbuchung')).toBeUndefined();
    expect(hotelOverNightOptionRule(' ')).toBe('Bitte geben Sie eine Verpflegungs-/Übernachtungsoption an');
    expect(hotelOverNightOptionRule('1')).toBeUndefined();
  });
});

describe('consent (AGB and Datenschutz)', () => {
  it('accepts only a ticked box, and names both texts otherwise', () => {
    expect(consentRule('on')).toBeUndefined();
    expect(consentRule('')).toBe('Bitte stimmen Sie den AGB und der Datenschutzerklärung zu');
    expect(consentRule('off')).toBe('Bitte stimmen Sie den AGB und der Datenschutzerklärung zu');
  });
});
