import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { themeDetailArb } from '../../../application/catalogue/catalogue.arbitraries';
import { ThemeDetailWire } from '../../../application/catalogue/theme.codecs';
import { seminarJsonLd } from './seminar-json-ld';

interface Instance {
  readonly '@type': string;
  readonly offers: { readonly price: string; readonly priceCurrency: string };
  readonly location: { readonly '@type': string; readonly address?: { readonly postalCode: string } };
}

describe('seminar JSON-LD', () => {
  it('has one CourseInstance per date, priced in EUR as listed, held at the venue or virtually when online', () => {
    fc.assert(
      fc.property(themeDetailArb, (detail) => {
        const seminar = ThemeDetailWire.encode(detail);
        const course = seminarJsonLd(seminar, 'https://example.org', `/seminare/p/${seminar.slug}`) as {
          '@type': string;
          hasCourseInstance: readonly Instance[];
        };
        expect(course['@type']).toBe('Course');
        expect(course.hasCourseInstance).toHaveLength(seminar.events.length);
        seminar.events.forEach((event, index) => {
          const instance = course.hasCourseInstance[index];
          expect(instance?.offers).toEqual(expect.objectContaining({ priceCurrency: 'EUR', price: (event.listingPrice / 100).toFixed(2) }));
          if (event.venue === null) expect(instance?.location['@type']).toBe('VirtualLocation');
          else expect(instance?.location.address?.postalCode).toBe(event.venue.postalCode);
        });
      }),
    );
  });
});
