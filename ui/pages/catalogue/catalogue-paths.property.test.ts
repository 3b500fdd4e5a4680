import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hotelPath, locationPath, nameAndId } from './catalogue-paths';

const name = fc.string({ minLength: 0, maxLength: 40 });
const id = fc.integer({ min: 1, max: 999_999_999 });

describe('place URLs', () => {
  it('the id read back from a location or hotel URL is the id it was built with, whatever the name', () => {
    fc.assert(
      fc.property(name, id, (placeName, placeId) => {
        const segment = locationPath(placeName, placeId).replace('/standorte/', '');
        expect(nameAndId(segment)?.id).toBe(placeId);
        const hotelSegment = hotelPath(placeName, placeId).replace('/standorte/hotel/', '');
        expect(nameAndId(hotelSegment)?.id).toBe(placeId);
      }),
    );
  });

  it('spells German names readably and finds no id where the URL has none', () => {
    expect(locationPath('Bad Kissingen', 18)).toBe('/standorte/bad-kissingen-18');
    expect(hotelPath('Hotel Dünenweg', 7)).toBe('/standorte/hotel/hotel-duenenweg-7');
    expect(nameAndId('muenchen')).toBeUndefined();
    expect(nameAndId('42')).toEqual({ name: '', id: 42 });
  });
});
