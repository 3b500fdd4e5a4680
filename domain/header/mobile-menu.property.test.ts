import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isScrollLocked, MOBILE_MENU_CLOSED, MOBILE_ROOT_PAGE, mobileMenu, pageStack } from './mobile-menu';
import { mobileMenuActionArb, statesAlong } from './header.arbitraries';

const reachedState = fc.array(mobileMenuActionArb).map((actions) => actions.reduce(mobileMenu, MOBILE_MENU_CLOSED));

describe('mobile menu properties', () => {
  it('scrolling is locked exactly while the menu is open', () => {
    fc.assert(
      fc.property(reachedState, (state) => {
        expect(isScrollLocked(state)).toBe(state.kind === 'open');
      }),
    );
  });

  it('the page stack is empty exactly while the menu is closed, and an open stack starts at the root page', () => {
    fc.assert(
      fc.property(reachedState, (state) => {
        const stack = pageStack(state);
        expect(stack.length === 0).toBe(state.kind === 'closed');
        if (state.kind === 'open') expect(stack[0]).toBe(MOBILE_ROOT_PAGE);
      }),
    );
  });

  it('back undoes the sub-page just opened', () => {
    fc.assert(
      fc.property(reachedState, fc.integer({ min: 1, max: 3 }), (state, itemId) => {
        const pushed = mobileMenu(state, { type: 'subPageOpened', itemId });
        fc.pre(pushed !== state);
        expect(mobileMenu(pushed, { type: 'backClicked' })).toEqual(state);
      }),
    );
  });

  it('no sequence leaves the menu open after a width of 1200 px or more', () => {
    fc.assert(
      fc.property(fc.array(mobileMenuActionArb), (actions) => {
        const states = statesAlong(mobileMenu, MOBILE_MENU_CLOSED, actions);
        actions.forEach((action, index) => {
          if (action.type === 'windowResized' && action.width >= 1200) expect(states[index + 1]).toEqual(MOBILE_MENU_CLOSED);
        });
      }),
    );
  });
});
