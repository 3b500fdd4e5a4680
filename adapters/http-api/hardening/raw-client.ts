import { request } from 'node:http';
import { DEMO_PASSWORD } from '../../db/demo-data/people';
import { XSRF_COOKIE, XSRF_HEADER } from '../session/session-cookies';

export type Host = 'main' | 'wc';
export const HOST_NAMES: Readonly<Record<Host, string>> = { main: 'localhost', wc: 'betriebsrat.localhost' };

export interface RawRequest {
  readonly host: Host;
  readonly method: string;
  /** Sent as it is (already encoded, or deliberately not). */
  readonly path: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string | Buffer;
  /** Send the XSRF token of the jar in the header (default: yes, as the site's scripts do). */
  readonly xsrf?: boolean;
}

export interface RawResponse {
  readonly status: number;
  readonly contentType: string;
  readonly location: string | undefined;
  readonly text: string;
}

/**
 * A caller that sends exactly the bytes it is given (no URL normalisation, any Host header, any
 * body with any content type), keeping cookies per host like a browser: the fuzz and access
 * tests need what no well-behaved client sends.
 */
export class RawClient {
  readonly #cookies = new Map<Host, Map<string, string>>();

  constructor(readonly port: number) {}

  async send(call: RawRequest): Promise<RawResponse> {
    const jar = this.#jar(call.host);
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const xsrf = call.xsrf === false ? undefined : jar.get(XSRF_COOKIE);
    const headers: Record<string, string> = {
      host: `${HOST_NAMES[call.host]}:${this.port}`,
      ...(cookie === '' ? {} : { cookie }),
      ...(xsrf === undefined ? {} : { [XSRF_HEADER]: decodeURIComponent(xsrf) }),
      ...(call.body === undefined ? {} : { 'content-length': String(Buffer.byteLength(call.body)) }),
      ...call.headers,
    };
    return new Promise((resolve, reject) => {
      const req = request({ agent: false, host: '127.0.0.1', port: this.port, method: call.method, path: call.path, headers }, (res) => {
        for (const line of res.headers['set-cookie'] ?? []) this.#receive(jar, line);
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
        });
        res.on('end', () => { resolve({
            status: res.statusCode ?? 0,
            contentType: res.headers['content-type'] ?? '',
            location: res.headers.location,
            text: Buffer.concat(chunks).toString('utf8'),
          }); },
        );
        res.on('error', reject);
      });
      // The server may answer before it read the whole body (413) and close: the answer, when
      // one came, is what counts; no answer at all is reported as status 0.
      req.on('error', (error) => {
        resolve({ status: 0, contentType: '', location: undefined, text: `no answer: ${error.message}` });
      });
      req.end(call.body);
    });
  }

  /** Fetches the XSRF cookie (a visitor's session token) for the host. */
  async visit(host: Host): Promise<void> {
    await this.send({ host, method: 'GET', path: '/kundenportal/get-token', headers: { accept: 'application/json' } });
  }

  /** Logs a demo account in on the host; throws when that fails. */
  async login(host: Host, email: string, password = DEMO_PASSWORD): Promise<void> {
    await this.visit(host);
    const answer = await this.send({
      host,
      method: 'POST',
      path: '/kundenportal/local-login',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    if (answer.status !== 200) throw new Error(`login of ${email} failed: ${answer.status} ${answer.text}`);
  }

  forget(): void {
    this.#cookies.clear();
  }

  #jar(host: Host): Map<string, string> {
    let jar = this.#cookies.get(host);
    if (jar === undefined) {
      jar = new Map();
      this.#cookies.set(host, jar);
    }
    return jar;
  }

  #receive(jar: Map<string, string>, line: string): void {
    const [pair = '', ...attributes] = line.split(';');
    const at = pair.indexOf('=');
    const name = pair.slice(0, at).trim();
    const value = pair.slice(at + 1).trim();
    const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
    if (expired) jar.delete(name);
    else jar.set(name, value);
  }
}
