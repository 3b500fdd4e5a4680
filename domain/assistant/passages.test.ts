import { describe, expect, it } from 'vitest';
import { buildKnowledgeIndex, selectPassages } from './passages';

const sources = [
  { title: 'Anhörung vor Kündigung', passages: ['Vor jeder Kündigung muss der Arbeitgeber den Betriebsrat anhören.', 'Schweigt der Betriebsrat, gilt die Zustimmung als erteilt.'] },
  { title: 'Amtszeit des Betriebsrats', passages: ['Die regelmäßige Amtszeit beträgt vier Jahre.'] },
  { title: 'Urlaub', passages: ['Der gesetzliche Mindesturlaub beträgt 24 Werktage.'] },
];

describe('selectPassages', () => {
  const index = buildKnowledgeIndex(sources);

  it('quotes the best paragraph of the source the question is about, first', () => {
    const [first] = selectPassages(index, 'Muss der Betriebsrat vor einer Kündigung angehört werden?');
    expect(first?.source.title).toBe('Anhörung vor Kündigung');
    expect(first?.text).toBe('Vor jeder Kündigung muss der Arbeitgeber den Betriebsrat anhören.');
  });

  it('finds words in another inflection and spelling', () => {
    expect(selectPassages(index, 'wie lange dauert die amtszeit')[0]?.source.title).toBe('Amtszeit des Betriebsrats');
    expect(selectPassages(index, 'Kuendigungen')[0]?.source.title).toBe('Anhörung vor Kündigung');
  });

  it('quotes each source once at most', () => {
    const titles = selectPassages(index, 'Betriebsrat Kündigung Zustimmung').map((passage) => passage.source.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('answers nothing to a question that shares no word with the knowledge', () => {
    expect(selectPassages(index, 'Quantenchromodynamik Spaghetti')).toEqual([]);
    expect(selectPassages(index, 'Was ist das?')).toEqual([]);
  });
});
