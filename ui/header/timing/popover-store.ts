import {
  asyncScheduler,
  BehaviorSubject,
  distinctUntilChanged,
  EMPTY,
  map,
  merge,
  of,
  scan,
  share,
  skip,
  startWith,
  Subject,
  switchMap,
  timer,
  Observable,
  type SchedulerLike,
  type Subscription,
} from 'rxjs';
import { POPUP_FADE_MS } from '../../../domain/header/header-timing';
import {
  headerPopover,
  initialPopoverState,
  popoverPendingTimer,
  shownPopover,
  type PopoverAction,
  type PopoverId,
  type PopoverState,
} from '../../../domain/header/header-popover';
import type { PendingTimer } from '../../../domain/header/pending-timer';

/**
 * What the header renders: the popover on screen (if any) and whether it is fading. A closed
 * popover stays mounted for POPUP_FADE_MS with `fading: true` so it can fade out; a popover
 * that replaces another is swapped in place at once (spec §4).
 */
export interface PopoverView {
  readonly state: PopoverState;
  /** The popover to render: the shown one, or the one fading out. */
  readonly rendered: PopoverId | null;
  readonly fading: boolean;
}

const sameTimer = (a: PendingTimer<PopoverAction> | null, b: PendingTimer<PopoverAction> | null): boolean =>
  a === b || (a !== null && b !== null && a.delayMs === b.delayMs && JSON.stringify(a.then) === JSON.stringify(b.then));

/**
 * The pure reducer driven by actions and its own timers: every change of the pending timer
 * (hover 50 ms, close 150 ms) starts a new timer and cancels the old one (switchMap).
 */
export const popoverStates = (
  actions: Observable<PopoverAction>,
  initial: PopoverState,
  scheduler: SchedulerLike = asyncScheduler,
): Observable<PopoverState> =>
  new Observable<PopoverState>((subscriber) => {
    const timed = new Subject<PopoverAction>();
    const states = merge(actions, timed).pipe(scan(headerPopover, initial), startWith(initial), distinctUntilChanged(), share());
    const timers = states.pipe(
      map(popoverPendingTimer),
      distinctUntilChanged(sameTimer),
      switchMap((pending) => (pending === null ? EMPTY : timer(pending.delayMs, scheduler).pipe(map(() => pending.then)))),
    );
    const subscription = states.subscribe(subscriber);
    subscription.add(timers.subscribe(timed));
    return subscription;
  });

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
  dispatch(action: PopoverAction): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): PopoverView;
  dispose(): void;
}

export const createPopoverStore = (windowWidth: number, scheduler: SchedulerLike = asyncScheduler): PopoverStore => {
  const actions = new Subject<PopoverAction>();
  const initial = initialPopoverState(windowWidth);
  const view = new BehaviorSubject<PopoverView>({ state: initial, rendered: null, fading: false });
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
