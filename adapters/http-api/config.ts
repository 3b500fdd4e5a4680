import { fileURLToPath } from 'node:url';
import type { DatabaseConfig } from '../db/database';
import { databaseConfigFromEnv } from '../db/database';
import type { SiteHosts } from '../../domain/site/site';
import { DEFAULT_SITE_HOSTS } from './site';
import { embeddersFromEnv } from './security-headers';

export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  readonly hosts: SiteHosts;
  readonly database: DatabaseConfig;
  readonly demoSeed: number;
  /** TRUST_PROXY: false (default), true (whatever connects is the proxy), or comma-separated proxy addresses/subnets. */
  readonly trustProxy: boolean | string;
  readonly sharedModuleEmbedders: readonly string[];
}

/** TRUST_PROXY as Fastify's trustProxy takes it. */
const trustProxyOf = (value: string | undefined): boolean | string => {
  if (value === undefined || value === '' || value === 'false') return false;
  return value === 'true' ? true : value;
};

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
  const sharedModuleEmbedders = embeddersFromEnv(env.SHARED_MODULE_EMBEDDERS);
  if ('problem' in sharedModuleEmbedders) return { problem: sharedModuleEmbedders.problem };
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    hosts,
    database: databaseConfigFromEnv(env, DEFAULT_DATA_DIR),
    demoSeed: 20260101,
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    sharedModuleEmbedders,
  };
};

