import * as t from 'io-ts';
import type { NavigationGroup } from '../../domain/navigation/navigation-group';
import type { NavigationItem } from '../../domain/navigation/navigation-item';

const LinkPositionWire = t.keyof({ left: null, middle: null, right: null, top: null, bottom: null });
const FlyoutStyleWire = t.keyof({ '2-col': null, '3-col': null, '4-col-grid-headline': null });

/** One navigation item (spec §3), with its children; the CMS's '1'/'0' flags stay strings. */
export const NavigationItemWire: t.Type<NavigationItem> = t.recursion('NavigationItem', () =>
  t.type({
    id: t.number,
    linkText: t.string,
    url: t.string,
    linkClass: t.string,
    linkStyle: t.string,
    linkDescription: t.string,
    linkPosition: LinkPositionWire,
    children: t.readonlyArray(NavigationItemWire),
    isCurrent: t.boolean,
    isCurrentParent: t.boolean,
    expandable: t.string,
    tabLabel: t.string,
    tabDescription: t.string,
    tabLinkRel: t.string,
    tabLinkAbs: t.string,
    hiddenOnFrontend: t.string,
  }),
);

export const InspirationSlideWire = t.type({ imageVertical: t.string, imageHorizontal: t.string, content: t.string });

export const NavigationGroupWire: t.Type<NavigationGroup> = t.type({
  flyoutStyle: FlyoutStyleWire,
  inspiration: t.boolean,
  inspirationContent: t.readonlyArray(InspirationSlideWire),
});

/** The layer of a top-level item: which item, and its layout and slider. */
export const NavigationLayerWire = t.type({ itemId: t.number, group: NavigationGroupWire });
export type NavigationLayerWire = t.TypeOf<typeof NavigationLayerWire>;

/**
 * GET /api/navigation: the navigation of the site the request came to, as visitors see it
 * (hidden items left out), plus the flyout layer of each expandable top-level item.
 */
export const SiteNavigationWire = t.type({
  site: t.keyof({ main: null, 'works-council': null }),
  items: t.readonlyArray(NavigationItemWire),
  layers: t.readonlyArray(NavigationLayerWire),
});
export type SiteNavigationWire = t.TypeOf<typeof SiteNavigationWire>;

export const NAVIGATION_PATH = '/api/navigation';
