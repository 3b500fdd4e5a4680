import { describe, expect, it } from 'vitest';
import { conflict, forbidden, invalid, notFound, rateLimited, unauthenticated, unavailable } from './app-error';

describe('expected failures', () => {
  it('carry German messages by default', () => {
    expect(invalid({ email: 'Bitte geben Sie eine E-Mail-Adresse an' })).toEqual({
      _tag: 'Invalid',
      message: 'Bitte prüfen Sie Ihre Eingaben.',
      fieldErrors: { email: 'Bitte geben Sie eine E-Mail-Adresse an' },
    });
    expect(notFound().message).toBe('Die angeforderte Seite wurde nicht gefunden.');
    expect(unauthenticated().message).toBe('Bitte melden Sie sich an.');
    expect(forbidden().message).toBe('Sie haben keine Berechtigung für diese Aktion.');
    expect(conflict('Diese E-Mail-Adresse ist bereits registriert.')._tag).toBe('Conflict');
    expect(rateLimited(30)).toMatchObject({ _tag: 'RateLimited', retryAfterSeconds: 30 });
  });

  it('keep the cause of an outage for the log, and only when there is one', () => {
    const cause = new Error('connection refused');
    expect(unavailable(undefined, cause)).toMatchObject({ _tag: 'Unavailable', cause });
    expect(unavailable()).not.toHaveProperty('cause');
  });
});
