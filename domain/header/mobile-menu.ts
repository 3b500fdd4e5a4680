import type { NavigationItemId } from '../navigation/navigation-item';
import { isDesktopWidth } from './header-timing';

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

export const mobileMenu = (state: MobileMenuState, action: MobileMenuAction): MobileMenuState => {
  switch (action.type) {
    case 'menuOpened':
      return state.kind === 'open' ? state : { kind: 'open', pages: [MOBILE_ROOT_PAGE] };
    case 'subPageOpened':
      // A second tap on the trigger of the page already shown must not stack it twice.
      return state.kind === 'open' && currentPage(state) !== action.itemId
        ? { kind: 'open', pages: [...state.pages, action.itemId] }
        : state;
    case 'backClicked': {
      if (state.kind === 'closed') return state;
      const [root, ...subPages] = state.pages;
      return { kind: 'open', pages: [root, ...subPages.slice(0, -1)] };
    }
    case 'closeClicked':
    case 'escapePressed':
      return MOBILE_MENU_CLOSED;
    case 'windowResized':
      return isDesktopWidth(action.width) ? MOBILE_MENU_CLOSED : state;
  }
};

/** The page stack, bottom first; empty while closed. */
export const pageStack = (state: MobileMenuState): readonly MobileMenuPage[] =>
  state.kind === 'open' ? state.pages : [];

export const currentPage = (state: MobileMenuState): MobileMenuPage | null => pageStack(state).at(-1) ?? null;

/** The page behind the open menu must not scroll. */
export const isScrollLocked = (state: MobileMenuState): boolean => state.kind === 'open';
