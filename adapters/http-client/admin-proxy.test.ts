import * as E from 'fp-ts/Either';
import { afterEach, describe, expect, it } from 'vitest';
import { ExportInterrupted } from '../../application/content/content.port';
import { AdminProxy } from './admin-proxy';
import { MemoryCookieJar } from './cookie-jar';
import { closedPortBaseUrl, readRequestBody, startLocalTestServer, type LocalTestServer } from './local-test-server';

let server: LocalTestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const all = async (values: AsyncIterable<unknown>): Promise<unknown[]> => {
  const collected: unknown[] = [];
  for await (const value of values) collected.push(value);
  return collected;
};

describe('AdminProxy', () => {
  it('reads an NDJSON export line by line, however the pieces are cut, and sends the bearer token', async () => {
    const seen: (string | undefined)[] = [];
    server = await startLocalTestServer((request, response) => {
      seen.push(request.headers.authorization, request.url, request.headers.cookie);
      response.writeHead(200, { 'content-type': 'application/x-ndjson' });
      response.write('{"id":1}\n{"id"');
      setTimeout(() => response.end(':2}\n\n{"id":3}'), 20);
    });
    const proxy = new AdminProxy({ baseUrl: server.baseUrl, cookies: new MemoryCookieJar(), bearerToken: 'ifb_token' });
    const result = await proxy.exportObjects('lexicon')();
    expect(E.isRight(result) && (await all(result.right))).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
    expect(seen).toEqual(['Bearer ifb_token', '/obj-export/lexicon?format=ndjson', undefined]);
  });

  it('ends an export that breaks off, or whose line is no JSON, with ExportInterrupted', async () => {
    server = await startLocalTestServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/x-ndjson' });
      response.write('{"id":1}\n');
      setTimeout(() => response.destroy(), 20);
    });
    const proxy = new AdminProxy({ baseUrl: server.baseUrl, cookies: new MemoryCookieJar() });
    const cut = await proxy.exportObjects('faq')();
    if (E.isLeft(cut)) throw new Error('no answer');
    await expect(all(cut.right)).rejects.toEqual(
      new ExportInterrupted({ _tag: 'Unavailable', message: 'Die Verbindung zum Server brach während der Übertragung ab; die Ausgabe ist unvollständig.' }),
    );
    await server.close();
    server = await startLocalTestServer((_request, response) => response.end('{"id":1}\nkein json\n'));
    const broken = await new AdminProxy({ baseUrl: server.baseUrl, cookies: new MemoryCookieJar() }).exportObjects('faq')();
    if (E.isLeft(broken)) throw new Error('no answer');
    await expect(all(broken.right)).rejects.toMatchObject({ error: { message: 'Zeile 2 des Exports ist kein JSON; die Übertragung ist beschädigt.' } });
  });

  it('sends the session cookie and XSRF token of its jar, and text bodies with their type', async () => {
    const seen: unknown[] = [];
    server = await startLocalTestServer((request, response) => {
      void readRequestBody(request).then((body) => {
        seen.push(request.headers.cookie, request.headers['x-xsrf-token'], request.headers['content-type'], body);
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end('{"created":1,"updated":2}');
      });
    });
    const jar = new MemoryCookieJar();
    jar.setCookie(server.baseUrl, 'session=abc; Path=/; HttpOnly');
    jar.setCookie(server.baseUrl, 'XSRF-TOKEN=x%2Fy; Path=/');
    const proxy = new AdminProxy({ baseUrl: server.baseUrl, cookies: jar });
    expect(await proxy.importLexiconCsv('section,slug\r\n')()).toEqual(E.right({ created: 1, updated: 2 }));
    expect(seen).toEqual(['session=abc; XSRF-TOKEN=x%2Fy', 'x/y', 'text/csv; charset=utf-8', 'section,slug\r\n']);
  });

  it('names the server when it does not answer, a wrong base URL, a foreign answer, and a slow one', async () => {
    const closed = await closedPortBaseUrl();
    expect(await new AdminProxy({ baseUrl: closed, cookies: new MemoryCookieJar() }).listCaches()()).toEqual(
      E.left({ _tag: 'Unavailable', message: `Der Server unter ${closed} antwortet nicht (Verbindung abgelehnt). Läuft er, und stimmt --base-url?` }),
    );
    server = await startLocalTestServer((request, response) => {
      if (request.url === '/cache/list') {
        response.writeHead(200, { 'content-type': 'text/html' });
        response.end('<html>Willkommen</html>');
      } else if (request.url === '/cache/clear-all') {
        setTimeout(() => response.end('{}'), 500);
      } else {
        response.writeHead(404, { 'content-type': 'text/html' });
        response.end('<h1>Not found</h1>');
      }
    });
    const proxy = new AdminProxy({ baseUrl: server.baseUrl, cookies: new MemoryCookieJar(), answerTimeoutMs: 100 });
    expect(await proxy.listCaches()()).toEqual(
      E.left({ _tag: 'Unavailable', message: `Die Antwort von ${server.baseUrl} ist keine Antwort dieses Servers. Stimmt --base-url?` }),
    );
    expect(await proxy.pdfAnalysis()()).toEqual(
      E.left({ _tag: 'Unavailable', message: `Unter ${server.baseUrl} gibt es die Verwaltungsschnittstelle nicht. Stimmt --base-url?` }),
    );
    expect(await proxy.clearAllCaches()()).toEqual(
      E.left({ _tag: 'Unavailable', message: `Der Server unter ${server.baseUrl} hat nicht innerhalb von 0,1 s geantwortet.` }),
    );
  });

  it('passes on the server’s German message with the status’s meaning', async () => {
    server = await startLocalTestServer((_request, response) => {
      response.writeHead(403, { 'content-type': 'application/json' });
      response.end('{"error":"forbidden","message":"Zugriff verweigert."}');
    });
    expect(await new AdminProxy({ baseUrl: server.baseUrl, cookies: new MemoryCookieJar() }).clearCache('x')()).toEqual(
      E.left({ _tag: 'Forbidden', message: 'Zugriff verweigert.' }),
    );
  });
});
