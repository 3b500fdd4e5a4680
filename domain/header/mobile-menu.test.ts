import { describe, expect, it } from 'vitest';
import type { MobileMenuState } from './mobile-menu';
import { currentPage, isScrollLocked, MOBILE_MENU_CLOSED, mobileMenu, pageStack } from './mobile-menu';

const atRoot: MobileMenuState = { kind: 'open', pages: ['root'] };
const inSeminare: MobileMenuState = { kind: 'open', pages: ['root', 10] };

describe('mobile menu', () => {
  it('opens on the root page and locks scrolling', () => {
    const open = mobileMenu(MOBILE_MENU_CLOSED, { type: 'menuOpened' });
    expect(open).toEqual(atRoot);
    expect(isScrollLocked(open)).toBe(true);
    expect(currentPage(open)).toBe('root');
    expect(mobileMenu(inSeminare, { type: 'menuOpened' })).toBe(inSeminare);
  });

  it('pushes a sub-page on its trigger, but not the page already shown', () => {
    expect(mobileMenu(atRoot, { type: 'subPageOpened', itemId: 10 })).toEqual(inSeminare);
    expect(mobileMenu(inSeminare, { type: 'subPageOpened', itemId: 11 })).toEqual({ kind: 'open', pages: ['root', 10, 11] });
    expect(mobileMenu(inSeminare, { type: 'subPageOpened', itemId: 10 })).toBe(inSeminare);
  });

  it('ignores sub-page triggers and back while closed', () => {
    expect(mobileMenu(MOBILE_MENU_CLOSED, { type: 'subPageOpened', itemId: 10 })).toBe(MOBILE_MENU_CLOSED);
    expect(mobileMenu(MOBILE_MENU_CLOSED, { type: 'backClicked' })).toBe(MOBILE_MENU_CLOSED);
  });

  it('back pops to the previous page and stays on the root page', () => {
    expect(mobileMenu(inSeminare, { type: 'backClicked' })).toEqual(atRoot);
    expect(mobileMenu(atRoot, { type: 'backClicked' })).toEqual(atRoot);
  });

  it('close and Escape clear the stack and unlock scrolling', () => {
    for (const action of [{ type: 'closeClicked' as const }, { type: 'escapePressed' as const }]) {
      const closed = mobileMenu(inSeminare, action);
      expect(closed).toEqual(MOBILE_MENU_CLOSED);
      expect(pageStack(closed)).toEqual([]);
      expect(currentPage(closed)).toBeNull();
      expect(isScrollLocked(closed)).toBe(false);
    }
  });

  it('closes by itself at 1200 px and wider', () => {
    expect(mobileMenu(inSeminare, { type: 'windowResized', width: 1200 })).toEqual(MOBILE_MENU_CLOSED);
    expect(mobileMenu(inSeminare, { type: 'windowResized', width: 1199 })).toBe(inSeminare);
  });
});
