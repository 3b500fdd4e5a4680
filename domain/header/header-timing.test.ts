import { describe, expect, it } from 'vitest';
import {
  ACCORDION_MS,
  ACCORDION_SHORT_MS,
  FIRST_ADD_NOTICE_MS,
  FLYOUT_BREAKPOINT_PX,
  HOVER_DELAY_MS,
  isDesktopWidth,
  LAYER_CLOSE_MS,
  MOBILE_BACK_MS,
  POPUP_CLOSE_DELAY_MS,
  POPUP_FADE_MS,
  RESIZE_THRESHOLD,
  SEARCH_HIDE_MS,
} from './header-timing';

describe('header timing', () => {
  it('uses the numbers of spec §9', () => {
    expect({
      FLYOUT_BREAKPOINT_PX,
      LAYER_CLOSE_MS,
      POPUP_CLOSE_DELAY_MS,
      POPUP_FADE_MS,
      ACCORDION_MS,
      ACCORDION_SHORT_MS,
      SEARCH_HIDE_MS,
      HOVER_DELAY_MS,
      RESIZE_THRESHOLD,
      FIRST_ADD_NOTICE_MS,
      MOBILE_BACK_MS,
    }).toEqual({
      FLYOUT_BREAKPOINT_PX: 1200,
      LAYER_CLOSE_MS: 500,
      POPUP_CLOSE_DELAY_MS: 150,
      POPUP_FADE_MS: 100,
      ACCORDION_MS: 300,
      ACCORDION_SHORT_MS: 200,
      SEARCH_HIDE_MS: 300,
      HOVER_DELAY_MS: 50,
      RESIZE_THRESHOLD: 0.2,
      FIRST_ADD_NOTICE_MS: 10000,
      MOBILE_BACK_MS: 500,
    });
  });

  it('treats 1200 px and wider as desktop', () => {
    expect(isDesktopWidth(1199)).toBe(false);
    expect(isDesktopWidth(1200)).toBe(true);
  });
});
