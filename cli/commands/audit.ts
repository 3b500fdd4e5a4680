import { InvalidArgumentError, type Command } from 'commander';
import type { Temporal } from 'temporal-polyfill';
import { AUDIT_ACTIONS, type AuditAction } from '../../application/audit/audit-log';
import { AuditListWire } from '../../application/audit/audit.codecs';
import { formatDate, formatTime } from '../../domain/calendar/calendar';
import type { CliContext } from '../context';
import { dayOption as day } from '../day-option';
import { table } from '../format';


const action = (value: string): AuditAction => {
  const found = AUDIT_ACTIONS.find((known) => known === value);
  if (found === undefined) throw new InvalidArgumentError(`Möglich sind: ${AUDIT_ACTIONS.join(', ')}.`);
  return found;
};

const page = (value: string): number => {
  const parsed = /^\d{1,6}$/.test(value) ? Number(value) : 0;
  if (parsed < 1) throw new InvalidArgumentError('Bitte eine Seitenzahl ab 1 angeben.');
  return parsed;
};

const VIA = { session: 'Sitzung', token: 'API-Token', cli: 'Server' } as const;

/** `ifb audit list`: the audit log of the admins' actions, newest first (GET /manage/audit-log). */
export const auditCommand = (program: Command, context: CliContext): void => {
  const audit = program.command('audit').description('Protokoll der Administrator-Aktionen (Audit-Log).');

  audit
    .command('list')
    .description('Listet die Aktionen der Administratoren, die neuesten zuerst (50 je Seite).')
    .option('--since <datum>', 'ab diesem Tag (JJJJ-MM-TT)', day)
    .option('--until <datum>', 'bis einschließlich diesem Tag (JJJJ-MM-TT)', day)
    .option('--action <aktion>', `nur diese Aktion (${AUDIT_ACTIONS.join(', ')})`, action)
    .option('--page <n>', 'Seite', page, 1)
    .action(async (options: { since?: Temporal.PlainDate; until?: Temporal.PlainDate; action?: AuditAction; page: number }) => {
      const { admin } = await context.connection();
      const log = await context.run(
        admin.auditLog({
          ...(options.action === undefined ? {} : { aktion: options.action }),
          ...(options.since === undefined ? {} : { von: options.since }),
          ...(options.until === undefined ? {} : { bis: options.until }),
          seite: options.page,
        }),
      );
      const rows = log.entries.map((entry) => [
        `${formatDate(entry.at)} ${formatTime(entry.at)}`,
        entry.actionLabel,
        entry.subject,
        entry.actor.email,
        entry.origin === '' ? 'unbekannt' : entry.origin,
        VIA[entry.via],
      ]);
      const pages = Math.max(1, Math.ceil(log.total / log.pageSize));
      const summary = `${String(log.total)} Einträge, Seite ${String(log.page)} von ${String(pages)} (aufbewahrt ${String(log.retentionDays)} Tage).`;
      context.print(
        log.entries.length === 0 ? `Keine Einträge. ${summary}` : `${table(['Zeit', 'Aktion', 'Gegenstand', 'Administrator', 'Von', 'Zugang'], rows, new Set())}\n${summary}`,
        AuditListWire.encode(log),
      );
    });
};
