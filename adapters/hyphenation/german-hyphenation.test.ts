import { describe, expect, it } from 'vitest';
import { withoutSoftHyphens } from '../../application/ports/hyphenation';
import { GERMAN_HYPHENATION } from './german-hyphenation';

/** The soft hyphens shown as '|', as a reader sees the places a line may break. */
const breaks = (text: string): string => GERMAN_HYPHENATION.hyphenate(text).replaceAll('\u00AD', '|');

describe('German hyphenation of titles', () => {
  it('breaks the titles the issue names at syllables, never inside one', () => {
    expect(breaks('Betriebsverfassungsrecht Teil I')).toBe('Be|triebs|ver|fas|sungs|recht Teil I');
    expect(breaks('Betriebsvereinbarungen gestalten')).toBe('Be|triebs|ver|ein|ba|run|gen ge|stal|ten');
  });

  it('leaves short words, numbers, abbreviations and punctuation as they are', () => {
    expect(breaks('BR-Wahl 2026: Teil II & SBV')).toBe('BR-Wahl 2026: Teil II & SBV');
  });

  it('changes nothing but the soft hyphens: the text without them is the title as written', () => {
    for (const title of ['Konzernstrukturen durchschauen', 'Wirtschaftsausschuss kompakt', 'Schwerbehindertenvertretung: Grundlagen', 'Mobbing & Konflikte am Arbeitsplatz']) {
      expect(withoutSoftHyphens(GERMAN_HYPHENATION.hyphenate(title))).toBe(title);
    }
  });
});
