import { describe, expect, it } from 'vitest';
import { serverConfigFromEnv } from './config';

describe('serverConfigFromEnv: the clock and the seat housekeeping of rehearsals and browser tests', () => {
  it('runs on the system clock every 5 minutes when nothing is set', () => {
    const config = serverConfigFromEnv({});
    expect(config).not.toHaveProperty('problem');
    expect(config).not.toHaveProperty('clockStart');
    expect(config).not.toHaveProperty('seatHousekeepingMs');
  });

  it('takes CLOCK_START as an instant and SEAT_HOUSEKEEPING_MS as whole milliseconds', () => {
    const config = serverConfigFromEnv({ CLOCK_START: '2026-12-09T09:00:00Z', SEAT_HOUSEKEEPING_MS: '500' });
    expect('clockStart' in config && config.clockStart?.toString()).toBe('2026-12-09T09:00:00Z');
    expect(config).toHaveProperty('seatHousekeepingMs', 500);
  });

  it('stops the start with one clear line for a wrong value', () => {
    expect(serverConfigFromEnv({ CLOCK_START: 'morgen' })).toEqual({ problem: 'CLOCK_START must be an instant such as 2026-12-09T09:00:00Z, got "morgen".' });
    for (const value of ['10', '1.5', 'oft']) {
      expect(serverConfigFromEnv({ SEAT_HOUSEKEEPING_MS: value })).toEqual({
        problem: `SEAT_HOUSEKEEPING_MS must be a whole number of milliseconds, at least 100, got "${value}".`,
      });
    }
  });
});

describe('serverConfigFromEnv: the demo catalogue of load tests', () => {
  it('seeds an empty database with the demo catalogue once, or DEMO_SCALE times it', () => {
    expect(serverConfigFromEnv({})).toHaveProperty('demoScale', 1);
    expect(serverConfigFromEnv({ DEMO_SCALE: '10' })).toHaveProperty('demoScale', 10);
  });

  it('stops the start with one clear line for a scale that is no whole number from 1 to 100', () => {
    for (const value of ['0', '2.5', 'zehn', '101']) {
      expect(serverConfigFromEnv({ DEMO_SCALE: value })).toEqual({ problem: `DEMO_SCALE must be a whole number from 1 to 100, got "${value}".` });
    }
  });
});
