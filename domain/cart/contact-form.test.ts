import { describe, expect, it } from 'vitest';
import { normalizeValues, validateForm } from '../validation/form-validation';
import { CONTACT_FORM } from './contact-form';

describe('contact form', () => {
  it('needs a person to write to, with the spec messages', () => {
    expect(validateForm(CONTACT_FORM, { email: 'kaputt' })).toEqual({
      salutation: 'Bitte wählen Sie eine Anrede aus',
      firstname: 'Bitte tragen Sie einen Vornamen ein',
      lastname: 'Bitte tragen Sie einen Nachnamen ein',
      email: 'Bitte geben Sie eine gültige E-Mail-Adresse an',
    });
  });

  it('takes the company as optional, but checks it when given', () => {
    const person = { salutation: 'Herr', firstname: 'Jonas', lastname: 'Weber', email: 'jonas.weber@example.org' };
    expect(validateForm(CONTACT_FORM, person)).toEqual({});
    expect(validateForm(CONTACT_FORM, { ...person, company: 'X' })).toEqual({ company: 'Bitte füllen Sie das Feld Firma aus' });
    expect(normalizeValues(CONTACT_FORM, { ...person, company: ' Stadtwerke ' }).company).toBe('Stadtwerke');
  });
});
