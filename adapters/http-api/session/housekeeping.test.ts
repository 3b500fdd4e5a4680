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
