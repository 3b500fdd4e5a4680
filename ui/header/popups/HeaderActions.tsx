import { useEffect, useRef, useState, type MouseEvent, type PointerEvent, type ReactNode } from 'react';
import { visuallyHidden } from '../../theme/visually-hidden.styles';
import { useLocation } from 'react-router';
import { loginPathWithRedirect } from '../../../domain/login/login-path';
import { useHydrated } from '../use-hydrated';
import { popupGeometry } from '../../../domain/header/popup-geometry';
import { noZeroCounterText } from '../../../domain/cart/cart-counter';
import type { PopoverAction } from '../../../domain/header/header-popover-state';
import { useCartCount } from '../../commerce/use-cart-count';
import { useSisterOrigin, useSite } from '../../site/use-site';
import { popoverDefinition, type HeaderPopoverId } from './popover-definitions';
import { CartIcon, GlobeIcon, HeartIcon, PhoneIcon, UserIcon } from './popup-icons';
import * as headerStyles from '../header.styles';
import * as styles from './popups.styles';
import type * as PopupModule from './PopupContents';
import { usePopoverStore } from './use-popover-store';
import { useVisitor } from './visitor';

const popupId = (id: HeaderPopoverId) => `header-popup-${id}`;
const headingId = (id: HeaderPopoverId) => `header-popup-${id}-title`;
const triggerId = (id: HeaderPopoverId) => `header-trigger-${id}`;

/** Without script the login trigger leads to the login page and from there back to this page. */
const linkTarget = (url: string, id: HeaderPopoverId, loggedIn: boolean, here: string): string =>
  id === 'user' && !loggedIn && !here.startsWith(url) ? loginPathWithRedirect(here) : url;

/** The sister site's home (its origin as the server configured it), else the popup's own page. */
const sisterHome = (sisterOrigin: string, fallback: string): string => (sisterOrigin === '' ? fallback : `${sisterOrigin}/`);

/**
 * The header popups' triggers and the one popup on screen (spec §2, §4, §9): hover and click
 * rules from the rxjs popover store, a modal dialog for keyboard users (Escape closes and returns
 * focus to the trigger), outside click closes, widths and offsets from domain/header/popup-geometry.
 * In the server's HTML and until hydration each trigger is a link to its page (same box, same
 * look), so a tap works before the scripts have loaded.
 */
