import type { NavigationLayerWire, SiteNavigationWire } from '../../application/navigation/navigation.codecs';
import type { NavigationItem } from '../../domain/navigation/navigation-item';
import { oncePerObject } from '../platform/server-memo';

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

/** The form the root loader ships (once per tree: ui/layout/site-layout.loader.ts keeps it). */
export const compactNavigation = (navigation: SiteNavigationWire): CompactNavigation => ({
  site: navigation.site,
  items: navigation.items.map(compactItem),
  layers: navigation.layers,
});

const expanding = (navigation: CompactNavigation): SiteNavigationWire => ({
  site: navigation.site,
  items: navigation.items.map(expandItem),
  layers: navigation.layers,
});

/**
 * The full form components use. On the server once per shipped tree (every render of every page
 * reads the same one), so treat the result as read-only; in the browser useMemo covers it.
 */
export const expandNavigation = import.meta.env.SSR ? oncePerObject(expanding) : expanding;
