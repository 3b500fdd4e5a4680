import type { FastifyInstance } from 'fastify';
import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import * as t from 'io-ts';
import type { PaperworkPdfs } from '../../../application/documents/paperwork-pdfs';
import { PAPERWORK_KINDS, PAPERWORK_PATH } from '../../../application/documents/paperwork.paths';
import { PORTAL_MESSAGES as M } from '../../../application/portal/messages';
import { idFromString } from '../../../application/portal/request.codecs';
import { decodeInput } from '../../../application/codecs/decode';
import { oneOf } from '../../../application/codecs/one-of.codec';
import { respond } from '../respond';
import { contextOf } from './portal-respond';
import { PERSONAL, respondPdf } from './documents.routes';

const KindCodec = oneOf(PAPERWORK_KINDS, 'PaperworkKind');
const PaperworkParams = t.type({ id: idFromString('RecipientId', M.invalidRecipientId), kind: KindCodec });

/**
 * The papers of a participation (/meinifb/teilnahme/{id}/{kind}.pdf), linked from the portal and
 * the confirmation mail. A visitor's browser is sent to the login by the access gate, which brings it back here.
 */
export const paperworkRoutes = (paperwork: () => PaperworkPdfs) => (server: FastifyInstance) => {
  server.get(PAPERWORK_PATH, async (request, reply) => {
    const params = decodeInput(PaperworkParams, request.params);
    if (E.isLeft(params)) return respond(reply, TE.left(params.left));
    return respondPdf(reply, paperwork().paper(contextOf(request), params.right.id, params.right.kind), PERSONAL);
  });
};
