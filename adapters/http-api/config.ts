import { fileURLToPath } from 'node:url';
import { Temporal } from 'temporal-polyfill';
import type { DatabaseConfig } from '../db/database';
import { databaseConfigFromEnv } from '../db/database';
import { domainMatches, type SiteHosts } from '../../domain/site/site';
import { DEFAULT_SITE_HOSTS } from './site';
import { embeddersFromEnv } from './security-headers';

export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  readonly hosts: SiteHosts;
  readonly database: DatabaseConfig;
  readonly demoSeed: number;
  /** DEMO_SCALE: how many times the demo catalogue an empty database is seeded with (themes and dates); 1 by default. */
  readonly demoScale: number;
  /** TRUST_PROXY: false (default), true (whatever connects is the proxy), or comma-separated proxy addresses/subnets. */
  readonly trustProxy: boolean | string;
  readonly sharedModuleEmbedders: readonly string[];
  /** CLOCK_START: the server's clock starts at this instant and runs on (rehearsals, browser tests of time-based jobs). */
  readonly clockStart?: Temporal.Instant;
  /** SEAT_HOUSEKEEPING_MS: how often reservations are reminded and lapsed; default every 5 minutes. */
  readonly seatHousekeepingMs?: number;
}

/** TRUST_PROXY as Fastify's trustProxy takes it. */
const trustProxyOf = (value: string | undefined): boolean | string => {
  if (value === undefined || value === '' || value === 'false') return false;
  return value === 'true' ? true : value;
};

/** A hundred times the demo catalogue is some 54 000 dates: more than any load test here needs. */
const MAX_DEMO_SCALE = 100;

const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../.data/pglite', import.meta.url));

const portOf = (value: string | undefined): number | string => {
  if (value === undefined || value === '') return 3000;
  const port = Number(value);
  return Number.isInteger(port) && port > 0 && port < 65536 ? port : `PORT must be a whole number from 1 to 65535, got "${value}".`;
};

/** An ISO instant; undefined when not set, null when it is no instant. */
const instantOf = (value: string | undefined): Temporal.Instant | undefined | null => {
  if (value === undefined || value === '') return undefined;
  try {
    return Temporal.Instant.from(value);
  } catch {
    return null;
  }
};

/** Reads the environment once at start; a wrong value stops the start with one clear line. */
export const serverConfigFromEnv = (env: NodeJS.ProcessEnv): ServerConfig | { readonly problem: string } => {
  const port = portOf(env.PORT);
  if (typeof port === 'string') return { problem: port };
  const hostName = /^[a-z0-9.-]+$/i;
  const cookieDomain = env.CONSENT_COOKIE_DOMAIN === undefined || env.CONSENT_COOKIE_DOMAIN === '' ? undefined : env.CONSENT_COOKIE_DOMAIN;
  const hosts: SiteHosts = {
    main: env.MAIN_SITE_HOST ?? DEFAULT_SITE_HOSTS.main,
    worksCouncil: env.WORKS_COUNCIL_SITE_HOST ?? DEFAULT_SITE_HOSTS.worksCouncil,
    ...(cookieDomain === undefined ? {} : { cookieDomain }),
  };
  if (!hostName.test(hosts.main) || !hostName.test(hosts.worksCouncil)) {
    return { problem: 'MAIN_SITE_HOST and WORKS_COUNCIL_SITE_HOST must be host names such as betriebsrat.localhost.' };
  }
  // A domain that is not the parent of both hosts would leave one site asking again (the browser drops the cookie there).
  if (cookieDomain !== undefined && !(hostName.test(cookieDomain) && domainMatches(hosts.main, cookieDomain) && domainMatches(hosts.worksCouncil, cookieDomain))) {
    return {
      problem: `CONSENT_COOKIE_DOMAIN must be the domain both MAIN_SITE_HOST (${hosts.main}) and WORKS_COUNCIL_SITE_HOST (${hosts.worksCouncil}) end with, such as example.de; got "${cookieDomain}".`,
    };
  }
  if (env.DATABASE_URL !== undefined && !/^postgres(ql)?:\/\//.test(env.DATABASE_URL)) {
    return { problem: 'DATABASE_URL must start with postgres:// or postgresql://.' };
  }
  const sharedModuleEmbedders = embeddersFromEnv(env.SHARED_MODULE_EMBEDDERS);
  if ('problem' in sharedModuleEmbedders) return { problem: sharedModuleEmbedders.problem };
  const clockStart = instantOf(env.CLOCK_START);
  if (clockStart === null) return { problem: `CLOCK_START must be an instant such as 2026-12-09T09:00:00Z, got "${env.CLOCK_START ?? ''}".` };
  const seatHousekeepingMs = env.SEAT_HOUSEKEEPING_MS === undefined || env.SEAT_HOUSEKEEPING_MS === '' ? undefined : Number(env.SEAT_HOUSEKEEPING_MS);
  if (seatHousekeepingMs !== undefined && !(Number.isInteger(seatHousekeepingMs) && seatHousekeepingMs >= 100)) {
    return { problem: `SEAT_HOUSEKEEPING_MS must be a whole number of milliseconds, at least 100, got "${env.SEAT_HOUSEKEEPING_MS ?? ''}".` };
  }
  const demoScale = env.DEMO_SCALE === undefined || env.DEMO_SCALE === '' ? 1 : Number(env.DEMO_SCALE);
  if (!(Number.isInteger(demoScale) && demoScale >= 1 && demoScale <= MAX_DEMO_SCALE)) {
    return { problem: `DEMO_SCALE must be a whole number from 1 to ${String(MAX_DEMO_SCALE)}, got "${env.DEMO_SCALE ?? ''}".` };
  }
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    hosts,
    database: databaseConfigFromEnv(env, DEFAULT_DATA_DIR),
    demoSeed: 20260101,
    demoScale,
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    sharedModuleEmbedders,
    ...(clockStart === undefined ? {} : { clockStart }),
    ...(seatHousekeepingMs === undefined ? {} : { seatHousekeepingMs }),
  };
};

