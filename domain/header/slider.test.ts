import { describe, expect, it } from 'vitest';
import { initialSlider, isFirstSlide, isLastSlide, slider } from './slider';

describe('slider', () => {
  it('starts at the first slide', () => {
    const start = initialSlider(3);
    expect(start).toEqual({ index: 0, count: 3 });
    expect(isFirstSlide(start)).toBe(true);
    expect(isLastSlide(start)).toBe(false);
  });

  it('moves with next and prev without wrapping', () => {
    const last = slider(slider(initialSlider(3), { type: 'next' }), { type: 'next' });
    expect(last.index).toBe(2);
    expect(isLastSlide(last)).toBe(true);
    expect(slider(last, { type: 'next' }).index).toBe(2);
    expect(slider(initialSlider(3), { type: 'prev' }).index).toBe(0);
    expect(slider(last, { type: 'prev' }).index).toBe(1);
  });

  it('goes to a dot’s slide, clamped, and ignores a non-integer position', () => {
    expect(slider(initialSlider(3), { type: 'goTo', index: 1 }).index).toBe(1);
    expect(slider(initialSlider(3), { type: 'goTo', index: 7 }).index).toBe(2);
    expect(slider(initialSlider(3), { type: 'goTo', index: -1 }).index).toBe(0);
    const start = initialSlider(3);
    expect(slider(start, { type: 'goTo', index: 1.5 })).toBe(start);
  });

  it('handles no slides: index 0, first and last, arrows do nothing', () => {
    const empty = initialSlider(0);
    expect(empty).toEqual({ index: 0, count: 0 });
    expect(isFirstSlide(empty) && isLastSlide(empty)).toBe(true);
    expect(slider(empty, { type: 'next' })).toEqual(empty);
    expect(slider(empty, { type: 'prev' })).toEqual(empty);
    expect(initialSlider(-1)).toEqual(empty);
    expect(initialSlider(2.5)).toEqual(empty);
  });

  it('keeps the index within the slides when their number shrinks', () => {
    const third = slider(initialSlider(3), { type: 'goTo', index: 2 });
    expect(slider(third, { type: 'slidesChanged', count: 2 })).toEqual({ index: 1, count: 2 });
    expect(slider(third, { type: 'slidesChanged', count: 5 })).toEqual({ index: 2, count: 5 });
    expect(slider(third, { type: 'slidesChanged', count: 0 })).toEqual({ index: 0, count: 0 });
  });
});
