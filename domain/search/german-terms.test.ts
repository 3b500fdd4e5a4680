import { describe, expect, it } from 'vitest';
import { foldGerman, germanTerms, stemGerman } from './german-terms';

describe('germanTerms', () => {
  it('folds umlauts and ß, so both spellings meet', () => {
    expect(foldGerman('Kündigung Straße ÄÖÜ')).toBe('kuendigung strasse aeoeue');
    expect(germanTerms('Kündigungsschutz')).toEqual(germanTerms('Kuendigungsschutz'));
  });

  it('drops stop words and keeps paragraph numbers', () => {
    expect(germanTerms('Was ist die Amtszeit nach § 21?')).toEqual(['amtszeit', '21']);
  });

  it('takes common inflection endings off, but leaves short words alone', () => {
    expect(stemGerman('kuendigungen')).toBe(stemGerman('kuendigung'));
    expect(stemGerman('betriebsraete')).toBe(stemGerman('betriebsrat'));
    expect(stemGerman('rates')).toBe('rate');
    expect(stemGerman('wahl')).toBe('wahl');
  });
});
