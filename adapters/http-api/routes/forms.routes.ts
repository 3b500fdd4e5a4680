import type { FastifyInstance } from 'fastify';
import { PLAIN_FORM_KINDS, formPath } from '../../../application/forms/form-definitions';
import { FormRequest } from '../../../application/forms/forms.codecs';
import type { FormsForRequest } from '../../../application/forms/forms.port';
import { contextOf, respondCreated, withBody } from './portal-respond';

/** The website's forms (spec §7, /api/…): 201 with the form's thank-you text, 400 with the §5 messages. */
export const formsRoutes = (forms: FormsForRequest) => (server: FastifyInstance) => {
  for (const kind of PLAIN_FORM_KINDS) {
    server.post(formPath(kind), (request, reply) =>
      respondCreated(reply, withBody(FormRequest, request.body, (body) => forms.forRequest(contextOf(request)).submit(kind, body))),
    );
  }
};
