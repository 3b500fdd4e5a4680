import { token } from '../tokens';
import type { CacheAdmin } from './cache-admin.port';
import type { CacheInvalidationBus } from './cache-invalidation';
import type { CacheRegistry } from './cache-registry';

export const CACHE_REGISTRY = token<CacheRegistry>('CacheRegistry');
export const CACHE_INVALIDATION_BUS = token<CacheInvalidationBus>('CacheInvalidationBus');
export const CACHE_ADMIN = token<CacheAdmin>('CacheAdmin');
