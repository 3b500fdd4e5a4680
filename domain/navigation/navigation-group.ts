/** The three flyout layer layouts (spec §2). */
export type FlyoutStyle = '2-col' | '3-col' | '4-col-grid-headline';

export const FLYOUT_STYLES: readonly FlyoutStyle[] = ['2-col', '3-col', '4-col-grid-headline'];

export const isFlyoutStyle = (value: string): value is FlyoutStyle =>
  (FLYOUT_STYLES as readonly string[]).includes(value);

/** One slide of a layer's inspiration slider: an image per orientation plus HTML content. */
export interface InspirationSlide {
  readonly imageVertical: string;
  readonly imageHorizontal: string;
  readonly content: string;
}

/** Layout and inspiration slider of one top-level navigation layer (spec §3). */
export interface NavigationGroup {
  readonly flyoutStyle: FlyoutStyle;
  /** Whether the layer shows its inspiration slider at all. */
  readonly inspiration: boolean;
  readonly inspirationContent: readonly InspirationSlide[];
}

/** Slides to show: editors may keep slides while switching the slider off. */
export const shownInspirationSlides = (group: NavigationGroup): readonly InspirationSlide[] =>
  group.inspiration ? group.inspirationContent : [];
