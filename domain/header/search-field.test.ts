import { describe, expect, it } from 'vitest';
import { isSearchActive, searchField, searchPendingTimer } from './search-field';

describe('search field', () => {
  it('turns active on search in and inactive on search out', () => {
    expect(searchField('inactive', { type: 'searchIn' })).toBe('active');
    expect(searchField('active', { type: 'searchOut' })).toBe('inactive');
    expect(searchField('hiding', { type: 'searchOut' })).toBe('inactive');
  });

  it('toggles on the search icon', () => {
    expect(searchField('inactive', { type: 'searchIconClicked' })).toBe('active');
    expect(searchField('active', { type: 'searchIconClicked' })).toBe('inactive');
    expect(searchField('hiding', { type: 'searchIconClicked' })).toBe('inactive');
  });

  it('hides 300 ms after losing focus', () => {
    const hiding = searchField('active', { type: 'blurred' });
    expect(hiding).toBe('hiding');
    expect(isSearchActive(hiding)).toBe(true);
    expect(searchPendingTimer(hiding)).toEqual({ delayMs: 300, then: { type: 'hideDelayElapsed' } });
    const hidden = searchField(hiding, { type: 'hideDelayElapsed' });
    expect(hidden).toBe('inactive');
    expect(isSearchActive(hidden)).toBe(false);
    expect(searchPendingTimer(hidden)).toBeNull();
  });

  it('stays active when focus returns during the hide delay', () => {
    expect(searchField('hiding', { type: 'focused' })).toBe('active');
    expect(searchField('hiding', { type: 'searchIn' })).toBe('active');
  });

  it('ignores blur while inactive and a late hide timer', () => {
    expect(searchField('inactive', { type: 'blurred' })).toBe('inactive');
    expect(searchField('active', { type: 'hideDelayElapsed' })).toBe('active');
    expect(searchPendingTimer('active')).toBeNull();
  });
});
