import type { FormSubmission, FormSubmissionRepository } from '../../../application/forms/form-submission.repository';
import type { FormSubmissionPayload } from '../../../application/mail/outbox-payloads';
import type { Outbox } from '../../../application/mail/outbox.port';
import { requestSenderOf } from '../../../application/requests/request-sender';
import type { AppDatabase } from '../database';
import { requests } from '../schema';

/** Form submissions over Drizzle: each is a new request of the inbox, committed with its outbox mail or not at all. */
export class DrizzleFormSubmissionRepository implements FormSubmissionRepository {
  constructor(
    private readonly db: AppDatabase,
    private readonly outbox: Outbox,
  ) {}

  async save(submission: FormSubmission, mail: FormSubmissionPayload): Promise<void> {
    const { email, name } = requestSenderOf(submission.values);
    await this.db.transaction(async (tx) => {
      await tx.insert(requests).values({ kind: submission.kind, payload: submission.values, receivedAt: submission.receivedAt.toString(), email, name, status: 'neu' });
      await this.outbox.enqueue(tx, 'form_submission', mail);
    });
  }
}
