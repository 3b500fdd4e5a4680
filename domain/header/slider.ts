/**
 * The inspiration slider (spec §4). It does not wrap: the first and last flags exist to
 * disable the previous and next arrows at the ends, which a wrapping slider would not need.
 * With no slides the index is 0 and both flags are set, so neither arrow does anything.
 */
export interface SliderState {
  readonly index: number;
  readonly count: number;
}

export type SliderAction =
  | { readonly type: 'next' }
  | { readonly type: 'prev' }
  | { readonly type: 'goTo'; readonly index: number }
  | { readonly type: 'slidesChanged'; readonly count: number };

/** Counts are array lengths; anything else counts as no slides. */
const asCount = (count: number): number => (Number.isInteger(count) && count > 0 ? count : 0);

const clampIndex = (index: number, count: number): number => Math.min(Math.max(index, 0), Math.max(count - 1, 0));

export const initialSlider = (count: number): SliderState => ({ index: 0, count: asCount(count) });

export const slider = (state: SliderState, action: SliderAction): SliderState => {
  switch (action.type) {
    case 'next':
      return { ...state, index: clampIndex(state.index + 1, state.count) };
    case 'prev':
      return { ...state, index: clampIndex(state.index - 1, state.count) };
    case 'goTo':
      // A dot names a slide by position; a non-integer position names none.
      return Number.isInteger(action.index) ? { ...state, index: clampIndex(action.index, state.count) } : state;
    case 'slidesChanged': {
      const count = asCount(action.count);
      return { index: clampIndex(state.index, count), count };
    }
  }
};

export const isFirstSlide = (state: SliderState): boolean => state.index === 0;

export const isLastSlide = (state: SliderState): boolean => state.index >= state.count - 1;
