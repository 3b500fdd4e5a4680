import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { lexiconCsvHeader, parseLexiconCsv } from './lexicon-csv';

const HEADER = 'section,slug,term,definition,body,relatedSlugs,topicSlug,tags\r\n';

describe('parseLexiconCsv', () => {
  it('reads entries, with lists split at commas or spaces and an empty topic as none', () => {
    const csv = `${HEADER}br,betriebsrat,Betriebsrat,"Die gewählte Vertretung, kurz BR.","## Aufgaben\r\n\r\n* Mitbestimmung",wahl  jav,,"schulung, wahl"\r\n`;
    expect(parseLexiconCsv(csv)).toEqual(
      E.right([
        {
          section: 'br',
          slug: 'betriebsrat',
          term: 'Betriebsrat',
          definition: 'Die gewählte Vertretung, kurz BR.',
          body: [
            { type: 'heading', text: 'Aufgaben' },
            { type: 'list', items: ['Mitbestimmung'] },
          ],
          relatedSlugs: ['wahl', 'jav'],
          topicSlug: null,
          tags: ['schulung', 'wahl'],
        },
      ]),
    );
  });

  it('takes a semicolon file from a German spreadsheet, and leaves out optional columns', () => {
    expect(parseLexiconCsv('\uFEFFsection;slug;term;definition\r\nsbv;inklusion;Inklusion;Teilhabe aller\r\n')).toEqual(
      E.right([{ section: 'sbv', slug: 'inklusion', term: 'Inklusion', definition: 'Teilhabe aller', body: [], relatedSlugs: [] }]),
    );
  });

  it('reports every bad row with its line and column, and imports nothing', () => {
    const csv = `${HEADER}br,betriebsrat,Betriebsrat,Definition,,,,\r\nxx,Ungültig,,Definition,,,,\r\nbr,wahl,Wahl,"zwei\r\nZeilen",,,,\r\nbr,betriebsrat,Doppelt,Definition,,,,\r\nbr,kurz,nur drei\r\n`;
    expect(parseLexiconCsv(csv)).toEqual(
      E.left({
        count: 5,
        fieldErrors: {
          'Zeile 3, Spalte section': 'Bitte geben Sie den Bereich an: br, sbv oder jav.',
          'Zeile 3, Spalte slug': 'Bitte geben Sie einen gültigen Kurznamen an (Kleinbuchstaben, Ziffern und Bindestriche).',
          'Zeile 3, Spalte term': 'Bitte geben Sie den Begriff an.',
          'Zeile 6, Spalte slug': 'Den Eintrag br/betriebsrat gibt es in dieser Datei schon (Zeile 2).',
          'Zeile 7': 'Die Zeile hat 3 statt 8 Spalten.',
        },
      }),
    );
  });

  it('names the line of a broken quote', () => {
    expect(parseLexiconCsv(`${HEADER}br,a,A,"offen\r\n`)).toEqual(
      E.left({ count: 1, fieldErrors: { 'Zeile 2': 'Ein Anführungszeichen wird bis zum Ende der Datei nicht geschlossen.' } }),
    );
  });

  it('checks the header: empty file, unknown, doubled and missing columns', () => {
    expect(parseLexiconCsv('')).toEqual(
      E.left({ count: 1, fieldErrors: { 'Zeile 1': 'Die CSV-Datei ist leer: Es fehlt die Kopfzeile mit den Spaltennamen.' } }),
    );
    expect(parseLexiconCsv('section,slug,slug,begriff\r\n')).toEqual(
      E.left({
        count: 4,
        fieldErrors: {
          'Zeile 1, Spalte slug': 'Diese Spalte steht zweimal in der Kopfzeile.',
          'Zeile 1, Spalte begriff':
            'Unbekannte Spalte „begriff“. Möglich sind: section, slug, term, definition, body, relatedSlugs, topicSlug, tags.',
          'Zeile 1, Spalte term': 'Diese Spalte fehlt in der Kopfzeile.',
          'Zeile 1, Spalte definition': 'Diese Spalte fehlt in der Kopfzeile.',
        },
      }),
    );
  });

  it('lists at most 50 problems but counts them all', () => {
    const rows = Array.from({ length: 60 }, (_, index) => `br,ok-${index},,x\r\n`).join('');
    const result = parseLexiconCsv(`section,slug,term,definition\r\n${rows}`);
    expect(E.isLeft(result) && [result.left.count, Object.keys(result.left.fieldErrors).length]).toEqual([60, 50]);
  });

  it('has a header of the columns in order', () => {
    expect(lexiconCsvHeader()).toBe(HEADER);
  });
});
