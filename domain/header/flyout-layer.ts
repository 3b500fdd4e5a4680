import type { NavigationItemId } from '../navigation/navigation-item';
import { isDesktopWidth } from './header-timing';

/**
 * The desktop flyout (spec §4): closed, or open for exactly one top-level trigger. The state is
 * where the flyout is going; the view plays the LAYER_CLOSE_MS transition when a layer leaves.
 */
export type FlyoutState =
  | { readonly kind: 'closed' }
  | { readonly kind: 'open'; readonly trigger: NavigationItemId };

export type FlyoutAction =
  | { readonly type: 'triggerClicked'; readonly trigger: NavigationItemId }
  | { readonly type: 'underlayClicked' }
  | { readonly type: 'closeButtonClicked' }
  | { readonly type: 'escapePressed' }
  | { readonly type: 'windowResized'; readonly width: number };

export const FLYOUT_CLOSED: FlyoutState = { kind: 'closed' };

export const flyoutLayer = (state: FlyoutState, action: FlyoutAction): FlyoutState => {
  switch (action.type) {
    case 'triggerClicked':
      // A click closes whatever is open; the clicked layer opens unless it was the open one.
      return state.kind === 'open' && state.trigger === action.trigger
        ? FLYOUT_CLOSED
        : { kind: 'open', trigger: action.trigger };
    case 'underlayClicked':
    case 'closeButtonClicked':
    case 'escapePressed':
      return FLYOUT_CLOSED;
    case 'windowResized':
      return isDesktopWidth(action.width) ? state : FLYOUT_CLOSED;
  }
};

export const isLayerOpen = (state: FlyoutState, trigger: NavigationItemId): boolean =>
  state.kind === 'open' && state.trigger === trigger;
