import type { Temporal } from 'temporal-polyfill';
import type { FeedbackPayload } from '../mail/outbox-payloads';

export interface FeedbackEntry {
  readonly userId: number;
  readonly message: string;
  readonly rating: number | null;
  readonly receivedAt: Temporal.Instant;
}

/** Driven port: stores the feedback and queues its mail in the same transaction. */
export interface FeedbackRepository {
  save(entry: FeedbackEntry, mail: FeedbackPayload): Promise<void>;
}
