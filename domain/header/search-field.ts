import { SEARCH_HIDE_MS } from './header-timing';
import type { PendingTimer } from './pending-timer';

/**
 * The header search (spec §2, §4): inactive, active, or hiding — still shown for SEARCH_HIDE_MS
 * after losing focus, so a click on its own submit button still lands.
 */
export type SearchFieldState = 'inactive' | 'active' | 'hiding';

export type SearchFieldAction =
  | { readonly type: 'searchIn' }
  | { readonly type: 'searchOut' }
  | { readonly type: 'searchIconClicked' }
  | { readonly type: 'focused' }
  | { readonly type: 'blurred' }
  | { readonly type: 'hideDelayElapsed' };

export const searchField = (state: SearchFieldState, action: SearchFieldAction): SearchFieldState => {
  switch (action.type) {
    case 'searchIn':
    case 'focused':
      return 'active';
    case 'searchOut':
      return 'inactive';
    case 'searchIconClicked':
      return state === 'inactive' ? 'active' : 'inactive';
    case 'blurred':
      return state === 'active' ? 'hiding' : state;
    case 'hideDelayElapsed':
      return state === 'hiding' ? 'inactive' : state;
  }
};

export const isSearchActive = (state: SearchFieldState): boolean => state !== 'inactive';

/** The hide delay runs while hiding; focus or search-in cancels it, blur starts it. */
export const searchPendingTimer = (state: SearchFieldState): PendingTimer<SearchFieldAction> | null =>
  state === 'hiding' ? { delayMs: SEARCH_HIDE_MS, then: { type: 'hideDelayElapsed' } } : null;
