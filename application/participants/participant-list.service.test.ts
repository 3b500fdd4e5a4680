import * as E from 'fp-ts/Either';
import type { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { cents } from '../../domain/money/money';
import type { AuditAction } from '../audit/audit-log';
import { catalogueEvent } from '../documents/testing/documents-fixtures';
import { renderText } from '../documents/render-text';
import type { PrintDocument } from '../documents/print-document';
import type { AttendanceCertificatePayload } from '../mail/outbox-payloads';
import { seminarBookable } from '../orders/bookable';
import type { BookingPaper } from '../portal/bookings.port';
import { PARTICIPANT_LIST_MESSAGES } from './messages';
import { ParticipantListService } from './participant-list.service';
import type { ListedParticipant, ParticipantListStore } from './participant-list.store';

const event = seminarBookable(catalogueEvent());
const DURING = event.startDate.add({ hours: 2 });

const person = (participantId: number, lastname: string, status: ListedParticipant['status'] = 'booked'): ListedParticipant => ({
  participantId,
  orderNumber: `IFB-2026-00000${String(participantId)}`,
  salutation: 'Frau',
  firstname: 'Lea',
  lastname,
  email: `${lastname.toLowerCase()}@example.org`,
  company: 'Muster GmbH',
  function: 'Betriebsratsvorsitz',
  hotelOverNightOption: 'Mit Übernachtung',
  status,
  attendedAt: null,
});

const setUp = (now: Temporal.Instant = DURING) => {
  const participants = [person(1, 'Adler'), person(2, 'Berg', 'reserved')];
  const certificates: AttendanceCertificatePayload[] = [];
  const printed: PrintDocument[] = [];
  // The entries the store writes with each mark, in its transaction.
  const audit: { action: AuditAction; details: unknown }[] = [];
  const store: ParticipantListStore = {
    bookable: (eventId) => Promise.resolve(eventId === event.eventId ? event : undefined),
    participants: () => Promise.resolve(participants),
    recordAttendance: (participantId, attendedAt, entry, certificate) => {
      audit.push({ action: entry.action, details: entry.details });
      const index = participants.findIndex((participant) => participant.participantId === participantId);
      const found = participants[index];
      if (found !== undefined) participants[index] = { ...found, attendedAt };
      if (certificate !== undefined) certificates.push(certificate);
      return Promise.resolve();
    },
  };
  const paperOf = (participantId: number): BookingPaper | undefined => {
    const found = participants.find((participant) => participant.participantId === participantId);
    return found === undefined
      ? undefined
      : {
          recipient: { ...found, recipientId: participantId, bookedBy: 1, userId: null, orderGremiumId: null, seats: 1, named: true, price: cents(129000), reservedUntil: null, waitlistPosition: null, attended: true },
          orderNumber: found.orderNumber,
          orderedAt: event.startDate.subtract({ hours: 24 * 30 }),
          customer: { salutation: 'Frau', firstname: 'Sabine', lastname: 'Keller', email: 'sabine@example.org' },
          billing: { company: 'Muster GmbH', street: 'Hauptstraße 1', postalCode: '10115', city: 'Berlin' },
          hotelOverNightOption: found.hotelOverNightOption,
          event,
        };
  };
  const service = new ParticipantListService({
    store,
    papers: { paperOfParticipant: (participantId) => Promise.resolve(paperOf(participantId)) },
    pdf: {
      render: (document) => {
        printed.push(document);
        return Promise.resolve(new TextEncoder().encode(renderText(document.blocks)));
      },
    },
    office: { render: (_format, document) => Promise.resolve(new TextEncoder().encode(JSON.stringify(document.table))) },
    audit: {
      entry: (userId, origin, action, subject, details) =>
        Promise.resolve({ at: now, action, actor: { userId, email: 'kundenservice@example.org' }, origin: origin.address, via: origin.via, subject, details }),
    },
    clock: { now: () => now },
  });
  return { lists: service.forStaff({ userId: 7, via: 'session' }, '203.0.113.5'), participants, certificates, printed, audit };
};

describe('the participant list of a date', () => {
  it('lists name, company, Gremium function, overnight option and status', async () => {
    const { lists } = setUp();
    const list = await lists.list(event.eventId)();
    expect(E.isRight(list) && list.right.participants.map(({ name, company, function: role, overnight, statusLabel }) => [name, company, role, overnight, statusLabel])).toEqual([
      ['Frau Lea Adler', 'Muster GmbH', 'Betriebsratsvorsitz', 'Mit Übernachtung', 'Gebucht'],
      ['Frau Lea Berg', 'Muster GmbH', 'Betriebsratsvorsitz', 'Mit Übernachtung', 'Reserviert'],
    ]);
  });

  it('answers an unknown date with NotFound in German', async () => {
    const { lists } = setUp();
    expect(await lists.list(999_999)()).toEqual(E.left({ _tag: 'NotFound', message: PARTICIPANT_LIST_MESSAGES.unknownEvent }));
  });

  it('prints the Teilnehmerliste with a column for the signatures', async () => {
    const { lists, printed } = setUp();
    const file = await lists.file(event.eventId, 'pdf')();
    expect(E.isRight(file) && file.right.filename).toBe(`Teilnehmerliste-${String(event.eventId)}.pdf`);
    const table = printed[0]?.blocks.find((block) => block.type === 'table');
    expect(table?.type === 'table' && table.columns.at(-1)?.header).toBe('Unterschrift');
    expect(table?.type === 'table' && table.writeIn).toBe(true);
  });

  it('writes the CSV for German Excel: byte order mark and semicolons', async () => {
    const { lists } = setUp();
    const file = await lists.file(event.eventId, 'csv')();
    const text = E.isRight(file) ? new TextDecoder('utf-8', { ignoreBOM: true }).decode(file.right.content) : '';
    expect(text.startsWith('\uFEFFName;Firma;Funktion im Gremium;Übernachtung;Status')).toBe(true);
    expect(text).toContain('Frau Lea Adler;Muster GmbH;Betriebsratsvorsitz;Mit Übernachtung;Gebucht');
  });

  it('records attendance once the date has begun, mails the certificate and logs before → after', async () => {
    const { lists, certificates, audit, participants } = setUp();
    const after = await lists.recordAttendance(event.eventId, { participantId: 1, attended: true })();
    expect(E.isRight(after) && after.right.participants[0]?.attended).toBe(true);
    expect(participants[0]?.attendedAt).toEqual(DURING);
    expect(certificates).toMatchObject([{ participantId: 1, participant: { email: 'adler@example.org' }, filename: expect.stringMatching(/^Teilnahmebescheinigung-/) as unknown }]);
    expect(audit).toEqual([{ action: 'participant.attendance', details: { attended: 'nein → ja' } }]);
    // Again: nothing changes, no second mail, no second entry.
    await lists.recordAttendance(event.eventId, { participantId: 1, attended: true })();
    expect(certificates).toHaveLength(1);
    expect(audit).toHaveLength(1);
    // Taken back: cleared and logged, no mail.
    await lists.recordAttendance(event.eventId, { participantId: 1, attended: false })();
    expect(participants[0]?.attendedAt).toBeNull();
    expect(audit.at(-1)).toEqual({ action: 'participant.attendance', details: { attended: 'ja → nein' } });
    expect(certificates).toHaveLength(1);
  });

  it('refuses attendance before the date begins and for a participant who is not booked, at the field', async () => {
    const early = setUp(event.startDate.subtract({ hours: 1 }));
    expect(await early.lists.recordAttendance(event.eventId, { participantId: 1, attended: true })()).toMatchObject(E.left({ _tag: 'Invalid', fieldErrors: { attended: PARTICIPANT_LIST_MESSAGES.notYet } }));
    const { lists, certificates } = setUp();
    expect(await lists.recordAttendance(event.eventId, { participantId: 2, attended: true })()).toMatchObject(E.left({ _tag: 'Invalid' }));
    expect(await lists.recordAttendance(event.eventId, { participantId: 99, attended: true })()).toMatchObject(E.left({ _tag: 'Invalid', fieldErrors: { participantId: PARTICIPANT_LIST_MESSAGES.unknownParticipant } }));
    expect(certificates).toEqual([]);
  });
});
