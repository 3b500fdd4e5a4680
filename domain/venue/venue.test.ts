import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { cents } from '../money/money';
import { VALIDATION_MESSAGES } from '../validation/messages';
import { checkVenue, nextVenueId, venueSlugCandidates, VENUE_MESSAGES } from './venue';

const HOTEL = { name: 'Hotel Alsterkontor', street: 'Ferdinandstraße 41', postalCode: '20095', city: 'Hamburg', ratePerNight: '119,00', rateDescription: 'Einzelzimmer inkl. Frühstück' };

describe('checkVenue', () => {
  it('takes a venue with its address and a night\'s price in euros with what it includes', () => {
    expect(checkVenue(HOTEL)).toEqual(
      E.right({ name: 'Hotel Alsterkontor', street: 'Ferdinandstraße 41', postalCode: '20095', city: 'Hamburg', overnight: { ratePerNight: cents(11900), description: 'Einzelzimmer inkl. Frühstück' } }),
    );
    expect(checkVenue({ ...HOTEL, ratePerNight: '', rateDescription: '' })).toEqual(E.right(expect.objectContaining({ overnight: null })));
  });

  it('names each bad field with its German message: the address by the site\'s rules, the price and what it includes', () => {
    expect(checkVenue({ ...HOTEL, name: 'H', postalCode: '2009', ratePerNight: '1.190,00', city: 'Hamburg 2' })).toEqual(
      E.left({ name: VENUE_MESSAGES.name, postalCode: VALIDATION_MESSAGES.postalCodeInvalid, city: VALIDATION_MESSAGES.cityWithDigits, ratePerNight: VENUE_MESSAGES.rateFormat }),
    );
    expect(checkVenue({ ...HOTEL, rateDescription: ' ' })).toEqual(E.left({ rateDescription: VENUE_MESSAGES.rateDescription }));
    expect(checkVenue({ ...HOTEL, ratePerNight: '' })).toEqual(E.left({ rateDescription: VENUE_MESSAGES.descriptionWithoutRate }));
  });

  it('refuses a name without a letter or digit, since the image\'s short name comes from it', () => {
    expect(checkVenue({ ...HOTEL, name: '–––' })).toEqual(E.left({ name: VENUE_MESSAGES.nameWithoutLetters }));
  });
});

describe('a new venue\'s id and short name', () => {
  it('the next id after the highest never is one that means "no venue" (522, -1)', () => {
    expect(nextVenueId(124)).toBe(125);
    expect(nextVenueId(521)).toBe(523);
    expect(nextVenueId(-2)).toBe(0);
  });

  it('the short name comes from the name and the city, then "-2", "-3" … when taken', () => {
    const candidates = venueSlugCandidates({ name: 'Hotel Müller & Söhne', city: 'Köln' });
    expect([candidates.next().value, candidates.next().value, candidates.next().value]).toEqual(['hotel-mueller-soehne-koeln', 'hotel-mueller-soehne-koeln-2', 'hotel-mueller-soehne-koeln-3']);
  });
});
