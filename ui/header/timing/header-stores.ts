import { lazyStore } from './lazy-store';
import { closedPopoverView, FLYOUT_VIEW_CLOSED, MOBILE_MENU_VIEW_CLOSED } from './views';

/**
 * The header's timed stores as the components create them: each loads its rxjs pipeline after
 * the first paint (./lazy-store.ts). All of them come in one chunk (./timed-stores.ts), one
 * request after hydration.
 */
const timedStores = () => import('./timed-stores');

export const createLazyFlyoutStore = () => lazyStore(async () => (await timedStores()).createFlyoutStore(), FLYOUT_VIEW_CLOSED);

export const createLazySearchStore = () => lazyStore(async () => (await timedStores()).createSearchStore(), 'inactive' as const);

export const createLazyMobileMenuStore = () => lazyStore(async () => (await timedStores()).createMobileMenuStore(), MOBILE_MENU_VIEW_CLOSED);

export const createLazyPopoverStore = (windowWidth: number) =>
  lazyStore(async () => (await timedStores()).createPopoverStore(windowWidth), closedPopoverView(windowWidth));

export const createLazyFirstAddNoticeStore = () => lazyStore(async () => (await timedStores()).createFirstAddNoticeStore(), 'idle' as const);
