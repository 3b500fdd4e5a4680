import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import { Temporal } from 'temporal-polyfill';
import { BERLIN } from '../../domain/calendar/calendar';
import { invalid, type AppError } from '../../domain/errors/app-error';
import type { AdminPrincipal } from '../admin/admin-access';
import type { AuditLogService } from '../audit/audit-log.service';
import type { OrderExportRow } from './order-export';
import type { OrderExportQuery } from './order-export.codecs';
import type { OrderExportStore } from './order-export.store';

export const ORDER_EXPORT_PERIOD_REVERSED = 'Das Bis-Datum (--until) darf nicht vor dem Von-Datum (--since) liegen.';

const startOfDay = (day: Temporal.PlainDate): Temporal.Instant => day.toZonedDateTime({ timeZone: BERLIN }).toInstant();

/** The orders export for the back office (the CLI's `ifb orders export`): one row per participant, streamed. */
export class OrderExportService {
  constructor(private readonly deps: { readonly store: OrderExportStore; readonly audit: Pick<AuditLogService, 'record'> }) {}

  forStaff(principal: AdminPrincipal, address: string): { exportOrders(query: OrderExportQuery): TE.TaskEither<AppError, AsyncIterable<OrderExportRow>> } {
    return {
      exportOrders: (query) => async () => {
        if (query.since !== undefined && query.until !== undefined && Temporal.PlainDate.compare(query.since, query.until) > 0) {
          return E.left(invalid({ until: ORDER_EXPORT_PERIOD_REVERSED }, ORDER_EXPORT_PERIOD_REVERSED));
        }
        await this.deps.audit.record(principal.userId, { address, via: principal.via }, 'export.orders', 'Bestellungen', {
          ...(query.since === undefined ? {} : { since: query.since.toString() }),
          ...(query.until === undefined ? {} : { until: query.until.toString() }),
          ...(query.status === undefined ? {} : { status: query.status }),
        });
        return E.right(
          this.deps.store.rows({
            since: query.since === undefined ? undefined : startOfDay(query.since),
            until: query.until === undefined ? undefined : startOfDay(query.until.add({ days: 1 })),
            status: query.status,
          }),
        );
      },
    };
  }
}
