import { fileURLToPath } from 'node:url';
import type { DatabaseConfig } from '../db/database';
import { databaseConfigFromEnv } from '../db/database';
import type { SiteHosts } from '../../domain/site/site';
import { DEFAULT_SITE_HOSTS } from './site';

export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  readonly hosts: SiteHosts;
  readonly database: DatabaseConfig;
  readonly demoSeed: number;
}

const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../.data/pglite', import.meta.url));

const portOf = (value: string | undefined): number | string => {
  if (value === undefined || value === '') return 3000;
  const port = Number(value);
  return Number.isInteger(port) && port > 0 && port < 65536 ? port : `PORT must be a whole number from 1 to 65535, got "${value}".`;
};

/** Reads the environment once at start; a wrong value stops the start with one clear line. */
export const serverConfigFromEnv = (env: NodeJS.ProcessEnv): ServerConfig | { readonly problem: string } => {
  const port = portOf(env.PORT);
  if (typeof port === 'string') return { problem: port };
  const hostName = /^[a-z0-9.-]+$/i;
  const hosts: SiteHosts = {
    main: env.MAIN_SITE_HOST ?? DEFAULT_SITE_HOSTS.main,
    worksCouncil: env.WORKS_COUNCIL_SITE_HOST ?? DEFAULT_SITE_HOSTS.worksCouncil,
  };
  if (!hostName.test(hosts.main) || !hostName.test(hosts.worksCouncil)) {
    return { problem: 'MAIN_SITE_HOST and WORKS_COUNCIL_SITE_HOST must be host names such as betriebsrat.localhost.' };
  }
  if (env.DATABASE_URL !== undefined && !/^postgres(ql)?:\/\//.test(env.DATABASE_URL)) {
    return { problem: 'DATABASE_URL must start with postgres:// or postgresql://.' };
  }
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    hosts,
    database: databaseConfigFromEnv(env, DEFAULT_DATA_DIR),
    demoSeed: 20260101,
  };
};

