import { describe, expect, it } from 'vitest';
import type { TestSpecification, Vitest } from 'vitest/node';
import SlowestFirstSequencer, { readDurations } from './vitest-slowest-first';

const ROOT = '/repo';

const spec = (project: string, path: string): TestSpecification =>
  ({ project: { name: project, config: { sequence: { groupOrder: 0 }, isolate: false } }, moduleId: `${ROOT}/${path}` }) as unknown as TestSpecification;

const sequencer = (cached: Readonly<Record<string, number>> = {}): SlowestFirstSequencer =>
  new SlowestFirstSequencer({
    config: { root: ROOT },
    cache: {
      getFileTestResults: (key: string) => (key in cached ? { duration: cached[key], failed: false } : undefined),
      getFileStats: () => ({ size: 1 }),
    },
  } as unknown as Vitest);

const order = (specs: readonly TestSpecification[]): string[] => specs.map((s) => `${s.project.name}:${s.moduleId.slice(ROOT.length + 1)}`);

describe('the test files start longest first within each project', () => {
  const durations = readDurations();
  const [longest, second] = Object.keys(durations);

  it('reads the committed table, longest first', () => {
    expect(longest).toBeDefined();
    expect(second).toBeDefined();
    expect(durations[longest ?? '']).toBeGreaterThanOrEqual(durations[second ?? ''] ?? 0);
  });

  it('starts the known long files of a project before its unknown ones, and keeps the projects one after the other', async () => {
    const files = [spec('adapters', 'adapters/new.test.ts'), spec('domain', 'domain/a.test.ts'), spec('adapters', second ?? ''), spec('adapters', longest ?? '')];
    expect(order(await sequencer().sort(files))).toEqual([`adapters:${longest ?? ''}`, `adapters:${second ?? ''}`, 'adapters:adapters/new.test.ts', 'domain:domain/a.test.ts']);
  });

  it("prefers vitest's own cache of the last run on this machine to the table", async () => {
    const files = [spec('adapters', longest ?? ''), spec('adapters', 'adapters/new.test.ts')];
    expect(order(await sequencer({ 'adapters:adapters/new.test.ts': 10_000_000 }).sort(files))).toEqual(['adapters:adapters/new.test.ts', `adapters:${longest ?? ''}`]);
  });
});
