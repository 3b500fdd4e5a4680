import type { NavigationItem, NavigationItemId } from './navigation-item';

/** A tab of a flyout layer: label, description, optional link and the links of its panel. */
export interface NavigationTab {
  readonly id: NavigationItemId;
  readonly label: string;
  readonly description: string;
  readonly link: string | null;
  readonly links: readonly NavigationItem[];
}

const nonBlank = (value: string): string | null => (value.trim() === '' ? null : value);

/**
 * The absolute link wins over the relative one: editors set it only when the tab leads off
 * this site (e.g. to the sister site), which a relative path cannot express.
 */
export const tabLink = (item: NavigationItem): string | null =>
  nonBlank(item.tabLinkAbs) ?? nonBlank(item.tabLinkRel);

/** Items with a tab label become tabs, in their order; the others are not tabs. */
export const navigationTabs = (items: readonly NavigationItem[]): readonly NavigationTab[] =>
  items
    .filter((item) => nonBlank(item.tabLabel) !== null)
    .map((item) => ({
      id: item.id,
      label: item.tabLabel,
      description: item.tabDescription,
      link: tabLink(item),
      links: item.children,
    }));
