import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageNumbers } from './page-numbers';

const pagesAndCurrent = fc.integer({ min: 1, max: 500 }).chain((last) => fc.tuple(fc.integer({ min: 1, max: last }), fc.constant(last)));

describe('the pager\'s page numbers', () => {
  it('show the first, the current and the last page, rising, at most seven entries', () => {
    fc.assert(
      fc.property(pagesAndCurrent, ([current, last]) => {
        const shown = pageNumbers(current, last);
        const numbers = shown.filter((entry): entry is number => entry !== 'gap');
        expect(numbers).toContain(1);
        expect(numbers).toContain(current);
        expect(numbers).toContain(last);
        expect(numbers).toEqual([...new Set(numbers)].sort((a, b) => a - b));
        expect(shown.length).toBeLessThanOrEqual(7);
      }),
    );
  });

  it('put a gap only where at least two numbers are left out, never two gaps in a row', () => {
    fc.assert(
      fc.property(pagesAndCurrent, ([current, last]) => {
        const shown = pageNumbers(current, last);
        shown.forEach((entry, index) => {
          if (entry !== 'gap') return;
          const before = shown[index - 1];
          const after = shown[index + 1];
          expect(typeof before === 'number' && typeof after === 'number' && after - before >= 3).toBe(true);
        });
      }),
    );
  });

  it('reads as a visitor expects', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(1, 27)).toEqual([1, 2, 'gap', 27]);
    expect(pageNumbers(6, 27)).toEqual([1, 'gap', 5, 6, 7, 'gap', 27]);
    expect(pageNumbers(3, 27)).toEqual([1, 2, 3, 4, 'gap', 27]);
    expect(pageNumbers(27, 27)).toEqual([1, 'gap', 26, 27]);
  });
});
