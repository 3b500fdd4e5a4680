import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';

export interface MetricsListener {
  readonly url: string;
  close(): Promise<void>;
}

/**
 * The metrics on a port of their own (METRICS_PORT, on 127.0.0.1 unless METRICS_HOST says
 * otherwise): Prometheus scrapes it beside the balancer, and the public port never shows them.
 * It answers GET /metrics and nothing else, and is not held up by the site's load shedding.
 */
export const startMetricsListener = async (registry: Registry, { host, port }: { readonly host: string; readonly port: number }): Promise<MetricsListener> => {
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Nicht gefunden: die Metriken stehen unter /metrics.\n');
      return;
    }
    registry.metrics().then(
      (text) => {
        response.writeHead(200, { 'content-type': registry.contentType }).end(request.method === 'HEAD' ? undefined : text);
      },
      (error: unknown) => {
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(`Die Metriken konnten nicht gesammelt werden: ${String(error)}\n`);
      },
    );
  });
  // Keep-alive from a scraper every 15 s should not hold the process open at shutdown.
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${String(address.port)}/metrics`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
};
