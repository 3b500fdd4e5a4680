import { describe, expect, it } from 'vitest';
import { breakLongWords } from './break-long-words';

/** A monospaced measure: `width` characters fit on a line. */
const fitsIn = (width: number) => (text: string): boolean => text.length <= width;

describe('breakLongWords', () => {
  it('leaves words that fit alone', () => {
    expect(breakLongWords('Lea Hartmann\nlea@nord.de', fitsIn(12))).toBe('Lea Hartmann\nlea@nord.de');
  });

  it("breaks an e-mail address after '@' and '.', never inside a name", () => {
    expect(breakLongWords('lea.hartmann-schneider@muster-logistik.de', fitsIn(24))).toBe('lea.hartmann-schneider@\nmuster-logistik.de');
    expect(breakLongWords('lea.hartmann@muster.de', fitsIn(13))).toBe('lea.hartmann@\nmuster.de');
  });

  it('keeps every character, in order', () => {
    const address = 'a.very.long.local.part@sub.domain.example.org';
    for (const width of [1, 5, 10, 20, 40]) expect(breakLongWords(address, fitsIn(width)).replace(/\n/g, '')).toBe(address);
  });
});
