import type * as TE from 'fp-ts/TaskEither';
import { AssistantAnswerWire, AssistantQuery } from '../../application/assistant/assistant.codecs';
import { ASSISTANT_PATHS } from '../../application/assistant/assistant.paths';
import type { Assistant } from '../../application/assistant/assistant.port';
import type { AppError } from '../../domain/errors/app-error';
import { callApi } from './api-call';
import type { HttpTransport } from './transport';

/** The assistant over HTTP, for the browser's conversation on /chatbot and /chatbot-sbv. */
export class AssistantProxy implements Assistant {
  constructor(private readonly transport: HttpTransport) {}

  answer(query: AssistantQuery): TE.TaskEither<AppError, AssistantAnswerWire> {
    return callApi(this.transport, AssistantAnswerWire)({ path: ASSISTANT_PATHS.answer, query: AssistantQuery.encode(query) });
  }
}
