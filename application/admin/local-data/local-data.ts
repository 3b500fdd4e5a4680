import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import * as t from 'io-ts';
import type { AppError } from '../../../domain/errors/app-error';
import type { CacheRegistry } from '../../cache/cache-registry';

/** Driven port: this instance's folder for temporary files. */
export interface TempFiles {
  readonly directory: string;
  /** Removes everything in it; what was removed. */
  clear(): Promise<{ readonly files: number; readonly bytes: number }>;
}

/** POST /manage/clear-local-data */
export const LocalDataClearedWire = t.readonly(
  t.type({ cachesCleared: t.readonlyArray(t.string), tempDirectory: t.string, tempFilesRemoved: t.number, bytesFreed: t.number }),
  'LocalDataClearedWire',
);
export type LocalDataClearedWire = t.TypeOf<typeof LocalDataClearedWire>;

/**
 * Clears what this one instance keeps for itself: its caches (no broadcast: /cache/clear-all
 * reaches every instance) and its temporary files. Nothing in the database is touched.
 */
export class LocalDataService {
  constructor(
    private readonly caches: CacheRegistry,
    private readonly temp: TempFiles,
  ) {}

  clear(): TE.TaskEither<AppError, LocalDataClearedWire> {
    return async () => {
      const cachesCleared = this.caches.clearAll();
      const removed = await this.temp.clear();
      return E.right({ cachesCleared, tempDirectory: this.temp.directory, tempFilesRemoved: removed.files, bytesFreed: removed.bytes });
    };
  }
}
