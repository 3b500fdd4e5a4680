import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { initialSlider, isFirstSlide, isLastSlide, slider } from './slider';
import { sliderActionArb, statesAlong } from './header.arbitraries';

const statesArb = fc
  .tuple(fc.nat(6), fc.array(sliderActionArb))
  .map(([count, actions]) => statesAlong(slider, initialSlider(count), actions));

describe('slider properties', () => {
  it('the index stays within 0..count−1 (0 without slides)', () => {
    fc.assert(
      fc.property(statesArb, (states) => {
        for (const { index, count } of states) {
          expect(Number.isInteger(index)).toBe(true);
          expect(index).toBeGreaterThanOrEqual(0);
          expect(index).toBeLessThanOrEqual(Math.max(count - 1, 0));
        }
      }),
    );
  });

  it('the first and last flags agree with the index', () => {
    fc.assert(
      fc.property(statesArb, (states) => {
        for (const state of states) {
          expect(isFirstSlide(state)).toBe(state.index === 0);
          expect(isLastSlide(state)).toBe(state.count === 0 || state.index === state.count - 1);
        }
      }),
    );
  });

  it('next then prev returns to the slide it started from unless that was the last', () => {
    fc.assert(
      fc.property(statesArb, (states) => {
        const state = states[states.length - 1];
        fc.pre(state !== undefined && !isLastSlide(state));
        expect(slider(slider(state, { type: 'next' }), { type: 'prev' })).toEqual(state);
      }),
    );
  });
});