export const HeaderActions = () => {
  const { store, view } = usePopoverStore();
  // The popups (dialog and contents) load on the first open; the popup opens once they are there,
  // so it shows (and takes focus into) its content at once, as before.
  const [popups, setPopups] = useState<Pick<typeof PopupModule, 'PopupContents' | 'PopupDialog'> | null>(null);
  const { user } = useVisitor();
  const site = useSite();
  const sisterOrigin = useSisterOrigin();
  const count = useCartCount();
  const rootRef = useRef<HTMLDivElement>(null);
  const [focusOnOpen, setFocusOnOpen] = useState(false);
  const loggedIn = user !== null;
  const { phase } = view.state;
  const shown = phase.kind === 'open' || phase.kind === 'closing' ? (phase.id as HeaderPopoverId) : null;
  // A popup opens only once its code is there (withContents below).
  const rendered = popups === null ? null : (view.rendered as HeaderPopoverId | null);

  // Outside clicks close the popup; a click on a trigger is the trigger's own toggle.
  useEffect(() => {
    if (shown === null) return;
    const pressed = (event: globalThis.PointerEvent) => {
      if (rootRef.current !== null && !rootRef.current.contains(event.target as Node)) store.dispatch({ type: 'outsideClicked' });
    };
    document.addEventListener('pointerdown', pressed);
    return () => {
      document.removeEventListener('pointerdown', pressed);
    };
  }, [shown, store]);

  // A new page closes whatever popup was open on the old one.
  const { pathname, search } = useLocation();
  const hydrated = useHydrated();
  useEffect(() => {
    store.dispatch({ type: 'outsideClicked' });
  }, [pathname, store]);

  // A width change over 20 % asked for a new position: the geometry below is taken from the new width.
  useEffect(() => {
    if ((phase.kind === 'open' || phase.kind === 'closing') && phase.repositionRequested) store.dispatch({ type: 'repositioned' });
  }, [phase, store]);

  // Escape closes the popup and hands focus back to its trigger (WAI-ARIA dialog pattern).
  useEffect(() => {
    if (shown === null) return;
    const pressed = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      store.dispatch({ type: 'escapePressed' });
      document.getElementById(triggerId(shown))?.focus();
    };
    document.addEventListener('keydown', pressed);
    return () => {
      document.removeEventListener('keydown', pressed);
    };
  }, [shown, store]);

  // Which trigger the mouse is over, read in the handlers only (a box, not state: no re-render).
  const [hovered] = useState<{ current: HeaderPopoverId | null }>(() => ({ current: null }));
  const withContents = (open: () => void) => {
    if (popups !== null) {
      open();
      return;
    }
    void import('./PopupContents').then(({ PopupContents, PopupDialog }) => {
      setPopups({ PopupContents, PopupDialog });
      open();
    });
  };

  const dispatchFor = (id: HeaderPopoverId, make: (keepOpened: boolean) => PopoverAction) => {
    store.dispatch(make(popoverDefinition(id, loggedIn).keepOpened));
  };

  const trigger = (id: HeaderPopoverId, label: string, icon: ReactNode, extra?: ReactNode, className?: string, labelSuffix = '') => {
    const hover = (entered: boolean) => (event: PointerEvent<HTMLDivElement>) => {
      if (event.pointerType !== 'mouse') return;
      if (entered) {
        hovered.current = id;
        setFocusOnOpen(false);
        // Still over the trigger once the contents are there (the first hover waits for them).
        withContents(() => {
          if (hovered.current === id) dispatchFor(id, (keepOpened) => ({ type: 'pointerEntered', id, keepOpened }));
        });
      } else {
        hovered.current = null;
        store.dispatch({ type: 'pointerLeft', id });
      }
    };
    const clicked = (event: MouseEvent<HTMLButtonElement>) => {
      event.preventDefault();
      setFocusOnOpen(true);
      withContents(() => {
        dispatchFor(id, (keepOpened) => ({ type: 'clicked', id, keepOpened }));
      });
    };
    const definition = popoverDefinition(id, loggedIn);
    const geometry = popupGeometry(
      { width: definition.width, mobileFullWidth: definition.mobileFullWidth },
      phase.kind === 'open' || phase.kind === 'closing' ? phase.positionedAtWidth : view.state.windowWidth,
      loggedIn,
    );
    const content = (
      <>
        {icon}
        <span className={id === 'user' ? `${styles.triggerText} ${styles.greetingText}` : styles.triggerText}>
          {/*
            With a suffix (the cart's count in words) the name is one hidden text, the visible label
            hidden from screen readers: a hidden suffix beside the label was read with a space before
            its comma ('Warenkorb , 1 Artikel'). No aria-label: the name must contain the visible text.
          */}
          {labelSuffix === '' ? (
            label
          ) : (
            <>
              <span aria-hidden="true">{label}</span>
              <span className={visuallyHidden}>{`${label}${labelSuffix}`}</span>
            </>
          )}
        </span>
        {extra}
      </>
    );
    if (!hydrated) {
      return (
        <div className={className}>
          <a id={triggerId(id)} data-replay="" className={headerStyles.iconButton} href={id === 'sister-sites' ? sisterHome(sisterOrigin, definition.url) : linkTarget(definition.url, id, loggedIn, `${pathname}${search}`)}>
            {content}
          </a>
        </div>
      );
    }
    return (
      <div className={className} onPointerEnter={hover(true)} onPointerLeave={hover(false)}>
        <button
          id={triggerId(id)}
          type="button"
          className={headerStyles.iconButton}
          aria-haspopup="dialog"
          aria-expanded={shown === id}
          aria-controls={rendered === id ? popupId(id) : undefined}
          onClick={clicked}
        >
          {content}
        </button>
        {rendered === id && popups !== null ? (
          <popups.PopupDialog id={popupId(id)} labelledBy={headingId(id)} geometry={geometry} fading={view.fading} takeFocus={focusOnOpen && shown === id}>
            <popups.PopupContents id={id} user={user} site={site} headingId={headingId(id)} />
          </popups.PopupDialog>
        ) : null}
      </div>
    );
  };

  const countText = noZeroCounterText(count);
  return (
    <div ref={rootRef} className={headerStyles.actionsSlot}>
      {site === 'main' ? trigger('service', 'Service', <PhoneIcon />, undefined, styles.hideNarrow) : null}
      {trigger('sister-sites', site === 'main' ? 'Betriebsrat-Wissen' : 'Seminare', <GlobeIcon />, undefined, styles.hideNarrow)}
      {trigger('user', user === null ? 'Anmelden' : `Hallo ${user.firstname}`, <UserIcon />)}
      {trigger('wishlist', 'Merkliste', <HeartIcon />)}
      {trigger(
        'cart',
        'Warenkorb',
        <CartIcon />,
        <>
          <span className={styles.badge} data-testid="cart-count" aria-hidden="true">
            {countText}
          </span>
        </>,
        undefined,
        countText === '' ? '' : `, ${countText} Artikel`,
      )}
    </div>
  );
};
