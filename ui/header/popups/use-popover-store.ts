import { useEffect, useState, useSyncExternalStore } from 'react';
import { initialPopoverState } from '../../../domain/header/header-popover';
import { createPopoverStore, type PopoverStore, type PopoverView } from '../timing/popover-store';

/** The width the server renders for: every popover is closed there, so the value only seeds the store. */
const SERVER_WIDTH = 1440;
const SERVER_VIEW: PopoverView = { state: initialPopoverState(SERVER_WIDTH), rendered: null, fading: false };

/** One popover store per header, fed with the window's width changes; disposed with the header. */
export const usePopoverStore = (): { readonly store: PopoverStore; readonly view: PopoverView } => {
  const [store] = useState(() => createPopoverStore(typeof window === 'undefined' ? SERVER_WIDTH : window.innerWidth));
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
