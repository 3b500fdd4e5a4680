import { eq } from 'drizzle-orm';
import type { ImageOwnerKind, ImageStore, StoredImage } from '../../../application/admin/images/image-import.ports';
import type { AppDatabase } from '../database';
import { hotels, storedImages, themes } from '../schema';

/** Pictures in the database, keyed by their seminar (theme) or hotel. */
export class DrizzleImageStore implements ImageStore {
  constructor(private readonly db: AppDatabase) {}

  async ownerExists(kind: ImageOwnerKind, slug: string): Promise<boolean> {
    const rows =
      kind === 'seminar'
        ? await this.db.select({ slug: themes.slug }).from(themes).where(eq(themes.slug, slug)).limit(1)
        : await this.db.select({ slug: hotels.slug }).from(hotels).where(eq(hotels.slug, slug)).limit(1);
    return rows.length > 0;
  }

  async save(image: StoredImage): Promise<void> {
    const row = {
      ownerKind: image.ownerKind,
      ownerSlug: image.ownerSlug,
      contentType: image.contentType,
      width: image.width,
      height: image.height,
      data: Buffer.from(image.bytes),
      sourceFile: image.sourceFile,
      importedAt: image.importedAt.toString(),
    };
    await this.db
      .insert(storedImages)
      .values(row)
      .onConflictDoUpdate({ target: [storedImages.ownerKind, storedImages.ownerSlug], set: row });
  }
}
