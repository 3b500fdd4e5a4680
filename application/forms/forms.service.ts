import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import { invalid, rateLimited, type AppError } from '../../domain/errors/app-error';
import type { FormField } from '../../domain/validation/form-field';
import { hasErrors, normalizeValues, validateForm } from '../../domain/validation/form-validation';
import type { RequestContext } from '../accounts/accounts.port';
import { ACCOUNT_MESSAGES } from '../accounts/messages';
import type { RateLimitRule } from '../accounts/rate-limit';
import type { RateLimiter } from '../accounts/rate-limiter';
import type { FormSubmissionPayload } from '../mail/outbox-payloads';
import type { Clock } from '../ports/clock';
import type { ThankYouWire } from '../portal/feedback.codecs';
import { FIELD_LABELS, FORM_DEFINITIONS, type FormKind } from './form-definitions';
import type { FormSubmissionRepository } from './form-submission.repository';
import type { FormRequest } from './forms.codecs';
import type { Forms, FormsForRequest } from './forms.port';

/**
 * Ten forms an hour from one address: an office sending a few requests is never stopped, a
 * spam script is after the tenth. Only valid forms count, so a visitor correcting typos is not.
 */
export const FORM_SUBMISSIONS_PER_ADDRESS: RateLimitRule = { name: 'form', limit: 10, windowSeconds: 60 * 60 };

export interface FormsDependencies {
  readonly submissions: FormSubmissionRepository;
  readonly limiter: RateLimiter;
  readonly clock: Clock;
}

type Schema = Readonly<Record<string, FormField>>;

const senderOf = (values: Readonly<Record<string, string>>): FormSubmissionPayload['sender'] => {
  const { email, salutation, firstname, lastname } = values;
  if (email === undefined || email === '') return undefined;
  return {
    email,
    ...(salutation ? { salutation } : {}),
    ...(firstname ? { firstname } : {}),
    ...(lastname ? { lastname } : {}),
  };
};

/** The forms in-process: validated by the §5 rules, stored, mailed through the outbox. */
export class FormsService implements FormsForRequest {
  constructor(private readonly deps: FormsDependencies) {}

  forRequest(context: RequestContext): Forms {
    return { submit: (kind, request) => this.submit(context, kind, request) };
  }

  private submit(context: RequestContext, kind: FormKind, request: FormRequest): TE.TaskEither<AppError, ThankYouWire> {
    return async () => {
      const definition = FORM_DEFINITIONS[kind];
      const schema = definition.fields as Schema;
      const errors = validateForm(schema, request);
      if (hasErrors(errors)) return E.left(invalid(errors));
      const wait = await this.deps.limiter.consume(FORM_SUBMISSIONS_PER_ADDRESS, context.clientAddress);
      if (wait !== undefined) return E.left(rateLimited(wait, ACCOUNT_MESSAGES.tooManyRequests));
      const values = Object.fromEntries(Object.entries(normalizeValues(schema, request)).filter(([, value]) => value !== ''));
      const receivedAt = this.deps.clock.now();
      const sender = senderOf(values);
      await this.deps.submissions.save(
        { kind, values, receivedAt },
        {
          form: kind,
          title: definition.title,
          receivedAt,
          fields: Object.entries(values).map(([name, value]) => ({ label: FIELD_LABELS[name as keyof typeof FIELD_LABELS], value })),
          ...(sender === undefined ? {} : { sender }),
        },
      );
      return E.right({ message: definition.thanks });
    };
  }
}
