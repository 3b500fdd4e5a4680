import type { Container } from 'inversify';
import type { AuditLogService } from '../../../application/audit/audit-log.service';
import { AUDIT_LOG } from '../../../application/audit/audit.tokens';
import { OrderExportService } from '../../../application/order-export/order-export.service';
import { ORDER_EXPORT } from '../../../application/order-export/order-export.tokens';
import type { AppDatabase } from '../../db/database';
import { DrizzleOrderExportStore } from '../../db/order-export/order-export-store';

/** The orders export of the back office (the CLI's `ifb orders export`). */
export const bindOrderExport = (container: Container, db: AppDatabase): void => {
  container
    .bind(ORDER_EXPORT)
    .toResolvedValue((audit: AuditLogService) => new OrderExportService({ store: new DrizzleOrderExportStore(db), audit }), [AUDIT_LOG])
    .inSingletonScope();
};
