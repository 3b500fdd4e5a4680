import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { FolderFile, ImportFolder } from '../../application/admin/images/image-import.ports';

const isMissing = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && ['ENOENT', 'ENOTDIR'].includes(String((error as { code?: unknown }).code));

/**
 * A folder of the server's file system: regular files below it (links are not followed, hidden
 * files such as .DS_Store are skipped), with paths relative to it and '/' as separator.
 */
export const fsImportFolder: ImportFolder = {
  list: async (directory) => {
    let entries;
    try {
      if (!(await stat(directory)).isDirectory()) return undefined;
      entries = await readdir(directory, { recursive: true, withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
    const files: FolderFile[] = [];
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const path = join(entry.parentPath, entry.name);
      const relativePath = relative(directory, path).split(sep).join('/');
      if (relativePath.split('/').some((part) => part.startsWith('.'))) continue;
      const { size } = await stat(path);
      files.push({ relativePath, sizeBytes: size, read: () => readFile(path) });
    }
    return files.sort((a, b) => a.relativePath.localeCompare(b.relativePath));
  },
};
