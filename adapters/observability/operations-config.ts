import { getHeapStatistics } from 'node:v8';
import type { LoadShedding } from '../http-api/server';

export interface OperationsConfig {
  /** Where the metrics listener listens (METRICS_HOST, METRICS_PORT); undefined when METRICS_PORT is "off". */
  readonly metrics: { readonly host: string; readonly port: number } | undefined;
  /** When the server refuses requests with 503 (LOAD_SHEDDING_*); undefined when both limits are 0. */
  readonly loadShedding: LoadShedding | undefined;
}

export const DEFAULT_METRICS_PORT = 9464;
/** A second's mean event-loop delay: pages take milliseconds; a loop this late answers nobody in time. */
export const DEFAULT_MAX_EVENT_LOOP_DELAY_MS = 1000;
/** Most of V8's heap limit: beyond it garbage collection takes over the process. */
const DEFAULT_HEAP_SHARE = 0.9;

const wholeNumber = (name: string, value: string | undefined, fallback: number, max: number): number | string => {
  if (value === undefined || value.trim() === '') return fallback;
  const number = /^\d+$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
  return Number.isInteger(number) && number >= 0 && number <= max ? number : `${name} must be a whole number from 0 to ${String(max)}, got "${value}".`;
};

/** Reads the operations settings once at start; a wrong value stops the start with one clear line. */
export const operationsConfigFromEnv = (env: NodeJS.ProcessEnv): OperationsConfig | { readonly problem: string } => {
  let metrics: OperationsConfig['metrics'];
  if (env.METRICS_PORT?.trim() !== 'off') {
    const port = wholeNumber('METRICS_PORT', env.METRICS_PORT, DEFAULT_METRICS_PORT, 65535);
    if (typeof port === 'string') return { problem: `${port} ("off" switches the metrics listener off)` };
    const given = env.METRICS_HOST?.trim() ?? '';
    const host = given === '' ? '127.0.0.1' : given;
    if (!/^[\w.:-]+$/.test(host)) return { problem: `METRICS_HOST must be an address such as 127.0.0.1, got "${host}".` };
    metrics = { host, port };
  }
  const delay = wholeNumber('LOAD_SHEDDING_EVENT_LOOP_DELAY_MS', env.LOAD_SHEDDING_EVENT_LOOP_DELAY_MS, DEFAULT_MAX_EVENT_LOOP_DELAY_MS, 60_000);
  if (typeof delay === 'string') return { problem: delay };
  const defaultHeapMb = Math.floor((getHeapStatistics().heap_size_limit * DEFAULT_HEAP_SHARE) / 2 ** 20);
  const heapMb = wholeNumber('LOAD_SHEDDING_HEAP_USED_MB', env.LOAD_SHEDDING_HEAP_USED_MB, defaultHeapMb, 1_048_576);
  if (typeof heapMb === 'string') return { problem: heapMb };
  return {
    metrics,
    loadShedding: delay === 0 && heapMb === 0 ? undefined : { maxEventLoopDelayMs: delay, maxHeapUsedBytes: heapMb * 2 ** 20 },
  };
};
