/**
 * The client side of `npm run bench:web`, in a child process (forked with an IPC channel) so its own work does not share the
 * server's event loop: time to first byte at 1 and at N connections, then throughput (autocannon).
 */
import { Agent, request } from 'node:http';
import autocannon from 'autocannon';

export interface LoadJob {
  readonly baseUrl: string;
  readonly path: string;
  /** The Host header: the server picks the site by it. */
  readonly host?: string;
  /** More request headers: a visitor's Cookie, an API call's Accept. */
  readonly headers?: Readonly<Record<string, string>>;
  readonly runs: number;
  readonly connections: number;
  readonly seconds: number;
}

export interface Spread {
  readonly p50: number;
  readonly p90: number;
}

export interface LoadResult {
  readonly path: string;
  readonly ttfbOne: Spread;
  readonly ttfbMany: Spread;
  readonly requestsPerSecond: number;
  /** Every request this job sent (warm-ups, timed ones, the load): what the server's CPU time is shared by. */
  readonly requests: number;
  readonly non2xx: number;
  readonly errors: number;
}

/** What a browser sends; the answer is what a browser would get. */
const headersOf = (job: LoadJob): Record<string, string> => ({
  accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
  'accept-encoding': 'br, gzip',
  ...(job.host === undefined ? {} : { host: job.host }),
  ...job.headers,
});

const quantile = (sorted: readonly number[], q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;

/** Milliseconds until the status line and headers arrive; the body is read and dropped. */
const timedGet = (job: LoadJob, agent: Agent): Promise<number> =>
  new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const call = request(`${job.baseUrl}${job.path}`, { agent, headers: headersOf(job) }, (response) => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      if ((response.statusCode ?? 0) >= 400) reject(new Error(`${job.path} answered ${String(response.statusCode)}`));
      response.resume();
      response.on('end', () => {
        resolve(ms);
      });
    });
    call.on('error', reject);
    call.end();
  });

/** `runs` requests kept `connections` in flight over as many keep-alive sockets, after a warm-up. */
const ttfb = async (job: LoadJob, connections: number): Promise<Spread & { readonly sent: number }> => {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const times: number[] = [];
  let next = 0;
  const lane = async (record: boolean, count: number) => {
    while (next < count) {
      next += 1;
      const ms = await timedGet(job, agent);
      if (record) times.push(ms);
    }
  };
  await Promise.all(Array.from({ length: connections }, () => lane(false, connections * 2)));
  next = 0;
  const runs = Math.max(job.runs, connections);
  await Promise.all(Array.from({ length: connections }, () => lane(true, runs)));
  agent.destroy();
  const sorted = times.sort((a, b) => a - b);
  return { p50: quantile(sorted, 0.5), p90: quantile(sorted, 0.9), sent: connections * 2 + runs };
};

const measure = async (job: LoadJob): Promise<LoadResult> => {
  const ttfbOne = await ttfb(job, 1);
  const ttfbMany = await ttfb(job, job.connections);
  const load = await autocannon({
    url: `${job.baseUrl}${job.path}`,
    headers: headersOf(job),
    connections: job.connections,
    duration: job.seconds,
  });
  return {
    path: job.path,
    ttfbOne,
    ttfbMany,
    requestsPerSecond: load.requests.average,
    requests: ttfbOne.sent + ttfbMany.sent + load.requests.total,
    non2xx: load.non2xx,
    errors: load.errors,
  };
};

process.on('message', (job: LoadJob) => {
  measure(job).then(
    (result) => process.send?.({ ok: true, result }),
    (error: unknown) => process.send?.({ ok: false, message: error instanceof Error ? error.message : String(error) }),
  );
});
