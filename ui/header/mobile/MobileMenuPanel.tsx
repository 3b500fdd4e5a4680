import { useCallback, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { MOBILE_ROOT_PAGE, type MobileMenuAction, type MobileMenuPage } from '../../../domain/header/mobile-menu-state';
import { isExpandable, type NavigationItem } from '../../../domain/navigation/navigation-item';
import { loginPathWithRedirect } from '../../../domain/login/login-path';
import { useVisitor } from '../popups/visitor';
import { ChevronRightIcon, CloseIcon } from '../icons';
import { NavigationLink } from '../navigation/NavigationLink';
import type { MobileMenuView } from '../timing/views';
import { useDocumentKeys } from '../use-store';
import { plainList } from '../../theme/plain-list.styles';
import { SubPage } from './SubPage';
import * as headerStyles from '../header.styles';
import * as styles from './mobile-menu.styles';

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

interface MobileMenuPanelProps {
  /** The dialog's id, which the menu button controls. */
  readonly id: string;
  readonly items: readonly NavigationItem[];
  readonly view: MobileMenuView;
  /** The page on top of the stack (the menu is open). */
  readonly page: MobileMenuPage;
  readonly dispatch: (action: MobileMenuAction) => void;
  readonly onClose: () => void;
}

/**
 * The open mobile menu (ui/header/mobile/MobileMenu.tsx has the button and the state): a modal
 * dialog with the page stack. It loads on the first open, not with every page.
 */
export const MobileMenuPanel = ({ id, items, view, page, dispatch, onClose }: MobileMenuPanelProps) => {
  const panel = useRef<HTMLDivElement>(null);
  // Focus follows the page: the first control of a new page, or the item a back came from.
  const previousPage = useRef<MobileMenuPage | null>(null);
  useEffect(() => {
    const before = previousPage.current;
    previousPage.current = page;
    if (before === page) return;
    if (page === MOBILE_ROOT_PAGE && typeof before === 'number') panel.current?.querySelector<HTMLElement>(`[data-item="${String(before)}"]`)?.focus();
    else panel.current?.querySelector<HTMLElement>(FOCUSABLE.split(', ').map((selector) => `[data-page="${String(page)}"] ${selector}`).join(', '))?.focus();
  }, [page]);

  const onKeyDown = useCallback((event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      onClose();
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
  }, [onClose]);
  useDocumentKeys(true, onKeyDown);

  const pageContent = (shown: MobileMenuPage, leaving: boolean) => {
    const item = shown === MOBILE_ROOT_PAGE ? null : items.find((candidate) => candidate.id === shown);
    return (
      <div key={String(shown)} className={styles.page} data-page={String(shown)} data-leaving={leaving} inert={leaving}>
        {item ? (
          <SubPage item={item} onBack={() => { dispatch({ type: 'backClicked' }); }} />
        ) : (
          <>
            <LoginBanner />
            <ul className={`${plainList} ${styles.list}`}>
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

  return (
    <div ref={panel} id={id} className={styles.panel} role="dialog" aria-modal="true" aria-label="Menü">
      <div className={styles.panelHeader}>
        <span>Menü</span>
        <button type="button" className={headerStyles.iconButton} onClick={onClose}>
          <CloseIcon /> Menü schließen
        </button>
      </div>
      <nav className={styles.pages} aria-label="Hauptnavigation mobil">
        {pageContent(page, false)}
        {view.leaving === null ? null : pageContent(view.leaving, true)}
      </nav>
    </div>
  );
};
