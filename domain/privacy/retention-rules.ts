import { Temporal } from 'temporal-polyfill';

/**
 * How long each kind of personal data is kept, in one place: the scheduled deletion reads the
 * periods, /datenschutz prints the German texts, the README lists both, and the declaration of the
 * tables (adapters/db/schema/personal-data.ts) names the rule that deletes each column. So page
 * and practice cannot drift apart.
 */
export type RetentionPeriod =
  | { readonly hours: number }
  | { readonly days: number }
  | { readonly months: number }
  | { readonly years: number };

/**
 * Who keeps the rule:
 * - `job`: the privacy retention job, once per fleet and round (adapters/http-api/privacy-retention.ts);
 * - `housekeeping`: an existing timer (sessions, audit log), with the period given here;
 * - `account`: kept while the account exists, deleted with it ("Konto löschen");
 * - `legal-hold`: kept for the statutory period (tax law), not deleted earlier on request;
 * - `operations`: outside the application (the server's log rotation, ops/README).
 */
export type RetentionEnforcement = 'job' | 'housekeeping' | 'account' | 'legal-hold' | 'operations';

export interface RetentionRule {
  /** What is kept, in German, as the privacy page lists it. */
  readonly data: string;
  /** Null: no period of its own (kept while the account exists). */
  readonly period: RetentionPeriod | null;
  /** When the period starts, in German ("nach …" counts from the last change). */
  readonly text: string;
  /** Deleted, or reduced to what the invoice needs. */
  readonly action: 'delete' | 'anonymise';
  readonly enforcement: RetentionEnforcement;
}

export const RETENTION_RULES = {
  'server-logs': {
    data: 'Server-Protokolle',
    period: { days: 14 },
    text: 'nach spätestens 14 Tagen',
    action: 'delete',
    enforcement: 'operations',
  },
  sessions: {
    data: 'Sitzungen (Anmeldung, Warenkorb-Zuordnung)',
    /** The longest a session lives: one without a login, 90 days (one with a login ends after 12 hours). */
    period: { hours: 90 * 24 },
    text: 'mit Ablauf der Sitzung: angemeldet spätestens nach 12 Stunden, ohne Anmeldung nach 30 Tagen ohne Nutzung, höchstens nach 90 Tagen',
    action: 'delete',
    enforcement: 'housekeeping',
  },
  'abuse-counters': {
    data: 'Zähler gegen Missbrauch (IP-Adresse, E-Mail-Adresse bei Anmeldeversuchen)',
    period: { hours: 24 },
    text: 'nach 24 Stunden',
    action: 'delete',
    enforcement: 'housekeeping',
  },
  'anonymous-carts': {
    data: 'Warenkörbe ohne Anmeldung',
    period: { days: 30 },
    text: 'nach 30 Tagen',
    action: 'delete',
    enforcement: 'job',
  },
  requests: {
    data: 'Anfragen aus unseren Formularen, Anmeldungen zu Fachtagungen und Beratungstermine',
    period: { months: 6 },
    text: '6 Monate nach Erledigung',
    action: 'delete',
    enforcement: 'job',
  },
  mail: {
    data: 'Versendete E-Mails (Postausgang und Mail-Dateien)',
    period: { days: 30 },
    text: 'nach 30 Tagen',
    action: 'delete',
    enforcement: 'job',
  },
  'data-exports': {
    data: 'Ihre Datenauskunft zum Herunterladen',
    period: { hours: 48 },
    text: 'nach 48 Stunden',
    action: 'delete',
    enforcement: 'job',
  },
  'audit-log': {
    data: 'Protokoll der Änderungen unserer Mitarbeitenden',
    period: { days: 365 },
    text: 'nach einem Jahr',
    action: 'delete',
    enforcement: 'housekeeping',
  },
  'past-participants': {
    data: 'Kontaktangaben von Teilnehmenden ohne Kundenkonto',
    period: { years: 1 },
    text: 'ein Jahr nach dem Seminar; Name und Preis bleiben für die Rechnung',
    action: 'anonymise',
    enforcement: 'job',
  },
  account: {
    data: 'Kundenkonto mit Profil, Merkliste, Schulungsplänen und Feedback',
    period: null,
    text: 'bis Sie Ihr Konto löschen',
    action: 'delete',
    enforcement: 'account',
  },
  'staff-contacts': {
    data: 'Namen und Kontaktdaten unserer Ansprechpersonen, Referentinnen und Referenten',
    period: null,
    text: 'solange sie für uns tätig sind',
    action: 'delete',
    enforcement: 'operations',
  },
  'orders-invoices': {
    data: 'Bestellungen und Rechnungen',
    period: { years: 10 },
    text: '10 Jahre (§ 147 AO, § 14b UStG)',
    action: 'delete',
    enforcement: 'legal-hold',
  },
} as const satisfies Readonly<Record<string, RetentionRule>>;

export type RetentionKind = keyof typeof RETENTION_RULES;

export const RETENTION_KINDS = Object.keys(RETENTION_RULES) as readonly RetentionKind[];

/** The kinds the retention job deletes or anonymises. */
export const JOB_RETENTION_KINDS = RETENTION_KINDS.filter((kind): kind is JobRetentionKind => RETENTION_RULES[kind].enforcement === 'job');

/** The kinds the retention job keeps: each has a period. */
export type JobRetentionKind = { [K in RetentionKind]: (typeof RETENTION_RULES)[K]['enforcement'] extends 'job' ? K : never }[RetentionKind];

const BERLIN = 'Europe/Berlin';

/**
 * The moment before which a record of this rule is due at `now`: a record whose period started
 * at or before it is deleted. Months and years count in Berlin's calendar (31 March minus one
 * month is 28/29 February, as a person would count).
 */
export const retentionCutoff = (period: RetentionPeriod, now: Temporal.Instant): Temporal.Instant =>
  'hours' in period ? now.subtract({ hours: period.hours }) : now.toZonedDateTimeISO(BERLIN).subtract(period).toInstant();

/** Whether a record whose period started at `start` is due for deletion at `now`. */
export const isDue = (period: RetentionPeriod, start: Temporal.Instant, now: Temporal.Instant): boolean =>
  Temporal.Instant.compare(start, retentionCutoff(period, now)) <= 0;

/** "Warenkörbe ohne Anmeldung: nach 30 Tagen", one line of the privacy page and the README. */
export const retentionLine = (kind: RetentionKind): string => `${RETENTION_RULES[kind].data}: ${RETENTION_RULES[kind].text}`;
