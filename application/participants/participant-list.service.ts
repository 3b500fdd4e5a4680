import * as E from 'fp-ts/Either';
import type { Temporal } from 'temporal-polyfill';
import { fullName } from '../../domain/correspondence/person-name';
import { invalid, notFound, unavailable, type AppError } from '../../domain/errors/app-error';
import { mayRecordAttendance } from '../../domain/paperwork/attendance';
import type { AdminPrincipal } from '../admin/admin-access';
import { csvText } from '../admin/exports/export-format';
import type { AuditLogService } from '../audit/audit-log.service';
import { attendanceDocument } from '../documents/layouts/paperwork.layout';
import { PARTICIPANT_LIST_COLUMNS, participantListCells, participantListDocument } from '../documents/layouts/participant-list.layout';
import { PARTICIPANT_STATUS_TEXT } from '../documents/layouts/portal.layout';
import { OFFICE_CONTENT_TYPE, type OfficeRenderer } from '../documents/office-document';
import type { PdfRenderer } from '../documents/pdf-renderer';
import type { AttendanceCertificatePayload } from '../mail/outbox-payloads';
import type { Bookable } from '../orders/bookable';
import type { OrderBookings } from '../orders/orders.port';
import type { Clock } from '../ports/clock';
import { PARTICIPANT_LIST_MESSAGES as M } from './messages';
import type { ParticipantListFormat, ParticipantListWire } from './participant-list.codecs';
import type { ParticipantListFile, ParticipantLists } from './participant-list.port';
import type { ListedParticipant, ParticipantListStore } from './participant-list.store';

export interface ParticipantListDependencies {
  readonly store: ParticipantListStore;
  readonly papers: Pick<OrderBookings, 'paperOfParticipant'>;
  readonly pdf: PdfRenderer;
  readonly office: OfficeRenderer;
  readonly audit: Pick<AuditLogService, 'entry'>;
  readonly clock: Clock;
}

const wireOf = (event: Bookable, participants: readonly ListedParticipant[], now: Temporal.Instant): ParticipantListWire => ({
  event: { eventId: event.eventId, title: event.title, startDate: event.startDate, endDate: event.endDate, location: event.location },
  participants: participants.map((participant) => ({
    participantId: participant.participantId,
    orderNumber: participant.orderNumber,
    name: fullName(participant),
    email: participant.email,
    company: participant.company,
    function: participant.function,
    overnight: participant.hotelOverNightOption,
    statusLabel: PARTICIPANT_STATUS_TEXT[participant.status],
    attended: participant.attendedAt !== null,
    attendanceOpen: mayRecordAttendance(participant.status, event.startDate, now),
  })),
});

async function* rowsOf<Row>(rows: readonly Row[]): AsyncGenerator<Row> {
  for (const row of rows) yield await Promise.resolve(row);
}

const joined = async (pieces: AsyncIterable<string>): Promise<string> => {
  let text = '';
  for await (const piece of pieces) text += piece;
  return text;
};

const fileStem = (list: ParticipantListWire): string => `Teilnehmerliste-${String(list.event.eventId)}`;

/**
 * The participant lists of the back office: who comes to a date (name, company, Gremium
 * function, overnight option, status), as a page, a PDF for the trainer with a signature column,
 * CSV for German Excel and XLSX; and the attendance staff record from the signed list, which
 * issues the Teilnahmebescheinigung (meinifb and a mail). Each mark lands in the audit log.
 */
export class ParticipantListService {
  constructor(private readonly deps: ParticipantListDependencies) {}

