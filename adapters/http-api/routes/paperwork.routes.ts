import type { FastifyInstance } from 'fastify';
import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import * as t from 'io-ts';
import type { PaperworkPdfs } from '../../../application/documents/paperwork-pdfs';
import { paperworkRefusalOf } from '../../../application/documents/paperwork.messages';
import { PAPERWORK_KINDS, PAPERWORK_PATH, paperworkRefusedPath } from '../../../application/documents/paperwork.paths';
import { PORTAL_MESSAGES as M } from '../../../application/portal/messages';
import { idFromString } from '../../../application/portal/request.codecs';
import { decodeInput } from '../../../application/codecs/decode';
import { oneOf } from '../../../application/codecs/one-of.codec';
import type { PageResponder } from '../page-delivery/page-routes';
import { wantsPage } from '../page-delivery/wants-page';
import { respond } from '../respond';
import { contextOf } from './portal-respond';
import { PERSONAL, respondPdf } from './documents.routes';

const KindCodec = oneOf(PAPERWORK_KINDS, 'PaperworkKind');
const PaperworkParams = t.type({ id: idFromString('RecipientId', M.invalidRecipientId), kind: KindCodec });

/**
 * The papers of a participation (/meinifb/teilnahme/{id}/{kind}.pdf), linked from the portal and
 * the confirmation mail. A visitor's browser is sent to the login by the access gate, which brings
 * it back here; a browser whose paper is refused (a certificate before the end, a cancelled seat)
 * gets a German page with the refusal's status in place, not the JSON a script gets.
 */
export const paperworkRoutes = (paperwork: () => PaperworkPdfs, pages?: PageResponder) => (server: FastifyInstance) => {
  server.get(PAPERWORK_PATH, async (request, reply) => {
    const params = decodeInput(PaperworkParams, request.params);
    if (E.isLeft(params)) return respond(reply, TE.left(params.left));
    const answer = await paperwork().paper(contextOf(request), params.right.id, params.right.kind)();
    const refusal = E.isLeft(answer) ? paperworkRefusalOf(answer.left.message) : undefined;
    if (refusal !== undefined && pages !== undefined && wantsPage(request)) {
      return pages(request, reply, { path: paperworkRefusedPath(params.right.id, params.right.kind, refusal) });
    }
    return respondPdf(reply, () => Promise.resolve(answer), PERSONAL);
  });
};
