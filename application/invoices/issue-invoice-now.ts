import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { AppError } from '../../domain/errors/app-error';
import type { AuditLogService, AuditOrigin } from '../audit/audit-log.service';
import type { InvoicingService, IssueResult } from './invoicing.service';

/**
 * "Rechnung jetzt erstellen" (the order page, `ifb invoices create`): the order's invoice now,
 * and what was written in the audit log with who did it. Asking again for an order that has its
 * invoice changes nothing and logs nothing.
 */
export const issueInvoiceNow =
  (deps: { readonly invoicing: Pick<InvoicingService, 'issueNow'>; readonly audit: Pick<AuditLogService, 'record'> }) =>
  (orderNumber: string, actorId: number, origin: AuditOrigin): TE.TaskEither<AppError, IssueResult> =>
    pipe(
      deps.invoicing.issueNow(orderNumber),
      TE.chainFirstTaskK((result) => async () => {
        if (result.issued.length > 0) await deps.audit.record(actorId, origin, 'invoice.issue', orderNumber, { invoices: result.issued });
      }),
    );
