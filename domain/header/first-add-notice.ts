import { FIRST_ADD_NOTICE_MS, isDesktopWidth } from './header-timing';
import type { PendingTimer } from './pending-timer';

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
      /**
       * window.innerWidth: whole CSS pixels. For those, "wider than 1199 px" (spec §9) is the
       * desktop width of 1200 px or more, so the notice uses the flyout's test and a fractional
       * width (1199.5) counts as narrow for both alike.
       */
      readonly windowWidth: number;
    }
  | { readonly type: 'closeClicked' }
  | { readonly type: 'autoCloseElapsed' };

export const firstAddNotice = (state: FirstAddNoticeState, action: FirstAddNoticeAction): FirstAddNoticeState => {
  switch (action.type) {
    case 'cartItemAdded':
      return state === 'idle' && action.storedCount === 0 && isDesktopWidth(action.windowWidth) ? 'shown' : state;
    case 'closeClicked':
    case 'autoCloseElapsed':
      return state === 'shown' ? 'done' : state;
  }
};

export const firstAddNoticePendingTimer = (
  state: FirstAddNoticeState,
): PendingTimer<FirstAddNoticeAction> | null =>
  state === 'shown' ? { delayMs: FIRST_ADD_NOTICE_MS, then: { type: 'autoCloseElapsed' } } : null;
