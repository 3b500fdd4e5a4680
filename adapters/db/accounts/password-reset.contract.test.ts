import * as E from 'fp-ts/Either';
import { asc, eq } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { afterEach, describe, expect, it } from 'vitest';
import { AccountsService } from '../../../application/accounts/accounts.service';
import type { PasswordHasher } from '../../../application/accounts/password-hasher';
import type { PasswordResetRepository } from '../../../application/accounts/password-reset.repository';
import type { RateLimitRepository } from '../../../application/accounts/rate-limit.repository';
import { RateLimiter } from '../../../application/accounts/rate-limiter';
import type { ActiveSession, SessionSlot } from '../../../application/accounts/session';
import type { SessionRepository } from '../../../application/accounts/session.repository';
import { SessionService } from '../../../application/accounts/session.service';
import {
  MemoryImpersonationLog,
  MemoryPasswordResetRepository,
  MemoryRateLimitRepository,
  MemoryRegistrationRepository,
  MemorySessionRepository,
  MemoryUserRepository,
  sequentialTokens,
} from '../../../application/accounts/testing/memory-repositories';
import type { UserRepository } from '../../../application/accounts/user.repository';
import type { PasswordResetPayload } from '../../../application/mail/outbox-payloads';
import { ManualClock, MemoryOutbox } from '../../../application/mail/testing/memory-outbox';
import { DrizzleOutbox } from '../../mail/drizzle-outbox';
import type { Database } from '../database';
import { outbox } from '../schema';
import { testDatabaseEngines } from '../testing/test-databases';
import { DrizzlePasswordResetRepository } from './password-reset-repository';
import { DrizzleRateLimitRepository } from './rate-limit-repository';
import { DrizzleSessionRepository } from './session-repository';
import { DrizzleUserRepository } from './user-repository';

const T0 = Temporal.Instant.from('2027-03-12T09:30:00Z');
const OLD_PASSWORD = 'Altes-Passwort-vom-Hafen';
const NEW_PASSWORD = 'Neuer-Morgen-am-Elbufer';

/** Plain text "hashes": the rules and the stores, not the cryptography, are under test here. */
const hasher: PasswordHasher = {
  hash: (password) => Promise.resolve(`plain:${password}`),
  verify: (password, stored) => Promise.resolve(stored === `plain:${password}`),
};

const KATRIN = {
  email: 'k.neumann@example.net',
  passwordHash: `plain:${OLD_PASSWORD}`,
  salutation: 'Frau',
  firstname: 'Katrin',
  lastname: 'Neumann',
  company: 'Neumann Logistik GmbH',
  createdAt: T0,
};

/** The stores one run of the use case works on. */
interface Stores {
  readonly users: UserRepository;
  readonly sessions: SessionRepository;
  readonly limits: RateLimitRepository;
  readonly passwordResets: PasswordResetRepository;
  /** The tokens of the queued reset mails, oldest first. */
  readonly mailedTokens: () => Promise<readonly string[]>;
  readonly close: () => Promise<void>;
}

type StoreFactory = (clock: ManualClock) => Promise<Stores>;

const memoryStores: StoreFactory = (clock) => {
  const mails = new MemoryOutbox(clock);
  const users = new MemoryUserRepository();
  const sessions = new MemorySessionRepository();
  return Promise.resolve({
    users,
    sessions,
    limits: new MemoryRateLimitRepository(),
    passwordResets: new MemoryPasswordResetRepository(users, sessions, mails),
    mailedTokens: () =>
      Promise.resolve(mails.rows.filter((row) => row.kind === 'password_reset').map((row) => (row.payload as PasswordResetPayload).token)),
    close: () => Promise.resolve(),
  });
};

const drizzleStores =
  (open: () => Promise<Database>): StoreFactory =>
  async (clock) => {
    const database = await open();
    const mails = new DrizzleOutbox(database.db, clock);
    return {
      users: new DrizzleUserRepository(database.db),
      sessions: new DrizzleSessionRepository(database.db),
      limits: new DrizzleRateLimitRepository(database.db),
      passwordResets: new DrizzlePasswordResetRepository(database.db, mails),
      mailedTokens: async () =>
        (await database.db.select().from(outbox).where(eq(outbox.kind, 'password_reset')).orderBy(asc(outbox.id))).map(
          (row) => (row.payload as PasswordResetPayload).token,
        ),
      close: () => database.close(),
    };
  };

const STORES: readonly (readonly [string, StoreFactory])[] = [
  ['memory', memoryStores],
  ...testDatabaseEngines().map((engine) => [engine.name, drizzleStores(() => engine.open())] as const),
];

