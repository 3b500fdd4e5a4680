import { describe, expect, it } from 'vitest';
import { renderText } from './render-text';

describe('renderText', () => {
  it('lays out every block as plain text, a blank line between blocks', () => {
    expect(
      renderText([
        { type: 'heading', text: 'Gesamt' },
        { type: 'paragraph', text: 'Vielen Dank.' },
        { type: 'facts', rows: [{ label: 'Bestellnummer', value: 'IFB-2027-000042' }] },
        { type: 'fillIn', fields: [{ label: 'Firma' }, { label: 'Seminar', value: 'BR kompakt' }] },
        { type: 'checkboxes', options: ['mit Übernachtung'] },
        { type: 'signature', labels: ['Ort, Datum'] },
      ]),
    ).toBe(
      [
        'Gesamt\n======',
        'Vielen Dank.',
        'Bestellnummer: IFB-2027-000042',
        'Firma: ______________________________\nSeminar: BR kompakt',
        '[ ] mit Übernachtung',
        '______________________________\nOrt, Datum',
      ].join('\n\n') + '\n',
    );
  });

  it('aligns table columns, amounts to the right, with the totals below a rule', () => {
    const text = renderText([
      {
        type: 'table',
        columns: [
          { header: 'Teilnehmer', width: 0.7, align: 'left' },
          { header: 'Preis', width: 0.3, align: 'right' },
        ],
        rows: [
          ['1. Teilnehmer', '1.290,00 €'],
          ['2. Teilnehmer', '990,00 €'],
        ],
        totals: [['Summe', '2.280,00 €']],
      },
    ]);
    expect(text.split('\n')).toEqual([
      'Teilnehmer          Preis',
      '-------------------------',
      '1. Teilnehmer  1.290,00 €',
      '2. Teilnehmer    990,00 €',
      '-------------------------',
      'Summe          2.280,00 €',
      '',
    ]);
  });
});
