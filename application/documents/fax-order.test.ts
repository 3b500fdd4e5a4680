import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { FaxOrderQuery } from './fax-order';

describe('FaxOrderQuery', () => {
  it('reads the lines that name someone and the address, and prints nothing for empty lines', () => {
    const decoded = FaxOrderQuery.decode({ vorname1: ' Anna ', nachname1: 'Lange', art1: 'Buchung', vorname3: 'Bernd', firma: 'Muster GmbH', uebernachtung: 'with' });
    expect(decoded).toEqual(
      E.right(
        expect.objectContaining({
          participants: [
            { salutation: '', firstname: 'Anna', lastname: 'Lange', email: '', bookingType: 'Buchung' },
            { salutation: '', firstname: 'Bernd', lastname: '', email: '', bookingType: '' },
          ],
          company: 'Muster GmbH',
          overnight: 'with',
        }),
      ),
    );
  });

  it('refuses a repeated parameter or an overlong text with a German message', () => {
    for (const query of [{ vorname1: ['a', 'b'] }, { firma: 'x'.repeat(201) }]) {
      const decoded = FaxOrderQuery.decode(query);
      expect(E.isLeft(decoded) && decoded.left[0]?.message).toBe('Bitte kürzen Sie die Angaben auf höchstens 200 Zeichen je Feld.');
    }
  });

  it('an unknown overnight choice prints as none; encode and decode agree', () => {
    const decoded = FaxOrderQuery.decode({ uebernachtung: 'maybe', vorname2: 'Cem' });
    if (E.isLeft(decoded)) throw new Error('should decode');
    expect(decoded.right.overnight).toBe('');
    expect(FaxOrderQuery.decode(FaxOrderQuery.encode(decoded.right))).toEqual(decoded);
  });
});
