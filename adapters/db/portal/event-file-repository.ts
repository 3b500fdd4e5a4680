import { and, asc, eq } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import type { EventFile, EventFileKind, EventFileRepository } from '../../../application/portal/event-files.repository';
import type { AppDatabase } from '../database';
import { eventFiles } from '../schema';

type FileRow = typeof eventFiles.$inferSelect;

const eventFile = ({ createdAt, ...row }: FileRow): EventFile => ({ ...row, createdAt: Temporal.Instant.from(createdAt) });

/** Metadata of the events' photos and documents over Drizzle. */
export class DrizzleEventFileRepository implements EventFileRepository {
  constructor(private readonly db: AppDatabase) {}

  async list(eventId: number, kind: EventFileKind): Promise<readonly EventFile[]> {
    const rows = await this.db
      .select()
      .from(eventFiles)
      .where(and(eq(eventFiles.eventId, eventId), eq(eventFiles.kind, kind)))
      .orderBy(asc(eventFiles.createdAt), asc(eventFiles.fileId));
    return rows.map(eventFile);
  }

  async find(fileId: number): Promise<EventFile | undefined> {
    const [row] = await this.db.select().from(eventFiles).where(eq(eventFiles.fileId, fileId)).limit(1);
    return row === undefined ? undefined : eventFile(row);
  }

  async add(file: Omit<EventFile, 'fileId'>): Promise<EventFile> {
    const [row] = await this.db
      .insert(eventFiles)
      .values({ ...file, createdAt: file.createdAt.toString() })
      .returning();
    if (row === undefined) throw new Error('insert into event_files returned no row');
    return eventFile(row);
  }

  async remove(fileId: number): Promise<boolean> {
    const deleted = await this.db.delete(eventFiles).where(eq(eventFiles.fileId, fileId)).returning({ fileId: eventFiles.fileId });
    return deleted.length > 0;
  }
}
