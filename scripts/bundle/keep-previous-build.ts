import { readFile, rm, writeFile } from 'node:fs/promises';
import { isAbsolute, join } from 'node:path';
import type { Plugin } from 'vite';

/** Beside the output: the files the last two builds wrote, oldest first. */
const RECORD_FILE = '.builds.json';

interface BuildRecord {
  readonly builds: readonly (readonly string[])[];
}

const readRecord = async (dir: string): Promise<BuildRecord> => {
  try {
    const parsed = JSON.parse(await readFile(join(dir, RECORD_FILE), 'utf8')) as Partial<BuildRecord>;
    if (!Array.isArray(parsed.builds)) return { builds: [] };
    // Only names inside the folder: the record must not lead a deletion anywhere else.
    const inside = (file: unknown): file is string => typeof file === 'string' && !isAbsolute(file) && !file.split(/[\\/]/).includes('..');
    return { builds: parsed.builds.map((files) => (Array.isArray(files) ? files.filter(inside) : [])) };
  } catch {
    return { builds: [] }; // no build recorded yet (or a record from elsewhere): delete nothing
  }
};

/**
 * The files a new build may delete: those of the build before the previous one that neither the
 * previous nor the new build wrote again (a content hash in the name makes an unchanged file the
 * same name). Only files a build recorded are ever deleted, never public files copied beside them.
 */
export const filesToPrune = (record: BuildRecord, current: readonly string[]): string[] => {
  const previous = record.builds.at(-1) ?? [];
  const keep = new Set([...previous, ...current]);
  return [...new Set(record.builds.slice(0, -1).flat())].filter((file) => !keep.has(file));
};

/** Records the files a build wrote into dir and deletes what no longer belongs to the last two builds. */
export const recordBuild = async (dir: string, files: readonly string[]): Promise<void> => {
  const record = await readRecord(dir);
  const current = [...files].sort();
  // The precompressed twins (scripts/precompress-assets.ts) go with their file.
  const doomed = filesToPrune(record, current).flatMap((file) => [file, `${file}.br`, `${file}.gz`]);
  await Promise.all(doomed.map((file) => rm(join(dir, file), { force: true })));
  await writeFile(join(dir, RECORD_FILE), JSON.stringify({ builds: [...record.builds.slice(-1), current] }));
};

/**
 * Keeps the previous build's files beside the new ones, and no older ones (the output folder is
 * not emptied). A server that runs while `npm run build` replaces its build still finds the chunks
 * it imports lazily, and a browser that holds a page of the previous build still gets its lazy
 * chunks, from an instance already restarted too (a rolling deploy behind the balancer).
 */
export const keepPreviousBuild = (): Plugin => ({
  name: 'keep-previous-build',
  apply: 'build',
  async writeBundle(options, bundle) {
    if (options.dir !== undefined) await recordBuild(options.dir, Object.keys(bundle));
  },
});
