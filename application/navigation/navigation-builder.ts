import type { NavigationGroup } from '../../domain/navigation/navigation-group';
import type { LinkPosition, NavigationItem } from '../../domain/navigation/navigation-item';
import type { NavigationLayerWire } from './navigation.codecs';

/** What an editor fills in for one link; everything else takes the CMS's defaults. */
export interface LinkSpec {
  readonly text: string;
  readonly url: string;
  readonly position?: LinkPosition;
  readonly description?: string;
  readonly linkClass?: string;
  readonly tab?: { readonly label: string; readonly description: string; readonly rel?: string; readonly abs?: string };
  readonly hidden?: boolean;
  readonly children?: readonly LinkSpec[];
}

/** A top-level entry: a plain link, or an expandable one with its flyout layer. */
export interface TopLevelSpec extends LinkSpec {
  readonly layer?: NavigationGroup;
}

/**
 * Numbers the items depth-first, as a CMS export would: ids are stable for the same tree,
 * so the flyout state (which names its trigger by id) survives a reload of the navigation.
 */
export const buildNavigation = (
  entries: readonly TopLevelSpec[],
): { readonly items: readonly NavigationItem[]; readonly layers: readonly NavigationLayerWire[] } => {
  let next = 1;
  const layers: NavigationLayerWire[] = [];
  const itemOf = (spec: LinkSpec, expandable: boolean): NavigationItem => {
    const id = next++;
    return {
      id,
      linkText: spec.text,
      url: spec.url,
      linkClass: spec.linkClass ?? '',
      linkStyle: '',
      linkDescription: spec.description ?? '',
      linkPosition: spec.position ?? 'left',
      children: (spec.children ?? []).map((child) => itemOf(child, false)),
      isCurrent: false,
      isCurrentParent: false,
      expandable: expandable ? '1' : '0',
      tabLabel: spec.tab?.label ?? '',
      tabDescription: spec.tab?.description ?? '',
      tabLinkRel: spec.tab?.rel ?? '',
      tabLinkAbs: spec.tab?.abs ?? '',
      hiddenOnFrontend: spec.hidden === true ? '1' : '0',
    };
  };
  const items = entries.map((entry) => {
    const item = itemOf(entry, entry.layer !== undefined);
    if (entry.layer !== undefined) layers.push({ itemId: item.id, group: entry.layer });
    return item;
  });
  return { items, layers };
};
