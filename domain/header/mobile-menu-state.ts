import type { NavigationItemId } from '../navigation/navigation-item';

/*
 * The mobile menu's state, actions and what the view reads of them, apart from the reducer
 * (./mobile-menu.ts): the header renders the closed menu at start, the reducer comes later with
 * the rxjs store.
 */

/** The first page of the open mobile menu: the top-level navigation. */
export const MOBILE_ROOT_PAGE = 'root';

export type MobileMenuPage = typeof MOBILE_ROOT_PAGE | NavigationItemId;

/**
 * The full-screen mobile navigation (spec §4): closed, or open with a stack of pages whose
 * bottom is always the root page. The view plays MOBILE_BACK_MS over a popped page.
 */
export type MobileMenuState =
  | { readonly kind: 'closed' }
  | { readonly kind: 'open'; readonly pages: readonly [typeof MOBILE_ROOT_PAGE, ...NavigationItemId[]] };

export type MobileMenuAction =
  | { readonly type: 'menuOpened' }
  | { readonly type: 'subPageOpened'; readonly itemId: NavigationItemId }
  | { readonly type: 'backClicked' }
  | { readonly type: 'closeClicked' }
  | { readonly type: 'escapePressed' }
  | { readonly type: 'windowResized'; readonly width: number };

export const MOBILE_MENU_CLOSED: MobileMenuState = { kind: 'closed' };

/** The page stack, bottom first; empty while closed. */
export const pageStack = (state: MobileMenuState): readonly MobileMenuPage[] =>
  state.kind === 'open' ? state.pages : [];

export const currentPage = (state: MobileMenuState): MobileMenuPage | null => pageStack(state).at(-1) ?? null;

/** The page behind the open menu must not scroll. */
export const isScrollLocked = (state: MobileMenuState): boolean => state.kind === 'open';
