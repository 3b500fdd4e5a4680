import type { Temporal } from 'temporal-polyfill';

/** A value of an export's JSON: what a row of ours holds, already in words and ISO dates. */
export type ExportValue = string | number | boolean | null | readonly ExportValue[] | { readonly [key: string]: ExportValue };
export type ExportRecord = Readonly<Record<string, ExportValue>>;

/**
 * Everything stored about one person, per kind (Art. 15 DSGVO): for an account by its id and
 * address, for a person without one by the address they gave in orders, requests and lists.
 */
export interface PersonalDataSet {
  readonly email: string;
  /** The name as we have it (the account, else the latest order or request); empty strings when none. */
  readonly person: { readonly salutation: string; readonly firstname: string; readonly lastname: string };
  readonly profile: ExportRecord | null;
  readonly orders: readonly ExportRecord[];
  readonly participations: readonly ExportRecord[];
  readonly wishlist: readonly ExportRecord[];
  readonly trainingPlans: readonly ExportRecord[];
  readonly feedback: readonly ExportRecord[];
  readonly consents: ExportRecord | null;
  readonly memberships: readonly ExportRecord[];
  /** Requests, Fachtagung sign-ups, consultation appointments, waiting-list places. */
  readonly requests: readonly ExportRecord[];
}

/** The kinds in the order of the ZIP's files and the PDF's sections, with their German names. */
export const EXPORT_KINDS = [
  ['profile', 'Profil'],
  ['orders', 'Bestellungen'],
  ['participations', 'Teilnahmen'],
  ['wishlist', 'Merkliste'],
  ['trainingPlans', 'Schulungspläne'],
  ['feedback', 'Feedback'],
  ['consents', 'Einwilligungen'],
  ['memberships', 'Gremium-Mitgliedschaften'],
  ['requests', 'Anfragen und Anmeldungen'],
] as const satisfies readonly (readonly [keyof PersonalDataSet, string])[];

export type ExportKind = (typeof EXPORT_KINDS)[number][0];

/** Whether anything at all is stored about the person. */
export const holdsAnything = (set: PersonalDataSet): boolean =>
  EXPORT_KINDS.some(([kind]) => {
    const value = set[kind];
    return Array.isArray(value) ? value.length > 0 : value !== null;
  });

/** Driven port: reads a person's data from every table that holds it (adapters/db/privacy). */
export interface PersonalDataReader {
  ofAccount(userId: number): Promise<PersonalDataSet | undefined>;
  ofAddress(email: string): Promise<PersonalDataSet>;
}

/** Driven port: packs files into one ZIP (fflate in the adapter). */
export interface Archiver {
  zip(files: readonly { readonly name: string; readonly content: Uint8Array }[], at: Temporal.Instant): Uint8Array;
}
