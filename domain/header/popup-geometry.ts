import type { PopoverDefinition } from './popover-definition';

/** Widths of the header popups in px (spec §9). */
export const POPUP_WIDTH_PX = {
  cart: 360,
  wishlist: 360,
  user: 357,
  login: 326,
} as const;

export type HeaderPopup = keyof typeof POPUP_WIDTH_PX;

/** A popup fills the window when less than this much room would be left beside it. */
export const FULL_WIDTH_MARGIN_PX = 150;
/** Above this window width the popups hang below the desktop header. */
export const WIDE_WINDOW_PX = 768;
export const POPUP_TOP_WIDE_PX = 80;
export const POPUP_TOP_NARROW_PX = 56;
export const POPUP_TOP_NARROW_LOGGED_IN_PX = 64;
export const MOBILE_TOP_MARGIN_PX = 52;
export const MOBILE_TOP_MARGIN_LOGGED_IN_PX = 72;

export interface PopupGeometry {
  /** Width in px: the popover's own, or the window's when it fills the window. */
  readonly width: number;
  readonly fullWidth: boolean;
  /** Distance in px from the top of the window. */
  readonly top: number;
}

export const isFullWidth = (popupWidth: number, windowWidth: number): boolean =>
  windowWidth < popupWidth + FULL_WIDTH_MARGIN_PX;

/**
 * The spec gives 56 or 64 px on narrow windows without saying when. We take 64 px for a
 * logged-in user because the narrow header grows when logged in, as the mobile top margin
 * (52 px, 72 px logged in) shows, and the popup must clear the header.
 */
export const popupTop = (windowWidth: number, loggedIn: boolean): number => {
  if (windowWidth > WIDE_WINDOW_PX) return POPUP_TOP_WIDE_PX;
  return loggedIn ? POPUP_TOP_NARROW_LOGGED_IN_PX : POPUP_TOP_NARROW_PX;
};

export const mobileTopMargin = (loggedIn: boolean): number =>
  loggedIn ? MOBILE_TOP_MARGIN_LOGGED_IN_PX : MOBILE_TOP_MARGIN_PX;

/**
 * Where a popover sits. Only popovers that allow it (mobileFullWidth, set for the user,
 * login, cart and wishlist popups) fill a window narrower than their width plus 150 px.
 */
export const popupGeometry = (
  popover: Pick<PopoverDefinition, 'width' | 'mobileFullWidth'>,
  windowWidth: number,
  loggedIn: boolean,
): PopupGeometry => {
  const fullWidth = popover.mobileFullWidth && isFullWidth(popover.width, windowWidth);
  return { width: fullWidth ? windowWidth : popover.width, fullWidth, top: popupTop(windowWidth, loggedIn) };
};
