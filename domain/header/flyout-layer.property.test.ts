import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FLYOUT_CLOSED, flyoutLayer, isLayerOpen } from './flyout-layer';
import { flyoutActionArb, statesAlong } from './header.arbitraries';

const reachedState = fc.array(flyoutActionArb).map((actions) => actions.reduce(flyoutLayer, FLYOUT_CLOSED));

describe('flyout layer properties', () => {
  it('at most one layer is open', () => {
    fc.assert(
      fc.property(reachedState, (state) => {
        expect([1, 2, 3].filter((trigger) => isLayerOpen(state, trigger)).length).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('after a width below 1200 px no layer is open', () => {
    fc.assert(
      fc.property(fc.array(flyoutActionArb), (actions) => {
        const states = statesAlong(flyoutLayer, FLYOUT_CLOSED, actions);
        actions.forEach((action, index) => {
          if (action.type === 'windowResized' && action.width < 1200) expect(states[index + 1]).toEqual(FLYOUT_CLOSED);
        });
      }),
    );
  });

  it('a trigger click opens that layer exactly when it was not the open one', () => {
    fc.assert(
      fc.property(reachedState, fc.integer({ min: 1, max: 3 }), (state, trigger) => {
        expect(isLayerOpen(flyoutLayer(state, { type: 'triggerClicked', trigger }), trigger)).toBe(
          !isLayerOpen(state, trigger),
        );
      }),
    );
  });

  it('clicking the same trigger twice from closed returns to closed', () => {
    fc.assert(
      fc.property(fc.integer(), (trigger) => {
        const click = { type: 'triggerClicked' as const, trigger };
        expect(flyoutLayer(flyoutLayer(FLYOUT_CLOSED, click), click)).toEqual(FLYOUT_CLOSED);
      }),
    );
  });
});
