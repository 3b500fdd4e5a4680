import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { FORM_FIELDS } from './field-registry';
import { hasErrors, normalizeValues, validateForm, validateFormEither } from './form-validation';

const REGISTRATION = {
  salutation: FORM_FIELDS.salutation,
  firstname: FORM_FIELDS.firstname,
  lastname: FORM_FIELDS.lastname,
  email: FORM_FIELDS.email,
  postalCode: FORM_FIELDS.postalCode,
  password: FORM_FIELDS.password,
};

const filled = {
  salutation: 'Frau',
  firstname: ' Erika ',
  lastname: 'Mustermann',
  email: ' erika@example.de ',
  postalCode: '10115',
  password: ' geheim123 ',
};

describe('form validation', () => {
  it('has a rule for every field the spec names', () => {
    expect(Object.keys(FORM_FIELDS)).toEqual([
      'company',
      'companyName',
      'street',
      'streetNumber',
      'postalCode',
      'city',
      'salutation',
      'topic',
      'firstname',
      'lastname',
      'phone',
      'email',
      'message',
      'personalNotes',
      'hotelOverNightOption',
      'password',
      'postalCodeOrCity',
      'streetAndHouseNumber',
    ]);
    expect(FORM_FIELDS.companyName.rule('')).toBe('Bitte füllen Sie das Feld Firma aus');
  });

  it('lists the first message of each failing field, in form order', () => {
    const errors = validateForm(REGISTRATION, { ...filled, firstname: 'E', email: 'erika@', postalCode: '1O115' });
    expect(errors).toEqual({
      firstname: 'Bitte tragen Sie den vollständigen Vornamen ein',
      email: 'Bitte geben Sie eine gültige E-Mail-Adresse an',
      postalCode: 'Postleitzahlen dürfen nur Zahlen enthalten',
    });
    expect(Object.keys(errors)).toEqual(['firstname', 'email', 'postalCode']);
    expect(hasErrors(errors)).toBe(true);
  });

  it('treats a missing field as empty', () => {
    expect(validateForm(REGISTRATION, { ...filled, lastname: undefined })).toEqual({
      lastname: 'Bitte tragen Sie einen Nachnamen ein',
    });
    expect(validateForm({ personalNotes: FORM_FIELDS.personalNotes }, {})).toEqual({});
  });

  it('answers the server an Invalid error with the same messages', () => {
    const result = validateFormEither(REGISTRATION, { ...filled, salutation: '' });
    expect(result).toEqual(
      E.left({
        _tag: 'Invalid',
        message: 'Bitte prüfen Sie Ihre Eingaben.',
        fieldErrors: { salutation: 'Bitte wählen Sie eine Anrede aus' },
      }),
    );
  });

  it('hands valid values on trimmed, the password as typed', () => {
    expect(validateFormEither(REGISTRATION, filled)).toEqual(
      E.right({
        salutation: 'Frau',
        firstname: 'Erika',
        lastname: 'Mustermann',
        email: 'erika@example.de',
        postalCode: '10115',
        password: ' geheim123 ',
      }),
    );
    expect(normalizeValues({ message: FORM_FIELDS.message }, {})).toEqual({ message: '' });
  });
});
