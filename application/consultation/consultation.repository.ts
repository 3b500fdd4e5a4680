import type { Temporal } from 'temporal-polyfill';
import type { GermanState } from '../../domain/calendar/public-holidays';
import type { Channel } from '../../domain/consultation/appointment-request';
import type { ConsultationBookedPayload } from '../mail/outbox-payloads';

export interface ConsultantRecord {
  readonly consultantId: number;
  readonly slug: string;
  readonly name: string;
  readonly role: string;
  readonly email: string;
  readonly photoPath: string | null;
  readonly state: GermanState;
  /** The rubrics they advise on, in the catalogue's order. */
  readonly topics: readonly { readonly slug: string; readonly name: string }[];
  readonly regions: readonly GermanState[];
}

export interface NewAppointment {
  readonly reference: string;
  readonly consultantId: number;
  readonly start: Temporal.Instant;
  readonly end: Temporal.Instant;
  readonly channel: Channel;
  readonly topicSlug: string;
  readonly salutation: string;
  readonly firstname: string;
  readonly lastname: string;
  readonly email: string;
  readonly phone: string;
  readonly message: string;
  readonly bookedAt: Temporal.Instant;
}

export interface StoredAppointment extends NewAppointment {
  readonly consultant: ConsultantRecord;
  readonly topicName: string;
}

/** Driven port: the consultants and their booked appointments. */
export interface ConsultationRepository {
  consultants(): Promise<readonly ConsultantRecord[]>;
  /** The starts (Instant.toString()) of the consultant's appointments in [from, to). */
  takenStarts(consultantId: number, from: Temporal.Instant, to: Temporal.Instant): Promise<ReadonlySet<string>>;
  /**
   * Books the slot and queues the mails in one transaction; 'taken' when the consultant already has
   * an appointment at that start (a unique key decides, so two visitors can never both get it).
   */
  book(appointment: NewAppointment, mail: ConsultationBookedPayload): Promise<'booked' | 'taken'>;
  byReference(reference: string): Promise<StoredAppointment | undefined>;
}

/** Unguessable references for the confirmation link. */
export interface AppointmentReferences {
  newReference(): string;
}
