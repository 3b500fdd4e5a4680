import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_EVENT_LOOP_DELAY_MS, operationsConfigFromEnv } from './operations-config';

describe('operationsConfigFromEnv: the metrics listener and the load shedding', () => {
  it('listens for Prometheus on 127.0.0.1:9464 and sheds load at a second of event-loop delay when nothing is set', () => {
    const config = operationsConfigFromEnv({});
    expect(config).toMatchObject({ metrics: { host: '127.0.0.1', port: 9464 }, loadShedding: { maxEventLoopDelayMs: DEFAULT_MAX_EVENT_LOOP_DELAY_MS } });
    expect('loadShedding' in config && (config.loadShedding?.maxHeapUsedBytes ?? 0) > 0).toBe(true);
  });

  it('takes METRICS_HOST and METRICS_PORT, "off" for no listener, and 0 for a limit switched off', () => {
    expect(operationsConfigFromEnv({ METRICS_HOST: '0.0.0.0', METRICS_PORT: '9500' })).toHaveProperty('metrics', { host: '0.0.0.0', port: 9500 });
    expect(operationsConfigFromEnv({ METRICS_PORT: 'off' })).toHaveProperty('metrics', undefined);
    expect(operationsConfigFromEnv({ LOAD_SHEDDING_EVENT_LOOP_DELAY_MS: '0', LOAD_SHEDDING_HEAP_USED_MB: '0' })).toHaveProperty('loadShedding', undefined);
    expect(operationsConfigFromEnv({ LOAD_SHEDDING_EVENT_LOOP_DELAY_MS: '250', LOAD_SHEDDING_HEAP_USED_MB: '512' })).toHaveProperty('loadShedding', {
      maxEventLoopDelayMs: 250,
      maxHeapUsedBytes: 512 * 2 ** 20,
    });
  });

  it('stops the start with one clear line for a wrong value', () => {
    expect(operationsConfigFromEnv({ METRICS_PORT: 'neun' })).toEqual({ problem: 'METRICS_PORT must be a whole number from 0 to 65535, got "neun". ("off" switches the metrics listener off)' });
    expect(operationsConfigFromEnv({ LOAD_SHEDDING_EVENT_LOOP_DELAY_MS: '-5' })).toEqual({ problem: 'LOAD_SHEDDING_EVENT_LOOP_DELAY_MS must be a whole number from 0 to 60000, got "-5".' });
    expect(operationsConfigFromEnv({ METRICS_HOST: 'a b' })).toEqual({ problem: 'METRICS_HOST must be an address such as 127.0.0.1, got "a b".' });
  });
});