  forStaff(principal: AdminPrincipal, address: string): ParticipantLists {
    const list = async (eventId: number): Promise<E.Either<AppError, ParticipantListWire>> => {
      const event = await this.deps.store.bookable(eventId);
      if (event === undefined) return E.left(notFound(M.unknownEvent));
      return E.right(wireOf(event, await this.deps.store.participants(eventId), this.deps.clock.now()));
    };
    return {
      list: (eventId) => () => list(eventId),
      recordAttendance: (eventId, attendance) => async () => {
        const event = await this.deps.store.bookable(eventId);
        if (event === undefined) return E.left(notFound(M.unknownEvent));
        const participant = (await this.deps.store.participants(eventId)).find((listed) => listed.participantId === attendance.participantId);
        if (participant === undefined) return E.left(invalid({ participantId: M.unknownParticipant }, M.unknownParticipant));
        const now = this.deps.clock.now();
        if (!mayRecordAttendance(participant.status, event.startDate, now)) return E.left(invalid({ attended: M.notYet }, M.notYet));
        const before = participant.attendedAt !== null;
        if (before !== attendance.attended) {
          const certificate = attendance.attended ? await this.certificate(participant, now) : undefined;
          if (certificate !== undefined && E.isLeft(certificate)) return certificate;
          const audit = await this.deps.audit.entry(principal.userId, { address, via: principal.via }, 'participant.attendance', `${fullName(participant)}, ${event.title} (Termin ${String(eventId)})`, {
            attended: `${before ? 'ja' : 'nein'} → ${attendance.attended ? 'ja' : 'nein'}`,
          });
          await this.deps.store.recordAttendance(participant.participantId, attendance.attended ? now : null, audit, certificate?.right);
        }
        return list(eventId);
      },
      file: (eventId, format) => async () => {
        const found = await list(eventId);
        if (E.isLeft(found)) return found;
        return E.right(await this.file(found.right, format));
      },
    };
  }

  /** The certificate as meinifb issues it, rendered once for the mail. */
  private async certificate(participant: ListedParticipant, now: Temporal.Instant): Promise<E.Either<AppError, AttendanceCertificatePayload>> {
    const paper = await this.deps.papers.paperOfParticipant(participant.participantId);
    if (paper === undefined) return E.left(invalid({ participantId: M.unknownParticipant }, M.unknownParticipant));
    try {
      const content = await this.deps.pdf.render(attendanceDocument(paper, now));
      return E.right({
        participantId: participant.participantId,
        participant: { salutation: participant.salutation, firstname: participant.firstname, lastname: participant.lastname, email: participant.email },
        event: { title: paper.event.title, startDate: paper.event.startDate, endDate: paper.event.endDate },
        filename: `Teilnahmebescheinigung-${paper.orderNumber}-${String(participant.participantId)}.pdf`,
        pdf: Buffer.from(content).toString('base64'),
      });
    } catch (cause) {
      return E.left(unavailable(undefined, cause));
    }
  }

  private async file(list: ParticipantListWire, format: ParticipantListFormat): Promise<ParticipantListFile> {
    switch (format) {
      case 'pdf':
        return { filename: `${fileStem(list)}.pdf`, contentType: 'application/pdf', content: await this.deps.pdf.render(participantListDocument(list)) };
      case 'csv': {
        const columns = [...PARTICIPANT_LIST_COLUMNS, 'E-Mail', 'Bestellnummer', 'Teilnahme'].map((header, index) => ({
          header,
          cell: (row: ParticipantListWire['participants'][number]) => [...participantListCells(row), row.email, row.orderNumber, row.attended ? 'ja' : ''][index] ?? '',
        }));
        const text = await joined(csvText(rowsOf(list.participants), columns, { excel: true }));
        return { filename: `${fileStem(list)}.csv`, contentType: 'text/csv; charset=utf-8', content: new TextEncoder().encode(text) };
      }
      case 'xlsx': {
        const content = await this.deps.office.render('xlsx', {
          title: 'Teilnehmerliste',
          subtitle: list.event.title,
          lead: '',
          body: [],
          table: {
            name: 'Teilnehmerliste',
            columns: [...PARTICIPANT_LIST_COLUMNS, 'E-Mail', 'Bestellnummer', 'Teilnahme'],
            rows: list.participants.map((row) => [...participantListCells(row), row.email, row.orderNumber, row.attended ? 'ja' : '']),
          },
        });
        return { filename: `${fileStem(list)}.xlsx`, contentType: OFFICE_CONTENT_TYPE.xlsx, content };
      }
    }
  }
}
