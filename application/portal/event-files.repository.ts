import type { Temporal } from 'temporal-polyfill';

export type EventFileKind = 'photo' | 'document';

/** A photo or document of an event: the bytes live in the EventFileStore under storageKey. */
export interface EventFile {
  readonly fileId: number;
  readonly eventId: number;
  readonly kind: EventFileKind;
  readonly title: string;
  readonly fileName: string;
  readonly contentType: string;
  readonly sizeBytes: number;
  readonly storageKey: string;
  readonly uploadedBy: number | null;
  readonly createdAt: Temporal.Instant;
}

/** Driven port: the files' metadata. */
export interface EventFileRepository {
  /** Oldest first, as they were added. */
  list(eventId: number, kind: EventFileKind): Promise<readonly EventFile[]>;
  find(fileId: number): Promise<EventFile | undefined>;
  add(file: Omit<EventFile, 'fileId'>): Promise<EventFile>;
  /** False when the file was gone already. */
  remove(fileId: number): Promise<boolean>;
}

/** Driven port: the bytes, in a folder (or memory in tests). Keys are made by the application, never by a caller. */
export interface EventFileStore {
  write(storageKey: string, content: Uint8Array): Promise<void>;
  /** Undefined when there is no such file. */
  read(storageKey: string): Promise<Uint8Array | undefined>;
  /** Nothing happens when the file is gone already. */
  remove(storageKey: string): Promise<void>;
}
