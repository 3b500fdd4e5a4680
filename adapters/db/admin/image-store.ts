import { and, eq } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import type { ImageOwnerKind, ImageReader, ImageStore, ServedImage, StoredImage } from '../../../application/admin/images/image-import.ports';
import type { AppDatabase } from '../database';
import { hotels, storedImages, themes } from '../schema';

/** The stored_images row of a picture: the import and the back office's venue page write the same. */
export const storedImageRow = (image: StoredImage): typeof storedImages.$inferInsert => ({
  ownerKind: image.ownerKind,
  ownerSlug: image.ownerSlug,
  contentType: image.contentType,
  width: image.width,
  height: image.height,
  data: Buffer.from(image.bytes),
  sourceFile: image.sourceFile,
  importedAt: image.importedAt.toString(),
});

/** Pictures in the database, keyed by their seminar (theme) or hotel. */
export class DrizzleImageStore implements ImageStore, ImageReader {
  constructor(private readonly db: AppDatabase) {}

  async ownerExists(kind: ImageOwnerKind, slug: string): Promise<boolean> {
    const rows =
      kind === 'seminar'
        ? await this.db.select({ slug: themes.slug }).from(themes).where(eq(themes.slug, slug)).limit(1)
        : await this.db.select({ slug: hotels.slug }).from(hotels).where(eq(hotels.slug, slug)).limit(1);
    return rows.length > 0;
  }

  async save(image: StoredImage): Promise<void> {
    const row = storedImageRow(image);
    await this.db
      .insert(storedImages)
      .values(row)
      .onConflictDoUpdate({ target: [storedImages.ownerKind, storedImages.ownerSlug], set: row });
  }

  async find(kind: ImageOwnerKind, slug: string): Promise<ServedImage | undefined> {
    const [row] = await this.db
      .select({ contentType: storedImages.contentType, data: storedImages.data, importedAt: storedImages.importedAt })
      .from(storedImages)
      .where(and(eq(storedImages.ownerKind, kind), eq(storedImages.ownerSlug, slug)));
    return row === undefined ? undefined : { contentType: row.contentType, bytes: new Uint8Array(row.data), storedAt: Temporal.Instant.from(row.importedAt) };
  }
}
