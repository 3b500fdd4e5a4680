import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { layerLinks } from './layer-links';
import { LINK_POSITIONS } from './navigation-item';
import { navigationTreeArb } from './navigation.arbitraries';

describe('layerLinks properties', () => {
  it('every item lands in exactly the place its linkPosition names, in its original order', () => {
    fc.assert(
      fc.property(navigationTreeArb(1), (items) => {
        const links = layerLinks(items);
        for (const position of LINK_POSITIONS) {
          expect(links[position]).toEqual(items.filter((item) => item.linkPosition === position));
        }
        expect(LINK_POSITIONS.reduce((total, position) => total + links[position].length, 0)).toBe(items.length);
      }),
    );
  });
});
