import { eq } from 'drizzle-orm';
import * as E from 'fp-ts/Either';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Accounts } from '../../application/accounts/accounts.port';
import { DEMO_GREMIUM, DEMO_PASSWORD } from '../db/demo-data/people';
import { users } from '../db/schema';
import { startAccountsTestApp, type AccountsTestApp } from '../http-api/session/testing/accounts-test-app';
import { AccountsProxy } from './accounts-proxy';

let app: AccountsTestApp;

beforeAll(async () => {
  app = await startAccountsTestApp();
});

afterAll(async () => {
  await app.close();
});

/** A proxy as the browser binds it: its own cookies, the XSRF cookie copied into the header. */
const proxy = (site: 'main' | 'works-council' = 'main'): Accounts => new AccountsProxy(app.browser().transport(site));

describe('AccountsProxy against the real server', () => {
  it('walks the quick-login journey: availability, login step, token, login, user, Gremium, logout', async () => {
    const accounts = proxy();
    expect(await accounts.emailAvailability({ email: 'neu@example.org' })()).toEqual(E.right(true));
    expect(await accounts.emailAvailability({ email: 'lea.hartmann@example.com' })()).toEqual(E.right(false));
    expect(await accounts.loginStep({ email: 'lea.hartmann@example.com', redirect: '/meinifb/merkliste' })()).toEqual(
      E.right({ email: 'lea.hartmann@example.com', known: true, redirect: '/meinifb/merkliste' }),
    );
    expect(await accounts.loginStep({})()).toEqual(E.right({ email: null, known: false, redirect: null }));
    expect(await accounts.xsrfToken()()).toMatchObject(E.right({ token: expect.stringMatching(/^[\w-]{43}$/) as unknown }));
    expect(await accounts.setLoginTarget({ target: '/meinifb/merkliste' })()).toEqual(E.right({ target: '/meinifb/merkliste' }));
    expect(await accounts.loginTarget()()).toEqual(E.right({ target: '/meinifb/merkliste' }));
    expect(await accounts.login({ email: 'lea.hartmann@example.com', password: DEMO_PASSWORD })()).toEqual(
      E.right({ user: { firstname: 'Lea', impersonated: false }, redirect: '/meinifb/merkliste' }),
    );
    expect(await accounts.currentUser()()).toEqual(E.right({ user: { firstname: 'Lea', impersonated: false } }));
    const gremium = await accounts.gremiumUsers()();
    expect(gremium).toMatchObject(E.right({ gremium: { gremiumId: DEMO_GREMIUM.gremiumId, name: DEMO_GREMIUM.name } }));
    expect(await accounts.logout()()).toEqual(E.right({ user: null }));
    expect(await accounts.currentUser()()).toEqual(E.right({ user: null }));
  });

  it('brings back the server failures as the same AppError values', async () => {
    const accounts = proxy();
    expect(await accounts.emailAvailability({ email: 'kaputt@' })()).toEqual(
      E.left({
        _tag: 'Invalid',
        message: 'Bitte prüfen Sie Ihre Eingaben.',
        fieldErrors: { email: 'Bitte geben Sie eine gültige E-Mail-Adresse an' },
      }),
    );
    expect(await accounts.gremiumUsers()()).toEqual(E.left({ _tag: 'Unauthenticated', message: 'Bitte melden Sie sich an.' }));
    await accounts.xsrfToken()();
    expect(await accounts.login({ email: 'lea.hartmann@example.com', password: 'ganz-falsch-1' })()).toEqual(
      E.left({ _tag: 'Unauthenticated', message: 'Die E-Mail-Adresse oder das Passwort ist nicht korrekt.' }),
    );
    const lea = { salutation: 'Frau', firstname: 'Lea', lastname: 'Hartmann', company: 'Muster', street: 'Ring', streetNumber: '1', postalCode: '10115', city: 'Berlin', phone: '030 1234567' };
    expect(await accounts.register({ ...lea, email: 'lea.hartmann@example.com', password: 'Ein-langes-Passwort', consent: true })()).toEqual(
      E.left({ _tag: 'Conflict', message: 'Für diese E-Mail-Adresse besteht bereits ein Konto. Bitte melden Sie sich an.' }),
    );
  });

  it('registers, and lets an admin impersonate the new account and end it', async () => {
    const newcomer = proxy('works-council');
    await newcomer.xsrfToken()();
    const registered = await newcomer.register({
      salutation: 'Herr Dr.',
      firstname: 'Malte',
      lastname: 'Sommer',
      company: 'Sommer & Partner',
      street: 'Lindenallee',
      streetNumber: '3',
      postalCode: '50667',
      city: 'Köln',
      phone: '0221 123456',
      email: 'malte.sommer@example.net',
      password: 'Betriebsversammlung im Mai',
      consent: true,
    })();
    // Not logged in until the mailed link is confirmed; an admin can still act as the new account.
    expect(registered).toEqual(E.right({ user: null, email: 'malte.sommer@example.net' }));
    expect(await newcomer.passwordStrength({ password: 'kurz' })()).toEqual(
      E.right({ score: 0, label: 'sehr schwach', advice: 'Verwenden Sie mindestens 8 Zeichen.' }),
    );
    expect(await newcomer.confirmEmail({ token: 'unbekannt' })()).toMatchObject(E.left({ _tag: 'NotFound' }));
    expect(await newcomer.resendConfirmation({ email: 'malte.sommer@example.net' })()).toEqual(E.right({ email: 'malte.sommer@example.net' }));

    const admin = proxy();
    await admin.xsrfToken()();
    await admin.login({ email: 'admin@example.org', password: DEMO_PASSWORD })();
    // The newcomer's id, whatever ids the demo accounts take.
    const [newcomerRow] = await app.database.db.select({ userId: users.userId }).from(users).where(eq(users.email, 'malte.sommer@example.net'));
    const impersonated = await admin.impersonate(newcomerRow?.userId ?? 0)();
    expect(impersonated).toEqual(E.right({ user: { firstname: 'Malte', impersonated: true } }));
    expect(await admin.endImpersonation()()).toEqual(E.right({ user: { firstname: 'Petra', impersonated: false, backOffice: 'site-admin' } }));
  });
});
