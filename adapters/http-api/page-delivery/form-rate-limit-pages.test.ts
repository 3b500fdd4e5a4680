import { describe, expect, it } from 'vitest';
import { FORM_RATE_LIMITS, pageFormRateLimit } from '../../../application/http/form-rate-limits';
import { tooManyRequestsMessage } from '../../../application/http/too-many-requests';
import { TestBrowser } from '../session/testing/accounts-test-app';
import { serveBuiltPages } from './built-pages.testing';
import { FormBrowser } from './form-browser.testing';

/** These tests need the build (`npm run build`); `npm test` builds before it runs them. */

const app = serveBuiltPages();


describe('rate limits of the plain form posts of pages', () => {
  it('finds the rule of a page path, with its parameters, and none for other pages', () => {
    expect(pageFormRateLimit('/warteliste')).toBe(FORM_RATE_LIMITS['POST /api/warteliste']);
    expect(pageFormRateLimit('/fachtagung/betriebsraetetag-2027/buchung')).toBe(FORM_RATE_LIMITS['POST /api/fachtagung/:url/buchung']);
    expect(pageFormRateLimit('/fachtagung/anmeldung')).toBe(FORM_RATE_LIMITS['POST /api/fachtagung/anmeldung']);
    expect(pageFormRateLimit('/fachtagung/x/buchung/bestaetigung')).toBeUndefined();
    expect(pageFormRateLimit('/seminare')).toBeUndefined();
  });

  it('counts the waiting-list page form against the API limit and answers one too many with the site\'s German 429 page', async () => {
    const rule = FORM_RATE_LIMITS['POST /api/warteliste'];
    expect(rule).toBeDefined();
    const browser = new FormBrowser(() => app().baseUrl);
    await browser.get('/kundenportal/get-token');
    expect(browser.cookies.get('XSRF-TOKEN') ?? '').not.toBe('');
    const post = () => browser.post('/warteliste', { seats: '0' });
    for (let count = 0; count < (rule?.limit ?? 0); count += 1) expect((await post()).status).not.toBe(429);
    const refused = await post();
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.retryAfter);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    // The site's page: its layout (header with the navigation, footer) and the message; the
    // browser's Back leads to the form with what was typed.
    expect(refused.html).toContain('<html lang="de"');
    expect(refused.html).toMatch(/<title>Zu viele Anfragen \| [^<]+<\/title>/);
    expect(refused.html).toMatch(/<header[^>]*>[\s\S]*<nav[\s\S]*<\/header>/);
    expect(refused.html).toContain('<footer');
    expect(refused.html).toMatch(/<main[^>]*>[\s\S]*<h1[^>]*>[^<]+<\/h1>\s*<p[^>]*>Zu viele Anfragen\. Bitte versuchen Sie es in/);
    expect(refused.html).toContain(tooManyRequestsMessage(retryAfter));
    // The API route counts on the same counter: no way round the limit, and it keeps its JSON 429.
    const script = new TestBrowser(() => app().baseUrl);
    await script.get('/kundenportal/get-token');
    const apiRefused = await script.post('/api/warteliste', { seats: 0 });
    expect(apiRefused).toMatchObject({ status: 429, body: { error: 'rate_limited' } });
    expect(apiRefused.ok ? '' : (apiRefused.body as { message?: string }).message).toMatch(/^Zu viele Anfragen\./);
  });
});

describe('rate limits of the use cases, reached through a page form', () => {
  it('answers the contact form one too many with 429, Retry-After and the German message, the input kept', async () => {
    const browser = new FormBrowser(() => app().baseUrl);
    await browser.get('/kundenportal/get-token');
    const fields = {
      salutation: 'Frau',
      firstname: 'Eva',
      lastname: 'Muster',
      email: 'eva.muster@example.org',
      topic: 'Frage zu einem Seminar',
      message: 'Bitte rufen Sie mich an.',
    };
    // The use case counts the valid submissions (FORM_SUBMISSIONS_PER_ADDRESS, 10 an hour).
    let refused: Awaited<ReturnType<FormBrowser['post']>> | undefined;
    for (let count = 0; count < 20 && refused === undefined; count += 1) {
      const answer = await browser.post('/service/kontakt', fields);
      if (answer.status === 429) refused = answer;
    }
    expect(refused?.status).toBe(429);
    expect(Number(refused?.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(refused?.html).toContain(tooManyRequestsMessage(Number(refused?.retryAfter)));
    expect(refused?.html).toContain('Bitte rufen Sie mich an.');
  });
});
