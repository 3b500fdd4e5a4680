import type { FastifyInstance, FastifyReply } from 'fastify';
import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import * as t from 'io-ts';
import type { CustomerInvoices } from '../../../application/invoices/customer-invoices';
import { INVOICE_FILE_PATH } from '../../../application/invoices/invoices.paths';
import { respond } from '../respond';
import { PERSONAL } from './documents.routes';
import { contextOf } from './portal-respond';

const FileParams = t.type({ file: t.string });

/** An invoice's PDF or XML as a download, never cached (both routes of invoice files send it so). */
export const sendInvoiceFile = (reply: FastifyReply, filename: string, content: Uint8Array | string): FastifyReply =>
  reply
    .status(200)
    .header('content-type', filename.endsWith('.xml') ? 'application/xml; charset=utf-8' : 'application/pdf')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', PERSONAL)
    .header('x-content-type-options', 'nosniff')
    .send(typeof content === 'string' ? content : Buffer.from(content));

/**
 * An invoice's PDF or XML (/meinifb/rechnungen/{number}.pdf|.xml), linked from meinifb's list of
 * invoices: for the orderer and the ordering Gremium's admins only, everyone else gets 404.
 */
export const invoiceFilesRoutes = (invoices: () => CustomerInvoices) => (server: FastifyInstance) => {
  server.get(INVOICE_FILE_PATH, async (request, reply) => {
    const file = FileParams.is(request.params) ? request.params.file : '';
    const answer = await invoices().download(contextOf(request), file)();
    if (E.isLeft(answer)) return respond(reply, TE.left(answer.left));
    return sendInvoiceFile(reply, answer.right.filename, answer.right.content);
  });
};
