import { HOVER_DELAY_MS, POPUP_CLOSE_DELAY_MS, RESIZE_THRESHOLD } from './header-timing';
import type { PendingTimer } from './pending-timer';
import { POPOVER_CLOSED as CLOSED, type PopoverAction, type PopoverId, type PopoverPhase, type PopoverState } from './header-popover-state';

export { initialPopoverState, type PopoverAction, type PopoverId, type PopoverPhase, type PopoverState } from './header-popover-state';

const shown = (id: PopoverId, keepOpened: boolean, windowWidth: number, byPointer: boolean): PopoverPhase => ({
  kind: 'open',
  id,
  keepOpened,
  positionedAtWidth: windowWidth,
  repositionRequested: false,
  byPointer,
});

const isShown = (phase: PopoverPhase): phase is Extract<PopoverPhase, { kind: 'open' | 'closing' }> =>
  phase.kind === 'open' || phase.kind === 'closing';

/** More than 20 % away from the width the popover was positioned for. */
export const needsReposition = (positionedAtWidth: number, width: number): boolean =>
  Math.abs(width - positionedAtWidth) > RESIZE_THRESHOLD * positionedAtWidth;

const nextPhase = (phase: PopoverPhase, action: PopoverAction, windowWidth: number): PopoverPhase => {
  switch (action.type) {
    case 'pointerEntered':
      if (phase.kind === 'closed') return { kind: 'opening', id: action.id, keepOpened: action.keepOpened };
      if (phase.kind === 'opening') return phase.id === action.id ? phase : { ...phase, id: action.id, keepOpened: action.keepOpened };
      // The pointer came back in time: the close is cancelled and the popover stays where it is.
      // Already open: the same phase, so subscribers (useSyncExternalStore) see no change.
      if (phase.id === action.id) return phase.kind === 'open' ? phase : { ...phase, kind: 'open' };
      // Another popover is on screen, so this one takes its place at once.
      return shown(action.id, action.keepOpened, windowWidth, true);
    case 'hoverDelayElapsed':
      return phase.kind === 'opening' && phase.id === action.id ? shown(phase.id, phase.keepOpened, windowWidth, true) : phase;
    case 'pointerLeft':
      if (phase.kind === 'closed' || phase.id !== action.id) return phase;
      if (phase.kind === 'opening') return CLOSED;
      return phase.kind === 'open' && !phase.keepOpened ? { ...phase, kind: 'closing' } : phase;
    case 'closeDelayElapsed':
      return phase.kind === 'closing' && phase.id === action.id ? CLOSED : phase;
    case 'clicked':
      // Click toggles (spec §4); a popover the hover just brought up is the one the click meant to open.
      if (isShown(phase) && phase.id === action.id) return phase.byPointer ? { ...phase, kind: 'open', byPointer: false } : CLOSED;
      return shown(action.id, action.keepOpened, windowWidth, false);
    case 'outsideClicked':
    case 'escapePressed':
      return CLOSED;
    case 'windowResized':
      return isShown(phase) && !phase.repositionRequested && needsReposition(phase.positionedAtWidth, action.width)
        ? { ...phase, repositionRequested: true }
        : phase;
    case 'repositioned':
      return isShown(phase) && (phase.repositionRequested || phase.positionedAtWidth !== windowWidth)
        ? { ...phase, positionedAtWidth: windowWidth, repositionRequested: false }
        : phase;
  }
};

/** An action that changes nothing returns the very state it got, so React skips the re-render. */
export const headerPopover = (state: PopoverState, action: PopoverAction): PopoverState => {
  const windowWidth = action.type === 'windowResized' ? action.width : state.windowWidth;
  const phase = nextPhase(state.phase, action, windowWidth);
  return phase === state.phase && windowWidth === state.windowWidth ? state : { phase, windowWidth };
};

/**
 * What the wiring must be timing: the hover delay while opening, the close delay while
 * closing, nothing otherwise. Per action that means: pointerEntered on a closed popover starts
 * the hover delay, on a closing one cancels the close delay; pointerLeft starts the close delay
 * or cancels the hover delay; clicks, outside clicks and Escape cancel whatever runs.
 */
export const popoverPendingTimer = (state: PopoverState): PendingTimer<PopoverAction> | null => {
  const { phase } = state;
  if (phase.kind === 'opening') return { delayMs: HOVER_DELAY_MS, then: { type: 'hoverDelayElapsed', id: phase.id } };
  if (phase.kind === 'closing') return { delayMs: POPUP_CLOSE_DELAY_MS, then: { type: 'closeDelayElapsed', id: phase.id } };
  return null;
};

/** The popover on screen (open or waiting to close), if any. */
export const shownPopover = (state: PopoverState): PopoverId | null => (isShown(state.phase) ? state.phase.id : null);
