import * as E from 'fp-ts/Either';
import pg from 'pg';
import {
  CacheInvalidation,
  type CacheInvalidationBus,
  type CacheInvalidationListener,
} from '../../application/cache/cache-invalidation';

/** The PostgreSQL channel every instance listens on. */
export const CACHE_INVALIDATION_CHANNEL = 'cache_invalidation';

export interface BusLog {
  info(message: string): void;
  warn(message: string): void;
}

export interface PgNotifyBusOptions {
  readonly connectionString: string;
  /** Sends NOTIFY through the application's pool, so a publish works while the listener reconnects. */
  readonly notify: (channel: string, payload: string) => Promise<void>;
  readonly log: BusLog;
  /** Wait before reconnect attempt n (from 1); by default 0.5 s doubling up to 30 s. */
  readonly reconnectDelayMs?: (attempt: number) => number;
}

const defaultDelay = (attempt: number): number => Math.min(30_000, 500 * 2 ** (attempt - 1));

/** What the listeners get after a lost connection: clears sent meanwhile were missed, so all go. */
const AFTER_RECONNECT: CacheInvalidation = { origin: 'reconnect', target: { scope: 'all' } };

/**
 * Cache clears across instances over PostgreSQL LISTEN/NOTIFY. One dedicated connection per
 * instance listens (a pooled one would be handed to queries and lose the LISTEN); when it
 * breaks, it is opened again with growing pauses.
 */
export class PgNotifyInvalidationBus implements CacheInvalidationBus {
  readonly #listeners: CacheInvalidationListener[] = [];
  #client: pg.Client | undefined;
  #retry: NodeJS.Timeout | undefined;
  #attempt = 0;
  #closed = false;

  private constructor(private readonly options: PgNotifyBusOptions) {}

  /** Listening once this resolves; if the first connection fails, it keeps trying in the background. */
  static async start(options: PgNotifyBusOptions): Promise<PgNotifyInvalidationBus> {
    const bus = new PgNotifyInvalidationBus(options);
    await bus.#connect();
    return bus;
  }

  async publish(message: CacheInvalidation): Promise<void> {
    await this.options.notify(CACHE_INVALIDATION_CHANNEL, JSON.stringify(CacheInvalidation.encode(message)));
  }

  subscribe(listener: CacheInvalidationListener): void {
    this.#listeners.push(listener);
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#retry);
    const client = this.#client;
    this.#client = undefined;
    await client?.end().catch(() => undefined);
  }

  async #connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.options.connectionString });
    // Until connected, a failure is the rejected connect() below; afterwards these events tell.
    const lost = (reason: string) => {
      this.#lost(client, reason);
    };
    client.on('error', (error) => {
      lost(error.message);
    });
    client.on('end', () => {
      lost('connection ended');
    });
    client.on('notification', (notification) => {
      if (notification.channel === CACHE_INVALIDATION_CHANNEL) this.#deliver(notification.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CACHE_INVALIDATION_CHANNEL}`);
    } catch (error) {
      client.removeAllListeners();
      await client.end().catch(() => undefined);
      this.#scheduleReconnect(error instanceof Error ? error.message : String(error));
      return;
    }
    if (this.#closed) {
      client.removeAllListeners();
      await client.end().catch(() => undefined);
      return;
    }
    this.#client = client;
    if (this.#attempt > 0) {
      this.options.log.info(`cache invalidation: listening again after ${this.#attempt} attempt(s)`);
      this.#dispatch(AFTER_RECONNECT);
    }
    this.#attempt = 0;
  }

  #lost(client: pg.Client, reason: string): void {
    if (this.#client !== client) return;
    this.#client = undefined;
    client.removeAllListeners();
    client.on('error', () => undefined);
    void client.end().catch(() => undefined);
    if (!this.#closed) this.#scheduleReconnect(reason);
  }

  #scheduleReconnect(reason: string): void {
    if (this.#closed) return;
    this.#attempt += 1;
    const delay = (this.options.reconnectDelayMs ?? defaultDelay)(this.#attempt);
    this.options.log.warn(`cache invalidation: listener lost (${reason}); reconnecting in ${delay} ms`);
    this.#retry = setTimeout(() => {
      void this.#connect();
    }, delay);
    this.#retry.unref();
  }

  #deliver(payload: string | undefined): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(payload ?? '');
    } catch {
      parsed = undefined;
    }
    const decoded = CacheInvalidation.decode(parsed);
    if (E.isLeft(decoded)) {
      this.options.log.warn('cache invalidation: ignored a message that is not one');
      return;
    }
    this.#dispatch(decoded.right);
  }

  #dispatch(message: CacheInvalidation): void {
    for (const listener of this.#listeners) listener(message);
  }
}
