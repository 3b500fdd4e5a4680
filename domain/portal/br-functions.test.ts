import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { BR_FUNCTIONS, selectBrFunctions } from './br-functions';

describe('selectBrFunctions', () => {
  it('lists the BR functions in the portal order', () => {
    expect(BR_FUNCTIONS).toEqual(['Vorsitz', 'stellv. Vorsitz', 'Mitglied', 'Ersatzmitglied', 'Schriftführung', 'SBV', 'JAV']);
  });

  it('keeps each chosen function once, in list order', () => {
    expect(selectBrFunctions(['SBV', 'Vorsitz', 'SBV', 'Mitglied'])).toEqual(E.right(['Vorsitz', 'Mitglied', 'SBV']));
    expect(selectBrFunctions([])).toEqual(E.right([]));
  });

  it('refuses a function that is not in the list', () => {
    expect(selectBrFunctions(['Vorsitz', 'Kassenwart'])).toEqual(E.left('Bitte wählen Sie nur Funktionen aus der Liste.'));
  });

  it('refuses chair with deputy chair, and member with substitute member', () => {
    expect(selectBrFunctions(['Vorsitz', 'stellv. Vorsitz'])).toEqual(
      E.left('Vorsitz und stellv. Vorsitz schließen sich aus. Bitte wählen Sie eines von beiden.'),
    );
    expect(selectBrFunctions(['Ersatzmitglied', 'Mitglied'])).toEqual(
      E.left('Mitglied und Ersatzmitglied schließen sich aus. Bitte wählen Sie eines von beiden.'),
    );
  });
});
