import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Vitest's order of test files, longest first within each project, from the durations of an
 * earlier full run (scripts/vitest-durations.json, written by scripts/vitest-durations.mjs from
 * reports/vitest.json).
 *
 * Vitest sorts by the durations in its own cache (node_modules/.vite/vitest), which a clean
 * clone (CI) does not have; it then falls back on the file's size, and a short file that runs
 * for minutes (the route fuzz) starts late and leaves the other worker idle at the end. The
 * projects stay in vitest's order, one after the other: a worker is only reused (isolate: false,
 * one module graph per worker) for the next file of the same project. Files the table does not
 * know come after the known ones of their project, in vitest's order: the table needs to name the
 * long files (refresh it after a full run when a long one is added).
 */
const DURATIONS_FILE = new URL('./vitest-durations.json', import.meta.url);

/** Durations in ms by path from the project's root; an empty table when the file is missing. */
export const readDurations = (): Readonly<Record<string, number>> => {
  try {
    return JSON.parse(readFileSync(DURATIONS_FILE, 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
};

export default class SlowestFirstSequencer extends BaseSequencer {
  readonly #durations = readDurations();

  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // Vitest's own order first (projects, then its cache or the file sizes); sort is stable.
    const base = await super.sort(files);
    const root = this.ctx.config.root;
    const cached = (spec: TestSpecification): number | undefined =>
      this.ctx.cache.getFileTestResults(`${spec.project.name}:${relative(root, spec.moduleId)}`)?.duration;
    const known = (spec: TestSpecification): number | undefined => cached(spec) ?? this.#durations[relative(root, spec.moduleId)];
    const projects = [...new Set(base.map((spec) => spec.project.name))];
    return base.slice().sort((a, b) => {
      if (a.project.name !== b.project.name) return projects.indexOf(a.project.name) - projects.indexOf(b.project.name);
      const da = known(a);
      const db = known(b);
      if (da === undefined || db === undefined) return da === undefined ? (db === undefined ? 0 : 1) : -1;
      return db - da;
    });
  }
}
