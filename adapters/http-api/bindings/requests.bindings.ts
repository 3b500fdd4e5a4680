import type { Container } from 'inversify';
import type { AuditLogService } from '../../../application/audit/audit-log.service';
import { AUDIT_LOG } from '../../../application/audit/audit.tokens';
import { OUTBOX } from '../../../application/mail/mail.tokens';
import type { Outbox } from '../../../application/mail/outbox.port';
import type { Clock } from '../../../application/ports/clock';
import { CLOCK } from '../../../application/ports/clock.tokens';
import { CountOpenRequests } from '../../../application/requests/count-open-requests';
import type { RequestRepository } from '../../../application/requests/request.repository';
import { RequestInboxService } from '../../../application/requests/requests.service';
import { COUNT_OPEN_REQUESTS, REQUEST_INBOX, REQUEST_REPOSITORY } from '../../../application/requests/requests.tokens';
import type { AppDatabase } from '../../db/database';
import { DrizzleRequestRepository } from '../../db/requests/request-repository';

/** The back office's request inbox and the dashboard's count of open requests. */
export const bindRequests = (container: Container, db: AppDatabase): void => {
  container
    .bind(REQUEST_REPOSITORY)
    .toResolvedValue((outbox: Outbox) => new DrizzleRequestRepository(db, outbox), [OUTBOX])
    .inSingletonScope();
  container
    .bind(REQUEST_INBOX)
    .toResolvedValue(
      (requests: RequestRepository, audit: AuditLogService, clock: Clock) => new RequestInboxService({ requests, audit, clock }),
      [REQUEST_REPOSITORY, AUDIT_LOG, CLOCK],
    )
    .inSingletonScope();
  container
    .bind(COUNT_OPEN_REQUESTS)
    .toResolvedValue((requests: RequestRepository) => new CountOpenRequests(requests), [REQUEST_REPOSITORY])
    .inSingletonScope();
};
