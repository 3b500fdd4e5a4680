import { useEffect, useState, useSyncExternalStore } from 'react';
import { createLazyPopoverStore } from '../timing/header-stores';
import type { ExternalStore } from '../timing/timed-store';
import { closedPopoverView, type PopoverView } from '../timing/views';
import type { PopoverAction } from '../../../domain/header/header-popover-state';

type PopoverStore = ExternalStore<PopoverView, PopoverAction>;

/** The width the server renders for: every popover is closed there, so the value only seeds the store. */
const SERVER_WIDTH = 1440;
const SERVER_VIEW: PopoverView = closedPopoverView(SERVER_WIDTH);

/** One popover store per header, fed with the window's width changes; disposed with the header. */
export const usePopoverStore = (): { readonly store: PopoverStore; readonly view: PopoverView } => {
  const [store] = useState(() => createLazyPopoverStore(typeof window === 'undefined' ? SERVER_WIDTH : window.innerWidth));
  useEffect(() => {
    const resized = () => {
      store.dispatch({ type: 'windowResized', width: window.innerWidth });
    };
    window.addEventListener('resize', resized);
    return () => {
      window.removeEventListener('resize', resized);
      store.dispose();
    };
  }, [store]);
  const view = useSyncExternalStore(store.subscribe, store.getSnapshot, () => SERVER_VIEW);
  return { store, view };
};
