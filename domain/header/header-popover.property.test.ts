import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { PopoverId, PopoverState } from './header-popover';
import { headerPopover, initialPopoverState, needsReposition, popoverPendingTimer, shownPopover } from './header-popover';
import { popoverActionArb, popoverIdArb, statesAlong, windowWidthArb } from './header.arbitraries';

const reachedState: fc.Arbitrary<PopoverState> = fc
  .tuple(windowWidthArb, fc.array(popoverActionArb, { maxLength: 40 }))
  .map(([width, actions]) => actions.reduce(headerPopover, initialPopoverState(width)));

/** Any reached state, closed by an outside click and then opened by a click on the trigger. */
const openedBy = (state: PopoverState, id: PopoverId, keepOpened: boolean): PopoverState => {
  const open = headerPopover(headerPopover(state, { type: 'outsideClicked' }), { type: 'clicked', id, keepOpened });
  expect(open.phase.kind).toBe('open');
  return open;
};

/** Equal field by field (a phase holds only primitives), whatever object carries the fields. */
const sameContent = (a: PopoverState, b: PopoverState): boolean => {
  const fieldsOfA = Object.entries(a.phase);
  const fieldsOfB = new Map(Object.entries(b.phase));
  return (
    a.windowWidth === b.windowWidth &&
    fieldsOfA.length === fieldsOfB.size &&
    fieldsOfA.every(([key, value]) => fieldsOfB.has(key) && fieldsOfB.get(key) === value)
  );
};

describe('header popover properties', () => {
  it('an action that changes nothing returns the very same state object', () => {
    fc.assert(
      fc.property(reachedState, popoverActionArb, (state, action) => {
        const next = headerPopover(state, action);
        expect(next === state).toBe(sameContent(next, state));
      }),
    );
  });

  it('at most one popover is shown, and it is the one the phase names', () => {
    fc.assert(
      fc.property(fc.array(popoverActionArb), (actions) => {
        for (const state of statesAlong(headerPopover, initialPopoverState(1440), actions)) {
          const id = shownPopover(state);
          if (state.phase.kind === 'open' || state.phase.kind === 'closing') expect(id).toBe(state.phase.id);
          else expect(id).toBeNull();
        }
      }),
    );
  });

  it('a timer is pending exactly while opening or closing', () => {
    fc.assert(
      fc.property(reachedState, (state) => {
        expect(popoverPendingTimer(state) !== null).toBe(state.phase.kind === 'opening' || state.phase.kind === 'closing');
      }),
    );
  });

  it('a pending timer that fires completes its phase: opening opens, closing closes', () => {
    fc.assert(
      fc.property(reachedState, (state) => {
        const timer = popoverPendingTimer(state);
        fc.pre(timer !== null);
        const next = headerPopover(state, timer.then);
        expect(next.phase.kind).toBe(state.phase.kind === 'opening' ? 'open' : 'closed');
      }),
    );
  });

  it('outside click always leaves every popover closed', () => {
    fc.assert(
      fc.property(reachedState, (state) => {
        expect(headerPopover(state, { type: 'outsideClicked' }).phase).toEqual({ kind: 'closed' });
      }),
    );
  });

  it('the pointer leaving a keep-open popover never closes it', () => {
    fc.assert(
      fc.property(reachedState, popoverIdArb, popoverIdArb, (state, id, leftId) => {
        const open = openedBy(state, id, true);
        expect(headerPopover(open, { type: 'pointerLeft', id: leftId })).toBe(open);
      }),
    );
  });

  it('the pointer returning during the close delay restores the same popover in the same place', () => {
    fc.assert(
      fc.property(reachedState, popoverIdArb, fc.boolean(), (state, id, keepOpened) => {
        const closing = headerPopover(openedBy(state, id, false), { type: 'pointerLeft', id });
        const { phase } = closing;
        expect(phase.kind).toBe('closing');
        expect(headerPopover(closing, { type: 'pointerEntered', id, keepOpened }).phase).toEqual({ ...phase, kind: 'open' });
      }),
    );
  });

  it('clicking the same trigger twice from closed returns to closed', () => {
    fc.assert(
      fc.property(reachedState, popoverIdArb, fc.boolean(), (state, id, keepOpened) => {
        const closed = headerPopover(state, { type: 'outsideClicked' });
        const click = { type: 'clicked' as const, id, keepOpened };
        expect(headerPopover(headerPopover(closed, click), click).phase).toEqual({ kind: 'closed' });
      }),
    );
  });

  it('without a reposition request the width stays within 20 % of where the popover was positioned', () => {
    fc.assert(
      fc.property(reachedState, (state) => {
        const { phase } = state;
        if ((phase.kind === 'open' || phase.kind === 'closing') && !phase.repositionRequested) {
          expect(needsReposition(phase.positionedAtWidth, state.windowWidth)).toBe(false);
        }
      }),
    );
  });
});
