import { describe, expect, it } from 'vitest';
import { completeSuspendedCompounds, foldGerman, germanTerms, stemGerman } from './german-terms';

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

describe('completeSuspendedCompounds', () => {
  it('writes out the compound a hyphen leaves to the next word', () => {
    expect(completeSuspendedCompounds('Gesamt- und Konzernbetriebsräte')).toBe('Gesamtbetriebsräte und Konzernbetriebsräte');
    expect(completeSuspendedCompounds('Kündigungs- oder Arbeitsschutz')).toBe('Kündigungsschutz oder Arbeitsschutz');
  });

  it('leaves a hyphen alone whose next word has no known shared ending, and a plain hyphenated word', () => {
    expect(completeSuspendedCompounds('Vor- und Nachteile')).toBe('Vor- und Nachteile');
    expect(completeSuspendedCompounds('Home-Office und Recht')).toBe('Home-Office und Recht');
  });
});
