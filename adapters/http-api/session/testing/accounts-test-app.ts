import { count } from 'drizzle-orm';
import * as E from 'fp-ts/Either';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { PasswordHasher } from '../../../../application/accounts/password-hasher';
import { fixedClock } from '../../../clock/system-clock';
import type { Database } from '../../../db/database';
import { openPgliteTemplate } from '../../../db/testing/database-template';
import { sessions } from '../../../db/schema';
import { MemoryCookieJar } from '../../../http-client/cookie-jar';
import type { HttpRequest, HttpTransport } from '../../../http-client/transport';
import { createFetchTransport, XSRF_COOKIE, XSRF_HEADER } from '../../../http-client/transport';
import { buildApp } from '../../app';
import type { SiteHosts } from '../../../../domain/site/site';
import { TEST_NOW, testDemoTemplate, testPasswordHasher } from '../../testing/test-app';

/**
 * Both site variants reachable over loopback: `localhost` is the main site, `127.0.0.1` the
 * works-council site. They are different hosts to a browser (and to the cookie jar), just as
 * the real sites are.
 */
export const TEST_HOSTS: SiteHosts = { main: 'localhost', worksCouncil: '127.0.0.1' };

export type TestSite = 'main' | 'works-council';

export interface AccountsTestApp {
  readonly server: FastifyInstance;
  readonly database: Database;
  readonly clock: ReturnType<typeof fixedClock>;
  readonly port: number;
  urlOf(site: TestSite): string;
  /** A new browser: its own cookie jar, shared by both sites as in a real browser. */
  browser(): TestBrowser;
  /** Rows in the sessions table. */
  sessionRows(): Promise<number>;
  close(): Promise<void>;
}

export interface AccountsTestAppOptions {
  readonly passwordHasher?: PasswordHasher;
  readonly logger?: FastifyServerOptions['logger'];
  /** Another state to start from than the demo data without its story. */
  readonly database?: Database;
}

/** The real server on an ephemeral loopback port, on in-memory PGlite with the demo data at TEST_NOW. */
export const startAccountsTestApp = async (options: AccountsTestAppOptions = {}): Promise<AccountsTestApp> => {
  const database = options.database ?? (await openPgliteTemplate(testDemoTemplate));
  const clock = fixedClock(TEST_NOW);
  const server = await buildApp({
    database,
    clock,
    hosts: TEST_HOSTS,
    passwordHasher: options.passwordHasher ?? testPasswordHasher,
    logger: options.logger,
    sessionSecret: 'a-test-secret-that-is-long-enough-for-hmac',
  });
  await server.listen({ host: '127.0.0.1', port: 0 });
  const address = server.server.address();
  if (address === null || typeof address === 'string') throw new Error('server has no port');
  const port = address.port;
  const urlOf = (site: TestSite): string => `http://${site === 'main' ? TEST_HOSTS.main : TEST_HOSTS.worksCouncil}:${port}`;
  return {
    server,
    database,
    clock,
    port,
    urlOf,
    browser: () => new TestBrowser(urlOf),
    sessionRows: async () => (await database.db.select({ rows: count() }).from(sessions))[0]?.rows ?? 0,
    close: async () => {
      await server.close();
      await database.close();
    },
  };
};

/** What a call answered: the body of a 2xx, or the status with the error body and Retry-After. */
export type Answer =
  | { readonly ok: true; readonly body: unknown }
  | { readonly ok: false; readonly status: number; readonly body: unknown; readonly retryAfterSeconds: number | undefined };

export interface RawAnswer {
  readonly status: number;
  readonly headers: Headers;
  readonly body: unknown;
}

/** A browser as the API sees it: cookies kept per host, the XSRF cookie copied into the header. */
export class TestBrowser {
  readonly jar = new MemoryCookieJar();
  readonly #transports = new Map<TestSite, HttpTransport>();

  constructor(readonly urlOf: (site: TestSite) => string) {}

  transport(site: TestSite = 'main'): HttpTransport {
    let transport = this.#transports.get(site);
    if (transport === undefined) {
      transport = createFetchTransport({ baseUrl: this.urlOf(site), cookies: this.jar });
      this.#transports.set(site, transport);
    }
    return transport;
  }

  async call(request: HttpRequest, site: TestSite = 'main'): Promise<Answer> {
    const result = await this.transport(site).request(request)();
    if (E.isRight(result)) return { ok: true, body: result.right };
    const error = result.left;
    if (error._tag !== 'HttpStatusError') throw error;
    return { ok: false, status: error.status, body: error.body, retryAfterSeconds: error.retryAfterSeconds };
  }

  get(path: string, site: TestSite = 'main'): Promise<Answer> {
    return this.call({ path }, site);
  }

  post(path: string, body?: unknown, site: TestSite = 'main'): Promise<Answer> {
    return this.call({ method: 'POST', path, body }, site);
  }

  /** A request the transport would never send (broken JSON, no XSRF header …), with this browser's cookies. */
  async raw(
    site: TestSite,
    path: string,
    init: { readonly method?: string; readonly body?: string; readonly headers?: Readonly<Record<string, string>>; readonly xsrf?: boolean; readonly redirect?: RequestRedirect } = {},
  ): Promise<RawAnswer> {
    const url = `${this.urlOf(site)}${path}`;
    const cookie = this.jar.cookieHeader(url);
    const xsrf = init.xsrf === false ? undefined : this.jar.read(XSRF_COOKIE, url);
    const response = await fetch(url, {
      method: init.method ?? 'GET',
      redirect: init.redirect ?? 'follow',
      body: init.body,
      headers: {
        ...(cookie === undefined ? {} : { Cookie: cookie }),
        ...(xsrf === undefined ? {} : { [XSRF_HEADER]: xsrf }),
        ...init.headers,
      },
    });
    this.jar.receive(url, response.headers);
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, headers: response.headers, body };
  }

  /** Logs in with the demo password (or the given one); throws when that fails. */
  async login(email: string, password: string, site: TestSite = 'main'): Promise<unknown> {
    await this.get('/kundenportal/get-token', site);
    const answer = await this.post('/kundenportal/local-login', { email, password }, site);
    if (!answer.ok) throw new Error(`login of ${email} failed: ${JSON.stringify(answer)}`);
    return answer.body;
  }

  cookie(name: string, site: TestSite = 'main'): string | undefined {
    const header = this.jar.cookieHeader(`${this.urlOf(site)}/`) ?? '';
    for (const pair of header.split('; ')) {
      const at = pair.indexOf('=');
      if (pair.slice(0, at) === name) return pair.slice(at + 1);
    }
    return undefined;
  }
}
