import { describe, expect, it } from 'vitest';
import type { NavigationGroup } from './navigation-group';
import { isFlyoutStyle, shownInspirationSlides } from './navigation-group';

const slide = { imageVertical: '/img/v.jpg', imageHorizontal: '/img/h.jpg', content: '<p>Seminare 2025</p>' };

describe('navigation group', () => {
  it('knows the three flyout layouts', () => {
    expect(isFlyoutStyle('2-col')).toBe(true);
    expect(isFlyoutStyle('3-col')).toBe(true);
    expect(isFlyoutStyle('4-col-grid-headline')).toBe(true);
    expect(isFlyoutStyle('4-col')).toBe(false);
    expect(isFlyoutStyle('')).toBe(false);
  });

  it('shows the inspiration slides only when the inspiration flag is set', () => {
    const group: NavigationGroup = { flyoutStyle: '3-col', inspiration: true, inspirationContent: [slide] };
    expect(shownInspirationSlides(group)).toEqual([slide]);
    expect(shownInspirationSlides({ ...group, inspiration: false })).toEqual([]);
  });
});
