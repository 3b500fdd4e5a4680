import type { NavigationItemId } from '../navigation/navigation-item';

/*
 * The desktop flyout's state, actions and what the view reads of them, apart from the reducer
 * (./flyout-layer.ts), which comes later with the rxjs store.
 */

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

export const isLayerOpen = (state: FlyoutState, trigger: NavigationItemId): boolean =>
  state.kind === 'open' && state.trigger === trigger;
