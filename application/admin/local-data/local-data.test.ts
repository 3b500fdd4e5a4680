import { describe, expect, it } from 'vitest';
import { CacheRegistry } from '../../cache/cache-registry';
import { LocalDataService } from './local-data';

describe('LocalDataService', () => {
  it('clears every cache of the instance and its temporary files, and says how much', async () => {
    const caches = new CacheRegistry();
    let cleared = 0;
    caches.register({
      name: 'listen',
      get: () => undefined,
      set: () => undefined,
      clear: () => (cleared += 1),
      stats: () => ({ name: 'listen', description: '', entries: 0, maxEntries: 1, ttlSeconds: 1, hits: 0, misses: 0 }),
    });
    const service = new LocalDataService(caches, { directory: '/tmp/ifb', clear: () => Promise.resolve({ files: 3, bytes: 2048 }) });
    expect(await service.clear()()).toEqual({
      _tag: 'Right',
      right: { cachesCleared: ['listen'], tempDirectory: '/tmp/ifb', tempFilesRemoved: 3, bytesFreed: 2048 },
    });
    expect(cleared).toBe(1);
  });
});
