/*
 * The header popovers' state and actions, apart from their reducer (./header-popover.ts): the
 * header renders the closed state at start, the reducer comes later with the rxjs store.
 */

/** Names a header popover: 'user', 'cart', 'wishlist', 'sister-sites', 'service', … */
export type PopoverId = string;

/** A popover on screen, with the window width it was last positioned for. */
interface ShownPopover {
  readonly id: PopoverId;
  readonly keepOpened: boolean;
  readonly positionedAtWidth: number;
  /** Raised when the width moved more than 20 % away; the wiring repositions and acknowledges. */
  readonly repositionRequested: boolean;
  /**
   * Shown by the pointer arriving, not by a click: the click that usually follows the hover
   * (the pointer moved onto the trigger to click it) keeps it open instead of toggling it shut.
   */
  readonly byPointer: boolean;
}

/**
 * The header popovers (spec §4). At most one is shown: `open`, or `closing` while the
 * POPUP_CLOSE_DELAY_MS wait for the pointer to return runs. `opening` is the HOVER_DELAY_MS
 * wait before a hovered popover appears. See popoverPendingTimer for what the wiring runs.
 */
export type PopoverPhase =
  | { readonly kind: 'closed' }
  | { readonly kind: 'opening'; readonly id: PopoverId; readonly keepOpened: boolean }
  | ({ readonly kind: 'open' } & ShownPopover)
  | ({ readonly kind: 'closing' } & ShownPopover);

export interface PopoverState {
  readonly phase: PopoverPhase;
  readonly windowWidth: number;
}

/**
 * Pointer and click actions name the popover (its trigger and its panel share the id) and
 * carry its keepOpened setting. The `…Elapsed` actions are dispatched by the wiring's timers.
 */
export type PopoverAction =
  | { readonly type: 'pointerEntered'; readonly id: PopoverId; readonly keepOpened: boolean }
  | { readonly type: 'hoverDelayElapsed'; readonly id: PopoverId }
  | { readonly type: 'pointerLeft'; readonly id: PopoverId }
  | { readonly type: 'closeDelayElapsed'; readonly id: PopoverId }
  | { readonly type: 'clicked'; readonly id: PopoverId; readonly keepOpened: boolean }
  | { readonly type: 'outsideClicked' }
  | { readonly type: 'escapePressed' }
  | { readonly type: 'windowResized'; readonly width: number }
  | { readonly type: 'repositioned' };

export const POPOVER_CLOSED: PopoverPhase = { kind: 'closed' };

/** Every popover closed, for a window of the width given. */
export const initialPopoverState = (windowWidth: number): PopoverState => ({ phase: POPOVER_CLOSED, windowWidth });
