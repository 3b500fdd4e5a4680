import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { EventFileStore } from '../../../application/portal/event-files.repository';

/** Lower-case segments of letters, digits, dot, dash and underscore: no '..', no absolute path. */
const SAFE_KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/;

const isMissing = (error: unknown): boolean => (error as { code?: unknown }).code === 'ENOENT';

/**
 * The events' photos and documents as files in one folder (PORTAL_FILES_DIR), beside the
 * database that holds their metadata. Keys are made by the application; one that could leave
 * the folder is a bug and refused loudly.
 */
export class DiskFileStore implements EventFileStore {
  private readonly root: string;

  constructor(folder: string) {
    this.root = resolve(folder);
  }

  async write(storageKey: string, content: Uint8Array): Promise<void> {
    const path = this.pathOf(storageKey);
    await mkdir(dirname(path), { recursive: true });
    // Written aside and renamed: a reader never sees half a file.
    const partial = `${path}.${randomBytes(6).toString('hex')}.part`;
    await writeFile(partial, content);
    await rename(partial, path);
  }

  async read(storageKey: string): Promise<Uint8Array | undefined> {
    try {
      return new Uint8Array(await readFile(this.pathOf(storageKey)));
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async remove(storageKey: string): Promise<void> {
    await rm(this.pathOf(storageKey), { force: true });
  }

  private pathOf(storageKey: string): string {
    const path = join(this.root, storageKey);
    if (!SAFE_KEY.test(storageKey) || !path.startsWith(this.root + sep)) throw new Error(`unsafe storage key: ${storageKey}`);
    return path;
  }
}
