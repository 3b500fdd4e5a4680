import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database';
import { testDatabaseEngines } from '../testing/test-databases';
import { DrizzleJobSchedule } from './drizzle-job-schedule';

const T0 = Temporal.Instant.from('2027-03-12T10:00:00Z');
const MINUTE = 60_000;

describe.each(testDatabaseEngines().map((engine) => [engine.name, engine] as const))('job schedule on %s', (_name, engine) => {
  let database: Database;

  beforeAll(async () => {
    database = await engine.open();
  });

  afterAll(async () => {
    await database.close();
  });

  it('gives each round to one of several instances, and the next round after the interval', async () => {
    const instances = [1, 2, 3, 4].map(() => new DrizzleJobSchedule(database.db));
    const first = await Promise.all(instances.map((instance) => instance.claimRound('seat-housekeeping', T0, 5 * MINUTE)));
    expect(first.filter(Boolean)).toHaveLength(1);
    const tooEarly = await Promise.all(instances.map((instance) => instance.claimRound('seat-housekeeping', T0.add({ minutes: 3 }), 5 * MINUTE)));
    expect(tooEarly.filter(Boolean)).toHaveLength(0);
    // A tick a few milliseconds early (timer drift) still takes the next round.
    const next = await Promise.all(
      instances.map((instance) => instance.claimRound('seat-housekeeping', T0.add({ minutes: 5 }).subtract({ milliseconds: 20 }), 5 * MINUTE)),
    );
    expect(next.filter(Boolean)).toHaveLength(1);
  });

  it('books each job on its own', async () => {
    const schedule = new DrizzleJobSchedule(database.db);
    expect(await schedule.claimRound('session-housekeeping', T0, MINUTE)).toBe(true);
    expect(await schedule.claimRound('outbox-cleanup', T0, MINUTE)).toBe(true);
    expect(await schedule.claimRound('session-housekeeping', T0, MINUTE)).toBe(false);
  });
});
