import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { NavigationItem } from './navigation-item';
import { NAVIGATION_DEPTH, visibleNavigation } from './visible-navigation';
import { navigationTreeArb } from './navigation.arbitraries';

const depth = (items: readonly NavigationItem[]): number =>
  items.reduce((deepest, item) => Math.max(deepest, 1 + depth(item.children)), 0);

const everyItem = (items: readonly NavigationItem[]): readonly NavigationItem[] =>
  items.flatMap((item) => [item, ...everyItem(item.children)]);

/** Checks at every level that survivors keep their order and no shown sibling is lost. */
const keepsOrderOfShown = (filtered: readonly NavigationItem[], original: readonly NavigationItem[], level: number): boolean => {
  const shownIds = original.filter((item) => item.hiddenOnFrontend === '0').map((item) => item.id);
  const ids = filtered.map((item) => item.id);
  return (
    JSON.stringify(ids) === JSON.stringify(shownIds) &&
    filtered.every((item) => {
      const source = original.find((candidate) => candidate.id === item.id);
      return source !== undefined && (level === NAVIGATION_DEPTH || keepsOrderOfShown(item.children, source.children, level + 1));
    })
  );
};

describe('visibleNavigation properties', () => {
  it('filtering is idempotent', () => {
    fc.assert(
      fc.property(navigationTreeArb(), (tree) => {
        const once = visibleNavigation(tree);
        expect(visibleNavigation(once)).toEqual(once);
      }),
    );
  });

  it("no item with hiddenOnFrontend other than '0' survives at any level", () => {
    fc.assert(
      fc.property(navigationTreeArb(), (tree) => {
        expect(everyItem(visibleNavigation(tree)).every((item) => item.hiddenOnFrontend === '0')).toBe(true);
      }),
    );
  });

  it('depth never exceeds three levels', () => {
    fc.assert(
      fc.property(navigationTreeArb(6), (tree) => {
        expect(depth(visibleNavigation(tree))).toBeLessThanOrEqual(NAVIGATION_DEPTH);
      }),
    );
  });

  it('survivors keep their order and every shown item under shown parents survives', () => {
    fc.assert(
      fc.property(navigationTreeArb(), (tree) => {
        expect(keepsOrderOfShown(visibleNavigation(tree), tree, 1)).toBe(true);
      }),
    );
  });
});
