import type { FastifyInstance } from 'fastify';
import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import * as t from 'io-ts';
import type { CustomerInvoices } from '../../../application/invoices/customer-invoices';
import { INVOICE_FILE_PATH } from '../../../application/invoices/invoices.paths';
import { respond } from '../respond';
import { PERSONAL } from './documents.routes';
import { contextOf } from './portal-respond';

const FileParams = t.type({ file: t.string });

/**
 * An invoice's PDF or XML (/meinifb/rechnungen/{number}.pdf|.xml), linked from meinifb's list of
 * invoices: for the orderer and the ordering Gremium's admins only, everyone else gets 404.
 */
export const invoiceFilesRoutes = (invoices: () => CustomerInvoices) => (server: FastifyInstance) => {
  server.get(INVOICE_FILE_PATH, async (request, reply) => {
    const file = FileParams.is(request.params) ? request.params.file : '';
    const answer = await invoices().download(contextOf(request), file)();
    if (E.isLeft(answer)) return respond(reply, TE.left(answer.left));
    const { filename, contentType, content } = answer.right;
    return reply
      .status(200)
      .header('content-type', contentType === 'application/xml' ? 'application/xml; charset=utf-8' : contentType)
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', PERSONAL)
      .header('x-content-type-options', 'nosniff')
      .send(Buffer.from(content));
  });
};
