import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { costCalculation } from '../../../domain/cost-calculator/cost-calculation';
import { cents } from '../../../domain/money/money';
import { participantCount } from '../../../domain/pricing/participant-count';
import { renderText } from '../render-text';
import { catalogueEvent, exampleSeminar, hamburgVenue } from '../testing/documents-fixtures';
import { costCalculationDocument } from './cost-calculation.layout';
import { onlineFaxDocument } from './online-fax.layout';
import { EMPTY_FAX_ORDER } from '../fax-order';
import { gremiumOverviewDocument, NO_INVOICE_ADDRESS_TEXT, noticeDocument } from './portal.layout';
import { eventDocument, NO_DATES_TEXT, seminarDocument } from './seminar.layout';

const at = (iso: string): Temporal.Instant => Temporal.Instant.from(iso);

describe('costCalculationDocument', () => {
  const event = catalogueEvent();

  it('prints seminar costs, hotel nights and the total', () => {
    const calculation = costCalculation(event, participantCount(3), 'with', () => cents(8900));
    const text = renderText(costCalculationDocument(event, calculation, '01.03.2027').blocks);
    expect(text).toContain('Übernachtung: mit Übernachtung');
    expect(text).toMatch(/^Seehotel am Stadtpark, Hamburg +12\.04\.2027 bis 14\.04\.2027 +2 +89,00\u00a0€ +178,00\u00a0€$/m);
    expect(text).toMatch(/^Übernachtungskosten für 3 Teilnehmer +534,00\u00a0€$/m);
    expect(text).toMatch(/^Enthaltener Gruppenrabatt +300,00\u00a0€$/m);
    expect(text).toMatch(/^Gesamtkosten mit Übernachtung +4\.104,00\u00a0€$/m);
  });

  it('prices a hotel without rate on request and says so', () => {
    const text = renderText(costCalculationDocument(event, costCalculation(event, participantCount(1), 'with', () => undefined), '01.03.2027').blocks);
    expect(text).toMatch(/^Seehotel am Stadtpark, Hamburg +12\.04\.2027 bis 14\.04\.2027 +2 +auf Anfrage +auf Anfrage$/m);
    expect(text).toContain('Für Hotels ohne hinterlegten Zimmerpreis nennen wir Ihnen die Übernachtungskosten auf Anfrage');
    // Nothing priced is no 0,00 €, and the total says the nights are not in it.
    expect(text).toMatch(/^Übernachtungskosten für 1 Teilnehmer +auf Anfrage$/m);
    expect(text).toMatch(/^Gesamtkosten ohne Übernachtungskosten \(auf Anfrage\) +[\d.]+,\d{2}\u00a0€$/m);
  });

  it('says when no nights are needed, and leaves the hotel out without overnight stay', () => {
    const oneDay = catalogueEvent({ endDate: at('2027-04-12T14:30:00Z') });
    expect(renderText(costCalculationDocument(oneDay, costCalculation(oneDay, participantCount(1), 'with', () => cents(8900)), '01.03.2027').blocks)).toContain(
      'Für diese Veranstaltung fallen keine Übernachtungskosten an.',
    );
    const without = renderText(costCalculationDocument(event, costCalculation(event, participantCount(1), 'without', () => cents(8900)), '01.03.2027').blocks);
    expect(without).toContain('Übernachtung: ohne Übernachtung');
    expect(without).not.toContain('Übernachtungskosten');
    expect(without).not.toContain('Gruppenrabatt');
  });
});

describe('seminar documents', () => {
  it('says when a seminar has no upcoming dates', () => {
    expect(renderText(seminarDocument({ ...exampleSeminar, targetGroups: [] }, []).blocks)).toContain(NO_DATES_TEXT);
  });

  it('lists the modules of a training series with their venues', () => {
    const series = catalogueEvent({
      modules: [
        { position: 1, hotelId: 103, hotel: hamburgVenue, startDate: at('2027-04-12T07:00:00Z'), endDate: at('2027-04-13T14:30:00Z') },
        { position: 2, hotelId: 522, hotel: null, startDate: at('2027-05-10T07:00:00Z'), endDate: at('2027-05-10T14:30:00Z') },
      ],
    });
    const text = renderText(eventDocument(exampleSeminar, series, []).blocks);
    expect(text).toMatch(/^1\. +12\.04\.2027, 09:00 Uhr bis 13\.04\.2027, 16:30 Uhr +Seehotel am Stadtpark, Südring 34, 22303 Hamburg$/m);
    expect(text).toMatch(/^2\. +10\.05\.2027, 09:00 – 16:30 Uhr +Online$/m);
    expect(text).not.toContain('Tagungshotel:');
  });
});

