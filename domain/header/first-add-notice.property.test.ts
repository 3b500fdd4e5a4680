import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { firstAddNotice, firstAddNoticePendingTimer } from './first-add-notice';
import { firstAddNoticeActionArb, statesAlong } from './header.arbitraries';

const statesArb = fc.array(firstAddNoticeActionArb).map((actions) => ({
  actions,
  states: statesAlong(firstAddNotice, 'idle', actions),
}));

describe('first-add notice properties', () => {
  it('the notice is shown at most once per page', () => {
    fc.assert(
      fc.property(statesArb, ({ states }) => {
        const appearances = states.filter((state, index) => state === 'shown' && states[index - 1] !== 'shown');
        expect(appearances.length).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('the notice appears only after an addition with stored count 0 on a window wider than 1199 px', () => {
    fc.assert(
      fc.property(statesArb, ({ actions, states }) => {
        actions.forEach((action, index) => {
          if (states[index] !== 'shown' && states[index + 1] === 'shown') {
            expect(action).toMatchObject({ type: 'cartItemAdded', storedCount: 0 });
            expect(action.type === 'cartItemAdded' && action.windowWidth > 1199).toBe(true);
          }
        });
      }),
    );
  });

  it('an auto-close timer is pending exactly while the notice is shown', () => {
    fc.assert(
      fc.property(statesArb, ({ states }) => {
        for (const state of states) expect(firstAddNoticePendingTimer(state) !== null).toBe(state === 'shown');
      }),
    );
  });
});
