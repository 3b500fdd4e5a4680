import { describe, expect, it } from 'vitest';
import type { CacheInvalidation } from '../../application/cache/cache-invalidation';
import { InProcessInvalidationBus } from './in-process-invalidation-bus';

describe('InProcessInvalidationBus', () => {
  it('hands each message to every listener of the process, until closed', async () => {
    const bus = new InProcessInvalidationBus();
    const heard: CacheInvalidation[] = [];
    bus.subscribe((message) => heard.push(message));
    bus.subscribe((message) => heard.push(message));
    const message: CacheInvalidation = { origin: 'a', target: { scope: 'all' } };
    await bus.publish(message);
    expect(heard).toEqual([message, message]);
    await bus.close();
    await bus.publish(message);
    expect(heard).toHaveLength(2);
  });
});
