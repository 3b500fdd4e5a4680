import { describe, expect, it } from 'vitest';
import { bookmarkTitleRule, bookmarkUrlRule } from './bookmark';

describe('bookmarkUrlRule', () => {
  it('accepts a path of this site, also with query and fragment', () => {
    expect(bookmarkUrlRule('/seminare/t/betriebsverfassungsrecht-teil-1')).toBeUndefined();
    expect(bookmarkUrlRule('  /seminare?q=Arbeitsschutz#liste ')).toBeUndefined();
  });

  it('asks for an address when there is none', () => {
    expect(bookmarkUrlRule('')).toBe('Bitte geben Sie die Adresse der Seite an.');
    expect(bookmarkUrlRule('   ')).toBe('Bitte geben Sie die Adresse der Seite an.');
  });

  it('refuses pages of other sites and ambiguous paths', () => {
    for (const url of ['https://evil.example/', '//evil.example', 'javascript:alert(1)', 'seminare', '/\\evil.example', '/a\tb']) {
      expect(bookmarkUrlRule(url)).toBe('Bitte merken Sie sich nur Seiten dieser Website (ein Pfad, der mit / beginnt).');
    }
  });

  it('refuses an address longer than 2048 characters', () => {
    expect(bookmarkUrlRule(`/${'a'.repeat(2047)}`)).toBeUndefined();
    expect(bookmarkUrlRule(`/${'a'.repeat(2048)}`)).toBe('Die Adresse darf höchstens 2048 Zeichen lang sein.');
  });
});

describe('bookmarkTitleRule', () => {
  it('needs a title of at most 200 characters', () => {
    expect(bookmarkTitleRule('Seminare zum Arbeitsschutz')).toBeUndefined();
    expect(bookmarkTitleRule(' ')).toBe('Bitte geben Sie einen Titel für das Lesezeichen an.');
    expect(bookmarkTitleRule('ä'.repeat(200))).toBeUndefined();
    expect(bookmarkTitleRule('ä'.repeat(201))).toBe('Der Titel darf höchstens 200 Zeichen lang sein.');
  });
});
