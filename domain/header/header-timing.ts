/**
 * The header's numbers from spec §9, named once so the rxjs wiring, the styles and the tests
 * use the same values.
 */

/** Windows at least this wide get the desktop flyout; narrower ones the mobile menu. */
export const FLYOUT_BREAKPOINT_PX = 1200;
/** Duration of a flyout layer's close transition. */
export const LAYER_CLOSE_MS = 500;
/** Time a header popover waits for the pointer to return before it closes. */
export const POPUP_CLOSE_DELAY_MS = 150;
/** Fade-in and fade-out of a header popover. */
export const POPUP_FADE_MS = 100;
export const ACCORDION_MS = 300;
/** The shorter accordion transition some sections use. */
export const ACCORDION_SHORT_MS = 200;
/** Time the search field stays open after losing focus. */
export const SEARCH_HIDE_MS = 300;
/** Time the pointer must rest on a popover trigger before the popover opens. */
export const HOVER_DELAY_MS = 50;
/** Relative window width change (20 %) after which an open popover is repositioned. */
export const RESIZE_THRESHOLD = 0.2;
/** Time after which the first-add notice closes by itself. */
export const FIRST_ADD_NOTICE_MS = 10_000;
/** Duration of the mobile menu's slide back to the previous page. */
export const MOBILE_BACK_MS = 500;

export const isDesktopWidth = (windowWidth: number): boolean => windowWidth >= FLYOUT_BREAKPOINT_PX;
