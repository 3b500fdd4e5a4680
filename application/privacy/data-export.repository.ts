import type { Temporal } from 'temporal-polyfill';

/** An export asked for and not made yet. */
export interface PendingExport {
  readonly exportId: string;
  readonly userId: number;
}

/** A made export, found by its link's token hash. */
export interface ReadyExport {
  readonly exportId: string;
  readonly userId: number;
  readonly expiresAt: Temporal.Instant;
  readonly downloadedAt: Temporal.Instant | null;
}

/** Driven port: the exports of "Meine Daten herunterladen" (data_exports). */
export interface DataExportRepository {
  request(exportId: string, userId: number, at: Temporal.Instant): Promise<void>;
  /** The oldest exports still to make, at most `limit`. */
  pending(limit: number): Promise<readonly PendingExport[]>;
  /** Stores the ZIP and the link's token hash; false when the export is gone or made already. */
  complete(exportId: string, made: { readonly tokenHash: string; readonly zip: Uint8Array; readonly readyAt: Temporal.Instant; readonly expiresAt: Temporal.Instant }): Promise<boolean>;
  findByTokenHash(tokenHash: string): Promise<ReadyExport | undefined>;
  /**
   * Marks the export downloaded and hands its ZIP out, once: of two concurrent calls only one
   * gets the bytes (an atomic update); the ZIP is dropped with it.
   */
  takeOnce(exportId: string, at: Temporal.Instant): Promise<Uint8Array | undefined>;
}
