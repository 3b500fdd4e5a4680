import { defineConfig } from 'vitest/config';
import SlowestFirstSequencer from './scripts/vitest-slowest-first';

export default defineConfig({
  test: {
    // API suites start a server on a fresh database; on a busy 2-core machine that takes a while.
    hookTimeout: 60_000,
    testTimeout: 30_000,
    // A fresh module graph per test file cost more than the tests themselves (82 s against 15 s
    // for domain/): the files share one per worker instead. Tests that touch globals (env,
    // stubbed globals) restore them, and servers and databases are per file anyway.
    isolate: false,
    // Vitest's default on 2 cores is one worker; the adapters' tests wait on servers and
    // databases often enough that a second worker pays.
    maxWorkers: 2,
    // The long files of a project start first (scripts/vitest-durations.json): a clean clone has no
    // durations in vitest's cache, and by file size the short route fuzz started late, its worker
    // still busy for minutes after the other had run out of files.
    sequence: { sequencer: SlowestFirstSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'domain',
          include: ['domain/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'application',
          include: ['application/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'adapters',
          include: ['adapters/**/*.test.ts'],
          environment: 'node',
          // PGlite templates: migrated and seeded once per run, copied per test file.
          globalSetup: ['./vitest.pglite-templates.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'cli',
          include: ['cli/**/*.test.ts'],
          environment: 'node',
          // Each test runs the CLI as a process against a real server: slower than a unit test.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // ui logic without a DOM: rxjs stores (marble tests), hooks' pure parts.
          name: 'ui',
          include: ['ui/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'tooling',
          include: ['.ci/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['domain/**/*.ts', 'application/**/*.ts', 'adapters/**/*.ts'],
      exclude: ['**/*.test.ts', '**/*.arbitraries.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: {
        'domain/**/*.ts': { lines: 95 },
      },
    },
  },
});
