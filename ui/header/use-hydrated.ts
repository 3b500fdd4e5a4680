import { startTransition, useEffect, useState } from 'react';

/** Set once the page's first render in the browser has committed; false on the server, always. */
let pageHydrated = false;

/**
 * False in the server's HTML and during hydration, true right after: the header renders plain
 * links first (they work without JavaScript) and turns them into buttons once scripts run.
 *
 * The change is a transition, rendered in slices between which the browser can react to a tap:
 * as a useSyncExternalStore snapshot it was a synchronous re-render of everything that asks,
 * right after hydration, one task of 100 ms and more on a phone (TBT, issue 11). A component
 * that mounts after the page has hydrated (a client-side navigation) starts enhanced.
 */
export const useHydrated = (): boolean => {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    pageHydrated = true;
    if (!hydrated) {
      startTransition(() => {
        setHydrated(true);
      });
    }
    // Once: the value only ever goes from false to true.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return hydrated;
};
