import type { Temporal } from 'temporal-polyfill';
import type { Cents } from '../../domain/money/money';
import type { NewAuditEntry } from '../audit/audit-log';

/** A Fachtagung as the back office reads it: its dates, seats, price and programme text. */
export interface StoredConference {
  readonly conferenceId: number;
  /** Its id as a bookable (orders and seats name it by this). */
  readonly bookableId: number;
  readonly url: string;
  readonly title: string;
  readonly startDate: Temporal.Instant;
  readonly endDate: Temporal.Instant;
  readonly hotelId: number;
  readonly capacity: number;
  readonly price: Cents;
  /** The programme text of its page. */
  readonly description: string;
  readonly seatsTaken: number;
  readonly cancelled: boolean;
}

export interface ConferenceChange {
  readonly startDate: Temporal.Instant;
  readonly endDate: Temporal.Instant;
  readonly capacity: number;
  readonly price: Cents;
  readonly description: string;
}

/** Driven port: the Fachtagungen as the back office reads and changes them. */
export interface ConferenceStore {
  /** Soonest first. */
  list(): Promise<readonly StoredConference[]>;
  find(conferenceId: number): Promise<StoredConference | undefined>;
  /** Writes the change and its audit entry in one transaction. */
  update(conferenceId: number, change: ConferenceChange, audit: NewAuditEntry): Promise<void>;
}
