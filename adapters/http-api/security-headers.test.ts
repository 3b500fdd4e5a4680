import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { serveBuiltPages } from './page-delivery/built-pages.testing';
import { observatoryScore, type ObservedResponse } from './testing/observatory-score';
import { securityHeaders } from './security-headers';

// Behind a TLS proxy (TRUST_PROXY): X-Forwarded-Proto says whether the visitor used https.
const app = serveBuiltPages({ trustProxy: true });

type Headers = ObservedResponse['headers'];
const HTTPS = { 'x-forwarded-proto': 'https' };

const get = async (url: string, headers: Record<string, string> = {}) => {
  const response = await app().server.inject({ method: 'GET', url, headers: { host: 'localhost', accept: 'text/html', ...headers } });
  return { status: response.statusCode, body: response.body, headers: response.headers as Headers };
};

const nonceOf = (html: string): string | undefined => /<script nonce="([^"]+)">/.exec(html)?.[1];
const policyNonce = (headers: Headers): string | undefined => /'nonce-([^']+)'/.exec(String(headers['content-security-policy']))?.[1];

const scored = (kind: string, headers: Headers) => {
  const result = observatoryScore({ headers, https: true });
  console.log(`Observatory ${kind}: ${String(result.score)} (${result.grade}) ${result.tests.map((t) => `${t.result} ${t.modifier >= 0 ? '+' : ''}${String(t.modifier)}`).join(', ')}`);
  return result;
};

describe('the security headers, scored like the Mozilla HTTP Observatory', () => {
  it('give a page, a JSON answer and an asset over https at least 100 points (A+)', async () => {
    const page = await get('/seminare/warenkorb', HTTPS);
    const json = await get('/api/events?q=Betriebsrat', { ...HTTPS, accept: 'application/json' });
    // The entry script the home page starts (its starter lists it as "/assets/….js").
    const script = /"(\/assets\/[^"]+\.js)"/.exec((await get('/', HTTPS)).body)?.[1] ?? '';
    const asset = await get(script, HTTPS);
    expect([page.status, json.status, asset.status]).toEqual([200, 200, 200]);
    // The cart page starts a session: its cookies are scored too.
    expect(page.headers['set-cookie']).toBeDefined();
    for (const [kind, response] of [['page', page], ['JSON', json], ['asset', asset]] as const) {
      const { score, grade } = scored(kind, response.headers);
      expect(score, kind).toBeGreaterThanOrEqual(100);
      expect(grade).toBe('A+');
    }
  });

  it('are on errors and 404s too, over https with HSTS for a year', async () => {
    for (const url of ['/api/nichts-hier', '/gibt-es-nicht', '/assets/fehlt.js']) {
      const { status, headers } = await get(url, HTTPS);
      expect(status).toBe(404);
      expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(scored(`404 ${url}`, headers).score).toBeGreaterThanOrEqual(100);
    }
  });
});

