import { createServer, type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A real HTTP server on an ephemeral loopback port, for the client's tests (no mocked fetch). */
export interface LocalTestServer {
  readonly baseUrl: string;
  close(): Promise<void>;
}

export const startLocalTestServer = async (handler: RequestListener): Promise<LocalTestServer> => {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        // Slow endpoints may still hold a connection that the client gave up on.
        server.closeAllConnections();
        server.close((error) => {
          if (error === undefined) resolve();
          else reject(error);
        });
      }),
  };
};

/** The base URL of a port that was just open and is closed now: connecting is refused. */
export const closedPortBaseUrl = async (): Promise<string> => {
  const server = await startLocalTestServer((_request, response) => response.end());
  await server.close();
  return server.baseUrl;
};

export const readRequestBody = async (request: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

export const sendJson = (
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Readonly<Record<string, string>> = {},
): void => {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
  response.end(JSON.stringify(body));
};
