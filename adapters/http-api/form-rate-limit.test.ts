import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_RATE_LIMITS } from '../../application/http/form-rate-limits';
import { tooManyRequestsMessage } from '../../application/http/too-many-requests';
import { startAccountsTestApp, type AccountsTestApp } from './session/testing/accounts-test-app';

let app: AccountsTestApp;

beforeAll(async () => {
  app = await startAccountsTestApp();
}, 120_000);

afterAll(async () => {
  await app.close();
});

describe('form rate limits', () => {
  it('says the wait in whole minutes, at least one', () => {
    expect(tooManyRequestsMessage(1)).toBe('Zu viele Anfragen. Bitte versuchen Sie es in einer Minute erneut.');
    expect(tooManyRequestsMessage(3599)).toBe('Zu viele Anfragen. Bitte versuchen Sie es in 60 Minuten erneut.');
  });

  it('answers the post one too many with 429, Retry-After and the JSON error, before its handler runs', async () => {
    const rule = FORM_RATE_LIMITS['POST /api/warteliste'];
    expect(rule).toBeDefined();
    const visitor = app.browser();
    await visitor.get('/kundenportal/get-token');
    // Invalid bodies still count: the limit is on posts, so a script cannot probe for free.
    for (let post = 0; post < (rule?.limit ?? 0); post += 1) expect(await visitor.post('/api/warteliste', { seats: 0 })).toMatchObject({ status: 400 });
    const refused = await visitor.raw('main', '/api/warteliste', { method: 'POST', body: '{"seats":0}', headers: { 'content-type': 'application/json' } });
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(refused.body).toEqual({ error: 'rate_limited', message: tooManyRequestsMessage(retryAfter) });
    // Other form endpoints count on their own.
    expect(await visitor.post('/api/reservierung', { seats: 0 })).toMatchObject({ status: 400 });
  });

  it('names every limited route as one the server has', () => {
    for (const key of Object.keys(FORM_RATE_LIMITS)) {
      const [method = '', url = ''] = key.split(' ');
      expect({ key, known: app.server.hasRoute({ method: method, url }) }).toEqual({ key, known: true });
    }
  });
});
