import { and, asc, eq } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import type { FeedbackEntry, FeedbackRepository, GivenFeedback } from '../../../application/portal/feedback.repository';
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

  async givenFor(userId: number, eventId: number): Promise<readonly GivenFeedback[]> {
    const rows = await this.db
      .select({ message: portalFeedback.message, rating: portalFeedback.rating, receivedAt: portalFeedback.receivedAt })
      .from(portalFeedback)
      .where(and(eq(portalFeedback.userId, userId), eq(portalFeedback.eventId, eventId)))
      .orderBy(asc(portalFeedback.receivedAt), asc(portalFeedback.feedbackId));
    return rows.map((row) => ({ ...row, receivedAt: Temporal.Instant.from(row.receivedAt) }));
  }
}
