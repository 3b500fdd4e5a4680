import { readdir, readFile } from 'node:fs/promises';
import { request } from 'node:http';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';
import { loadPageRenderer } from './page-renderer';

/** These tests need the build (`npm run build`, which also precompresses); `npm test` builds first. */
const dist = fileURLToPath(new URL('../../../dist', import.meta.url));
const assetsDir = join(dist, 'client/assets');
let app: TestApp;
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
    const call = request(`${app.baseUrl}${path}`, { headers }, (response) => {
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
  const pages = await loadPageRenderer(dist);
  if (!pages) throw new Error('No build in dist/: run `npm run build` first (npm test does).');
  app = await startTestApp({ pages });
  const home = (await raw('/', { accept: 'text/html' })).body.toString('utf8');
  script = /<script type="module" src="(\/assets\/[^"]+\.js)"/.exec(home)?.[1] ?? '';
  stylesheet = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/.exec(home)?.[1] ?? '';
}, 120_000);

afterAll(async () => {
  await app.close();
});

describe('built assets, compressed once at build and sent from disk', () => {
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

  it('still compresses pages and JSON per request', async () => {
    const page = await raw('/seminare/veranstaltungen', { accept: 'text/html', 'accept-encoding': 'br' });
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.body).toString('utf8')).toContain('<html lang="de" data-site="main">');

    const json = await raw('/api/events?pageSize=50', { accept: 'application/json', 'accept-encoding': 'gzip' });
    expect(json.status).toBe(200);
    expect(json.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(json.body).toString('utf8'))).toBeTypeOf('object');
  });
});
