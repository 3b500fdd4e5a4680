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

describe('serverConfigFromEnv: the cookie decision shared by both sites', () => {
  it('keeps it per host when CONSENT_COOKIE_DOMAIN is not set (localhost and betriebsrat.localhost share no domain)', () => {
    const config = serverConfigFromEnv({});
    expect('hosts' in config && config.hosts).not.toHaveProperty('cookieDomain');
  });

  it('keeps it on the parent domain both hosts end with', () => {
    const config = serverConfigFromEnv({ MAIN_SITE_HOST: 'seminare.example.de', WORKS_COUNCIL_SITE_HOST: 'betriebsrat.example.de', CONSENT_COOKIE_DOMAIN: 'example.de' });
    expect('hosts' in config && config.hosts.cookieDomain).toBe('example.de');
  });

  it('stops the start with one clear line for a domain one of the hosts is not under', () => {
    for (const domain of ['other.de', 'seminare.example.de', 'de', 'example.de;secure']) {
      const config = serverConfigFromEnv({ MAIN_SITE_HOST: 'seminare.example.de', WORKS_COUNCIL_SITE_HOST: 'betriebsrat.example.de', CONSENT_COOKIE_DOMAIN: domain });
      expect(config).toHaveProperty('problem', expect.stringContaining('CONSENT_COOKIE_DOMAIN must be the domain both'));
    }
  });
});