describe('onlineFaxDocument', () => {
  it('prints what the page filled in, ticks the overnight choice and keeps lines for the pen', () => {
    const filled = {
      ...EMPTY_FAX_ORDER,
      participants: [{ salutation: 'Frau', firstname: 'Anna', lastname: 'Lange', email: 'anna@example.org', bookingType: 'Reservierung' }],
      company: 'Muster GmbH',
      overnight: 'with' as const,
    };
    const text = renderText(onlineFaxDocument(catalogueEvent(), filled).blocks);
    expect(text).toMatch(/^1\.\s+Frau\s+Anna\s+Lange\s+anna@example\.org\s+Reservierung/m);
    expect(text).toMatch(/^6\.$/m);
    expect(text).toContain('Firma: Muster GmbH');
    expect(text).toContain('[x] mit Übernachtung im Tagungshotel');
    expect(text).toContain('[ ] ohne Übernachtung');
  });

  it('names the event and offers six participant lines', () => {
    const text = renderText(onlineFaxDocument(catalogueEvent()).blocks);
    expect(text).toContain('Tagungshotel: Seehotel am Stadtpark, Südring 34, 22303 Hamburg');
    expect(text).toMatch(/^6\.$/m);
    expect(text).toContain('[ ] ohne Übernachtung');
  });
});

describe('portal documents', () => {
  const event = { eventId: 10001, title: 'Betriebsverfassungsrecht Teil I', startDate: at('2027-04-12T07:00:00Z'), endDate: at('2027-04-14T14:30:00Z'), location: 'Hamburg' };

  it('prints a notice without participants plainly', () => {
    const text = renderText(
      noticeDocument({
        issuedAt: at('2027-03-01T09:00:00Z'),
        customer: { salutation: 'Herr', firstname: 'Jonas', lastname: 'Weber', company: '', email: 'jonas.weber@example.org' },
        event: { ...event, recipients: [] },
      }).blocks,
    );
    expect(text).toContain('Für: Herr Jonas Weber');
    expect(text).not.toContain('Firma:');
    expect(text).toContain('Keine Teilnehmer.');
  });

  it('prints the Gremium overview with its billing address and empty lists', () => {
    const document = gremiumOverviewDocument({
      issuedAt: at('2027-03-01T09:00:00Z'),
      gremium: { gremiumId: 1, name: 'BR Nord', company: 'Nord AG', billingAddress: { street: 'Hafenweg', streetNumber: '3', postalCode: '20457', city: 'Hamburg', country: 'DE' }, invoiceEmail: null, leitwegId: null },
      members: [{ userId: 4, salutation: 'Frau', firstname: 'Lea', lastname: 'Hartmann', gremiumRole: 'member', brFunctions: ['Schriftführerin'] }],
      futureEvents: [],
      pastEvents: [],
    });
    const text = renderText(document.blocks);
    expect(document.subtitle).toBe('BR Nord · Stand 01.03.2027');
    expect(text).toContain('Rechnungsadresse: Nord AG\nHafenweg 3\n20457 Hamburg\nDeutschland');
    expect(text).toMatch(/^Frau Lea Hartmann +Mitglied +Schriftführerin$/m);
    expect(text).toContain('Keine kommenden Seminare gebucht.');
    expect(text).toContain('Keine vergangenen Seminare.');
  });

  it('says so when the Gremium has no invoice address yet instead of leaving the row out', () => {
    const document = gremiumOverviewDocument({
      issuedAt: at('2027-03-01T09:00:00Z'),
      gremium: { gremiumId: 1, name: 'BR Nord', company: 'Nord AG', billingAddress: null, invoiceEmail: null, leitwegId: null },
      members: [],
      futureEvents: [],
      pastEvents: [],
    });
    expect(renderText(document.blocks)).toContain(`Rechnungsadresse: ${NO_INVOICE_ADDRESS_TEXT}`);
  });
});
