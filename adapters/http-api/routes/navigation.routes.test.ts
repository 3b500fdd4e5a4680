import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteNavigationWire } from '../../../application/navigation/navigation.codecs';
import { startTestApp, type TestApp } from '../testing/test-app';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
}, 60_000);

afterAll(async () => {
  await app.close();
});

/** Over real HTTP with the Host header a browser on that site sends (fetch would put its own). */
const navigationFor = (host: string): Promise<{ status: number; cacheControl: string | undefined; body: SiteNavigationWire }> =>
  new Promise((resolve, reject) => {
    const request = httpRequest(`${app.baseUrl}/api/navigation`, { headers: { host, accept: 'application/json' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, cacheControl: response.headers['cache-control'], body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as SiteNavigationWire });
      });
    });
    request.on('error', reject);
    request.end();
  });

const texts = (navigation: SiteNavigationWire): string[] => navigation.items.map((item) => item.linkText);

describe('GET /api/navigation', () => {
  it('answers the main site on localhost: Seminare with one tab per rubric of the catalogue, and the sister link', async () => {
    const { status, body } = await navigationFor('localhost:3000');
    expect(status).toBe(200);
    expect(body.site).toBe('main');
    expect(texts(body)).toEqual(['Seminare', 'Online-Seminare', 'Ausbildungen', 'Inhouse', 'Fachtagungen', 'Service', 'Betriebsrat-Wissen']);
    const rubrics = (await (await fetch(`${app.baseUrl}/api/get-rubrics`)).json()) as { name: string }[];
    const seminare = body.items[0];
    expect(seminare?.children.filter((item) => item.tabLabel !== '').map((item) => item.tabLabel)).toEqual(rubrics.map((rubric) => rubric.name));
    expect(body.layers.find((layer) => layer.itemId === seminare?.id)?.group.flyoutStyle).toBe('4-col-grid-headline');
    expect(body.items.at(-1)?.url).toBe('http://betriebsrat.localhost:3000/');
  });

  it('answers the works-council site on betriebsrat.localhost, without the contact page', async () => {
    const { status, body } = await navigationFor('betriebsrat.localhost:3000');
    expect(status).toBe(200);
    expect(body.site).toBe('works-council');
    expect(texts(body)).toEqual(['Wissen', 'Seminare']);
    expect(body.items[1]?.url).toBe('http://localhost:3000/seminare');
    expect(JSON.stringify(body)).not.toContain('/service/kontakt');
  });

  it('is kept by the browser for a minute: every page asks for it when it starts its scripts', async () => {
    const { status, cacheControl } = await navigationFor('localhost');
    expect(status).toBe(200);
    expect(cacheControl).toBe('public, max-age=60');
  });

  it('shows only items visible on the frontend, at most three levels deep', async () => {
    const { body } = await navigationFor('localhost');
    const depth = (items: SiteNavigationWire['items']): number => Math.max(0, ...items.map((item) => 1 + depth(item.children)));
    const hidden = (items: SiteNavigationWire['items']): boolean => items.some((item) => item.hiddenOnFrontend !== '0' || hidden(item.children));
    expect(depth(body.items)).toBeLessThanOrEqual(3);
    expect(hidden(body.items)).toBe(false);
  });
});
