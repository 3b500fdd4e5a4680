/*
 * The header search's state, actions and what the view reads of them, apart from the reducer
 * (./search-field.ts), which comes later with the rxjs store.
 */

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

export const isSearchActive = (state: SearchFieldState): boolean => state !== 'inactive';
