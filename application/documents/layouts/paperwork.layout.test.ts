import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { cents, formatEuro } from '../../../domain/money/money';
import type { BookingPaper } from '../../portal/bookings.port';
import type { PrintBlock, PrintDocument } from '../print-document';
import { conferenceBookable, seminarBookable } from '../../orders/bookable';
import { renderText } from '../render-text';
import { catalogueEvent, conferenceRecord } from '../testing/documents-fixtures';
import { BY_HOTEL_INVOICE, TEMPLATE_NOTICE, attendanceDocument, costAssumptionDocument, delegationDocument, type OvernightOnPaper } from './paperwork.layout';

const paper: BookingPaper = {
  recipient: {
    recipientId: 5,
    salutation: 'Frau',
    firstname: 'Lea',
    lastname: 'Hartmann',
    email: 'lea.hartmann@example.com',
    status: 'booked',
    bookedBy: 2,
    userId: 4,
    seats: 1,
    named: true,
    orderGremiumId: 1,
    price: cents(129000),
    reservedUntil: null,
    waitlistPosition: null,
    attended: true,
  },
  orderNumber: 'IFB-2026-000123',
  orderedAt: Temporal.Instant.from('2026-11-20T10:00:00Z'),
  customer: { salutation: 'Frau', firstname: 'Sabine', lastname: 'Keller', email: 'sabine.keller@example.com' },
  billing: { company: 'Muster GmbH', street: 'Hauptstraße 1', postalCode: '10115', city: 'Berlin' },
  hotelOverNightOption: 'with',
  event: seminarBookable(catalogueEvent()),
};

/** The same participant booked for a Fachtagung instead. */
const conferencePaper: BookingPaper = { ...paper, recipient: { ...paper.recipient, price: cents(59000) }, event: conferenceBookable(conferenceRecord()) };

const textOf = (document: PrintDocument): string => renderText(document.blocks);

const costTable = (document: PrintDocument): Extract<PrintBlock, { type: 'table' }> => {
  const table = document.blocks.find((block) => block.type === 'table');
  if (table?.type !== 'table') throw new Error('no cost table');
  return table;
};

const overnightRow = (overnight: OvernightOnPaper) => costTable(costAssumptionDocument(paper, overnight)).rows.find((row) => row[0]?.startsWith('Übernachtung'));

describe('the paperwork layouts', () => {
  it('print the nights at the hotel with their amount when the rate is known, and count it in the known costs', () => {
    expect(overnightRow({ nights: 2, perParticipant: cents(24000) })).toEqual(['Übernachtung und Verpflegung im Tagungshotel (2 Nächte)', formatEuro(cents(24000))]);
    expect(costTable(costAssumptionDocument(paper, { nights: 2, perParticipant: cents(24000) })).totals).toEqual([['Bekannte Kosten zusammen', formatEuro(cents(153000))]]);
  });

  it('print "nach Rechnung des Hotels" when the participant stays at the hotel without a known rate, outside the known sum', () => {
    for (const document of [costAssumptionDocument(paper, BY_HOTEL_INVOICE), delegationDocument(paper, BY_HOTEL_INVOICE)]) {
      expect(costTable(document).rows).toContainEqual(['Übernachtung und Verpflegung im Tagungshotel', 'nach Rechnung des Hotels']);
      expect(costTable(document).totals).toEqual([['Bekannte Kosten zusammen', formatEuro(cents(129000))]]);
    }
  });

  it('print no hotel line when the participant does not stay at the hotel', () => {
    expect(overnightRow(null)).toBeUndefined();
  });

  it('say on every paper that it is a template to check, not legal advice', () => {
    const documents = [costAssumptionDocument(paper, null), delegationDocument(paper, null), attendanceDocument(paper, Temporal.Instant.from('2027-04-15T09:00:00Z'))];
    for (const document of documents) {
      expect(document.blocks).toContainEqual({ type: 'paragraph', tone: 'small', text: TEMPLATE_NOTICE });
      expect(TEMPLATE_NOTICE).toContain('Vorlage');
      expect(TEMPLATE_NOTICE).toContain('ersetzt keine Rechtsberatung');
    }
  });

  it('print a seminar as a seminar, with its hotel\'s address and the seminar fee', () => {
    const text = textOf(delegationDocument(paper, null));
    expect(text).toContain('Seminar: Betriebsverfassungsrecht Teil I');
    expect(text).toContain('Seehotel am Stadtpark, Südring 34, 22303 Hamburg');
    expect(text).toContain('Seminargebühr');
  });

  it('print a Fachtagung as a Fachtagung: its title, venue, fee and subject, sent under the works council\'s law', () => {
    for (const document of [delegationDocument(conferencePaper, null), costAssumptionDocument(conferencePaper, null)]) {
      const text = textOf(document);
      expect(text).toContain('Fachtagung: Fachtagung Arbeitsschutz 2027');
      expect(text).toContain('Seehotel am Stadtpark, Südring 34, 22303 Hamburg');
      expect(text).toContain('§ 37 Abs. 6 BetrVG');
      expect(text).not.toMatch(/Seminar(:|gebühr|leitung)/);
      expect(costTable(document).rows[0]).toEqual(['Tagungsgebühr (zzgl. gesetzlicher MwSt., soweit anfallend)', formatEuro(cents(59000))]);
    }
    const certificate = textOf(attendanceDocument(conferencePaper, Temporal.Instant.from('2027-05-21T09:00:00Z')));
    expect(certificate).toContain('Lea Hartmann hat vom 20.05.2027 bis 20.05.2027');
    expect(certificate).toContain('Inhalt: Gefährdungsbeurteilung psychischer Belastungen');
    expect(certificate).toContain('Tagungsleitung');
  });

  it('send a participant of a Fachtagung for the SBV under the SBV\'s law, as its title says', () => {
    const sbv: BookingPaper = { ...conferencePaper, event: conferenceBookable(conferenceRecord({ title: 'SBV-Fachtagung 2027' })) };
    const text = textOf(delegationDocument(sbv, null));
    expect(text).toContain('§ 179 Abs. 4 Satz 3 SGB IX');
    expect(text).toContain('Schwerbehindertenvertretung');
  });
});
