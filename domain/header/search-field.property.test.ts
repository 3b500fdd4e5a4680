import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { SearchFieldState } from './search-field';
import { searchField, searchPendingTimer } from './search-field';
import { searchFieldActionArb } from './header.arbitraries';

const reachedState: fc.Arbitrary<SearchFieldState> = fc
  .array(searchFieldActionArb)
  .map((actions) => actions.reduce(searchField, 'inactive'));

describe('search field properties', () => {
  it('a hide timer is pending exactly while hiding', () => {
    fc.assert(
      fc.property(reachedState, (state) => {
        expect(searchPendingTimer(state) !== null).toBe(state === 'hiding');
      }),
    );
  });

  it('focus always makes the search active and cancels a pending hide', () => {
    fc.assert(
      fc.property(reachedState, (state) => {
        const focused = searchField(state, { type: 'focused' });
        expect(focused).toBe('active');
        expect(searchPendingTimer(focused)).toBeNull();
      }),
    );
  });

  it('a hide timer firing outside the hide delay changes nothing', () => {
    fc.assert(
      fc.property(reachedState, (state) => {
        fc.pre(state !== 'hiding');
        expect(searchField(state, { type: 'hideDelayElapsed' })).toBe(state);
      }),
    );
  });
});
