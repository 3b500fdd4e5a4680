import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { dataExportDocument } from './data-export-bundle';
import type { PersonalDataSet } from './personal-data-set';

const MADE_AT = Temporal.Instant.from('2027-03-12T09:30:00Z');

const EMPTY: PersonalDataSet = {
  email: 'dora@example.org',
  person: { salutation: 'Frau', firstname: 'Dora', lastname: 'Datenschutz' },
  profile: null,
  orders: [],
  participations: [],
  wishlist: [],
  trainingPlans: [],
  feedback: [],
  consents: null,
  memberships: [],
  requests: [],
};

describe('the PDF summary of a data export', () => {
  it('counts every kind, prints the records in German words and dates, and names the retention rules', () => {
    const document = dataExportDocument({ ...EMPTY, orders: [{ orderNumber: 'IFB-2027-000001', orderedAt: '2027-03-01T08:00:00+00:00', personalNotes: null }] }, MADE_AT);
    expect(document.subtitle).toBe('für dora@example.org, erstellt am 12.03.2027 um 10:30 Uhr');
    expect(document.blocks).toContainEqual({ type: 'facts', rows: expect.arrayContaining([{ label: 'Bestellungen', value: '1 (orders.json)' }, { label: 'Merkliste', value: '0 (wishlist.json)' }]) as unknown });
    expect(document.blocks).toContainEqual({
      type: 'facts',
      rows: [
        { label: 'Bestellnummer', value: 'IFB-2027-000001' },
        { label: 'Bestellt am', value: '01.03.2027, 09:00 Uhr' },
        { label: 'Anmerkungen', value: '–' },
      ],
    });
    expect(document.blocks).toContainEqual({ type: 'paragraph', tone: 'small', text: 'Warenkörbe ohne Anmeldung: nach 30 Tagen' });
  });

  it('leaves out the kinds without records', () => {
    const headings = dataExportDocument(EMPTY, MADE_AT).blocks.flatMap((block) => (block.type === 'heading' ? [block.text] : []));
    expect(headings).toEqual(['Wie lange wir Daten aufbewahren']);
  });
});
