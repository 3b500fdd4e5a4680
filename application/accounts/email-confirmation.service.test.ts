import * as E from 'fp-ts/Either';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { ManualClock, MemoryOutbox } from '../mail/testing/memory-outbox';
import type { EmailConfirmationPayload } from '../mail/outbox-payloads';
import { AccountsService } from './accounts.service';
import type { PasswordHasher } from './password-hasher';
import { RateLimiter } from './rate-limiter';
import type { ActiveSession, SessionSlot } from './session';
import { SessionService } from './session.service';
import {
  MemoryPasswordResetRepository,
  MemoryRateLimitRepository,
  MemoryRegistrationRepository,
  MemorySessionRepository,
  MemoryUserRepository,
  sequentialTokens, MemoryImpersonationLog } from './testing/memory-repositories';

const hasher: PasswordHasher = {
  hash: (password) => Promise.resolve(`plain:${password}`),
  verify: (password, stored) => Promise.resolve(stored === `plain:${password}`),
};

const FORM = {
  salutation: 'Frau',
  firstname: 'Katrin',
  lastname: 'Neumann',
  company: 'Neumann Logistik GmbH',
  street: 'Hafenstraße',
  streetNumber: '12a',
  postalCode: '20457',
  city: 'Hamburg',
  phone: '+49 40 123456',
  email: 'k.neumann@example.net',
  password: 'Lange-Pause-am-Elbufer',
  consent: 'on',
};

const setup = () => {
  const clock = new ManualClock(Temporal.Instant.from('2027-03-12T09:30:00Z'));
  const outbox = new MemoryOutbox(clock);
  const users = new MemoryUserRepository();
  const registrations = new MemoryRegistrationRepository(users, outbox);
  const sessionRepository = new MemorySessionRepository();
  const sessions = new SessionService(sessionRepository, sequentialTokens(), clock);
  const logins: number[] = [];
  const impersonationLog = new MemoryImpersonationLog();
  const service = new AccountsService({
    users,
    registrations,
    passwordResets: new MemoryPasswordResetRepository(users, sessionRepository, outbox),
    tokens: sequentialTokens(),
    impersonationLog,
    sessions,
    hasher,
    limiter: new RateLimiter(new MemoryRateLimitRepository(), clock),
    commonPasswords: { isCommon: () => false },
    xsrf: { tokenFor: () => 'xsrf', matches: () => true },
    clock,
    loginListeners: [{ afterLogin: ({ userId }) => Promise.resolve(void logins.push(userId)) }],
  });
  /** A browser: its own session slot. */
  const browser = () => {
    let current = sessions.fresh('main');
    const slot: SessionSlot = { current: () => current, replace: (next: ActiveSession) => void (current = next) };
    return { accounts: service.forRequest({ session: slot, clientAddress: '192.0.2.1' }), slot };
  };
  /** The token of the newest confirmation mail in the outbox. */
  const mailedToken = () => (outbox.rows.filter((row) => row.kind === 'email_confirmation').at(-1)?.payload as EmailConfirmationPayload).token;
  return { clock, outbox, registrations, browser, mailedToken, logins };
};

