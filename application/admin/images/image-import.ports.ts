import type { Temporal } from 'temporal-polyfill';
import type { ImageType } from './image-type';

export type ImageOwnerKind = 'seminar' | 'hotel';

/** A file of the import folder: its path relative to the folder, its size, its bytes on demand. */
export interface FolderFile {
  readonly relativePath: string;
  readonly sizeBytes: number;
  read(): Promise<Uint8Array>;
}

/** Driven port: the server's file system, for imports from a folder. */
export interface ImportFolder {
  /** Every file below the folder (sorted by path); undefined when there is no such folder. */
  list(directory: string): Promise<readonly FolderFile[] | undefined>;
}

export interface ProcessedImage {
  readonly contentType: ImageType;
  readonly width: number;
  readonly height: number;
  readonly bytes: Uint8Array;
  /** Whether it was scaled down to fit MAX_IMAGE_EDGE. */
  readonly resized: boolean;
}

/** Driven port: decodes a picture (proving it is whole) and scales it down where it is too large. */
export interface ImageProcessor {
  /** undefined when the bytes do not decode: a damaged picture. */
  process(bytes: Uint8Array, type: ImageType): Promise<ProcessedImage | undefined>;
}

export interface StoredImage extends ProcessedImage {
  readonly ownerKind: ImageOwnerKind;
  readonly ownerSlug: string;
  readonly sourceFile: string;
  readonly importedAt: Temporal.Instant;
}

/** Driven port: where the pictures are kept, and which seminars and hotels exist. */
export interface ImageStore {
  ownerExists(kind: ImageOwnerKind, slug: string): Promise<boolean>;
  /** Replaces the picture the owner had. */
  save(image: StoredImage): Promise<void>;
}

/** A stored picture as it is served: its format, its bytes and when it was stored. */
export interface ServedImage {
  readonly contentType: ImageType;
  readonly bytes: Uint8Array;
  readonly storedAt: Temporal.Instant;
}

/** Driven port: reads a stored picture for the public pages (the same store the import and the back office write). */
export interface ImageReader {
  find(kind: ImageOwnerKind, slug: string): Promise<ServedImage | undefined>;
}
