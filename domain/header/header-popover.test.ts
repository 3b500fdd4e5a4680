import { describe, expect, it } from 'vitest';
import type { PopoverAction, PopoverState } from './header-popover';
import { headerPopover, initialPopoverState, needsReposition, popoverPendingTimer, shownPopover } from './header-popover';

const run = (state: PopoverState, ...actions: readonly PopoverAction[]): PopoverState => actions.reduce(headerPopover, state);

const closed = initialPopoverState(1440);
const cartOpen = run(closed, { type: 'clicked', id: 'cart', keepOpened: false });

describe('header popover', () => {
  it('opens on hover only after the 50 ms hover delay', () => {
    const hovering = run(closed, { type: 'pointerEntered', id: 'cart', keepOpened: false });
    expect(hovering.phase).toEqual({ kind: 'opening', id: 'cart', keepOpened: false });
    expect(shownPopover(hovering)).toBeNull();
    expect(popoverPendingTimer(hovering)).toEqual({ delayMs: 50, then: { type: 'hoverDelayElapsed', id: 'cart' } });
    const open = run(hovering, { type: 'hoverDelayElapsed', id: 'cart' });
    expect(shownPopover(open)).toBe('cart');
    expect(popoverPendingTimer(open)).toBeNull();
  });

  it('keeps the running hover delay when the same trigger is entered again, restarts it for another', () => {
    const hovering = run(closed, { type: 'pointerEntered', id: 'cart', keepOpened: false });
    expect(run(hovering, { type: 'pointerEntered', id: 'cart', keepOpened: false })).toBe(hovering);
    const other = run(hovering, { type: 'pointerEntered', id: 'user', keepOpened: true });
    expect(other.phase).toEqual({ kind: 'opening', id: 'user', keepOpened: true });
    expect(run(other, { type: 'hoverDelayElapsed', id: 'cart' })).toBe(other);
  });

  it('cancels the hover delay when the pointer leaves first', () => {
    const left = run(closed, { type: 'pointerEntered', id: 'cart', keepOpened: true }, { type: 'pointerLeft', id: 'cart' });
    expect(left.phase).toEqual({ kind: 'closed' });
    expect(popoverPendingTimer(left)).toBeNull();
  });

  it('swaps the content in place at once when another popover is open', () => {
    const swapped = run(cartOpen, { type: 'pointerEntered', id: 'wishlist', keepOpened: false });
    expect(swapped.phase.kind).toBe('open');
    expect(shownPopover(swapped)).toBe('wishlist');
    expect(popoverPendingTimer(swapped)).toBeNull();
  });

  it('keeps an open popover as it is when its trigger is entered again', () => {
    expect(run(cartOpen, { type: 'pointerEntered', id: 'cart', keepOpened: false }).phase).toEqual(cartOpen.phase);
  });

  it('returns the very same state object when entering an already open popover, however often', () => {
    const hovered = run(
      cartOpen,
      { type: 'pointerEntered', id: 'cart', keepOpened: false },
      { type: 'pointerEntered', id: 'cart', keepOpened: false },
    );
    expect(hovered).toBe(cartOpen);
  });

  it('returns the very same state for a resize that asks nothing new and a reposition that moves nothing', () => {
    const muchNarrower = run(cartOpen, { type: 'windowResized', width: 1000 });
    expect(run(muchNarrower, { type: 'windowResized', width: 1000 })).toBe(muchNarrower);
    expect(run(cartOpen, { type: 'repositioned' })).toBe(cartOpen);
  });

  it('waits 150 ms after the pointer leaves, then closes', () => {
    const closing = run(cartOpen, { type: 'pointerLeft', id: 'cart' });
    expect(closing.phase.kind).toBe('closing');
    expect(shownPopover(closing)).toBe('cart');
    expect(popoverPendingTimer(closing)).toEqual({ delayMs: 150, then: { type: 'closeDelayElapsed', id: 'cart' } });
    expect(run(closing, { type: 'closeDelayElapsed', id: 'cart' }).phase).toEqual({ kind: 'closed' });
  });

  it('stays open when the pointer returns within the close delay', () => {
    const back = run(cartOpen, { type: 'pointerLeft', id: 'cart' }, { type: 'pointerEntered', id: 'cart', keepOpened: false });
    expect(back.phase).toEqual(cartOpen.phase);
    expect(popoverPendingTimer(back)).toBeNull();
  });

  it('swaps at once to another popover hovered during the close delay', () => {
    const swapped = run(cartOpen, { type: 'pointerLeft', id: 'cart' }, { type: 'pointerEntered', id: 'user', keepOpened: true });
    expect(swapped.phase).toEqual({ kind: 'open', id: 'user', keepOpened: true, positionedAtWidth: 1440, repositionRequested: false, byPointer: true });
  });

  it('ignores the pointer leaving a keep-open popover, a popover not shown, or while closed', () => {
    const kept = run(closed, { type: 'clicked', id: 'user', keepOpened: true });
    expect(run(kept, { type: 'pointerLeft', id: 'user' })).toBe(kept);
    expect(run(cartOpen, { type: 'pointerLeft', id: 'user' })).toBe(cartOpen);
    expect(run(closed, { type: 'pointerLeft', id: 'cart' })).toBe(closed);
    const closing = run(cartOpen, { type: 'pointerLeft', id: 'cart' });
    expect(run(closing, { type: 'pointerLeft', id: 'cart' })).toBe(closing);
  });

  it('ignores late timers', () => {
    expect(run(cartOpen, { type: 'closeDelayElapsed', id: 'cart' })).toBe(cartOpen);
    expect(run(cartOpen, { type: 'hoverDelayElapsed', id: 'cart' })).toBe(cartOpen);
    const closing = run(cartOpen, { type: 'pointerLeft', id: 'cart' });
    expect(run(closing, { type: 'closeDelayElapsed', id: 'user' })).toBe(closing);
  });

  it('toggles on click', () => {
    expect(shownPopover(cartOpen)).toBe('cart');
    expect(run(cartOpen, { type: 'clicked', id: 'cart', keepOpened: false }).phase).toEqual({ kind: 'closed' });
    expect(shownPopover(run(cartOpen, { type: 'clicked', id: 'user', keepOpened: false }))).toBe('user');
    const hovering = run(closed, { type: 'pointerEntered', id: 'cart', keepOpened: false });
    expect(run(hovering, { type: 'clicked', id: 'cart', keepOpened: false }).phase.kind).toBe('open');
  });

  it('keeps a popover the hover just brought up open when its trigger is clicked, and the next click closes it', () => {
    // The pointer moves from the open cart onto "Anmelden" (shown at once) and clicks it.
    const swapped = run(cartOpen, { type: 'pointerLeft', id: 'cart' }, { type: 'pointerEntered', id: 'user', keepOpened: false });
    const clicked = run(swapped, { type: 'clicked', id: 'user', keepOpened: false });
    expect(clicked.phase).toMatchObject({ kind: 'open', id: 'user', byPointer: false });
    expect(run(clicked, { type: 'clicked', id: 'user', keepOpened: false }).phase).toEqual({ kind: 'closed' });
    // The same after the hover delay on a closed header.
    const hovered = run(closed, { type: 'pointerEntered', id: 'cart', keepOpened: false }, { type: 'hoverDelayElapsed', id: 'cart' });
    expect(run(hovered, { type: 'clicked', id: 'cart', keepOpened: false }).phase.kind).toBe('open');
  });

  it('closes on outside click and Escape', () => {
    expect(run(cartOpen, { type: 'outsideClicked' }).phase).toEqual({ kind: 'closed' });
    expect(run(cartOpen, { type: 'escapePressed' }).phase).toEqual({ kind: 'closed' });
  });

  it('asks for repositioning when the width changes by more than 20 % while open', () => {
    const slightly = run(cartOpen, { type: 'windowResized', width: 1152 });
    expect(slightly.phase).toMatchObject({ repositionRequested: false, positionedAtWidth: 1440 });
    expect(slightly.windowWidth).toBe(1152);
    const muchNarrower = run(cartOpen, { type: 'windowResized', width: 1151 });
    expect(muchNarrower.phase).toMatchObject({ repositionRequested: true, positionedAtWidth: 1440 });
    const repositioned = run(muchNarrower, { type: 'repositioned' });
    expect(repositioned.phase).toMatchObject({ repositionRequested: false, positionedAtWidth: 1151 });
  });

  it('only records the width while no popover is shown', () => {
    const resized = run(closed, { type: 'windowResized', width: 400 });
    expect(resized).toEqual({ phase: { kind: 'closed' }, windowWidth: 400 });
    expect(run(resized, { type: 'repositioned' })).toBe(resized);
    expect(shownPopover(run(resized, { type: 'clicked', id: 'cart', keepOpened: false }))).toBe('cart');
  });

  it('measures the 20 % against the width the popover was positioned for', () => {
    expect(needsReposition(1000, 1200)).toBe(false);
    expect(needsReposition(1000, 1201)).toBe(true);
    expect(needsReposition(1000, 799)).toBe(true);
  });
});
