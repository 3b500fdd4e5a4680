import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import { notFound, type AppError } from '../../domain/errors/app-error';
import { INVOICE_TITLES } from '../../domain/invoice/invoice';
import { invoiceOwnersOf, mayReadInvoice, type InvoiceReader } from '../../domain/invoice/invoice-access';
import type { RequestContext } from '../accounts/accounts.port';
import { hasRole } from '../accounts/roles';
import type { Account, UserRepository } from '../accounts/user.repository';
import { callerAccount } from '../portal/caller';
import { storeCall } from '../orders/store-call';
import type { CustomerInvoicesWire } from './invoices.codecs';
import { invoiceFileOf, invoiceFilePath } from './invoices.paths';
import { INVOICE_MESSAGES, type InvoicingService } from './invoicing.service';

/** A document's bytes as the download sends them. */
export interface InvoiceDownload {
  /** <number>.pdf or <number>.xml. */
  readonly filename: string;
  readonly content: Uint8Array;
}

export interface CustomerInvoicesDependencies {
  readonly users: UserRepository;
  readonly invoicing: Pick<InvoicingService, 'list' | 'files'>;
}

const readerOf = (account: Account): InvoiceReader => ({ userId: account.userId, gremiumId: account.gremiumId, gremiumAdmin: hasRole(account, 'gremium-admin') });

/**
 * meinifb's invoices: the caller's own orders' invoices, credit notes and fee invoices, and for a
 * Gremium admin the Gremium's too (domain/invoice/invoice-access); each as PDF and XML. Anyone
 * else's document is unknown (404), so numbers cannot be probed.
 */
export class CustomerInvoices {
  constructor(private readonly deps: CustomerInvoicesDependencies) {}

  list(context: RequestContext): TE.TaskEither<AppError, CustomerInvoicesWire> {
    return storeCall(async () => {
      const caller = await callerAccount(this.deps.users, context.session);
      if (E.isLeft(caller)) return caller;
      const listed = await this.deps.invoicing.list({ owners: invoiceOwnersOf(readerOf(caller.right)) })();
      if (E.isLeft(listed)) return listed;
      const invoices = [...listed.right].reverse().map((invoice) => ({
        number: invoice.number,
        title: INVOICE_TITLES[invoice.kind],
        kind: invoice.kind,
        orderNumber: invoice.orderNumber,
        issueDate: invoice.issueDate,
        grandTotal: invoice.grandTotal,
        precedingNumber: invoice.precedingNumber,
        pdfUrl: invoiceFilePath(invoice.number, 'pdf'),
        xmlUrl: invoiceFilePath(invoice.number, 'xml'),
      }));
      return E.right({ invoices });
    });
  }

  /** `file` is "<number>.pdf" or "<number>.xml". */
  download(context: RequestContext, file: string): TE.TaskEither<AppError, InvoiceDownload> {
    return storeCall(async () => {
      const wanted = invoiceFileOf(file);
      if (wanted === undefined) return E.left(notFound(INVOICE_MESSAGES.invoiceUnknown));
      const caller = await callerAccount(this.deps.users, context.session);
      if (E.isLeft(caller)) return caller;
      const found = await this.deps.invoicing.files(wanted.number)();
      if (E.isLeft(found)) return found;
      const { orderUserId, orderGremiumId } = found.right;
      if (!mayReadInvoice(readerOf(caller.right), { orderUserId, orderGremiumId })) return E.left(notFound(INVOICE_MESSAGES.invoiceUnknown));
      return E.right(
        wanted.format === 'pdf'
          ? { filename: `${wanted.number}.pdf`, content: found.right.pdf }
          : { filename: `${wanted.number}.xml`, content: new TextEncoder().encode(found.right.xml) },
      );
    });
  }
}