describe.each(STORES)('password reset ("Passwort vergessen?") on the %s stores', (_name, storesFor) => {
  let opened: Stores | undefined;

  afterEach(async () => {
    await opened?.close();
    opened = undefined;
  });

  const setup = async () => {
    const clock = new ManualClock(T0);
    const stores = await storesFor(clock);
    opened = stores;
    const created = await stores.users.create(KATRIN);
    if (created._tag !== 'Created') throw new Error('account not created');
    const sessions = new SessionService(stores.sessions, sequentialTokens(), clock);
    const service = new AccountsService({
      users: stores.users,
      registrations: new MemoryRegistrationRepository(new MemoryUserRepository(), new MemoryOutbox(clock)),
      passwordResets: stores.passwordResets,
      tokens: sequentialTokens(),
      impersonationLog: new MemoryImpersonationLog(),
      sessions,
      hasher,
      limiter: new RateLimiter(stores.limits, clock),
      commonPasswords: { isCommon: (password) => password === 'passwort123' },
      xsrf: { tokenFor: () => 'xsrf', matches: () => true },
      clock,
      loginListeners: [],
    });
    /** A browser: its own session slot, its own client address. */
    const browser = (clientAddress = '192.0.2.1') => {
      let current = sessions.fresh('main');
      const slot: SessionSlot = { current: () => current, replace: (next: ActiveSession) => void (current = next) };
      return { accounts: service.forRequest({ session: slot, clientAddress }), slot };
    };
    const lastToken = async (): Promise<string> => {
      const token = (await stores.mailedTokens()).at(-1);
      if (token === undefined) throw new Error('no reset mail queued');
      return token;
    };
    return { clock, stores, sessions, browser, lastToken, userId: created.account.userId };
  };

  it('answers the same for a known and an unknown address, and mails a link only to an account', async () => {
    const { stores, browser } = await setup();
    const { accounts } = browser();
    expect(await accounts.requestPasswordReset({ email: ' K.Neumann@example.net ' })()).toEqual(E.right({ email: 'K.Neumann@example.net' }));
    expect(await accounts.requestPasswordReset({ email: 'niemand@example.net' })()).toEqual(E.right({ email: 'niemand@example.net' }));
    expect(await stores.mailedTokens()).toHaveLength(1);
    expect(await accounts.requestPasswordReset({ email: 'kein-at' })()).toMatchObject({ left: { _tag: 'Invalid', fieldErrors: { email: 'Bitte geben Sie eine gültige E-Mail-Adresse an' } } });
  });

  it('sets the new password once: the old one stops working, the account is logged out everywhere, the link is used up', async () => {
    const { stores, sessions, browser, lastToken } = await setup();
    // Logged in elsewhere with the old password (perhaps by someone who knew it).
    const elsewhere = browser('198.51.100.7');
    expect(await elsewhere.accounts.login({ email: KATRIN.email, password: OLD_PASSWORD })()).toMatchObject({ _tag: 'Right' });
    const elsewhereToken = elsewhere.slot.current().token;

    await browser().accounts.requestPasswordReset({ email: KATRIN.email })();
    const token = await lastToken();
    expect(await browser().accounts.passwordResetLink({ token })()).toEqual(E.right({ email: KATRIN.email }));
    expect(await browser().accounts.resetPassword({ token, password: NEW_PASSWORD, passwordRepeat: NEW_PASSWORD })()).toEqual(
      E.right({ email: KATRIN.email }),
    );

    expect((await sessions.resume(elsewhereToken, 'main')).session.stored).toBeUndefined();
    expect(await browser().accounts.login({ email: KATRIN.email, password: OLD_PASSWORD })()).toMatchObject({ left: { _tag: 'Unauthenticated' } });
    expect(await browser().accounts.login({ email: KATRIN.email, password: NEW_PASSWORD })()).toMatchObject({ _tag: 'Right' });

    const used = 'Dieser Link zum Zurücksetzen des Passworts wurde bereits verwendet. Bitte melden Sie sich mit Ihrem neuen Passwort an oder fordern Sie einen neuen Link an.';
    expect(await browser().accounts.passwordResetLink({ token })()).toEqual(E.left({ _tag: 'Conflict', message: used }));
    expect(await browser().accounts.resetPassword({ token, password: 'Noch-ein-anderes-Wort', passwordRepeat: 'Noch-ein-anderes-Wort' })()).toEqual(
      E.left({ _tag: 'Conflict', message: used }),
    );
    expect((await stores.users.findByEmail(KATRIN.email))?.passwordHash).toBe(`plain:${NEW_PASSWORD}`);
  });

  it('of two simultaneous uses of one link exactly one sets its password', async () => {
    const { stores, browser, lastToken } = await setup();
    await browser().accounts.requestPasswordReset({ email: KATRIN.email })();
    const token = await lastToken();
    const results = await Promise.all(
      ['Erstes-langes-Passwort', 'Zweites-langes-Passwort'].map((password) => browser().accounts.resetPassword({ token, password, passwordRepeat: password })()),
    );
    expect(results.filter(E.isRight)).toHaveLength(1);
    const winner = results.findIndex(E.isRight) === 0 ? 'Erstes-langes-Passwort' : 'Zweites-langes-Passwort';
    expect((await stores.users.findByEmail(KATRIN.email))?.passwordHash).toBe(`plain:${winner}`);
  });

  it('refuses a link from the first full hour on, one replaced by a newer mail, and a token it never issued', async () => {
    const { clock, browser, lastToken } = await setup();
    await browser().accounts.requestPasswordReset({ email: KATRIN.email })();
    const first = await lastToken();
    clock.advance({ minutes: 59, seconds: 59 });
    expect(await browser().accounts.passwordResetLink({ token: first })()).toMatchObject({ _tag: 'Right' });
    clock.advance({ seconds: 1 });
    expect(await browser().accounts.passwordResetLink({ token: first })()).toEqual(
      E.left({ _tag: 'Conflict', message: 'Dieser Link zum Zurücksetzen des Passworts ist abgelaufen: Er ist nur 1 Stunde gültig. Bitte fordern Sie einen neuen Link an.' }),
    );
    expect(await browser().accounts.resetPassword({ token: first, password: NEW_PASSWORD, passwordRepeat: NEW_PASSWORD })()).toMatchObject({
      left: { _tag: 'Conflict' },
    });

    await browser().accounts.requestPasswordReset({ email: KATRIN.email })();
    const second = await lastToken();
    await browser().accounts.requestPasswordReset({ email: KATRIN.email })();
    expect(await browser().accounts.passwordResetLink({ token: second })()).toMatchObject({ left: { _tag: 'NotFound' } });
    expect(await browser().accounts.passwordResetLink({ token: await lastToken() })()).toMatchObject({ _tag: 'Right' });
    expect(await browser().accounts.passwordResetLink({ token: 'token-999' })()).toMatchObject({ left: { _tag: 'NotFound' } });
    expect(await browser().accounts.passwordResetLink({ token: ' ' })()).toMatchObject({ left: { _tag: 'Invalid' } });
  });

  it('checks the new password with the registration rules and the repetition, and leaves the link unused', async () => {
    const { browser, lastToken } = await setup();
    await browser().accounts.requestPasswordReset({ email: KATRIN.email })();
    const token = await lastToken();
    const reset = (password: string, passwordRepeat: string) => browser().accounts.resetPassword({ token, password, passwordRepeat })();
    expect(await reset('kurz', 'kurz')).toMatchObject({ _tag: 'Left', left: { _tag: 'Invalid', fieldErrors: { password: 'Bitte wählen Sie ein Passwort in dem vorgegebenen Format' } } });
    expect(await reset('passwort123', 'passwort123')).toMatchObject({ left: { fieldErrors: { password: expect.stringContaining('zu verbreitet') as string } } });
    expect(await reset(NEW_PASSWORD, '')).toMatchObject({ left: { _tag: 'Invalid', fieldErrors: { passwordRepeat: 'Bitte wiederholen Sie das neue Passwort.' } } });
    expect(await reset(NEW_PASSWORD, `${NEW_PASSWORD}!`)).toMatchObject({
      left: { _tag: 'Invalid', fieldErrors: { passwordRepeat: 'Die beiden Passwörter stimmen nicht überein.' } },
    });
    expect(await browser().accounts.passwordResetLink({ token })()).toMatchObject({ _tag: 'Right' });
    expect(await reset(NEW_PASSWORD, NEW_PASSWORD)).toMatchObject({ _tag: 'Right' });
  });

  it('mails at most 3 links an hour for one account, and 10 from one client address', async () => {
    const { stores, browser } = await setup();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(await browser(`203.0.113.${attempt}`).accounts.requestPasswordReset({ email: KATRIN.email })()).toMatchObject({ _tag: 'Right' });
    }
    expect(await browser('203.0.113.50').accounts.requestPasswordReset({ email: KATRIN.email })()).toMatchObject({ left: { _tag: 'RateLimited' } });
    expect(await stores.mailedTokens()).toHaveLength(3);
    const { accounts } = browser('203.0.113.99');
    for (let attempt = 0; attempt < 10; attempt += 1) await accounts.requestPasswordReset({ email: `person${attempt}@example.net` })();
    expect(await accounts.requestPasswordReset({ email: 'noch.jemand@example.net' })()).toMatchObject({ left: { _tag: 'RateLimited' } });
  });
});
