import { asyncScheduler, BehaviorSubject, map, Observable, of, skip, startWith, Subject, switchMap, timer, type SchedulerLike, type Subscription } from 'rxjs';
import { POPUP_FADE_MS } from '../../../domain/header/header-timing';
import {
  headerPopover,
  popoverPendingTimer,
  shownPopover,
  type PopoverAction,
  type PopoverId,
  type PopoverState,
} from '../../../domain/header/header-popover';
import { timedStates } from './timed-store';
import { closedPopoverView, type PopoverView } from './views';

export type { PopoverView } from './views';

/** The pure reducer driven by actions and its own timers (hover 50 ms, close 150 ms). */
export const popoverStates = (
  actions: Observable<PopoverAction>,
  initial: PopoverState,
  scheduler: SchedulerLike = asyncScheduler,
): Observable<PopoverState> => timedStates(actions, headerPopover, initial, popoverPendingTimer, scheduler);

/** Adds the fade: a popover that disappears stays rendered, fading, for POPUP_FADE_MS. */
export const popoverViews = (states: Observable<PopoverState>, scheduler: SchedulerLike = asyncScheduler): Observable<PopoverView> =>
  new Observable<PopoverView>((subscriber) => {
    let previousShown: PopoverId | null = null;
    return states
      .pipe(
        switchMap((state) => {
          const shown = shownPopover(state);
          const leaving = previousShown;
          previousShown = shown;
          if (shown !== null || leaving === null) return of<PopoverView>({ state, rendered: shown, fading: false });
          return timer(POPUP_FADE_MS, scheduler).pipe(
            map((): PopoverView => ({ state, rendered: null, fading: false })),
            startWith<PopoverView>({ state, rendered: leaving, fading: true }),
          );
        }),
      )
      .subscribe(subscriber);
  });

/** The store React subscribes to with useSyncExternalStore. */
export interface PopoverStore {
  readonly dispatch: (action: PopoverAction) => void;
  readonly subscribe: (listener: () => void) => () => void;
  readonly getSnapshot: () => PopoverView;
  readonly dispose: () => void;
}

export const createPopoverStore = (windowWidth: number, scheduler: SchedulerLike = asyncScheduler): PopoverStore => {
  const actions = new Subject<PopoverAction>();
  const closed = closedPopoverView(windowWidth);
  const initial = closed.state;
  const view = new BehaviorSubject<PopoverView>(closed);
  const subscription: Subscription = popoverViews(popoverStates(actions, initial, scheduler), scheduler)
    .pipe(skip(1))
    .subscribe(view);
  return {
    dispatch: (action) => { actions.next(action); },
    subscribe: (listener) => {
      const inner = view.pipe(skip(1)).subscribe(() => { listener(); });
      return () => { inner.unsubscribe(); };
    },
    getSnapshot: () => view.value,
    dispose: () => { subscription.unsubscribe(); },
  };
};
