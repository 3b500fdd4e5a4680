import { readFile } from 'node:fs/promises';
import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { XMLValidator } from 'fast-xml-parser';
import { germanXmlProblem, giiLegislationParser } from './legislation-xml';

const fixture = () => readFile(new URL('./fixtures/betrvg-auszug.xml', import.meta.url), 'utf8');

const problem = (xml: string) => {
  const result = giiLegislationParser.parse(xml);
  return E.isLeft(result) && result.left._tag === 'Invalid' ? [result.left.message, result.left.fieldErrors.xml] : result;
};

describe('giiLegislationParser', () => {
  it('reads the law, its Teile and Abschnitte, and each Vorschrift with its Absätze', async () => {
    expect(giiLegislationParser.parse(await fixture())).toEqual(
      E.right({
        abbreviation: 'BetrVG',
        title: 'Betriebsverfassungsgesetz',
        norms: [
          {
            number: '§ 1',
            heading: 'Errichtung von Betriebsräten',
            part: 'Erster Teil – Allgemeine Vorschriften',
            chapter: '',
            paragraphs: [
              '(1) In Betrieben mit in der Regel mindestens fünf ständigen wahlberechtigten Arbeitnehmern, von denen drei wählbar sind, werden Betriebsräte gewählt.',
              '(2) Ein gemeinsamer Betrieb mehrerer Unternehmen wird vermutet, wenn zur Verfolgung arbeitstechnischer Zwecke die Betriebsmittel gemeinsam eingesetzt werden.',
            ],
          },
          {
            number: '§ 37',
            heading: 'Ehrenamtliche Tätigkeit, Arbeitsversäumnis',
            part: 'Zweiter Teil – Betriebsrat, Betriebsversammlung, Gesamt- und Konzernbetriebsrat',
            chapter: 'Dritter Abschnitt – Geschäftsführung des Betriebsrats',
            paragraphs: [
              '(1) Die Mitglieder des Betriebsrats führen ihr Amt unentgeltlich als Ehrenamt.',
              '(6) Die Absätze 2 und 3 gelten entsprechend für die Teilnahme an Schulungs- und Bildungsveranstaltungen, soweit diese Kenntnisse vermitteln, die für die Arbeit des Betriebsrats erforderlich sind.',
            ],
          },
        ],
      }),
    );
  });

  it('names line and column of malformed XML', () => {
    expect(problem('<dokumente>\n  <norm><metadaten></norm>\n</dokumente>')).toEqual([
      'Die XML-Datei ist fehlerhaft. Es wurde nichts importiert.',
      expect.stringMatching(/^Die XML-Datei ist nicht wohlgeformt \(Zeile 2, Spalte \d+\): .+/),
    ]);
  });

  it('refuses XML of another shape', () => {
    const notGii = 'Die XML-Datei ist kein Gesetz im Format von gesetze-im-internet.de. Es wurde nichts importiert.';
    expect(problem('<gesetz/>')).toEqual([notGii, 'Das Wurzelelement muss <dokumente> sein.']);
    expect(problem('<dokumente><norm><metadaten><enbez>§ 1</enbez></metadaten></norm></dokumente>')).toEqual([
      notGii,
      'Keine <norm> nennt die Abkürzung des Gesetzes (<jurabk>).',
    ]);
    expect(problem('<dokumente><norm><metadaten><jurabk>A</jurabk></metadaten></norm><norm><metadaten><jurabk>B</jurabk></metadaten></norm></dokumente>')).toEqual([
      notGii,
      'Die Datei enthält mehrere Gesetze (A, B); bitte importieren Sie eines je Datei.',
    ]);
    expect(problem('<dokumente><norm><metadaten><jurabk>A</jurabk><enbez>Inhaltsübersicht</enbez></metadaten></norm></dokumente>')).toEqual([
      notGii,
      'Die Datei enthält keine Vorschriften (<norm> mit <enbez> wie „§ 1“).',
    ]);
  });

  it('uses the number as heading where a Vorschrift has no title, and the abbreviation where the law has no long title', () => {
    expect(giiLegislationParser.parse('<dokumente><norm><metadaten><jurabk>KSchG</jurabk><enbez>§ 1</enbez></metadaten></norm></dokumente>')).toEqual(
      E.right({ abbreviation: 'KSchG', title: 'KSchG', norms: [{ number: '§ 1', heading: '§ 1', part: '', chapter: '', paragraphs: [] }] }),
    );
  });
});

describe('germanXmlProblem', () => {
  it('says in German what the validator found, naming the elements', () => {
    const findings = ['<dokumente><norm>', '<a></b>', '</a>', '<a>x</a>y', '<a b="1" b="2"/>', '', 'kein xml', '<a><</a>'].map((xml) => {
      // eslint-disable-next-line @typescript-eslint/no-deprecated -- the validator the parser uses
      const valid = XMLValidator.validate(xml);
      return valid === true ? 'gültig' : germanXmlProblem(valid.err.msg);
    });
    expect(findings).toEqual([
      'Nicht geschlossen: <dokumente>, <norm>.',
      '</b> schließt <a> (geöffnet in Zeile 1, Spalte 1) nicht.',
      '</a> schließt ein Element, das nicht geöffnet wurde.',
      'Nach dem Wurzelelement folgt noch Text.',
      'Das Attribut „b“ steht doppelt.',
      'Die Datei ist leer oder beginnt nicht mit einem Element.',
      'Das Zeichen „k“ ist hier nicht erlaubt.',
      '„</a“ ist kein gültiger Elementname.',
    ]);
  });

  it('passes a finding it has no words for on as it is', () => {
    expect(germanXmlProblem('Something new')).toBe('Meldung des XML-Prüfers: Something new');
  });
});
