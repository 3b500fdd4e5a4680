import { and, asc, eq, isNull } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import type { DataExportRepository, PendingExport, ReadyExport } from '../../../application/privacy/data-export.repository';
import type { AppDatabase } from '../database';
import { dataExports } from '../schema';

/** The exports of "Meine Daten herunterladen" over Drizzle. */
export class DrizzleDataExportRepository implements DataExportRepository {
  constructor(private readonly db: AppDatabase) {}

  async request(exportId: string, userId: number, at: Temporal.Instant): Promise<void> {
    await this.db.insert(dataExports).values({ exportId, userId, requestedAt: at.toString() });
  }

  async pending(limit: number): Promise<readonly PendingExport[]> {
    return this.db
      .select({ exportId: dataExports.exportId, userId: dataExports.userId })
      .from(dataExports)
      .where(isNull(dataExports.readyAt))
      .orderBy(asc(dataExports.requestedAt))
      .limit(limit);
  }

  async complete(
    exportId: string,
    made: { readonly tokenHash: string; readonly zip: Uint8Array; readonly readyAt: Temporal.Instant; readonly expiresAt: Temporal.Instant },
  ): Promise<boolean> {
    const updated = await this.db
      .update(dataExports)
      .set({ tokenHash: made.tokenHash, zip: made.zip, readyAt: made.readyAt.toString(), expiresAt: made.expiresAt.toString() })
      .where(and(eq(dataExports.exportId, exportId), isNull(dataExports.readyAt)))
      .returning({ exportId: dataExports.exportId });
    return updated.length === 1;
  }

  async findByTokenHash(tokenHash: string): Promise<ReadyExport | undefined> {
    const [row] = await this.db
      .select({ exportId: dataExports.exportId, userId: dataExports.userId, expiresAt: dataExports.expiresAt, downloadedAt: dataExports.downloadedAt })
      .from(dataExports)
      .where(eq(dataExports.tokenHash, tokenHash));
    if (row?.expiresAt == null) return undefined;
    return {
      exportId: row.exportId,
      userId: row.userId,
      expiresAt: Temporal.Instant.from(row.expiresAt),
      downloadedAt: row.downloadedAt === null ? null : Temporal.Instant.from(row.downloadedAt),
    };
  }

  async takeOnce(exportId: string, at: Temporal.Instant): Promise<Uint8Array | undefined> {
    // Read and dropped under the row lock: of two clicks only one gets the ZIP.
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ zip: dataExports.zip })
        .from(dataExports)
        .where(and(eq(dataExports.exportId, exportId), isNull(dataExports.downloadedAt)))
        .for('update');
      if (row?.zip == null) return undefined;
      await tx.update(dataExports).set({ downloadedAt: at.toString(), zip: null }).where(eq(dataExports.exportId, exportId));
      return row.zip;
    });
  }
}
