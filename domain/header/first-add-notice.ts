import { FIRST_ADD_NOTICE_MS } from './header-timing';
import type { PendingTimer } from './pending-timer';

/** The notice appears only on windows wider than this (spec §9). */
export const FIRST_ADD_NOTICE_WIDER_THAN_PX = 1199;

/**
 * The one-time notice on the first cart addition (spec §2, §9): not yet shown, shown (closing
 * itself after FIRST_ADD_NOTICE_MS), or done — it never comes back on the same page.
 */
export type FirstAddNoticeState = 'idle' | 'shown' | 'done';

export type FirstAddNoticeAction =
  | {
      readonly type: 'cartItemAdded';
      /** The cart count in browser storage before this addition. */
      readonly storedCount: number;
      readonly windowWidth: number;
    }
  | { readonly type: 'closeClicked' }
  | { readonly type: 'autoCloseElapsed' };

export const firstAddNotice = (state: FirstAddNoticeState, action: FirstAddNoticeAction): FirstAddNoticeState => {
  switch (action.type) {
    case 'cartItemAdded':
      return state === 'idle' && action.storedCount === 0 && action.windowWidth > FIRST_ADD_NOTICE_WIDER_THAN_PX
        ? 'shown'
        : state;
    case 'closeClicked':
    case 'autoCloseElapsed':
      return state === 'shown' ? 'done' : state;
  }
};

export const firstAddNoticePendingTimer = (
  state: FirstAddNoticeState,
): PendingTimer<FirstAddNoticeAction> | null =>
  state === 'shown' ? { delayMs: FIRST_ADD_NOTICE_MS, then: { type: 'autoCloseElapsed' } } : null;
