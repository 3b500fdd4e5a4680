import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { navigationGroupArb, navigationTreeArb } from '../../domain/navigation/navigation.arbitraries';
import { compactNavigation, expandNavigation } from './compact-navigation';

const siteNavigationArb = fc.record({
  site: fc.constantFrom('main' as const, 'works-council' as const),
  items: navigationTreeArb(4),
  layers: fc.array(fc.record({ itemId: fc.nat(), group: navigationGroupArb }), { maxLength: 2 }),
});

describe('compact navigation', () => {
  it('expand(compact(navigation)) equals the navigation: leaving out defaults loses nothing', () => {
    fc.assert(
      fc.property(siteNavigationArb, (navigation) => {
        expect(expandNavigation(compactNavigation(navigation))).toEqual(navigation);
      }),
    );
  });

  it('is never longer as JSON than the full form', () => {
    fc.assert(
      fc.property(siteNavigationArb, (navigation) => {
        expect(JSON.stringify(compactNavigation(navigation)).length).toBeLessThanOrEqual(JSON.stringify(navigation).length);
      }),
    );
  });
});
