import type { Temporal } from 'temporal-polyfill';
import { RETENTION_RULES } from '../../domain/privacy/retention-rules';

/**
 * Every admin action the audit log keeps, with its German name for the admins' page. One place:
 * the page's filter, the JSON's codec and the CLI's --action all read this list.
 */
export const AUDIT_ACTION_LABELS = {
  'impersonation.start': 'Kontoübernahme begonnen',
  'impersonation.end': 'Kontoübernahme beendet',
  'import.lexicon-csv': 'Lexikon-Import (CSV)',
  'import.legislation': 'Gesetzes-Import (XML)',
  'import.images': 'Bilder-Import',
  'cache.clear': 'Cache geleert',
  'local-data.clear': 'Lokale Daten geleert',
  'token.create': 'API-Token erstellt',
  'token.revoke': 'API-Token widerrufen',
  'export.objects': 'Export',
  'export.lexicon-csv': 'Lexikon-Export (CSV)',
  'catalogue.date.create': 'Termin angelegt',
  'catalogue.date.update': 'Termin geändert',
  'catalogue.date.modules': 'Module eines Termins geändert',
  'catalogue.seminar.create': 'Seminar angelegt',
  'catalogue.seminar.update': 'Seminar geändert',
  'catalogue.date.cancel': 'Termin abgesagt',
  'catalogue.venue.create': 'Veranstaltungsort angelegt',
  'catalogue.venue.update': 'Veranstaltungsort geändert',
  'catalogue.venue.image': 'Bild eines Veranstaltungsorts geändert',
  'catalogue.conference.update': 'Fachtagung geändert',
  'catalogue.conference.cancel': 'Fachtagung abgesagt',
  'invoice.issue': 'Rechnung erstellt',
  'order.participant.cancel': 'Teilnahme storniert',
  'order.participant.substitute': 'Ersatzteilnehmer eingetragen',
  'order.reservation.book': 'Reservierung gebucht',
  'order.reservation.extend': 'Reservierung verlängert',
  'order.waitlist.offer': 'Platz der Warteliste angeboten',
  'order.confirmation.resend': 'Bestellbestätigung erneut gesendet',
  'request.handle': 'Anfrage bearbeitet',
  'request.offer': 'Angebot gesendet',
  'participant.attendance': 'Teilnahme erfasst',
  'export.orders': 'Bestellungen exportiert',
  'privacy.access-request': 'Datenauskunft erteilt',
} as const;

export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;

/**
 * The German names of the details the actions record (admin.service.ts). The stored keys stay
 * English, as the JSON answer and the CLI give them; the admins' page shows these names.
 */
export const AUDIT_DETAIL_LABELS: Readonly<Record<string, string>> = {
  broadcast: 'an alle Instanzen gemeldet',
  cleared: 'geleert',
  created: 'neu',
  updated: 'geändert',
  norms: 'Normen',
  imported: 'importiert',
  rejected: 'abgelehnt',
  cachesCleared: 'Caches geleert',
  tempFilesRemoved: 'temporäre Dateien gelöscht',
  bytesFreed: 'Bytes freigegeben',
  tokenId: 'Token-Nr.',
  invoices: 'Rechnungsnummern',
  // An order's participant (before → after).
  participant: 'Teilnehmer',
  fee: 'Gebühr',
  reservedUntil: 'reserviert bis',
  offeredTo: 'angeboten an',
  offerUntil: 'Angebot bis',
  file: 'Datei',
  bytes: 'Bytes',
  expiresAt: 'gültig bis',
  participants: 'Teilnehmende storniert (ohne Gebühr)',
  waitingEntries: 'Wartelisten-Einträge beendet',
  told: 'Teilnehmende benachrichtigt',
  // A venue's fields (before → after).
  name: 'Name',
  street: 'Straße und Hausnummer',
  postalCode: 'Postleitzahl',
  city: 'Ort',
  ratePerNight: 'Preis pro Nacht',
  rateDescription: 'Leistung',
  // A seminar date's fields (before → after).
  startDate: 'Beginn',
  endDate: 'Ende',
  kind: 'Art',
  oneDay: 'eintägig',
  hotelId: 'Hotel',
  capacity: 'Kapazität',
  price: 'Preis',
  priceParticipantTwo: 'Preis 2. Teilnehmer',
  priceParticipantThree: 'Preis 3. Teilnehmer',
  priceParticipantFour: 'Preis 4. Teilnehmer',
  priceParticipantFive: 'Preis ab 5. Teilnehmer',
  // A request's handling and offer (status above), a participant's attendance.
  assignee: 'Zuständig',
  note: 'Notiz',
  sentTo: 'gesendet an',
  attended: 'teilgenommen',
  since: 'von',
  until: 'bis',
  published: 'veröffentlicht',
  // A seminar's fields (before → after).
  title: 'Titel',
  subtitle: 'Untertitel',
  description: 'Beschreibung',
  targetGroups: 'Zielgruppen',
  tags: 'Schlagworte',
  rubricSlug: 'Rubrik',
  actionField: 'Handlungsfeld',
};
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as readonly AuditAction[];

/** How the actor was let in: a browser's or the CLI's session, an API token, or a command on the server. */
export type AuditVia = 'session' | 'token' | 'cli';

export interface AuditActor {
  /** Null once the account was deleted; the address stays. */
  readonly userId: number | null;
  readonly email: string;
}

export interface NewAuditEntry {
  readonly at: Temporal.Instant;
  readonly action: AuditAction;
  readonly actor: AuditActor;
  /** The client's IP address ("cli" for a command on the server; empty when never recorded). */
  readonly origin: string;
  readonly via: AuditVia;
  /** What was acted on, in words. */
  readonly subject: string;
  /** The account an impersonation was of. */
  readonly subjectUserId?: number | null;
  /** The outcome in numbers, as the action reported it. */
  readonly details?: Readonly<Record<string, unknown>> | null;
}

export interface AuditEntry extends NewAuditEntry {
  readonly entryId: number;
}

export interface AuditQuery {
  readonly action?: AuditAction | undefined;
  /** From this instant on (inclusive). */
  readonly since?: Temporal.Instant | undefined;
  /** Before this instant. */
  readonly until?: Temporal.Instant | undefined;
  readonly offset: number;
  readonly limit: number;
}

export interface AuditPage {
  readonly entries: readonly AuditEntry[];
  /** Entries matching the filter, over all pages. */
  readonly total: number;
}

/**
 * How long entries are kept when AUDIT_RETENTION_DAYS is not set: a year covers the yearly
 * review a data-protection officer does, and no longer is needed for what the log is for. The
 * privacy page names the same period (domain/privacy/retention-rules).
 */
export const DEFAULT_AUDIT_RETENTION_DAYS = RETENTION_RULES['audit-log'].period.days;
export const AUDIT_PAGE_SIZE = 50;
export const MAX_AUDIT_PAGE_SIZE = 500;

/** Whether an entry matches a query's filter (the in-memory log uses it; the SQL says the same). */
export const matchesAuditQuery = (entry: NewAuditEntry, query: Omit<AuditQuery, 'offset' | 'limit'>): boolean =>
  (query.action === undefined || entry.action === query.action) &&
  (query.since === undefined || entry.at.epochMilliseconds >= query.since.epochMilliseconds) &&
  (query.until === undefined || entry.at.epochMilliseconds < query.until.epochMilliseconds);
