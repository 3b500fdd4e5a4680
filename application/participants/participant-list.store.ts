import type { Temporal } from 'temporal-polyfill';
import type { ParticipantStatus } from '../../domain/cart/participant-status';
import type { NewAuditEntry } from '../audit/audit-log';
import type { AttendanceCertificatePayload } from '../mail/outbox-payloads';
import type { Bookable } from '../orders/bookable';

/** A participant on a date's list, with the order behind the seat. */
export interface ListedParticipant {
  readonly participantId: number;
  readonly orderNumber: string;
  readonly salutation: string;
  readonly firstname: string;
  readonly lastname: string;
  readonly email: string;
  /** The ordering company (the invoice address's). */
  readonly company: string | null;
  /** The participant's function in the Gremium (Betriebsratsvorsitz, Mitglied …). */
  readonly function: string;
  readonly hotelOverNightOption: string;
  readonly status: ParticipantStatus;
  readonly attendedAt: Temporal.Instant | null;
}

/** Driven port: the participants of one seminar date or Fachtagung, and their attendance. */
export interface ParticipantListStore {
  bookable(eventId: number): Promise<Bookable | undefined>;
  /** Named participants who hold or wait for a seat, by last and first name. */
  participants(eventId: number): Promise<readonly ListedParticipant[]>;
  /** Records (or clears) the attendance; a certificate's mail is queued in the same transaction. */
  recordAttendance(participantId: number, attendedAt: Temporal.Instant | null, audit: NewAuditEntry, certificate?: AttendanceCertificatePayload): Promise<void>;
}
