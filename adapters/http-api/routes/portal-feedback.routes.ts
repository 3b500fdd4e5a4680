import type { FastifyInstance } from 'fastify';
import * as t from 'io-ts';
import { FeedbackRequest } from '../../../application/portal/feedback.codecs';
import { PORTAL_MESSAGES as M } from '../../../application/portal/messages';
import { PORTAL_PATHS as P } from '../../../application/portal/portal.paths';
import type { ForRequest, PortalFeedback } from '../../../application/portal/portal.port';
import { idFromString } from '../../../application/portal/request.codecs';
import type { PageResponder } from '../page-delivery/page-routes';
import { respond } from '../respond';
import { contextOf, respondCreated, withBody, withParams } from './portal-respond';

const EventParams = t.type({ id: idFromString('EventId', M.invalidEventId) });

/**
 * POST /kundenportal/send-feedback: 201 with the thank-you text. The same path is the feedback
 * page: its plain form post (urlencoded, arriving as text) goes to the page's action instead.
 * GET …/feedback/:id: what the caller wrote about that attended seminar.
 */
export const portalFeedbackRoutes = (feedback: ForRequest<PortalFeedback>, pages?: PageResponder) => (server: FastifyInstance) => {
  server.post(P.feedback, { config: { pageForm: true } }, (request, reply) =>
    pages !== undefined && typeof request.body === 'string'
      ? pages(request, reply)
      : respondCreated(reply, withBody(FeedbackRequest, request.body, (body) => feedback.forRequest(contextOf(request)).send(body))),
  );
  server.get(P.givenFeedback, (request, reply) =>
    respond(reply, withParams(EventParams)(request, ({ id }) => feedback.forRequest(contextOf(request)).given(id))),
  );
};
