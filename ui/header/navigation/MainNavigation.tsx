import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { isLayerOpen } from '../../../domain/header/flyout-layer-state';
import { isExpandable, type NavigationItem } from '../../../domain/navigation/navigation-item';
import type { SiteNavigationWire } from '../../../application/navigation/navigation.codecs';
import { ChevronDownIcon } from '../icons';
import { createLazyFlyoutStore } from '../timing/header-stores';
import { FLYOUT_VIEW_CLOSED } from '../timing/views';
import { useHydrated } from '../use-hydrated';
import { useDocumentKeys, useStore, useWindowWidth } from '../use-store';
import type { FlyoutLayer } from './FlyoutLayer';
import { flyoutId } from './flyout-id';
import { NavigationLink } from './NavigationLink';
import * as styles from './navigation.styles';

/** Before the scripts run, the mobile menu button is a link to this id (the nav's CSS shows it as :target). */
export const MAIN_NAVIGATION_ID = 'hauptnavigation';

/**
 * The desktop main navigation (WAI-ARIA disclosure navigation): expandable top-level items are
 * buttons with aria-expanded that open their flyout layer; Escape closes it and gives focus back
 * to its button. In the server's HTML (and without JavaScript) every top-level item is a link.
 * The layers' contents (tabs, slider) load on the first open; the layer opens once they are there.
 */
export const MainNavigation = ({ navigation, items }: { readonly navigation: SiteNavigationWire; readonly items: readonly NavigationItem[] }) => {
  const hydrated = useHydrated();
  const { view, dispatch } = useStore(createLazyFlyoutStore, FLYOUT_VIEW_CLOSED);
  const buttons = useRef(new Map<number, HTMLButtonElement>());
  const [Layer, setLayer] = useState<typeof FlyoutLayer | null>(null);
  const { pathname } = useLocation();
  useWindowWidth(useCallback((width: number) => { dispatch({ type: 'windowResized', width }); }, [dispatch]));
  // A followed link leads to another page: the layer closes as by its close button.
  useEffect(() => {
    dispatch({ type: 'closeButtonClicked' });
  }, [pathname, dispatch]);
  const close = () => {
    dispatch({ type: 'closeButtonClicked' });
  };
  const openTrigger = view.state.kind === 'open' ? view.state.trigger : null;
  useDocumentKeys(
    openTrigger !== null,
    useCallback(
      (event: KeyboardEvent) => {
        if (event.key !== 'Escape' || openTrigger === null) return;
        dispatch({ type: 'escapePressed' });
        buttons.current.get(openTrigger)?.focus();
      },
      [dispatch, openTrigger],
    ),
  );
  const layerOf = (item: NavigationItem) => navigation.layers.find((layer) => layer.itemId === item.id)?.group;
  return (
    <nav id={MAIN_NAVIGATION_ID} className={styles.nav} aria-label="Hauptnavigation">
      <ul className={styles.topList}>
        {items.map((item) => {
          const group = layerOf(item);
          const expandable = group !== undefined && isExpandable(item);
          if (!hydrated || !expandable) {
            return (
              <li key={item.id} className={styles.topItem}>
                <NavigationLink item={item} className={styles.topLink}>
                  {item.linkText}
                  {/* The chevron of the button it becomes after hydration: same width, no layout shift (CLS 0). */}
                  {expandable ? <ChevronDownIcon /> : null}
                </NavigationLink>
              </li>
            );
          }
          const open = isLayerOpen(view.state, item.id);
          const closing = view.leaving === item.id;
          return (
            <li key={item.id} className={styles.topItem}>
              <button
                ref={(element) => {
                  if (element) buttons.current.set(item.id, element);
                }}
                type="button"
                className={styles.topLink}
                aria-expanded={open}
                aria-controls={flyoutId(item)}
                data-current={item.isCurrent || item.isCurrentParent}
                onClick={() => {
                  if (Layer !== null) {
                    dispatch({ type: 'triggerClicked', trigger: item.id });
                    return;
                  }
                  void import('./FlyoutLayer').then((module) => {
                    setLayer(() => module.FlyoutLayer);
                    dispatch({ type: 'triggerClicked', trigger: item.id });
                  });
                }}
              >
                {item.linkText}
                <ChevronDownIcon />
              </button>
              {(open || closing) && Layer !== null ? <Layer item={item} group={group} closing={closing} onClose={close} /> : null}
            </li>
          );
        })}
      </ul>
      {view.state.kind === 'open' ? <div className={styles.underlay} onClick={close} aria-hidden="true" /> : null}
    </nav>
  );
};
