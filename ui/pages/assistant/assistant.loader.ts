import * as E from 'fp-ts/Either';
import type * as t from 'io-ts';
import { data } from 'react-router';
import { AssistantAnswerWire, AssistantQuery } from '../../../application/assistant/assistant.codecs';
import { QUESTION_PARAM, type AssistantScope } from '../../../application/assistant/assistant.paths';
import { decodeInput } from '../../../application/codecs/decode';
import type { AppError } from '../../../domain/errors/app-error';
import { resolveService, type PageContainer } from '../../di/page-container';
import { ASSISTANT } from '../../di/ui.tokens';
import { hereOf, type Here } from '../recommendations/site-link';
import { requireSite } from '../works-council/site-guard';


/** JSON-safe page data of /chatbot and /chatbot-sbv. */
export interface AssistantPageData {
  readonly scope: AssistantScope;
  readonly here: Here;
  /** As typed, so a refused question is not lost. */
  readonly question: string;
  readonly answer: t.OutputOf<typeof AssistantAnswerWire> | null;
  readonly error: string | null;
}

export const messageOf = (error: AppError): string =>
  error._tag === 'Invalid' ? (Object.values(error.fieldErrors)[0] ?? error.message) : error.message;

/**
 * The assistant's page: without a question only the form; with one the answer, rendered on the
 * server. An empty or too long question answers 400 with its German message and the text kept.
 */
export const assistantLoader =
  (container: PageContainer, scope: AssistantScope) =>
  async ({ request }: { request: Request }) => {
    requireSite(container, 'works-council');
    const here = hereOf(container);
    const asked = new URL(request.url).searchParams.get(QUESTION_PARAM);
    const empty: AssistantPageData = { scope, here, question: asked ?? '', answer: null, error: null };
    if (asked === null) return empty;
    const query = decodeInput(AssistantQuery, { question: asked, scope });
    if (E.isLeft(query)) return data({ ...empty, error: messageOf(query.left) }, { status: 400 });
    const answer = await resolveService(container, ASSISTANT).answer(query.right)();
    if (E.isLeft(answer)) return data({ ...empty, error: messageOf(answer.left) }, { status: 503 });
    return { ...empty, answer: AssistantAnswerWire.encode(answer.right) };
  };
