import type { ExternalStore } from './timed-store';

/**
 * A store whose rxjs pipeline loads after the first paint (issue 11: rxjs is not part of any
 * page's start-up JavaScript). It starts loading when React first subscribes, i.e. once the
 * page has hydrated, or at the first action. Until it is there the view is `initial` (what the
 * server rendered) and actions wait; they reach the loaded store in the order they came, so the
 * reducers see what the visitor did. A failed load (offline) is tried again at the next action.
 */
export const lazyStore = <V, A>(load: () => Promise<ExternalStore<V, A>>, initial: V): ExternalStore<V, A> => {
  let loaded: ExternalStore<V, A> | null = null;
  let loading: Promise<void> | null = null;
  let disposed = false;
  const waiting: A[] = [];
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  const start = () => {
    loading ??= load().then(
      (store) => {
        if (disposed) {
          store.dispose();
          return;
        }
        loaded = store;
        store.subscribe(notify);
        for (const action of waiting.splice(0)) store.dispatch(action);
        // The loaded store's first view may be another object than `initial`: React reads it anew.
        notify();
      },
      () => {
        loading = null;
      },
    );
  };
  return {
    dispatch: (action) => {
      if (loaded !== null) {
        loaded.dispatch(action);
        return;
      }
      waiting.push(action);
      start();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      start();
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => (loaded === null ? initial : loaded.getSnapshot()),
    dispose: () => {
      disposed = true;
      loaded?.dispose();
    },
  };
};
