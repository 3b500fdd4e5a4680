/** Where a link sits in a flyout layer (spec §3). */
export type LinkPosition = 'left' | 'middle' | 'right' | 'top' | 'bottom';

export const LINK_POSITIONS: readonly LinkPosition[] = ['left', 'middle', 'right', 'top', 'bottom'];

export type NavigationItemId = number;

/**
 * One entry of the shared navigation as the CMS delivers it (spec §3). The flag fields keep the
 * CMS's string encoding ('1' / '0') so that a decoder passes them through unchanged; text fields
 * the CMS leaves out arrive as ''.
 */
export interface NavigationItem {
  readonly id: NavigationItemId;
  readonly linkText: string;
  readonly url: string;
  readonly linkClass: string;
  readonly linkStyle: string;
  readonly linkDescription: string;
  readonly linkPosition: LinkPosition;
  /** Up to three levels are shown; see visibleNavigation. */
  readonly children: readonly NavigationItem[];
  readonly isCurrent: boolean;
  readonly isCurrentParent: boolean;
  /** '1' means the item opens a layer or section instead of navigating. */
  readonly expandable: string;
  readonly tabLabel: string;
  readonly tabDescription: string;
  /** Site-relative tab target, e.g. '/seminare'. */
  readonly tabLinkRel: string;
  /** Absolute tab target, e.g. on the sister site. */
  readonly tabLinkAbs: string;
  /** '0' means shown; any other value hides the item and everything below it. */
  readonly hiddenOnFrontend: string;
}

export const isExpandable = (item: NavigationItem): boolean => item.expandable === '1';
