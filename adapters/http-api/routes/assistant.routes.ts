import type { FastifyInstance } from 'fastify';
import { AssistantAnswerWire, AssistantQuery } from '../../../application/assistant/assistant.codecs';
import { ASSISTANT_PATHS } from '../../../application/assistant/assistant.paths';
import type { Assistant } from '../../../application/assistant/assistant.port';
import { getRouteWith, query } from './catalogue-route';

/** GET /chatbot/get-answer?question=…&scope=br|sbv: an empty or too long question answers 400 in German. */
export const assistantRoutes = (assistant: Assistant) => (server: FastifyInstance) => {
  getRouteWith(server, ASSISTANT_PATHS.answer, { from: query, codec: AssistantQuery }, AssistantAnswerWire, (input) => assistant.answer(input));
};
