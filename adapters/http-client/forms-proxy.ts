import type * as TE from 'fp-ts/TaskEither';
import { formPath, type FormKind } from '../../application/forms/form-definitions';
import type { FormRequest } from '../../application/forms/forms.codecs';
import type { Forms } from '../../application/forms/forms.port';
import { ThankYouWire } from '../../application/portal/feedback.codecs';
import type { AppError } from '../../domain/errors/app-error';
import { callApi } from './api-call';
import type { HttpTransport } from './transport';

/** The website's forms over HTTP, for the browser and the CLI. */
export class FormsProxy implements Forms {
  constructor(private readonly transport: HttpTransport) {}

  submit(kind: FormKind, request: FormRequest): TE.TaskEither<AppError, ThankYouWire> {
    return callApi(this.transport, ThankYouWire)({ method: 'POST', path: formPath(kind), body: request });
  }
}
