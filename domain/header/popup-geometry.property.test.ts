import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { POPUP_WIDTH_PX, popupGeometry } from './popup-geometry';
import { windowWidthArb } from './header.arbitraries';

const popupWidthArb = fc.constantFrom(...Object.values(POPUP_WIDTH_PX));

describe('popup geometry properties', () => {
  it('a popup is full width exactly when it allows it and the window is narrower than its width plus 150 px', () => {
    fc.assert(
      fc.property(popupWidthArb, fc.boolean(), windowWidthArb, fc.boolean(), (width, mobileFullWidth, windowWidth, loggedIn) => {
        const geometry = popupGeometry({ width, mobileFullWidth }, windowWidth, loggedIn);
        expect(geometry.fullWidth).toBe(mobileFullWidth && windowWidth < width + 150);
        expect(geometry.width).toBe(geometry.fullWidth ? windowWidth : width);
      }),
    );
  });

  it('the top offset is 80 px above 768 px wide and 56 or 64 px otherwise', () => {
    fc.assert(
      fc.property(popupWidthArb, windowWidthArb, fc.boolean(), (width, windowWidth, loggedIn) => {
        const { top } = popupGeometry({ width, mobileFullWidth: true }, windowWidth, loggedIn);
        expect(top).toBe(windowWidth > 768 ? 80 : loggedIn ? 64 : 56);
      }),
    );
  });
});
