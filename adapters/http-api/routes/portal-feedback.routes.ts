import type { FastifyInstance } from 'fastify';
import { FeedbackRequest } from '../../../application/portal/feedback.codecs';
import { PORTAL_PATHS as P } from '../../../application/portal/portal.paths';
import type { ForRequest, PortalFeedback } from '../../../application/portal/portal.port';
import { contextOf, respondCreated, withBody } from './portal-respond';

/** POST /kundenportal/send-feedback: 201 with the thank-you text. */
export const portalFeedbackRoutes = (feedback: ForRequest<PortalFeedback>) => (server: FastifyInstance) => {
  server.post(P.feedback, (request, reply) =>
    respondCreated(reply, withBody(FeedbackRequest, request.body, (body) => feedback.forRequest(contextOf(request)).send(body))),
  );
};
