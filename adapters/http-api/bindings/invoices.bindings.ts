import type { Container } from 'inversify';
import { USER_REPOSITORY } from '../../../application/accounts/accounts.tokens';
import type { UserRepository } from '../../../application/accounts/user.repository';
import { CustomerInvoices } from '../../../application/invoices/customer-invoices';
import { CUSTOMER_INVOICES, INVOICING } from '../../../application/invoices/invoices.tokens';
import { InvoicingService } from '../../../application/invoices/invoicing.service';
import { OUTBOX } from '../../../application/mail/mail.tokens';
import type { Outbox } from '../../../application/mail/outbox.port';
import type { BusinessMetrics } from '../../../application/ports/business-metrics';
import { BUSINESS_METRICS } from '../../../application/ports/business-metrics.tokens';
import type { Clock } from '../../../application/ports/clock';
import { CLOCK } from '../../../application/ports/clock.tokens';
import { DrizzleInvoiceStore } from '../../db/invoices/invoice-store';
import type { AppDatabase } from '../../db/database';
import { EINVOICE_RENDERER } from '../../einvoice/einvoice-renderer';

/** Invoices, credit notes and fee invoices: issued by the scheduled round, after seat changes and by staff. */
export const bindInvoices = (container: Container, db: AppDatabase, leadDays: number): void => {
  container
    .bind(INVOICING)
    .toResolvedValue(
      (outbox: Outbox, clock: Clock, metrics: BusinessMetrics) =>
        new InvoicingService({ store: new DrizzleInvoiceStore(db), outbox, clock, renderer: EINVOICE_RENDERER, leadDays, metrics }),
      [OUTBOX, CLOCK, BUSINESS_METRICS],
    )
    .inSingletonScope();
  container
    .bind(CUSTOMER_INVOICES)
    .toResolvedValue((users: UserRepository, invoicing: InvoicingService) => new CustomerInvoices({ users, invoicing }), [USER_REPOSITORY, INVOICING])
    .inSingletonScope();
};
