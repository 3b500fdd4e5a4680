import type { FormSubmission, FormSubmissionRepository } from '../../../application/forms/form-submission.repository';
import type { FormSubmissionPayload } from '../../../application/mail/outbox-payloads';
import type { Outbox } from '../../../application/mail/outbox.port';
import type { AppDatabase } from '../database';
import { formSubmissions } from '../schema';

/** Form submissions over Drizzle: the row and its outbox mail commit together or not at all. */
export class DrizzleFormSubmissionRepository implements FormSubmissionRepository {
  constructor(
    private readonly db: AppDatabase,
    private readonly outbox: Outbox,
  ) {}

  async save(submission: FormSubmission, mail: FormSubmissionPayload): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.insert(formSubmissions).values({ kind: submission.kind, payload: submission.values, createdAt: submission.receivedAt.toString() });
      await this.outbox.enqueue(tx, 'form_submission', mail);
    });
  }
}
