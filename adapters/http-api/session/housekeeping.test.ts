import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RateLimiter } from '../../../application/accounts/rate-limiter';
import { SessionService } from '../../../application/accounts/session.service';
import { DrizzleRateLimitRepository } from '../../db/accounts/rate-limit-repository';
import { DrizzleSessionRepository } from '../../db/accounts/session-repository';
import { DEMO_PASSWORD } from '../../db/demo-data/people';
import { rateLimits } from '../../db/schema';
import { cryptoSessionTokens } from './crypto-session-tokens';
import { runHousekeeping, scheduleHousekeeping } from './housekeeping';
import type { Temporal } from 'temporal-polyfill';
import type { JobSchedule } from '../../../application/ports/job-schedule';
import { systemClock } from '../../clock/system-clock';
import { DrizzleJobSchedule } from '../../db/jobs/drizzle-job-schedule';
import { migratedTemplate, openPgliteTemplate } from '../../db/testing/database-template';
import { startAccountsTestApp, type AccountsTestApp } from './testing/accounts-test-app';

describe('runHousekeeping', () => {
  let app: AccountsTestApp;

  beforeAll(async () => {
    app = await startAccountsTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  it('deletes expired sessions and rate-limit windows older than a day, and keeps live ones', async () => {
    const { db } = app.database;
    const housekeeping = {
      sessions: new SessionService(new DrizzleSessionRepository(db), cryptoSessionTokens, app.clock),
      limiter: new RateLimiter(new DrizzleRateLimitRepository(db), app.clock),
    };
    const old = app.browser();
    await old.login('jonas.weber@example.org', DEMO_PASSWORD);
    await old.post('/kundenportal/local-login', { email: 'jonas.weber@example.org', password: 'falsch-falsch' });
    app.clock.advance({ hours: 25 });
    const live = app.browser();
    await live.login('lea.hartmann@example.com', DEMO_PASSWORD);

    expect(await runHousekeeping(housekeeping)).toEqual({ sessions: 1, rateLimitWindows: 2 });
    expect(await app.sessionRows()).toBe(1);
    expect(await db.select().from(rateLimits)).toEqual([]);
    expect(await live.get('/kundenportal/get-user')).toMatchObject({ body: { user: { firstname: 'Lea' } } });
  });
});

describe('scheduleHousekeeping', () => {
  it('runs the clean-up at the interval, logs a failure and stops when the server closes', async () => {
    const server = Fastify({ logger: false });
    let rounds = 0;
    const ran = new Promise<void>((resolve) => {
      scheduleHousekeeping(
        server,
        {
          sessions: {
            purgeExpired: () => {
              rounds += 1;
              if (rounds >= 2) resolve();
              return rounds === 1 ? Promise.reject(new Error('database away')) : Promise.resolve(0);
            },
          },
          limiter: { purgeExpired: () => Promise.resolve(0) },
        },
        5,
      );
    });
    await ran;
    await server.close();
    const after = rounds;
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(rounds).toBe(after);
  });
});

describe('scheduleHousekeeping in a fleet', () => {
  it('lets one of three instances on one database take each round', async () => {
    const database = await openPgliteTemplate(migratedTemplate);
    const servers = [1, 2, 3].map(() => Fastify({ logger: false }));
    let purges = 0;
    // Each instance ticks every 20 ms; a round is 200 ms, so ~0.5 s holds about 3 rounds, not 3 × 25 ticks.
    servers.forEach((server) => {
      scheduleHousekeeping(
        server,
        {
          sessions: {
            purgeExpired: () => {
              purges += 1;
              return Promise.resolve(0);
            },
          },
          limiter: { purgeExpired: () => Promise.resolve(0) },
        },
        20,
        { schedule: new SlowRounds(new DrizzleJobSchedule(database.db), 200), clock: systemClock },
      );
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    await Promise.all(servers.map((server) => server.close()));
    await database.close();
    expect(purges).toBeGreaterThanOrEqual(1);
    expect(purges).toBeLessThanOrEqual(4);
  });
});

/** The timers tick often (fast test) while a round lasts `roundMs`, as a 15-minute round outlasts nothing in production. */
class SlowRounds implements JobSchedule {
  constructor(
    private readonly inner: JobSchedule,
    private readonly roundMs: number,
  ) {}

  claimRound(job: string, now: Temporal.Instant): Promise<boolean> {
    return this.inner.claimRound(job, now, this.roundMs);
  }
}
