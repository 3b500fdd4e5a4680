import * as E from 'fp-ts/Either';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountsProxy } from './accounts-proxy';
import { startAccountsTestApp, type AccountsTestApp } from '../http-api/session/testing/accounts-test-app';
import { FormsProxy } from './forms-proxy';

let app: AccountsTestApp;

beforeAll(async () => {
  app = await startAccountsTestApp();
}, 120_000);

afterAll(async () => {
  await app.close();
});

describe('FormsProxy against the real server', () => {
  it('sends a form and reads the thank-you (201), and brings the §5 messages back as Invalid', async () => {
    const transport = app.browser().transport();
    await new AccountsProxy(transport).xsrfToken()();
    const forms = new FormsProxy(transport);
    expect(await forms.submit('newsletter-subscription-request', { email: 'leserin@example.org' })()).toEqual(
      E.right({ message: 'Vielen Dank für Ihre Anmeldung zu unserem Newsletter!' }),
    );
    expect(await forms.submit('contact-request', { email: 'leserin@example.org', message: 'x' })()).toMatchObject(
      E.left({
        _tag: 'Invalid',
        fieldErrors: { message: 'Bitte geben Sie eine Nachricht ein', salutation: 'Bitte wählen Sie eine Anrede aus' },
      }),
    );
  });
});
