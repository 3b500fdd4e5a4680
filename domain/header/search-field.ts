import { SEARCH_HIDE_MS } from './header-timing';
import type { PendingTimer } from './pending-timer';
import type { SearchFieldAction, SearchFieldState } from './search-field-state';

export { isSearchActive, type SearchFieldAction, type SearchFieldState } from './search-field-state';

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

/** The hide delay runs while hiding; focus or search-in cancels it, blur starts it. */
export const searchPendingTimer = (state: SearchFieldState): PendingTimer<SearchFieldAction> | null =>
  state === 'hiding' ? { delayMs: SEARCH_HIDE_MS, then: { type: 'hideDelayElapsed' } } : null;