describe('the Content-Security-Policy of a page', () => {
  it('names the nonce every inline script of the page carries, and allows no inline script without it', async () => {
    const { body, headers } = await get('/seminare/warenkorb');
    const nonce = policyNonce(headers);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    const inline = [...body.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")([^>]*)>/g)].map((match) => match[1]);
    expect(inline.length).toBeGreaterThanOrEqual(3);
    for (const attributes of inline) expect(attributes).toContain(`nonce="${String(nonce)}"`);
    const policy = String(headers['content-security-policy']);
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    for (const part of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'", "frame-src 'self' https://www.youtube-nocookie.com"]) {
      expect(policy).toContain(part);
    }
  });

  it('is fresh per request for a page rendered per visitor', async () => {
    const first = await get('/seminare/warenkorb');
    const second = await get('/seminare/warenkorb');
    expect(policyNonce(first.headers)).not.toBe(policyNonce(second.headers));
    expect(nonceOf(second.body)).toBe(policyNonce(second.headers));
  });

  it('of a kept public page names the nonce kept with it, for every visitor and on a 304', async () => {
    const miss = await get('/impressum');
    const hit = await get('/impressum');
    expect(hit.headers['x-page-cache']).toBe('hit');
    expect(nonceOf(hit.body)).toBe(nonceOf(miss.body));
    expect(policyNonce(hit.headers)).toBe(nonceOf(hit.body));
    const revalidated = await get('/impressum', { 'if-none-match': String(hit.headers.etag) });
    expect(revalidated.status).toBe(304);
    expect(policyNonce(revalidated.headers)).toBe(nonceOf(hit.body));
  });
});

describe('the violation reports', () => {
  it('are asked for by pages only: a text or JSON answer shown as a document runs the browser\'s viewer, not our scripts', async () => {
    expect(String((await get('/')).headers['content-security-policy'])).toContain('report-uri /csp-report');
    for (const url of ['/robots.txt', '/api/events']) {
      const { status, headers } = await get(url, { accept: '*/*' });
      expect(status).toBe(200);
      expect(String(headers['content-security-policy'])).toContain("default-src 'none'");
      expect(String(headers['content-security-policy'])).not.toContain('report-uri');
    }
  });

  it('reach /csp-report in the whole app without a session or XSRF token (the browser sends neither)', async () => {
    const response = await app().server.inject({
      method: 'POST',
      url: '/csp-report',
      headers: { host: 'localhost', 'content-type': 'application/csp-report' },
      payload: JSON.stringify({ 'csp-report': { 'violated-directive': 'script-src-elem', 'blocked-uri': 'inline' } }),
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});

describe('the cookies', () => {
  it('over https carry the __Host- prefix and Secure', async () => {
    const cookies = (await get('/seminare/warenkorb', HTTPS)).headers['set-cookie'] as string[];
    expect(cookies.map((line) => line.split('=')[0]).sort()).toEqual(['__Host-XSRF-TOKEN', '__Host-session']);
    for (const line of cookies) expect(line).toMatch(/; Path=\/;.*Secure/);
  });

  it('over plain http stay as they were (development, tests), without HSTS', async () => {
    const { headers } = await get('/seminare/warenkorb');
    expect((headers['set-cookie'] as string[]).map((line) => line.split('=')[0]).sort()).toEqual(['XSRF-TOKEN', 'session']);
    expect((headers['set-cookie'] as string[]).join()).not.toContain('Secure');
    expect(headers['strict-transport-security']).toBeUndefined();
  });

  it('a forwarded proto from a proxy that is not trusted counts for nothing', async () => {
    const server = Fastify({ trustProxy: false });
    securityHeaders(server);
    server.get('/', () => ({ ok: true }));
    const response = await server.inject({ method: 'GET', url: '/', headers: HTTPS });
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    await server.close();
  });
});

describe('the shared modules', () => {
  const sharedApp = async (embedders: readonly string[]) => {
    const server = Fastify();
    securityHeaders(server, { sharedModuleEmbedders: embedders });
    server.get('/shared-modules/footer', () => 'footer');
    server.get('/shared-modules/shopping-cart-small', () => []);
    server.get('/assets/site.css', () => 'body{}');
    await server.ready();
    return server;
  };
  const fetchFrom = async (server: Awaited<ReturnType<typeof sharedApp>>, url: string, origin: string) =>
    (await server.inject({ method: 'GET', url, headers: { origin } })).headers;

  it('without configured embedders: the public fragments readable by anyone without cookies, the cart by no one, framed by no one', async () => {
    const server = await sharedApp([]);
    const footer = await fetchFrom(server, '/shared-modules/footer', 'https://irgendwo.example');
    expect(footer['access-control-allow-origin']).toBe('*');
    expect(footer['access-control-allow-credentials']).toBeUndefined();
    expect(footer['content-security-policy']).toContain("frame-ancestors 'none'");
    expect((await fetchFrom(server, '/shared-modules/shopping-cart-small', 'https://irgendwo.example'))['access-control-allow-origin']).toBeUndefined();
    expect((await fetchFrom(server, '/assets/site.css', 'https://irgendwo.example'))['cross-origin-resource-policy']).toBe('cross-origin');
    await server.close();
  });

  it('with configured embedders: those alone read them with cookies and may frame them', async () => {
    const server = await sharedApp(['https://www.ifb.example']);
    const cart = await fetchFrom(server, '/shared-modules/shopping-cart-small', 'https://www.ifb.example');
    expect(cart['access-control-allow-origin']).toBe('https://www.ifb.example');
    expect(cart['access-control-allow-credentials']).toBe('true');
    expect(cart.vary).toContain('origin');
    expect(cart['content-security-policy']).toContain('frame-ancestors https://www.ifb.example');
    const stranger = await fetchFrom(server, '/shared-modules/footer', 'https://evil.example');
    expect(stranger['access-control-allow-origin']).toBeUndefined();
    await server.close();
  });
});
