import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from './server';
import { DEFAULT_SITE_HOSTS } from './site';

const server = createServer({ hosts: DEFAULT_SITE_HOSTS, isReady: () => Promise.resolve(true) });
server.get('/api/themes', () => ({ themes: [] }));

let port = 0;
beforeAll(async () => {
  await server.listen({ port: 0, host: '127.0.0.1' });
  port = (server.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await server.close();
});

/** Sends the bytes as they are and reads everything until the server closes. */
const raw = (request: string): Promise<string> =>
  new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(request));
    let answer = '';
    socket.on('data', (chunk: Buffer) => { answer += chunk.toString('utf8'); });
    socket.on('end', () => { resolve(answer); });
    socket.on('error', reject);
  });

const tooLong = `/api/themes?q=${'x'.repeat(20_000)}`;

describe('a request Node cannot parse (request line and headers over 16 KB)', () => {
  it('gets 431 with the German error body', async () => {
    const answer = await raw(`GET ${tooLong} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as { error: string; message: string };
    expect(body.error).toBe('invalid');
    expect(body.message).toContain('zu lang');
  });

  it('gets 431 without any body after the headers when it was a HEAD (a client would read it as a second answer)', async () => {
    const answer = await raw(`HEAD ${tooLong} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer.endsWith('\r\n\r\n')).toBe(true);
    expect(answer).toContain('Content-Length: 0');
  });
});
