import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { TempFiles } from '../../application/admin/local-data/local-data';

/** The instance's temporary folder; made when missing, emptied (not removed) on clear. */
export const folderTempFiles = (directory: string): TempFiles => ({
  directory,
  clear: async () => {
    await mkdir(directory, { recursive: true });
    let files = 0;
    let bytes = 0;
    for (const entry of await readdir(directory, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      files += 1;
      bytes += (await stat(join(entry.parentPath, entry.name))).size;
    }
    for (const name of await readdir(directory)) await rm(join(directory, name), { recursive: true, force: true });
    return { files, bytes };
  },
});
