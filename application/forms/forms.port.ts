import type * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../../domain/errors/app-error';
import type { RequestContext } from '../accounts/accounts.port';
import type { ThankYouWire } from '../portal/feedback.codecs';
import type { FormKind } from './form-definitions';
import type { FormRequest } from './forms.codecs';

/** The website's forms (spec §7, /api/…): each submission is stored and mailed to the team. */
export interface Forms {
  /** POST /api/{kind}: 201 with the form's thank-you text, or 400 with the §5 messages per field. */
  submit(kind: FormKind, request: FormRequest): TE.TaskEither<AppError, ThankYouWire>;
}

export interface FormsForRequest {
  forRequest(context: RequestContext): Forms;
}
