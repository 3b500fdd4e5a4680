import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { shownMenuEntries } from './logged-in-menu';
import { loggedInMenuEntryArb } from './navigation.arbitraries';

describe('logged-in menu properties', () => {
  it('only visible, titled entries are shown, in their order', () => {
    fc.assert(
      fc.property(fc.array(loggedInMenuEntryArb), (entries) => {
        const expected = entries.filter((entry) => entry.visible && entry.title.trim() !== '');
        expect(shownMenuEntries(entries).map((entry) => [entry.title, entry.uri])).toEqual(
          expected.map((entry) => [entry.title, entry.uri]),
        );
      }),
    );
  });

  it('exactly one entry is highlighted if a shown entry is active, else none', () => {
    fc.assert(
      fc.property(fc.array(loggedInMenuEntryArb), (entries) => {
        const anyActiveShown = entries.some((entry) => entry.visible && entry.title.trim() !== '' && entry.active);
        expect(shownMenuEntries(entries).filter((entry) => entry.highlighted)).toHaveLength(anyActiveShown ? 1 : 0);
      }),
    );
  });
});
