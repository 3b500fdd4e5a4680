import { isDesktopWidth } from './header-timing';
import { FLYOUT_CLOSED, type FlyoutAction, type FlyoutState } from './flyout-layer-state';

export { FLYOUT_CLOSED, isLayerOpen, type FlyoutAction, type FlyoutState } from './flyout-layer-state';

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
