import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { validateGremiumSettings, validatePersonalData } from './person-form';

const PERSON = { salutation: 'Frau', firstname: 'Eva', lastname: 'Muster', company: 'Muster GmbH' };

describe('validatePersonalData', () => {
  it('needs salutation, names and company, defaults the country and leaves phone and address empty', () => {
    expect(validatePersonalData(PERSON)).toEqual(
      E.right({ ...PERSON, phone: '', street: '', streetNumber: '', postalCode: '', city: '', country: 'DE' }),
    );
  });

  it('checks the whole address once any part of it is given', () => {
    expect(validatePersonalData({ ...PERSON, city: 'Hamburg' })).toEqual(
      E.left({
        street: 'Bitte geben Sie eine Straße an',
        streetNumber: 'Bitte geben Sie eine Hausnummer an',
        postalCode: 'Die Postleitzahl ist ungültig',
      }),
    );
  });

  it('takes only the spec\'s salutation options, with the §5 message', () => {
    expect(validatePersonalData({ ...PERSON, salutation: 'Madame' })).toEqual(E.left({ salutation: 'Bitte wählen Sie eine Anrede aus' }));
    expect(validatePersonalData({ ...PERSON, salutation: 'X' })).toEqual(E.left({ salutation: 'Bitte wählen Sie eine Anrede aus' }));
  });
});

describe('validateGremiumSettings', () => {
  it('needs a full billing address, by the country\'s postal code format', () => {
    expect(
      validateGremiumSettings({ name: 'BR Wien', company: 'Wien AG', street: 'Ring', streetNumber: '1', postalCode: '1010', city: 'Wien', country: 'AT' }),
    ).toEqual(
      E.right({
        name: 'BR Wien',
        company: 'Wien AG',
        billingAddress: { street: 'Ring', streetNumber: '1', postalCode: '1010', city: 'Wien', country: 'AT' },
        invoiceRecipient: { invoiceEmail: null, leitwegId: null },
      }),
    );
    expect(validateGremiumSettings({ name: 'BR', company: 'AG', street: 'Ring', streetNumber: '1', postalCode: '10115', city: 'Berlin', country: 'ZZ' })).toEqual(
      E.left({ country: 'Bitte wählen Sie ein Land aus der Liste.' }),
    );
  });
});
