import { describe, expect, it } from 'vitest';
import { normCitation } from './norm-citation';

describe('normCitation', () => {
  it('finds the section and the law of a citation, whatever paragraph, sentence or number it names', () => {
    expect(normCitation('§ 37 Abs. 6 BetrVG')).toEqual({ section: '§ 37', law: 'BetrVG' });
    expect(normCitation('§ 179 Abs. 4 Satz 3 SGB IX')).toEqual({ section: '§ 179', law: 'SGB IX' });
    expect(normCitation('§ 87 Abs. 1 Nr. 6 BetrVG')).toEqual({ section: '§ 87', law: 'BetrVG' });
    expect(normCitation('§ 87a  KSchG')).toEqual({ section: '§ 87a', law: 'KSchG' });
  });

  it('takes nothing that is not one citation of one norm', () => {
    for (const text of ['§§ 37, 40 BetrVG', 'Betriebsverfassungsgesetz', '§ 37 Abs. 6', 'siehe § 37 BetrVG', '']) expect(normCitation(text)).toBeUndefined();
  });
});
