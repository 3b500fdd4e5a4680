import type { NavigationLayerWire, SiteNavigationWire } from '../../application/navigation/navigation.codecs';
import type { NavigationItem } from '../../domain/navigation/navigation-item';

/**
 * The navigation as the root loader ships it to the browser with every page: fields that hold
 * the CMS's default ('' text, '0' flags, false, no children, 'left') are left out. The main
 * site's tree has hundreds of items with mostly empty fields; this halves the page's HTML.
 */
export type CompactItem = Partial<Omit<NavigationItem, 'children'>> & {
  readonly id: number;
  readonly children?: readonly CompactItem[];
};

export interface CompactNavigation {
  readonly site: SiteNavigationWire['site'];
  readonly items: readonly CompactItem[];
  readonly layers: readonly NavigationLayerWire[];
}

const DEFAULTS: Omit<NavigationItem, 'id' | 'children'> = {
  linkText: '',
  url: '',
  linkClass: '',
  linkStyle: '',
  linkDescription: '',
  linkPosition: 'left',
  isCurrent: false,
  isCurrentParent: false,
  expandable: '0',
  tabLabel: '',
  tabDescription: '',
  tabLinkRel: '',
  tabLinkAbs: '',
  hiddenOnFrontend: '0',
};

const KEYS = Object.keys(DEFAULTS) as (keyof typeof DEFAULTS)[];

const compactItem = (item: NavigationItem): CompactItem => {
  const compact: Record<string, unknown> = { id: item.id };
  for (const key of KEYS) if (item[key] !== DEFAULTS[key]) compact[key] = item[key];
  if (item.children.length > 0) compact.children = item.children.map(compactItem);
  return compact as CompactItem;
};

const expandItem = ({ children, ...fields }: CompactItem): NavigationItem => ({
  ...DEFAULTS,
  ...fields,
  children: (children ?? []).map(expandItem),
});

/**
 * The same tree gives the same form: the server's navigation comes from a cache, and every render
 * of a page (on the server, for each request) reads it; computing the form once per tree keeps a
 * few thousand objects per request off the heap. Keyed weakly: a tree dropped from the cache goes.
 */
const once = <K extends object, V>(make: (key: K) => V): ((key: K) => V) => {
  const made = new WeakMap<K, V>();
  return (key) => {
    const known = made.get(key);
    if (known !== undefined) return known;
    const value = make(key);
    made.set(key, value);
    return value;
  };
};

/** Treat the result as read-only: it is shared by every page that shows the same tree. */
export const compactNavigation = once(
  (navigation: SiteNavigationWire): CompactNavigation => ({
    site: navigation.site,
    items: navigation.items.map(compactItem),
    layers: navigation.layers,
  }),
);

/** Treat the result as read-only: it is shared by every page that shows the same tree. */
export const expandNavigation = once(
  (navigation: CompactNavigation): SiteNavigationWire => ({
    site: navigation.site,
    items: navigation.items.map(expandItem),
    layers: navigation.layers,
  }),
);
