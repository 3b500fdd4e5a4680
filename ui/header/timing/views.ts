import { FLYOUT_CLOSED, type FlyoutState } from '../../../domain/header/flyout-layer-state';
import { initialPopoverState, type PopoverId, type PopoverState } from '../../../domain/header/header-popover-state';
import { MOBILE_MENU_CLOSED, type MobileMenuPage, type MobileMenuState } from '../../../domain/header/mobile-menu-state';
import type { NavigationItemId } from '../../../domain/navigation/navigation-item';

/**
 * What the header's timed stores render, and their first views: the header renders these before
 * the stores' rxjs pipelines have loaded (./lazy-store.ts), so this file imports no rxjs.
 */

/** A state with what is still on screen while it leaves (null when nothing is leaving). */
export interface WithLeaving<S, K> {
  readonly state: S;
  readonly leaving: K | null;
}

/** The desktop flyout as rendered: the open layer, and a closing one for LAYER_CLOSE_MS. */
export type FlyoutView = WithLeaving<FlyoutState, NavigationItemId>;

export const FLYOUT_VIEW_CLOSED: FlyoutView = { state: FLYOUT_CLOSED, leaving: null };

/** The mobile menu as rendered: its page stack, and a page sliding back out for MOBILE_BACK_MS. */
export type MobileMenuView = WithLeaving<MobileMenuState, MobileMenuPage>;

export const MOBILE_MENU_VIEW_CLOSED: MobileMenuView = { state: MOBILE_MENU_CLOSED, leaving: null };

/**
 * What the header renders: the popover on screen (if any) and whether it is fading. A closed
 * popover stays mounted for POPUP_FADE_MS with `fading: true` so it can fade out; a popover
 * that replaces another is swapped in place at once (spec §4).
 */
export interface PopoverView {
  readonly state: PopoverState;
  /** The popover to render: the shown one, or the one fading out. */
  readonly rendered: PopoverId | null;
  readonly fading: boolean;
}

/** Every popover closed, for a window of the width given (the width decides hover or click). */
export const closedPopoverView = (windowWidth: number): PopoverView => ({ state: initialPopoverState(windowWidth), rendered: null, fading: false });
