import type { FeedbackEntry, FeedbackRepository } from '../../../application/portal/feedback.repository';
import type { FeedbackPayload } from '../../../application/mail/outbox-payloads';
import type { Outbox } from '../../../application/mail/outbox.port';
import type { AppDatabase } from '../database';
import { portalFeedback } from '../schema';

/** Feedback over Drizzle: the row and its outbox mail commit together or not at all. */
export class DrizzleFeedbackRepository implements FeedbackRepository {
  constructor(
    private readonly db: AppDatabase,
    private readonly outbox: Outbox,
  ) {}

  async save(entry: FeedbackEntry, mail: FeedbackPayload): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.insert(portalFeedback).values({ ...entry, receivedAt: entry.receivedAt.toString() });
      await this.outbox.enqueue(tx, 'feedback_received', mail);
    });
  }
}
