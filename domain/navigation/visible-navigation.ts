import type { NavigationItem } from './navigation-item';

/** The navigation shows three levels: top-level items, their children and grandchildren. */
export const NAVIGATION_DEPTH = 3;

const isShownOnFrontend = (item: NavigationItem): boolean => item.hiddenOnFrontend === '0';

const keepShown = (items: readonly NavigationItem[], level: number): readonly NavigationItem[] =>
  items.filter(isShownOnFrontend).map((item) => ({
    ...item,
    children: level < NAVIGATION_DEPTH ? keepShown(item.children, level + 1) : [],
  }));

/**
 * The tree as visitors see it (spec §5): only items with hiddenOnFrontend '0' at all three
 * levels, in their original order. A hidden item takes its subtree with it, and anything
 * below the third level is dropped because no layout has room for it.
 */
export const visibleNavigation = (items: readonly NavigationItem[]): readonly NavigationItem[] =>
  keepShown(items, 1);
