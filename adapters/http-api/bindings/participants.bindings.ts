import type { Container } from 'inversify';
import type { AuditLogService } from '../../../application/audit/audit-log.service';
import { AUDIT_LOG } from '../../../application/audit/audit.tokens';
import { PDF_RENDERER } from '../../../application/documents/documents.tokens';
import type { PdfRenderer } from '../../../application/documents/pdf-renderer';
import { OUTBOX } from '../../../application/mail/mail.tokens';
import type { Outbox } from '../../../application/mail/outbox.port';
import type { OrderBookings } from '../../../application/orders/orders.port';
import { ORDER_BOOKINGS } from '../../../application/orders/orders.tokens';
import { ParticipantListService } from '../../../application/participants/participant-list.service';
import type { ParticipantListStore } from '../../../application/participants/participant-list.store';
import { PARTICIPANT_LIST_STORE, PARTICIPANT_LISTS } from '../../../application/participants/participants.tokens';
import type { Clock } from '../../../application/ports/clock';
import { CLOCK } from '../../../application/ports/clock.tokens';
import type { AppDatabase } from '../../db/database';
import { DrizzleParticipantListStore } from '../../db/participants/participant-list-store';
import { OoxmlRenderer } from '../../office/ooxml-renderer';

/** The back office's participant lists and attendance. */
export const bindParticipantLists = (container: Container, db: AppDatabase): void => {
  container
    .bind(PARTICIPANT_LIST_STORE)
    .toResolvedValue((outbox: Outbox) => new DrizzleParticipantListStore(db, outbox), [OUTBOX])
    .inSingletonScope();
  container
    .bind(PARTICIPANT_LISTS)
    .toResolvedValue(
      (store: ParticipantListStore, papers: OrderBookings, pdf: PdfRenderer, audit: AuditLogService, clock: Clock) =>
        new ParticipantListService({ store, papers, pdf, office: new OoxmlRenderer(), audit, clock }),
      [PARTICIPANT_LIST_STORE, ORDER_BOOKINGS, PDF_RENDERER, AUDIT_LOG, CLOCK],
    )
    .inSingletonScope();
};
