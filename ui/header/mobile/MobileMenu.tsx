import { useCallback, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { currentPage, isScrollLocked, MOBILE_ROOT_PAGE, type MobileMenuPage } from '../../../domain/header/mobile-menu';
import { isExpandable, type NavigationItem } from '../../../domain/navigation/navigation-item';
import { loginPathWithRedirect } from '../../commerce/login-path';
import { useVisitor } from '../popups/visitor';
import * as headerStyles from '../header.styles';
import { ChevronRightIcon, CloseIcon, MenuIcon } from '../icons';
import { MAIN_NAVIGATION_ID } from '../navigation/MainNavigation';
import { NavigationLink } from '../navigation/NavigationLink';
import { createMobileMenuStore, MOBILE_MENU_VIEW_CLOSED } from '../timing/mobile-menu-store';
import { useHydrated } from '../use-hydrated';
import { useDocumentKeys, useStore, useWindowWidth } from '../use-store';
import { SubPage } from './SubPage';
import * as styles from './mobile-menu.styles';

const PANEL_ID = 'mobile-navigation';
const FOCUSABLE = 'a[href], button:not([disabled]), input, [tabindex]:not([tabindex="-1"])';

const LoginBanner = () => {
  const { user } = useVisitor();
  const { pathname, search } = useLocation();
  return (
    <div className={styles.banner}>
      {user === null ? (
        <a href={loginPathWithRedirect(`${pathname}${search}`)}>Bei meinifb einloggen oder registrieren</a>
      ) : (
        <>
          <p>Hallo {user.firstname}!</p>
          <a href="/kundenportal/meinifb">Mein Bereich</a> · <a href="/kundenportal/logout">abmelden</a>
        </>
      )}
    </div>
  );
};

/**
 * The full-screen mobile navigation (spec §2, §4) below 1200 px: a menu button opens it as a
 * modal dialog; top-level items open sub-pages (a stack with a back button that slides the page
 * out in 500 ms), their sections fold open (300 ms). The page behind does not scroll; Escape or
 * the close button closes it and gives focus back to the menu button; 1200 px closes it too.
 * Until hydration the menu button is a link to the main navigation in the page, which shows it.
 */
export const MobileMenu = ({ items }: { readonly items: readonly NavigationItem[] }) => {
  const { view, dispatch } = useStore(createMobileMenuStore, MOBILE_MENU_VIEW_CLOSED);
  const menuButton = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
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
  // Focus follows the page: the first control of a new page, or the item a back came from.
  const previousPage = useRef<MobileMenuPage | null>(null);
  useEffect(() => {
    const before = previousPage.current;
    previousPage.current = page;
    if (page === null || before === page) return;
    if (page === MOBILE_ROOT_PAGE && typeof before === 'number') panel.current?.querySelector<HTMLElement>(`[data-item="${String(before)}"]`)?.focus();
    else panel.current?.querySelector<HTMLElement>(FOCUSABLE.split(', ').map((selector) => `[data-page="${String(page)}"] ${selector}`).join(', '))?.focus();
  }, [page]);

  const close = useCallback(() => {
    dispatch({ type: 'closeClicked' });
    menuButton.current?.focus();
  }, [dispatch]);
  const onKeyDown = useCallback((event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      close();
      return;
    }
    if (event.key !== 'Tab' || panel.current === null) return;
    // Modal: Tab wraps around inside the menu.
    const focusable = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.closest('[inert]'));
    const first = focusable[0];
    const last = focusable.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  }, [close]);
  useDocumentKeys(open, onKeyDown);
  const hydrated = useHydrated();

  const pageContent = (shown: MobileMenuPage, leaving: boolean) => {
    const item = shown === MOBILE_ROOT_PAGE ? null : items.find((candidate) => candidate.id === shown);
    return (
      <div key={String(shown)} className={styles.page} data-page={String(shown)} data-leaving={leaving} inert={leaving}>
        {item ? (
          <SubPage item={item} onBack={() => { dispatch({ type: 'backClicked' }); }} />
        ) : (
          <>
            <LoginBanner />
            <ul className={styles.list}>
              {items.map((entry) => (
                <li key={entry.id}>
                  {isExpandable(entry) && entry.children.length > 0 ? (
                    <button
                      data-item={entry.id}
                      type="button"
                      className={styles.row}
                      onClick={() => { dispatch({ type: 'subPageOpened', itemId: entry.id }); }}
                    >
                      {entry.linkText}
                      <ChevronRightIcon />
                    </button>
                  ) : (
                    <NavigationLink item={entry} className={styles.row}>
                      {entry.linkText}
                    </NavigationLink>
                  )}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    );
  };

  if (!hydrated) {
    return (
      <a className={`${headerStyles.iconButton} ${headerStyles.menuButton}`} href={`#${MAIN_NAVIGATION_ID}`}>
        <MenuIcon />
        <span>Menü</span>
      </a>
    );
  }
  return (
    <>
      <button
        ref={menuButton}
        type="button"
        className={`${headerStyles.iconButton} ${headerStyles.menuButton}`}
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => { dispatch({ type: 'menuOpened' }); }}
      >
        <MenuIcon />
        <span>Menü</span>
      </button>
      {open && page !== null ? (
        <div ref={panel} id={PANEL_ID} className={styles.panel} role="dialog" aria-modal="true" aria-label="Menü">
          <div className={styles.panelHeader}>
            <span>Menü</span>
            <button type="button" className={styles.headerButton} onClick={close}>
              <CloseIcon /> Menü schließen
            </button>
          </div>
          <nav className={styles.pages} aria-label="Hauptnavigation mobil">
            {pageContent(page, false)}
            {view.leaving === null ? null : pageContent(view.leaving, true)}
          </nav>
        </div>
      ) : null}
    </>
  );
};

