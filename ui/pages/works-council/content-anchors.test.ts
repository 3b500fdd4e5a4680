import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { indexLetter, normAnchor } from './content-anchors';

describe('normAnchor', () => {
  it('turns a norm number into the anchor the table of contents links to', () => {
    expect(normAnchor('§ 37')).toBe('p37');
    expect(normAnchor('§ 87a')).toBe('p87a');
    expect(normAnchor('§ 178 SGB IX')).toBe('p178-sgb-ix');
  });

  it('always gives a valid id: starts with a letter, no spaces, never the same for different numbers', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999 }), fc.constantFrom('', 'a', 'b', 'c'), (n, suffix) => {
        const anchor = normAnchor(`§ ${String(n)}${suffix}`);
        expect(anchor).toMatch(/^p[0-9a-z-]+$/);
        expect(anchor).toBe(`p${String(n)}${suffix}`);
      }),
    );
  });
});

describe('indexLetter', () => {
  it('files umlauts under their base letter and digits under #', () => {
    expect(indexLetter('Überstunden')).toBe('U');
    expect(indexLetter('Änderungskündigung')).toBe('A');
    expect(indexLetter('abmahnung')).toBe('A');
    expect(indexLetter('13. Monatsgehalt')).toBe('#');
  });

  it('is always one of A–Z or #', () => {
    fc.assert(
      fc.property(fc.string(), (title) => {
        expect(indexLetter(title)).toMatch(/^[A-Z#]$/);
      }),
    );
  });
});
