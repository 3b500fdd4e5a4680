import { readdir, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Temporal } from 'temporal-polyfill';
import type { RetentionStore } from '../../application/privacy/retention';

const isMissing = (error: unknown): boolean => error instanceof Error && 'code' in error && error.code === 'ENOENT';

/**
 * The mail rule for the development mailer's folder: .eml files written before the cutoff go,
 * like the outbox rows they came from. Another instance may delete a file first; that is fine.
 */
export const pickupFolderRetention = (folder: string): Pick<RetentionStore, 'mail'> => ({
  mail: async (cutoff: Temporal.Instant): Promise<number> => {
    const names = await readdir(folder).catch((error: unknown) => {
      if (isMissing(error)) return [];
      throw error;
    });
    let deleted = 0;
    for (const name of names.filter((candidate) => candidate.endsWith('.eml'))) {
      const file = join(folder, name);
      try {
        if ((await stat(file)).mtimeMs > cutoff.epochMilliseconds) continue;
        await unlink(file);
        deleted += 1;
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    }
    return deleted;
  },
});
