import {
  asyncScheduler,
  BehaviorSubject,
  distinctUntilChanged,
  EMPTY,
  map,
  merge,
  Observable,
  of,
  scan,
  share,
  skip,
  startWith,
  Subject,
  switchMap,
  timer,
  type SchedulerLike,
} from 'rxjs';
import type { PendingTimer } from '../../../domain/header/pending-timer';
import type { WithLeaving } from './views';

export type { WithLeaving } from './views';

/**
 * A pure reducer driven by actions and by its own timers: whenever the state's pending timer
 * changes, the old timer is cancelled and the new one started (switchMap); when it fires, its
 * action goes through the reducer like any other.
 */
export const timedStates = <S, A>(
  actions: Observable<A>,
  reducer: (state: S, action: A) => S,
  initial: S,
  pendingTimer: (state: S) => PendingTimer<A> | null,
  scheduler: SchedulerLike = asyncScheduler,
): Observable<S> =>
  new Observable<S>((subscriber) => {
    const timed = new Subject<A>();
    const states = merge(actions, timed).pipe(scan(reducer, initial), startWith(initial), distinctUntilChanged(), share());
    const timers = states.pipe(
      map(pendingTimer),
      distinctUntilChanged((a, b) => a === b || (a !== null && b !== null && a.delayMs === b.delayMs && JSON.stringify(a.then) === JSON.stringify(b.then))),
      switchMap((pending) => (pending === null ? EMPTY : timer(pending.delayMs, scheduler).pipe(map(() => pending.then)))),
    );
    const subscription = states.subscribe(subscriber);
    subscription.add(timers.subscribe(timed));
    return subscription;
  });

/**
 * Adds an exit transition: when a change makes something leave (a layer closing, a page popped),
 * it stays rendered as `leaving` for `durationMs`, so the view can play its transition. A newer
 * change ends the transition early (switchMap).
 */
export const withExitTransition = <S, K>(
  states: Observable<S>,
  leavingOf: (previous: S, next: S) => K | null,
  durationMs: number,
  scheduler: SchedulerLike = asyncScheduler,
): Observable<WithLeaving<S, K>> =>
  new Observable<WithLeaving<S, K>>((subscriber) => {
    let previous: { readonly value: S } | null = null;
    return states
      .pipe(
        switchMap((state) => {
          const leaving = previous === null ? null : leavingOf(previous.value, state);
          previous = { value: state };
          if (leaving === null) return of<WithLeaving<S, K>>({ state, leaving: null });
          return timer(durationMs, scheduler).pipe(
            map((): WithLeaving<S, K> => ({ state, leaving: null })),
            startWith<WithLeaving<S, K>>({ state, leaving }),
          );
        }),
      )
      .subscribe(subscriber);
  });

/** What React subscribes to with useSyncExternalStore. */
export interface ExternalStore<V, A> {
  readonly dispatch: (action: A) => void;
  readonly subscribe: (listener: () => void) => () => void;
  readonly getSnapshot: () => V;
  readonly dispose: () => void;
}

/** A store over a view pipeline built from the action stream; the first view is `initial`. */
export const externalStore = <V, A>(initial: V, views: (actions: Observable<A>) => Observable<V>): ExternalStore<V, A> => {
  const actions = new Subject<A>();
  const view = new BehaviorSubject<V>(initial);
  const subscription = views(actions).pipe(skip(1)).subscribe(view);
  return {
    dispatch: (action) => {
      actions.next(action);
    },
    subscribe: (listener) => {
      const inner = view.pipe(skip(1)).subscribe(() => {
        listener();
      });
      return () => {
        inner.unsubscribe();
      };
    },
    getSnapshot: () => view.value,
    dispose: () => {
      subscription.unsubscribe();
    },
  };
};
