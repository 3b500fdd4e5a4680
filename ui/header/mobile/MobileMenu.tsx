import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { currentPage, isScrollLocked } from '../../../domain/header/mobile-menu-state';
import type { NavigationItem } from '../../../domain/navigation/navigation-item';
import * as headerStyles from '../header.styles';
import { MenuIcon } from '../icons';
import { MAIN_NAVIGATION_ID } from '../navigation/MainNavigation';
import { createLazyMobileMenuStore } from '../timing/header-stores';
import { MOBILE_MENU_VIEW_CLOSED } from '../timing/views';
import { useHydrated } from '../use-hydrated';
import { useStore, useWindowWidth } from '../use-store';
import type { MobileMenuPanel } from './MobileMenuPanel';

/** The menu's link before hydration and its button after: one id, so a tap before hydration opens the menu after it. */
const MENU_BUTTON_ID = 'header-menu-button';

const PANEL_ID = 'mobile-navigation';

/**
 * The full-screen mobile navigation (spec §2, §4) below 1200 px: a menu button opens it as a
 * modal dialog; top-level items open sub-pages (a stack with a back button that slides the page
 * out in 500 ms), their sections fold open (300 ms). The page behind does not scroll; Escape or
 * the close button closes it and gives focus back to the menu button; 1200 px closes it too.
 * Until hydration the menu button is a link to the main navigation in the page, which shows it.
 * The open menu (MobileMenuPanel) loads on the first open; the menu opens once it is there.
 */
export const MobileMenu = ({ items }: { readonly items: readonly NavigationItem[] }) => {
  const { view, dispatch } = useStore(createLazyMobileMenuStore, MOBILE_MENU_VIEW_CLOSED);
  const menuButton = useRef<HTMLButtonElement>(null);
  const [Panel, setPanel] = useState<typeof MobileMenuPanel | null>(null);
  const { pathname } = useLocation();
  const open = view.state.kind === 'open';
  const page = currentPage(view.state);

  useWindowWidth(useCallback((width: number) => { dispatch({ type: 'windowResized', width }); }, [dispatch]));
  useEffect(() => {
    dispatch({ type: 'closeClicked' });
  }, [pathname, dispatch]);
  useEffect(() => {
    if (!isScrollLocked(view.state)) return undefined;
    const { overflow } = document.documentElement.style;
    document.documentElement.style.overflow = 'hidden';
    return () => {
      document.documentElement.style.overflow = overflow;
    };
  }, [view.state]);
  const close = useCallback(() => {
    dispatch({ type: 'closeClicked' });
    menuButton.current?.focus();
  }, [dispatch]);
  const hydrated = useHydrated();

  if (!hydrated) {
    return (
      <a id={MENU_BUTTON_ID} data-replay="" className={`${headerStyles.iconButton} ${headerStyles.menuButton}`} href={`#${MAIN_NAVIGATION_ID}`}>
        <MenuIcon />
        <span>Menü</span>
      </a>
    );
  }
  return (
    <>
      <button
        id={MENU_BUTTON_ID}
        ref={menuButton}
        type="button"
        className={`${headerStyles.iconButton} ${headerStyles.menuButton}`}
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => {
          if (Panel !== null) {
            dispatch({ type: 'menuOpened' });
            return;
          }
          void import('./MobileMenuPanel').then((module) => {
            setPanel(() => module.MobileMenuPanel);
            dispatch({ type: 'menuOpened' });
          });
        }}
      >
        <MenuIcon />
        <span>Menü</span>
      </button>
      {open && page !== null && Panel !== null ? (
        <Panel id={PANEL_ID} items={items} view={view} page={page} dispatch={dispatch} onClose={close} />
      ) : null}
    </>
  );
};

