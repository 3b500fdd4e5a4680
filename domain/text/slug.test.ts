import { describe, expect, it } from 'vitest';
import { slugify } from './slug';

describe('slugify', () => {
  it('transliterates umlauts and ß instead of dropping them', () => {
    expect(slugify('Betriebsratsvorsitz & Geschäftsführung')).toBe('betriebsratsvorsitz-geschaeftsfuehrung');
    expect(slugify('Übernahme nach der Ausbildung')).toBe('uebernahme-nach-der-ausbildung');
    expect(slugify('Größe Ölmühle ÄRGER')).toBe('groesse-oelmuehle-aerger');
    expect(slugify('Straße GROẞ')).toBe('strasse-gross');
    expect(slugify('Mu\u0308nster')).toBe('muenster');
  });

  it('joins words with single hyphens and drops signs and dashes at the ends', () => {
    expect(slugify('Neu im Betriebsrat – kompakt')).toBe('neu-im-betriebsrat-kompakt');
    expect(slugify('Vergütungssysteme nach § 87 Abs. 1 Nr. 10 BetrVG')).toBe('verguetungssysteme-nach-87-abs-1-nr-10-betrvg');
    expect(slugify('  (BEM)  ')).toBe('bem');
  });

  it('strips other accents to the base letter', () => {
    expect(slugify('Café Résumé')).toBe('cafe-resume');
    expect(slugify('Ahmet Yılmaz, Łódź, Søren, Æsop')).toBe('ahmet-yilmaz-lodz-soren-aesop');
  });
});
