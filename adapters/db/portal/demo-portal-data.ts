import { eq, like } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import type { EventFile, EventFileStore } from '../../../application/portal/event-files.repository';
import { formatDate, formatTime } from '../../../domain/calendar/calendar';
import type { AppDatabase } from '../database';
import { eventFiles, events, themes, type wishlistItems } from '../schema';
import { gradientPng } from './demo-png';

type EventFileRow = Readonly<typeof eventFiles.$inferInsert>;
type WishlistItemRow = Readonly<typeof wishlistItems.$inferInsert>;

interface DemoEvent {
  readonly eventId: number;
  readonly themeId: number;
  readonly startAt: string;
}

interface DemoTheme {
  /** Optional only because the insert type of a serial column is; the demo data always sets it. */
  readonly themeId?: number | undefined;
  readonly title: string;
}

export interface DemoPortalData {
  readonly eventFiles: readonly EventFileRow[];
  readonly wishlistItems: readonly WishlistItemRow[];
}

/** Keys of demo files: their bytes are generated, so a fresh data folder gets them back at start. */
const DEMO_PREFIX = 'demo/';
/** The demo site admin uploads the demo files. */
const UPLOADER = 1;
/** Events with documents, and how many of them also have a photo. */
const EVENTS_WITH_DOCUMENTS = 4;
const EVENTS_WITH_PHOTOS = 2;
/**
 * A single user (Claudia Fischer, people.ts) shared a photo of the second event with photos, so
 * "delete your own photo" can be tried once she has booked it (the demo has no bookings).
 */
const OWN_PHOTO_UPLOADER = 8;
/** Three members of the demo Gremium keep a few events each (the soonest one all three). */
const WISHLIST_KEEPERS = [4, 5, 6] as const;

const HUES: readonly (readonly [number, number, number])[] = [
  [30, 90, 160],
  [200, 110, 40],
  [40, 140, 90],
];

const documentText = (title: string, startAt: string): string => {
  const start = Temporal.Instant.from(startAt);
  return [
    'Teilnehmerunterlagen',
    '',
    title,
    `Beginn: ${formatDate(start)}, ${formatTime(start)} Uhr`,
    '',
    'Bitte bringen Sie diese Unterlagen und einen Lichtbildausweis mit.',
    'Ihre Fragen zum Seminar beantwortet Ihre Veranstaltungsbetreuung gern.',
    '',
  ].join('\n');
};

/** The bytes of a demo file, made again from its event whenever the file is missing. */
export const demoFileContent = (kind: 'photo' | 'document', eventId: number, title: string, startAt: string): Uint8Array =>
  kind === 'photo' ? gradientPng(96, 64, HUES[eventId % HUES.length] ?? [0, 0, 0]) : new TextEncoder().encode(documentText(title, startAt));

/** A demo file of an event as the portal lists it: its key starts with demo/, so its bytes come back at start. */
export const demoEventFile = (
  kind: 'photo' | 'document',
  event: DemoEvent,
  title: string,
  uploadedBy: number,
  named: { readonly title: string; readonly fileName: string } = kind === 'photo' ? { title: 'Tagungshotel und Anreise', fileName: 'tagungshotel.png' } : { title: 'Teilnehmerunterlagen', fileName: 'teilnehmerunterlagen.txt' },
): Omit<EventFile, 'fileId' | 'createdAt'> => {
  const content = demoFileContent(kind, event.eventId, title, event.startAt);
  return {
    eventId: event.eventId,
    kind,
    title: named.title,
    fileName: named.fileName,
    contentType: kind === 'photo' ? 'image/png' : 'text/plain; charset=utf-8',
    sizeBytes: content.length,
    storageKey: `${DEMO_PREFIX}event-${event.eventId}/${named.fileName}`,
    uploadedBy,
  };
};

const fileRow = (kind: 'photo' | 'document', event: DemoEvent, title: string, now: Temporal.Instant): EventFileRow => ({
  ...demoEventFile(kind, event, title, UPLOADER),
  createdAt: now.subtract({ hours: 24 }).toString(),
});

/** The participant's own photo: the same generated picture, under a key of its own. */
const ownPhotoRow = (event: DemoEvent, title: string, now: Temporal.Instant): EventFileRow => ({
  ...demoEventFile('photo', event, title, OWN_PHOTO_UPLOADER, { title: 'Gruppenfoto vom Kennenlernabend', fileName: 'gruppenfoto.png' }),
  createdAt: now.subtract({ hours: 12 }).toString(),
});

/**
 * The portal's demo content: documents and photos for the soonest events, and a few wishlists
 * so the admins' wishlist analysis has something to count. Pure and deterministic.
 */
export const demoPortalData = (eventRows: readonly DemoEvent[], themeRows: readonly DemoTheme[], now: Temporal.Instant): DemoPortalData => {
  const titles = new Map(themeRows.map((theme) => [theme.themeId, theme.title]));
  const soonest = [...eventRows].sort((a, b) => a.startAt.localeCompare(b.startAt) || a.eventId - b.eventId);
  const files = soonest.slice(0, EVENTS_WITH_DOCUMENTS).flatMap((event, index) => {
    const title = titles.get(event.themeId) ?? '';
    const document = fileRow('document', event, title, now);
    if (index >= EVENTS_WITH_PHOTOS) return [document];
    const photo = fileRow('photo', event, title, now);
    return index === EVENTS_WITH_PHOTOS - 1 ? [document, photo, ownPhotoRow(event, title, now)] : [document, photo];
  });
  const kept = WISHLIST_KEEPERS.flatMap((userId, index) =>
    [0, index + 1, 2 * index + 3]
      .map((position) => soonest[position % Math.max(1, soonest.length)])
      .filter((event): event is DemoEvent => event !== undefined)
      .map((event, order) => ({ userId, eventId: event.eventId, addedAt: now.subtract({ hours: 24 * (order + 1) + index }).toString() })),
  );
  const unique = new Map(kept.map((row) => [`${row.userId}:${row.eventId}`, row]));
  return { eventFiles: files, wishlistItems: [...unique.values()] };
};

/**
 * Writes the bytes of every demo file the folder lacks (a new data folder, or a database seeded
 * elsewhere); answers how many it wrote. Real uploads are never touched.
 */
export const ensureDemoEventFiles = async (db: AppDatabase, store: EventFileStore): Promise<number> => {
  const rows = await db
    .select({ kind: eventFiles.kind, storageKey: eventFiles.storageKey, eventId: eventFiles.eventId, startAt: events.startAt, title: themes.title })
    .from(eventFiles)
    .innerJoin(events, eq(events.eventId, eventFiles.eventId))
    .innerJoin(themes, eq(themes.themeId, events.themeId))
    .where(like(eventFiles.storageKey, `${DEMO_PREFIX}%`));
  let written = 0;
  for (const row of rows) {
    if ((await store.read(row.storageKey)) !== undefined) continue;
    await store.write(row.storageKey, demoFileContent(row.kind, row.eventId, row.title, row.startAt));
    written += 1;
  }
  return written;
};
