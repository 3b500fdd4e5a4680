import Fastify from 'fastify';
import * as TE from 'fp-ts/TaskEither';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { unavailable } from '../../../domain/errors/app-error';
import { fixedClock } from '../../clock/system-clock';
import { scheduleSeatHousekeeping } from './cart-housekeeping';

describe('scheduleSeatHousekeeping', () => {
  it('lapses and reminds reservations at the interval with the clock\'s now, goes on after a failure and stops when the server closes', async () => {
    const server = Fastify({ logger: false });
    const clock = fixedClock(Temporal.Instant.from('2026-11-22T09:00:00Z'));
    const seen: Temporal.Instant[] = [];
    const reminded: Temporal.Instant[] = [];
    const ran = new Promise<void>((resolve) => {
      scheduleSeatHousekeeping(
        server,
        {
          lapseReservations: (now) => {
            seen.push(now);
            if (seen.length >= 3) resolve();
            if (seen.length === 1) return TE.left(unavailable());
            if (seen.length === 2) return () => Promise.reject(new Error('database away'));
            return TE.right({ lapsedReservations: 1, expiredOffers: 0, offers: 1 });
          },
          remindReservations: (now) => {
            reminded.push(now);
            return TE.right(1);
          },
        },
        clock,
        5,
      );
    });
    await ran;
    await server.close();
    const rounds = seen.length;
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(seen.length).toBe(rounds);
    expect(seen.every((now) => now.equals(clock.now()))).toBe(true);
    // The reminders run in the same rounds, with the same now.
    expect(reminded.length).toBe(rounds);
    expect(reminded.every((now) => now.equals(clock.now()))).toBe(true);
  });
});
