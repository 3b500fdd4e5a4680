import type { FastifyInstance } from 'fastify';
import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { Temporal } from 'temporal-polyfill';
import type { AuditLogService } from '../../../application/audit/audit-log.service';
import { decodeInput } from '../../../application/codecs/decode';
import {
  INVOICE_ADMIN_PATHS as P,
  InvoiceListQuery,
  InvoiceListWire,
  IssueInvoiceRequest,
  IssuedInvoicesWire,
} from '../../../application/invoices/invoice-admin.codecs';
import { invoiceFileOf } from '../../../application/invoices/invoices.paths';
import { issueInvoiceNow } from '../../../application/invoices/issue-invoice-now';
import { INVOICE_MESSAGES, type InvoicingService } from '../../../application/invoices/invoicing.service';
import { BERLIN } from '../../../domain/calendar/calendar';
import { notFound } from '../../../domain/errors/app-error';
import { respond } from '../respond';
import { sendInvoiceFile } from './invoice-files.routes';

/** The first moment of a Berlin calendar day. */
const dayStart = (date: Temporal.PlainDate): Temporal.Instant => date.toZonedDateTime({ timeZone: BERLIN }).toInstant();

/**
 * The back office's invoices (site admins and API tokens, the CLI): issue an order's invoice
 * now, list what was issued between two days, and read each document's PDF or XML. What is
 * issued here lands in the audit log, with who issued it; an order that had its invoice
 * already changes nothing and is not logged.
 */
export const invoiceAdminRoutes = (invoicing: () => InvoicingService, audit: () => Pick<AuditLogService, 'record'>) => (server: FastifyInstance) => {
  server.post(P.invoices, (request, reply) =>
    respond(
      reply,
      pipe(
        TE.fromEither(decodeInput(IssueInvoiceRequest, request.body)),
        TE.chain(({ orderNumber }) => {
          const principal = request.adminPrincipal;
          if (principal === null) throw new Error(`back-office route without the gate: ${request.method} ${request.url}`);
          return issueInvoiceNow({ invoicing: invoicing(), audit: audit() })(orderNumber, principal.userId, { address: request.ip, via: principal.via });
        }),
        TE.map(IssuedInvoicesWire.encode),
      ),
    ),
  );
  server.get(P.invoices, (request, reply) =>
    respond(
      reply,
      pipe(
        TE.fromEither(decodeInput(InvoiceListQuery, request.query)),
        // Until is the last day included: the list ends where the next day begins.
        TE.chain(({ since, until }) => invoicing().list({ since: since && dayStart(since), until: until && dayStart(until.add({ days: 1 })) })),
        TE.map((invoices) => InvoiceListWire.encode({ invoices: invoices.map(({ issuedAt: _issuedAt, ...summary }) => summary) })),
      ),
    ),
  );
  server.get(P.file, async (request, reply) => {
    const wanted = invoiceFileOf((request.params as { file?: string }).file ?? '');
    if (wanted === undefined) return respond(reply, TE.left(notFound(INVOICE_MESSAGES.invoiceUnknown)));
    const found = await invoicing().files(wanted.number)();
    if (E.isLeft(found)) return respond(reply, TE.left(found.left));
    return sendInvoiceFile(reply, `${wanted.number}.${wanted.format}`, wanted.format === 'xml' ? found.right.xml : found.right.pdf);
  });
};
