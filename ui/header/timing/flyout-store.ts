import { asyncScheduler, scan, startWith, distinctUntilChanged, type Observable, type SchedulerLike } from 'rxjs';
import { FLYOUT_CLOSED, flyoutLayer, type FlyoutAction, type FlyoutState } from '../../../domain/header/flyout-layer';
import { LAYER_CLOSE_MS } from '../../../domain/header/header-timing';
import type { NavigationItemId } from '../../../domain/navigation/navigation-item';
import { externalStore, withExitTransition, type ExternalStore } from './timed-store';
import { FLYOUT_VIEW_CLOSED, type FlyoutView } from './views';

export { FLYOUT_VIEW_CLOSED, type FlyoutView } from './views';

/** A layer leaves when the flyout closes; switching to another layer swaps it at once. */
const closingLayer = (previous: FlyoutState, next: FlyoutState): NavigationItemId | null =>
  previous.kind === 'open' && next.kind === 'closed' ? previous.trigger : null;

export const flyoutViews = (actions: Observable<FlyoutAction>, scheduler: SchedulerLike = asyncScheduler): Observable<FlyoutView> =>
  withExitTransition(
    actions.pipe(scan(flyoutLayer, FLYOUT_CLOSED), startWith(FLYOUT_CLOSED), distinctUntilChanged()),
    closingLayer,
    LAYER_CLOSE_MS,
    scheduler,
  );

export type FlyoutStore = ExternalStore<FlyoutView, FlyoutAction>;

export const createFlyoutStore = (scheduler: SchedulerLike = asyncScheduler): FlyoutStore =>
  externalStore(FLYOUT_VIEW_CLOSED, (actions) => flyoutViews(actions, scheduler));
