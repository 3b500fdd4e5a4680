import { readdir, readFile } from 'node:fs/promises';
import { request } from 'node:http';
import { extname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { DIST, serveBuiltPages } from './built-pages.testing';
import { startScriptsOf } from '../../../ui/entry-server';

const assetsDir = join(DIST, 'client/assets');
const app = serveBuiltPages();
let script: string;
let stylesheet: string;

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

const onDisk = (assetPath: string, suffix = ''): Promise<Buffer> => readFile(join(assetsDir, `${assetPath.replace('/assets/', '')}${suffix}`));

beforeAll(async () => {
  const home = (await raw('/', { accept: 'text/html' })).body.toString('utf8');
  script = startScriptsOf(home).scripts[0] ?? '';
  stylesheet = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/.exec(home)?.[1] ?? '';
}, 120_000);

describe('built assets, compressed once at build and sent from memory', () => {
  it('the build leaves a .br and a .gz beside every script, stylesheet and SVG, and each unpacks to its file', async () => {
    const files = (await readdir(assetsDir)).filter((name) => ['.js', '.css', '.svg'].includes(extname(name)));
    expect(files.length).toBeGreaterThan(0);
    for (const name of files) {
      const original = await readFile(join(assetsDir, name));
      expect(brotliDecompressSync(await readFile(join(assetsDir, `${name}.br`))).equals(original)).toBe(true);
      expect(gunzipSync(await readFile(join(assetsDir, `${name}.gz`))).equals(original)).toBe(true);
    }
  });

  it('sends brotli to a browser that accepts it: the bytes of the .br file, which unpack to the script', async () => {
    expect(script).toMatch(/^\/assets\/.+\.js$/);
    const answer = await raw(script, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/^(?:application|text)\/javascript/);
    expect(answer.body.equals(await onDisk(script, '.br'))).toBe(true);
    expect(brotliDecompressSync(answer.body).equals(await onDisk(script))).toBe(true);
  });

  it('sends gzip when only gzip is accepted: the bytes of the .gz file, which unpack to the stylesheet', async () => {
    expect(stylesheet).toMatch(/^\/assets\/.+\.css$/);
    const answer = await raw(stylesheet, { 'accept-encoding': 'gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['content-type']).toMatch(/^text\/css/);
    expect(answer.body.equals(await onDisk(stylesheet, '.gz'))).toBe(true);
    expect(gunzipSync(answer.body).equals(await onDisk(stylesheet))).toBe(true);
  });

  it.each([
    ['no accept-encoding', {}],
    ['identity', { 'accept-encoding': 'identity' }],
    ['deflate alone', { 'accept-encoding': 'deflate' }],
  ])('sends the file as it is (identity) to a client that asks for %s', async (_label, headers: Record<string, string>) => {
    const answer = await raw(script, headers);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.equals(await onDisk(script))).toBe(true);
  });

  it('marks every variant immutable for a year and varying by accept-encoding', async () => {
    for (const encoding of ['br', 'gzip', undefined]) {
      const answer = await raw(script, encoding ? { 'accept-encoding': encoding } : {});
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
    }
  });

  it('answers from memory without a session: no cookie, one ETag for every encoding, 304 for a copy that is current', async () => {
    const [br, gzip, plain] = await Promise.all([raw(script, { 'accept-encoding': 'br' }), raw(script, { 'accept-encoding': 'gzip' }), raw(script, {})]);
    expect([br.headers['set-cookie'], gzip.headers['set-cookie'], plain.headers['set-cookie']]).toEqual([undefined, undefined, undefined]);
    expect(br.headers.etag).toMatch(/^"[\w-]+"$/);
    expect([gzip.headers.etag, plain.headers.etag]).toEqual([br.headers.etag, br.headers.etag]);
    const current = await raw(script, { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) });
    expect([current.status, current.body.length, current.headers['cache-control'], current.headers.etag]).toEqual([304, 0, 'public, max-age=31536000, immutable', br.headers.etag]);
    expect((await raw(script, { 'if-none-match': '"anders"' })).status).toBe(200);
  });

  it('honours a coding refused with q=0, and answers an unknown asset with 404', async () => {
    expect((await raw(script, { 'accept-encoding': 'br;q=0, gzip' })).headers['content-encoding']).toBe('gzip');
    expect((await raw(script, { 'accept-encoding': '*;q=0, identity' })).headers['content-encoding']).toBeUndefined();
    expect((await raw('/assets/gibt-es-nicht-123.js', { 'accept-encoding': 'br' })).status).toBe(404);
  });

  it('still compresses personal pages and JSON per request', async () => {
    const page = await raw('/seminare/warenkorb', { accept: 'text/html', 'accept-encoding': 'br' });
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.body).toString('utf8')).toContain('<html lang="de" data-site="main" data-sister-origin=');

    const json = await raw('/api/events?pageSize=50', { accept: 'application/json', 'accept-encoding': 'gzip' });
    expect(json.status).toBe(200);
    expect(json.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(json.body).toString('utf8'))).toBeTypeOf('object');
  });
});
