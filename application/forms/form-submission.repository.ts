import type { Temporal } from 'temporal-polyfill';
import type { FormSubmissionPayload } from '../mail/outbox-payloads';
import type { FormKind } from './form-definitions';

export interface FormSubmission {
  readonly kind: FormKind;
  /** The normalized values of the form's fields (empty optional fields left out). */
  readonly values: Readonly<Record<string, string>>;
  readonly receivedAt: Temporal.Instant;
}

/** Driven port: stores the submission and queues its mail in the same transaction. */
export interface FormSubmissionRepository {
  save(submission: FormSubmission, mail: FormSubmissionPayload): Promise<void>;
}
