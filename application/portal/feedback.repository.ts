import type { Temporal } from 'temporal-polyfill';
import type { FeedbackPayload } from '../mail/outbox-payloads';

export interface FeedbackEntry {
  readonly userId: number;
  /** The attended seminar the feedback is about; null: feedback on nothing in particular. */
  readonly eventId: number | null;
  readonly message: string;
  readonly rating: number | null;
  readonly receivedAt: Temporal.Instant;
}

/** Feedback as the portal shows it back to its author. */
export interface GivenFeedback {
  readonly message: string;
  readonly rating: number | null;
  readonly receivedAt: Temporal.Instant;
}

/** Driven port: stores the feedback and queues its mail in the same transaction. */
export interface FeedbackRepository {
  save(entry: FeedbackEntry, mail: FeedbackPayload): Promise<void>;
  /** What the user wrote about the event, oldest first. */
  givenFor(userId: number, eventId: number): Promise<readonly GivenFeedback[]>;
}
