import { isDesktopWidth } from './header-timing';
import { currentPage, MOBILE_MENU_CLOSED, MOBILE_ROOT_PAGE, type MobileMenuAction, type MobileMenuState } from './mobile-menu-state';

export {
  currentPage,
  isScrollLocked,
  MOBILE_MENU_CLOSED,
  MOBILE_ROOT_PAGE,
  pageStack,
  type MobileMenuAction,
  type MobileMenuPage,
  type MobileMenuState,
} from './mobile-menu-state';

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
