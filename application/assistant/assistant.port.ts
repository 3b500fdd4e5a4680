import type * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../../domain/errors/app-error';
import type { AssistantAnswerWire, AssistantQuery } from './assistant.codecs';

/**
 * The assistant of /chatbot and /chatbot-sbv: answers from the site's own knowledge base and
 * seminar catalogue, no outside service. The server binds the service; the browser the proxy.
 */
export interface Assistant {
  /** GET /chatbot/get-answer */
  answer(query: AssistantQuery): TE.TaskEither<AppError, AssistantAnswerWire>;
}
