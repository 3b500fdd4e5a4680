import type { Temporal } from 'temporal-polyfill';

export interface LoggedAccount {
  /** Null once the account was deleted; the address stays. */
  readonly userId: number | null;
  readonly email: string;
}

/** One start or end of an admin acting as a user: who, whom and when. */
export interface ImpersonationLogEntry {
  readonly action: 'start' | 'end';
  readonly admin: LoggedAccount;
  readonly user: LoggedAccount;
  readonly at: Temporal.Instant;
  /** The admin's client address (empty or absent for entries from before it was recorded). */
  readonly origin?: string;
}

/** Driven port: the impersonations of the audit log (application/audit), kept in the database (never only in the log stream). */
export interface ImpersonationLog {
  record(entry: ImpersonationLogEntry): Promise<void>;
  /** Newest first. */
  recent(limit: number): Promise<readonly ImpersonationLogEntry[]>;
}
