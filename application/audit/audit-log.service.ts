import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import { Temporal } from 'temporal-polyfill';
import { BERLIN } from '../../domain/calendar/calendar';
import { invalid, type AppError } from '../../domain/errors/app-error';
import type { UserRepository } from '../accounts/user.repository';
import type { Clock } from '../ports/clock';
import { AUDIT_ACTION_LABELS, AUDIT_PAGE_SIZE, type AuditAction, type AuditEntry, type AuditVia, type NewAuditEntry } from './audit-log';
import type { AuditLogRepository } from './audit-log.repository';
import type { AuditListWire, AuditLogQuery } from './audit.codecs';

export const AUDIT_PERIOD_REVERSED = 'Das Bis-Datum darf nicht vor dem Von-Datum liegen.';

/** Where an admin action came from: the client's address and how the admin was let in. */
export interface AuditOrigin {
  readonly address: string;
  readonly via: AuditVia;
}

export interface AuditLogDependencies {
  readonly log: AuditLogRepository;
  readonly users: Pick<UserRepository, 'findById'>;
  readonly clock: Clock;
  /** AUDIT_RETENTION_DAYS */
  readonly retentionDays: number;
}

const startOfDay = (date: Temporal.PlainDate): Temporal.Instant => date.toZonedDateTime({ timeZone: BERLIN }).toInstant();

const wireOf = (entry: AuditEntry): AuditListWire['entries'][number] => ({
  entryId: entry.entryId,
  at: entry.at,
  action: entry.action,
  actionLabel: AUDIT_ACTION_LABELS[entry.action],
  actor: entry.actor,
  origin: entry.origin,
  via: entry.via,
  subject: entry.subject,
  details: entry.details ?? null,
});

/** Writes the admins' actions into the audit log, shows them to admins, and forgets them after the retention time. */
export class AuditLogService {
  constructor(private readonly deps: AuditLogDependencies) {}

  /** One admin action, done by the account `actorId`; the address is copied in, so the entry outlives the account. */
  async record(
    actorId: number,
    origin: AuditOrigin,
    action: AuditAction,
    subject: string,
    details: Readonly<Record<string, unknown>> | null = null,
  ): Promise<void> {
    await this.deps.log.record(await this.entry(actorId, origin, action, subject, details));
  }

  /**
   * The entry of an action, not yet written: for a store that writes it in the transaction of
   * the change itself, so a change and its entry stay or go together.
   */
  async entry(
    actorId: number,
    origin: AuditOrigin,
    action: AuditAction,
    subject: string,
    details: Readonly<Record<string, unknown>> | null = null,
  ): Promise<NewAuditEntry> {
    const actor = await this.deps.users.findById(actorId);
    return {
      at: this.deps.clock.now(),
      action,
      actor: { userId: actorId, email: actor?.email ?? `Konto ${String(actorId)}` },
      origin: origin.address,
      via: origin.via,
      subject,
      details,
    };
  }

  list(query: AuditLogQuery): TE.TaskEither<AppError, AuditListWire> {
    return async () => {
      // Swapped days would find nothing and look like an empty log; say what is wrong instead.
      if (query.von !== undefined && query.bis !== undefined && Temporal.PlainDate.compare(query.von, query.bis) > 0) {
        return E.left(invalid({ bis: AUDIT_PERIOD_REVERSED }));
      }
      const page = query.seite ?? 1;
      const result = await this.deps.log.page({
        action: query.aktion,
        since: query.von === undefined ? undefined : startOfDay(query.von),
        until: query.bis === undefined ? undefined : startOfDay(query.bis.add({ days: 1 })),
        offset: (page - 1) * AUDIT_PAGE_SIZE,
        limit: AUDIT_PAGE_SIZE,
      });
      return E.right({
        entries: result.entries.map(wireOf),
        total: result.total,
        page,
        pageSize: AUDIT_PAGE_SIZE,
        retentionDays: this.deps.retentionDays,
      });
    };
  }

  /** Deletes what is older than the retention time; for the periodic housekeeping. */
  purgeExpired(): Promise<number> {
    return this.deps.log.deleteBefore(this.deps.clock.now().subtract({ hours: 24 * this.deps.retentionDays }));
  }
}
