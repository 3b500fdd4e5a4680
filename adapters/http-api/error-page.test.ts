import { afterAll, describe, expect, it } from 'vitest';
import { DATABASE_BUSY_MESSAGE, UNAVAILABLE_RETRY_AFTER_SECONDS } from './error-response';
import { UNEXPECTED_ERROR_MESSAGE } from '../../domain/errors/app-error';
import { createServer } from './server';
import { DEFAULT_SITE_HOSTS } from './site';

/**
 * A failure no use case turned into a value (a busy database while the session was read, a bug)
 * reaches the error handler: a browser reading it as the next page gets a German page, a script
 * the JSON error, as before.
 */
const server = createServer({ hosts: DEFAULT_SITE_HOSTS, isReady: () => Promise.resolve(true) });
// The app reads form posts with its own parser; here the body only has to be accepted.
server.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
  done(null, body);
});
const busy = Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });
for (const method of ['GET', 'POST'] as const) {
  server.route({ method, url: '/busy', handler: () => Promise.reject(busy) });
  server.route({ method, url: '/broken', handler: () => Promise.reject(new Error('a bug')) });
}
afterAll(async () => {
  await server.close();
});

const BROWSER = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe('a failure before any page rendered', () => {
  it('a busy database answers a browser\'s page with a German page, 503 and Retry-After, linking the page again', async () => {
    const answer = await server.inject({ method: 'GET', url: '/busy?x=1', headers: { accept: BROWSER } });
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe(String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.body).toContain('<html lang="de">');
    expect(answer.body).toContain(DATABASE_BUSY_MESSAGE);
    expect(answer.body).toContain('<a href="/busy?x=1">Seite erneut laden</a>');
    // Its inline styles carry the nonce the response's policy names.
    const nonce = /style-src 'self' 'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1];
    expect(answer.body).toContain(`<style nonce="${nonce ?? 'none'}">`);
  });

  it('a form posted without JavaScript gets the page too, linking home only (a reload would post again)', async () => {
    const answer = await server.inject({ method: 'POST', url: '/busy', headers: { accept: BROWSER, ...FORM }, payload: 'a=1' });
    expect(answer.statusCode).toBe(503);
    expect(answer.body).toContain(DATABASE_BUSY_MESSAGE);
    expect(answer.body).not.toContain('Seite erneut laden');
    expect(answer.body).toContain('<a href="/">Zur Startseite</a>');
  });

  it('an unexpected error answers a browser with a German page and 500, telling nothing of the error', async () => {
    const answer = await server.inject({ method: 'GET', url: '/broken', headers: { accept: BROWSER } });
    expect(answer.statusCode).toBe(500);
    expect(answer.body).toContain(UNEXPECTED_ERROR_MESSAGE);
    expect(answer.body).not.toContain('a bug');
  });

  it('escapes the address it links back to', async () => {
    const answer = await server.inject({ method: 'GET', url: '/busy?q="><script>x</script>', headers: { accept: BROWSER } });
    expect(answer.body).not.toContain('<script>');
  });

  it('scripts and the proxies keep the JSON errors', async () => {
    const busyJson = await server.inject({ method: 'GET', url: '/busy', headers: { accept: 'application/json' } });
    expect(busyJson.statusCode).toBe(503);
    expect(busyJson.json()).toEqual({ error: 'unavailable', message: DATABASE_BUSY_MESSAGE });
    const brokenJson = await server.inject({ method: 'POST', url: '/broken', headers: { accept: '*/*', 'content-type': 'application/json' }, payload: '{}' });
    expect(brokenJson.statusCode).toBe(500);
    expect(brokenJson.json()).toMatchObject({ error: 'internal', message: UNEXPECTED_ERROR_MESSAGE });
  });
});
