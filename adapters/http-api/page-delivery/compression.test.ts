import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { serveBuiltPages } from './built-pages.testing';
import { startScriptsOf } from '../../../ui/entry-server';

const app = serveBuiltPages();

interface RawAnswer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: Buffer;
}

/** node:http, not fetch: fetch asks for compression by itself and hides the encoded bytes. */
const raw = (path: string, headers: Record<string, string>): Promise<RawAnswer> =>
  new Promise((resolve, reject) => {
    const call = request(`${app().baseUrl}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) });
      });
      response.on('error', reject);
    });
    call.on('error', reject);
    call.end();
  });

describe('compression', () => {
  it('sends a page gzipped to a browser that accepts gzip, and the body unpacks to the page', async () => {
    const plain = await raw('/seminare/veranstaltungen', { accept: 'text/html' });
    const packed = await raw('/seminare/veranstaltungen', { accept: 'text/html', 'accept-encoding': 'gzip' });
    expect(packed.status).toBe(200);
    expect(packed.headers['content-encoding']).toBe('gzip');
    expect(packed.headers.vary).toContain('accept-encoding');
    const html = gunzipSync(packed.body).toString('utf8');
    expect(html).toContain('<html lang="de" data-site="main" data-sister-origin=');
    // Same page either way, only smaller on the wire (the XSRF token may differ per response).
    expect(html.length).toBeGreaterThan(plain.body.length * 0.95);
    expect(packed.body.length).toBeLessThan(plain.body.length / 3);
  });

  it('compresses a page rendered for this visitor (the cart) once, brotli before gzip, and says so in Vary', async () => {
    const plain = await raw('/seminare/warenkorb', { accept: 'text/html' });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const brotli = await raw('/seminare/warenkorb', { accept: 'text/html', 'accept-encoding': 'gzip, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(brotli.body).toString('utf8')).toContain('<h1');
    const gzip = await raw('/seminare/warenkorb', { accept: 'text/html', 'accept-encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString('utf8')).toContain('<h1');
    expect(gzip.body.length).toBeLessThan(plain.body.length / 3);
  });

  it('sends the page as it is (identity) when the client asks for no encoding', async () => {
    const plain = await raw('/seminare/veranstaltungen', { accept: 'text/html' });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toContain('<html lang="de" data-site="main" data-sister-origin=');
  });

  it('compresses the JSON API and the built scripts under /assets/', async () => {
    const json = await raw('/api/events?pageSize=50', { accept: 'application/json', 'accept-encoding': 'gzip' });
    expect(json.status).toBe(200);
    expect(json.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(json.body).toString('utf8'))).toBeTypeOf('object');

    const page = await raw('/', { accept: 'text/html' });
    const [script] = startScriptsOf(page.body.toString('utf8')).scripts;
    expect(script).toBeDefined();
    const plainScript = await raw(script ?? '', {});
    const packedScript = await raw(script ?? '', { 'accept-encoding': 'gzip' });
    expect(packedScript.status).toBe(200);
    expect(packedScript.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(packedScript.body).equals(plainScript.body)).toBe(true);
  });

  it('leaves small answers alone: below the threshold compression would only add bytes', async () => {
    const health = await raw('/healthz', { 'accept-encoding': 'gzip' });
    expect(health.status).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(health.body.toString('utf8'))).toEqual({ status: 'ok' });
  });
});
