import { useEffect, useState, useSyncExternalStore } from 'react';
import type { ExternalStore } from './timing/timed-store';

/** One store per component, disposed with it; the server renders `initial`. */
export const useStore = <V, A>(create: () => ExternalStore<V, A>, initial: V): { readonly view: V; readonly dispatch: (action: A) => void } => {
  const [store] = useState(create);
  useEffect(() => () => {
    store.dispose();
  }, [store]);
  const view = useSyncExternalStore(store.subscribe, store.getSnapshot, () => initial);
  return { view, dispatch: store.dispatch };
};

/** While `active`, calls `onKey` for every key pressed anywhere in the page. */
export const useDocumentKeys = (active: boolean, onKey: (event: KeyboardEvent) => void): void => {
  useEffect(() => {
    if (!active) return undefined;
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
    };
  }, [active, onKey]);
};

/** Calls `onWidth` with the window's width on every resize (the reducers decide what it means). */
export const useWindowWidth = (onWidth: (width: number) => void): void => {
  useEffect(() => {
    const resized = () => {
      onWidth(window.innerWidth);
    };
    window.addEventListener('resize', resized);
    return () => {
      window.removeEventListener('resize', resized);
    };
  }, [onWidth]);
};