describe('registration with e-mail confirmation', () => {
  it('creates the account unconfirmed, logs nobody in and queues the mail with the token (only its hash is kept)', async () => {
    const { outbox, registrations, browser, mailedToken } = setup();
    const { accounts, slot } = browser();
    expect(await accounts.register({ ...FORM, redirect: '/seminare/warenkorb' })()).toEqual(E.right({ user: null, email: 'k.neumann@example.net' }));
    expect(slot.current().stored?.userId ?? null).toBeNull();
    expect(outbox.rows).toHaveLength(1);
    expect(outbox.rows[0]).toMatchObject({
      kind: 'email_confirmation',
      payload: { recipient: { email: 'k.neumann@example.net', firstname: 'Katrin' }, expiresAt: '2027-03-14T10:30:00+01:00' },
    });
    expect([...registrations.confirmations.keys()]).toEqual([`hash(${mailedToken()})`]);
    expect(registrations.profiles.get(1)).toEqual({ phone: '+49 40 123456', street: 'Hafenstraße', streetNumber: '12a', postalCode: '20457', city: 'Hamburg' });
  });

  it('refuses the login of an unconfirmed account with the right password only, telling what to do', async () => {
    const { browser } = setup();
    await browser().accounts.register(FORM)();
    const { accounts } = browser();
    expect(await accounts.login({ email: FORM.email, password: 'falsch-falsch' })()).toEqual(
      E.left({ _tag: 'Unauthenticated', message: 'Die E-Mail-Adresse oder das Passwort ist nicht korrekt.' }),
    );
    expect(await accounts.login({ email: FORM.email, password: FORM.password })()).toEqual(
      E.left({
        _tag: 'Conflict',
        message:
          'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse: Klicken Sie auf den Link in der E-Mail, die wir Ihnen nach der Registrierung geschickt haben.',
      }),
    );
  });

  it('confirms once: logs in (new session, login listeners), leads to the redirect; a second use is refused', async () => {
    const { browser, mailedToken, logins } = setup();
    await browser().accounts.register({ ...FORM, redirect: '/seminare/warenkorb' })();
    const { accounts, slot } = browser();
    const before = slot.current().token;
    expect(await accounts.confirmEmail({ token: mailedToken() })()).toEqual(
      E.right({ user: { firstname: 'Katrin', impersonated: false }, redirect: '/seminare/warenkorb' }),
    );
    expect(slot.current().token).not.toBe(before);
    expect(slot.current().stored?.userId).toBe(1);
    expect(logins).toEqual([1]);
    expect(await browser().accounts.confirmEmail({ token: mailedToken() })()).toEqual(
      E.left({ _tag: 'Conflict', message: 'Dieser Bestätigungslink wurde bereits verwendet. Ihre E-Mail-Adresse ist bestätigt; bitte melden Sie sich an.' }),
    );
    expect(await browser().accounts.login({ email: FORM.email, password: FORM.password })()).toMatchObject({ _tag: 'Right' });
  });

  it('leads to /meinifb when the registration named no page', async () => {
    const { browser, mailedToken } = setup();
    await browser().accounts.register(FORM)();
    expect(await browser().accounts.confirmEmail({ token: mailedToken() })()).toMatchObject({ right: { redirect: '/meinifb' } });
  });

  it('refuses a link from 48 hours on, and a token it never issued', async () => {
    const { browser, mailedToken, clock } = setup();
    await browser().accounts.register(FORM)();
    clock.advance({ hours: 48 });
    expect(await browser().accounts.confirmEmail({ token: mailedToken() })()).toEqual(
      E.left({
        _tag: 'Conflict',
        message: 'Dieser Bestätigungslink ist abgelaufen. Bitte melden Sie sich an und lassen Sie sich eine neue Bestätigungs-Mail senden.',
      }),
    );
    expect(await browser().accounts.confirmEmail({ token: 'token-999' })()).toMatchObject({ left: { _tag: 'NotFound' } });
    expect(await browser().accounts.confirmEmail({ token: ' ' })()).toMatchObject({ left: { _tag: 'Invalid', fieldErrors: { token: expect.any(String) as string } } });
  });

  it('sends a new link on request, which replaces the old one and keeps the redirect; says the same for any address', async () => {
    const { browser, mailedToken, clock, outbox } = setup();
    await browser().accounts.register({ ...FORM, redirect: '/meinifb/merkliste' })();
    const first = mailedToken();
    clock.advance({ hours: 49 });
    const { accounts } = browser();
    expect(await accounts.resendConfirmation({ email: ' K.Neumann@example.net ' })()).toEqual(E.right({ email: 'K.Neumann@example.net' }));
    expect(await accounts.resendConfirmation({ email: 'niemand@example.net' })()).toEqual(E.right({ email: 'niemand@example.net' }));
    expect(outbox.rows).toHaveLength(2);
    expect(await browser().accounts.confirmEmail({ token: first })()).toMatchObject({ left: { _tag: 'NotFound' } });
    expect(await browser().accounts.confirmEmail({ token: mailedToken() })()).toMatchObject({ right: { redirect: '/meinifb/merkliste' } });
    // Confirmed: nothing more is sent.
    await accounts.resendConfirmation({ email: FORM.email })();
    expect(outbox.rows).toHaveLength(2);
  });

  it('sends at most 3 new links an hour for one account', async () => {
    const { browser, outbox } = setup();
    await browser().accounts.register(FORM)();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(await browser().accounts.resendConfirmation({ email: FORM.email })()).toMatchObject({ _tag: 'Right' });
    }
    expect(await browser().accounts.resendConfirmation({ email: FORM.email })()).toMatchObject({ left: { _tag: 'RateLimited' } });
    expect(outbox.rows).toHaveLength(4);
  });

  it('checks the new fields and the consent with the §5 messages, and an unsafe redirect', async () => {
    const { browser } = setup();
    const result = await browser().accounts.register({ ...FORM, street: 'Weg 5', postalCode: '2045', phone: '12', consent: false, redirect: 'https://evil.example' })();
    expect(result).toMatchObject({
      left: {
        _tag: 'Invalid',
        fieldErrors: {
          street: 'Die Straße darf keine Zahlen enthalten',
          postalCode: 'Die Postleitzahl ist ungültig',
          phone: 'Die angegebene Telefonnummer ist zu kurz',
          consent: 'Bitte stimmen Sie den AGB und der Datenschutzerklärung zu',
          redirect: 'Bitte geben Sie eine Seite dieser Website an (ein Pfad, der mit / beginnt).',
        },
      },
    });
    expect(await browser().accounts.register({ ...FORM, consent: true })()).toMatchObject({ _tag: 'Right' });
  });

  it('hints at the password strength with the common list of the server', async () => {
    const { browser } = setup();
    expect(await browser().accounts.passwordStrength({ password: 'Lange-Pause-am-Elbufer' })()).toEqual(E.right({ score: 4, label: 'sehr gut', advice: '' }));
    expect(await browser().accounts.passwordStrength({ password: 'kurz' })()).toMatchObject({ right: { score: 0 } });
  });
});
