import * as t from 'io-ts';
import { boundedIntFromString } from '../catalogue/query-params.codecs';
import { InstantCodec, PlainDateCodec } from '../codecs/instant.codec';
import { oneOf } from '../codecs/one-of.codec';
import { AUDIT_ACTIONS } from './audit-log';

const AuditActionCodec = oneOf(AUDIT_ACTIONS, 'AuditAction');

/**
 * GET /manage/audit-log?aktion=…&von=JJJJ-MM-TT&bis=JJJJ-MM-TT&seite=N: the page's filter form
 * and the JSON answer read the same query (von and bis are whole days, Berlin time, bis included).
 */
export const AuditLogQuery = t.exact(
  t.partial({
    aktion: AuditActionCodec,
    von: PlainDateCodec,
    bis: PlainDateCodec,
    seite: boundedIntFromString('AuditPage', 1, 1_000_000, 'Die Seitenzahl ist ungültig.'),
  }),
  'AuditLogQuery',
);
export type AuditLogQuery = t.TypeOf<typeof AuditLogQuery>;

export const AuditEntryWire = t.readonly(
  t.type({
    entryId: t.number,
    at: InstantCodec,
    action: AuditActionCodec,
    actionLabel: t.string,
    actor: t.type({ userId: t.union([t.number, t.null]), email: t.string }),
    origin: t.string,
    via: oneOf(['session', 'token', 'cli'] as const),
    subject: t.string,
    details: t.union([t.UnknownRecord, t.null]),
  }),
  'AuditEntryWire',
);
export type AuditEntryWire = t.TypeOf<typeof AuditEntryWire>;

export const AuditListWire = t.readonly(
  t.type({
    entries: t.readonlyArray(AuditEntryWire),
    total: t.number,
    page: t.number,
    pageSize: t.number,
    /** How long entries are kept (AUDIT_RETENTION_DAYS). */
    retentionDays: t.number,
  }),
  'AuditListWire',
);
export type AuditListWire = t.TypeOf<typeof AuditListWire>;
