import { describe, expect, it } from 'vitest';
import { mobileTopMargin, POPUP_WIDTH_PX, popupGeometry, popupTop } from './popup-geometry';

const cart = { width: POPUP_WIDTH_PX.cart, mobileFullWidth: true };

describe('popup geometry', () => {
  it('has the popup widths of spec §9', () => {
    expect(POPUP_WIDTH_PX).toEqual({ cart: 360, wishlist: 360, user: 357, login: 326 });
  });

  it('fills the window when it is narrower than the popup width plus 150 px', () => {
    expect(popupGeometry(cart, 509, false)).toEqual({ width: 509, fullWidth: true, top: 56 });
    expect(popupGeometry(cart, 510, false)).toEqual({ width: 360, fullWidth: false, top: 56 });
    expect(popupGeometry({ width: POPUP_WIDTH_PX.login, mobileFullWidth: true }, 475, false).fullWidth).toBe(true);
    expect(popupGeometry({ width: POPUP_WIDTH_PX.login, mobileFullWidth: true }, 476, false).fullWidth).toBe(false);
    expect(popupGeometry({ width: POPUP_WIDTH_PX.user, mobileFullWidth: true }, 506, true).fullWidth).toBe(true);
  });

  it('keeps its width on narrow windows when it does not allow full width', () => {
    expect(popupGeometry({ width: 360, mobileFullWidth: false }, 400, false)).toEqual({ width: 360, fullWidth: false, top: 56 });
  });

  it('sits 80 px down above 768 px wide, else 56 px, or 64 px when logged in', () => {
    expect(popupTop(769, false)).toBe(80);
    expect(popupTop(769, true)).toBe(80);
    expect(popupTop(768, false)).toBe(56);
    expect(popupTop(768, true)).toBe(64);
    expect(popupGeometry(cart, 1440, true)).toEqual({ width: 360, fullWidth: false, top: 80 });
  });

  it('has a mobile top margin of 52 px, 72 px when logged in', () => {
    expect(mobileTopMargin(false)).toBe(52);
    expect(mobileTopMargin(true)).toBe(72);
  });
});
