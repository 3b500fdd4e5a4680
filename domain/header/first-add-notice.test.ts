import { describe, expect, it } from 'vitest';
import { firstAddNotice, firstAddNoticePendingTimer } from './first-add-notice';
import { isDesktopWidth } from './header-timing';

const added = (storedCount: number, windowWidth: number) => ({ type: 'cartItemAdded' as const, storedCount, windowWidth });

describe('first-add notice', () => {
  it('shows on an addition with stored count 0 on a window wider than 1199 px', () => {
    expect(firstAddNotice('idle', added(0, 1200))).toBe('shown');
    expect(firstAddNotice('idle', added(0, 1199))).toBe('idle');
    expect(firstAddNotice('idle', added(1, 1920))).toBe('idle');
  });

  it('treats a fractional width between 1199 and 1200 as narrow, like the flyout breakpoint', () => {
    expect(firstAddNotice('idle', added(0, 1199.5))).toBe('idle');
    expect(isDesktopWidth(1199.5)).toBe(false);
  });

  it('closes itself after 10000 ms or on its close button', () => {
    expect(firstAddNoticePendingTimer('shown')).toEqual({ delayMs: 10000, then: { type: 'autoCloseElapsed' } });
    expect(firstAddNotice('shown', { type: 'autoCloseElapsed' })).toBe('done');
    expect(firstAddNotice('shown', { type: 'closeClicked' })).toBe('done');
    expect(firstAddNoticePendingTimer('done')).toBeNull();
    expect(firstAddNoticePendingTimer('idle')).toBeNull();
  });

  it('never shows a second time on the same page and ignores a late timer', () => {
    expect(firstAddNotice('done', added(0, 1920))).toBe('done');
    expect(firstAddNotice('shown', added(0, 1920))).toBe('shown');
    expect(firstAddNotice('idle', { type: 'autoCloseElapsed' })).toBe('idle');
  });
});
