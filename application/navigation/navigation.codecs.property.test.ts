import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { navigationGroupArb, navigationTreeArb } from '../../domain/navigation/navigation.arbitraries';
import { SiteNavigationWire } from './navigation.codecs';

const siteNavigationArb = fc.record({
  site: fc.constantFrom('main' as const, 'works-council' as const),
  items: navigationTreeArb(4),
  layers: fc.array(fc.record({ itemId: fc.nat(), group: navigationGroupArb }), { maxLength: 3 }),
});

describe('SiteNavigationWire', () => {
  it('decode(encode(navigation)) equals the navigation, at every depth', () => {
    fc.assert(
      fc.property(siteNavigationArb, (navigation) => {
        expect(SiteNavigationWire.decode(SiteNavigationWire.encode(navigation))).toEqual(E.right(navigation));
      }),
    );
  });

  it('refuses an item whose linkPosition is not one of the five', () => {
    const item = { id: 1, linkText: 'x', url: '/', linkClass: '', linkStyle: '', linkDescription: '', linkPosition: 'center', children: [] };
    expect(E.isLeft(SiteNavigationWire.decode({ site: 'main', items: [item], layers: [] }))).toBe(true);
  });
});
