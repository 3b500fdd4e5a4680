import type { FastifyInstance } from 'fastify';
import { FeedbackRequest } from '../../../application/portal/feedback.codecs';
import { PORTAL_PATHS as P } from '../../../application/portal/portal.paths';
import type { ForRequest, PortalFeedback } from '../../../application/portal/portal.port';
import type { PageResponder } from '../page-delivery/page-routes';
import { contextOf, respondCreated, withBody } from './portal-respond';

/**
 * POST /kundenportal/send-feedback: 201 with the thank-you text. The same path is the feedback
 * page: its plain form post (urlencoded, arriving as text) goes to the page's action instead.
 */
export const portalFeedbackRoutes = (feedback: ForRequest<PortalFeedback>, pages?: PageResponder) => (server: FastifyInstance) => {
  server.post(P.feedback, { config: { pageForm: true } }, (request, reply) =>
    pages !== undefined && typeof request.body === 'string'
      ? pages(request, reply)
      : respondCreated(reply, withBody(FeedbackRequest, request.body, (body) => feedback.forRequest(contextOf(request)).send(body))),
  );
};
