import { describe, expect, it } from 'vitest';
import { buildSearchIndex, searchIndex, suggestQueries } from './search-index';

const SEMINARS = [
  { title: 'Konzernstrukturen durchschauen', subtitle: 'Gesellschaftsrecht für Arbeitnehmervertretungen', description: 'Rechtsform und Eigentümerstruktur.' },
  { title: 'Tarifvertrag und Betriebsrat', subtitle: 'Tarifvorrang und Öffnungsklauseln', description: 'Wie Tarif und Betriebsvereinbarung zusammenspielen.' },
  { title: 'Arbeitsrecht Teil II', subtitle: 'Kündigung, Befristung und Kündigungsschutz', description: 'Von der Anhörung bis zur Klage.' },
  { title: 'Betriebliche Altersversorgung', subtitle: 'Zusagen verstehen', description: 'Mitbestimmung bei der Versorgung.' },
  { title: 'Der Betriebsratsvorsitz', subtitle: 'Aufgaben und Führung', description: 'Stellung nach § 26 BetrVG und die Sitzungsleitung.' },
  { title: 'Wirtschaftsausschuss kompakt', subtitle: 'Aufgaben und Rechte', description: 'Der Jahresabschluss.' },
  { title: 'Rhetorik', subtitle: 'Überzeugend reden', description: 'Frei sprechen vor der Belegschaft.' },
];
const index = buildSearchIndex(SEMINARS, [{ weight: 4, lengthNorm: 0 }, { weight: 2, lengthNorm: 0.3 }, { weight: 1, lengthNorm: 0.75 }], (s) => [s.title, s.subtitle, s.description]);
const titles = (q: string) => searchIndex(index, q).map((hit) => hit.document.title);

describe('searchIndex', () => {
  it('finds a compound by its first part', () => {
    expect(titles('Konzern')[0]).toBe('Konzernstrukturen durchschauen');
    expect(titles('Tarif')[0]).toBe('Tarifvertrag und Betriebsrat');
  });

  it('finds a compound by its later part', () => {
    expect(titles('Sitzung leiten')[0]).toBe('Der Betriebsratsvorsitz');
  });

  it('forgives typos', () => {
    expect(titles('Kündigungschutz')[0]).toBe('Arbeitsrecht Teil II');
    expect(titles('Wirtschaftsauschuss')[0]).toBe('Wirtschaftsausschuss kompakt');
  });

  it('forgives a letter in the wrong place near the start, where most trigrams break', () => {
    expect(titles('Tairf')[0]).toBe('Tarifvertrag und Betriebsrat');
    expect(titles('Rethorik')[0]).toBe('Rhetorik');
  });

  it('forgives a typo in the ending the stem drops, measured against the word as written', () => {
    expect(titles('Altersversorgnug')[0]).toBe('Betriebliche Altersversorgung');
    expect(titles('Mitbestimmnug')[0]).toBe('Betriebliche Altersversorgung');
  });

  it('finds the canonical term by a synonym or an abbreviation', () => {
    expect(titles('Betriebsrente')[0]).toBe('Betriebliche Altersversorgung');
    expect(titles('WA')[0]).toBe('Wirtschaftsausschuss kompakt');
  });

  it('finds nothing for words far from every known one', () => {
    expect(titles('Quantenchromodynamik')).toEqual([]);
  });
});

describe('suggestQueries', () => {
  it('offers the closest known word as written in the texts', () => {
    expect(suggestQueries(index, 'Wirschaftsauschus')).toContain('Wirtschaftsausschuss');
    expect(suggestQueries(index, 'Tarfvetrg Betriebsrat')[0]).toBe('Tarifvertrag Betriebsrat');
  });

  it('offers nothing for a query whose words are all known or far from everything', () => {
    expect(suggestQueries(index, 'Betriebsrat')).toEqual([]);
    expect(suggestQueries(index, 'xyzzyq')).toEqual([]);
  });
});
