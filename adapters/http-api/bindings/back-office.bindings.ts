import type { Container } from 'inversify';
import { USER_REPOSITORY } from '../../../application/accounts/accounts.tokens';
import type { UserRepository } from '../../../application/accounts/user.repository';
import { AUDIT_LOG } from '../../../application/audit/audit.tokens';
import type { AuditLogService } from '../../../application/audit/audit-log.service';
import { OrderDeskService } from '../../../application/back-office/order-desk.service';
import { OPEN_REQUESTS_COUNT, ORDER_DESK } from '../../../application/back-office/order-desk.tokens';
import { INVOICING } from '../../../application/invoices/invoices.tokens';
import type { InvoicingService } from '../../../application/invoices/invoicing.service';
import { OUTBOX } from '../../../application/mail/mail.tokens';
import type { Outbox } from '../../../application/mail/outbox.port';
import { BookingsService } from '../../../application/orders/bookings.service';
import { ORDER_STORE } from '../../../application/orders/orders.tokens';
import type { OrderStore } from '../../../application/orders/orders.repository';
import type { Clock } from '../../../application/ports/clock';
import { CLOCK } from '../../../application/ports/clock.tokens';
import { OutboxOrderConfirmations } from '../../db/back-office/order-confirmations';
import { DrizzleOrderDeskReader } from '../../db/back-office/order-desk-reader';
import type { AppDatabase } from '../../db/database';

/**
 * The back office's orders: read across the tables, changed through the one booking engine
 * (the same BookingsService the portal uses, over the same store that tells the caches).
 */
export const bindBackOffice = (container: Container, db: AppDatabase): void => {
  container
    .bind(ORDER_DESK)
    .toResolvedValue(
      (store: OrderStore, outbox: Outbox, clock: Clock, users: UserRepository, audit: AuditLogService, invoicing: InvoicingService) =>
        new OrderDeskService({
          reader: new DrizzleOrderDeskReader(db),
          bookings: new BookingsService({ store, outbox, clock }),
          users,
          audit,
          invoicing,
          confirmations: new OutboxOrderConfirmations(db, clock),
          openRequests: container.isBound(OPEN_REQUESTS_COUNT) ? container.get(OPEN_REQUESTS_COUNT) : undefined,
          clock,
        }),
      [ORDER_STORE, OUTBOX, CLOCK, USER_REPOSITORY, AUDIT_LOG, INVOICING],
    )
    .inSingletonScope();
};
