import { asyncScheduler, distinctUntilChanged, scan, startWith, type Observable, type SchedulerLike } from 'rxjs';
import { MOBILE_BACK_MS } from '../../../domain/header/header-timing';
import {
  MOBILE_MENU_CLOSED,
  mobileMenu,
  pageStack,
  type MobileMenuAction,
  type MobileMenuPage,
  type MobileMenuState,
} from '../../../domain/header/mobile-menu';
import { externalStore, withExitTransition, type ExternalStore } from './timed-store';
import { MOBILE_MENU_VIEW_CLOSED, type MobileMenuView } from './views';

export { MOBILE_MENU_VIEW_CLOSED, type MobileMenuView } from './views';

/** Back pops the top page, which slides out; closing the menu takes everything away at once. */
const poppedPage = (previous: MobileMenuState, next: MobileMenuState): MobileMenuPage | null => {
  const before = pageStack(previous);
  const after = pageStack(next);
  return next.kind === 'open' && after.length < before.length ? (before.at(-1) ?? null) : null;
};

export const mobileMenuViews = (actions: Observable<MobileMenuAction>, scheduler: SchedulerLike = asyncScheduler): Observable<MobileMenuView> =>
  withExitTransition(
    actions.pipe(scan(mobileMenu, MOBILE_MENU_CLOSED), startWith(MOBILE_MENU_CLOSED), distinctUntilChanged()),
    poppedPage,
    MOBILE_BACK_MS,
    scheduler,
  );

export type MobileMenuStore = ExternalStore<MobileMenuView, MobileMenuAction>;

export const createMobileMenuStore = (scheduler: SchedulerLike = asyncScheduler): MobileMenuStore =>
  externalStore(MOBILE_MENU_VIEW_CLOSED, (actions) => mobileMenuViews(actions, scheduler));
