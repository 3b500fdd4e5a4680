import type { ImpersonationLog, ImpersonationLogEntry } from '../impersonation-log.repository';
import type { Temporal } from 'temporal-polyfill';
import type { RateLimitRepository } from '../rate-limit.repository';
import type { StoredSession } from '../session';
import type { ExpiryCutoffs, NewSession, SessionRepository, SessionRotation } from '../session.repository';
import type { SessionTokens } from '../session-tokens';
import type { Account, CreateAccountResult, Gremium, NewAccount, UserRepository } from '../user.repository';
import type { Outbox } from '../../mail/outbox.port';
import type { EmailConfirmationPayload } from '../../mail/outbox-payloads';
import type { PasswordResetPayload } from '../../mail/outbox-payloads';
import type { NewPasswordReset, PasswordResetRepository, StoredPasswordReset } from '../password-reset.repository';
import type { NewConfirmation, RegistrationProfile, RegistrationRepository, StoredConfirmation } from '../email-confirmation.repository';

/** Sessions in a Map: the service's rules run without a database (tests, a UI without server). */
export class MemorySessionRepository implements SessionRepository {
  readonly byHash = new Map<string, StoredSession>();
  #nextId = 1;

  /** The log that `rotateLogged` writes to: pass the one the service reads. */
  constructor(private readonly impersonationLog: ImpersonationLog = new MemoryImpersonationLog()) {}

  findByTokenHash(tokenHash: string): Promise<StoredSession | undefined> {
    return Promise.resolve(this.byHash.get(tokenHash));
  }

  create(tokenHash: string, session: NewSession): Promise<StoredSession> {
    const stored = { ...session, sessionId: `session-${this.#nextId++}` };
    this.byHash.set(tokenHash, stored);
    return Promise.resolve(stored);
  }

  rotate(sessionId: string, newTokenHash: string, changes: SessionRotation): Promise<StoredSession | undefined> {
    const entry = this.#entry(sessionId);
    if (entry === undefined) return Promise.resolve(undefined);
    this.byHash.delete(entry[0]);
    const rotated = { ...entry[1], ...changes };
    this.byHash.set(newTokenHash, rotated);
    return Promise.resolve(rotated);
  }

  async rotateLogged(sessionId: string, newTokenHash: string, changes: SessionRotation, entry: ImpersonationLogEntry): Promise<StoredSession | undefined> {
    if (this.#entry(sessionId) === undefined) return undefined;
    // The log first: if it fails, the rotation below never happens (both or neither).
    await this.impersonationLog.record(entry);
    return this.rotate(sessionId, newTokenHash, changes);
  }

  touch(sessionId: string, lastSeenAt: Temporal.Instant): Promise<void> {
    this.#update(sessionId, (session) => ({ ...session, lastSeenAt }));
    return Promise.resolve();
  }

  setLoginTarget(sessionId: string, loginTarget: string | null): Promise<void> {
    this.#update(sessionId, (session) => ({ ...session, loginTarget }));
    return Promise.resolve();
  }

  /** What the password reset does to an account's sessions (its own and those impersonating it from it). */
  deleteOfUser(userId: number): void {
    for (const [hash, session] of this.byHash) {
      if (session.userId === userId || session.impersonatorId === userId) this.byHash.delete(hash);
    }
  }

  delete(sessionId: string): Promise<void> {
    const entry = this.#entry(sessionId);
    if (entry !== undefined) this.byHash.delete(entry[0]);
    return Promise.resolve();
  }

  deleteExpired(cutoffs: ExpiryCutoffs): Promise<number> {
    let deleted = 0;
    for (const [hash, session] of this.byHash) {
      const { lastSeenBefore, createdBefore } = session.userId === null ? cutoffs.visitor : cutoffs.loggedIn;
      const expired =
        session.lastSeenAt.epochMilliseconds <= lastSeenBefore.epochMilliseconds ||
        session.createdAt.epochMilliseconds <= createdBefore.epochMilliseconds;
      if (expired) {
        this.byHash.delete(hash);
        deleted += 1;
      }
    }
    return Promise.resolve(deleted);
  }

  #entry(sessionId: string): [string, StoredSession] | undefined {
    return [...this.byHash.entries()].find(([, session]) => session.sessionId === sessionId);
  }

  #update(sessionId: string, change: (session: StoredSession) => StoredSession): void {
    const entry = this.#entry(sessionId);
    if (entry !== undefined) this.byHash.set(entry[0], change(entry[1]));
  }
}

export class MemoryUserRepository implements UserRepository {
  readonly #accounts: Account[];
  readonly #gremien: readonly Gremium[];

  constructor(accounts: readonly Account[] = [], gremien: readonly Gremium[] = []) {
    this.#accounts = [...accounts];
    this.#gremien = gremien;
  }

  findByEmail(email: string): Promise<Account | undefined> {
    return Promise.resolve(this.#accounts.find((account) => account.email.toLowerCase() === email.toLowerCase()));
  }

  findById(userId: number): Promise<Account | undefined> {
    return Promise.resolve(this.#accounts.find((account) => account.userId === userId));
  }

  async create({ createdAt: _createdAt, ...account }: NewAccount): Promise<CreateAccountResult> {
    if ((await this.findByEmail(account.email)) !== undefined) return { _tag: 'EmailTaken' };
    const created: Account = {
      ...account,
      userId: Math.max(0, ...this.#accounts.map((existing) => existing.userId)) + 1,
      role: 'user',
      gremiumId: null,
      gremiumRole: null,
    };
    this.#accounts.push(created);
    return { _tag: 'Created', account: created };
  }

  /** A new password's hash (the password reset's memory repository sets it). */
  setPasswordHash(userId: number, passwordHash: string): void {
    const index = this.#accounts.findIndex((account) => account.userId === userId);
    const found = this.#accounts[index];
    if (found !== undefined) this.#accounts[index] = { ...found, passwordHash };
  }

  /** The account's address confirmed or not (the registration's memory repository sets it). */
  setEmailConfirmed(userId: number, emailConfirmed: boolean): void {
    const index = this.#accounts.findIndex((account) => account.userId === userId);
    const found = this.#accounts[index];
    if (found !== undefined) this.#accounts[index] = { ...found, emailConfirmed };
  }

  findGremium(gremiumId: number): Promise<Gremium | undefined> {
    return Promise.resolve(this.#gremien.find((gremium) => gremium.gremiumId === gremiumId));
  }

  gremiumMembers(gremiumId: number): Promise<readonly Account[]> {
    return Promise.resolve(this.#accounts.filter((account) => account.gremiumId === gremiumId));
  }
}

export class MemoryRateLimitRepository implements RateLimitRepository {
  readonly #counts = new Map<string, { readonly windowStart: Temporal.Instant; readonly hits: number }>();

  count(bucket: string, windowStart: Temporal.Instant): Promise<number> {
    return Promise.resolve(this.#counts.get(`${bucket}@${windowStart.toString()}`)?.hits ?? 0);
  }

  increment(bucket: string, windowStart: Temporal.Instant): Promise<number> {
    const key = `${bucket}@${windowStart.toString()}`;
    const hits = (this.#counts.get(key)?.hits ?? 0) + 1;
    this.#counts.set(key, { windowStart, hits });
    return Promise.resolve(hits);
  }

  deleteBefore(windowStart: Temporal.Instant): Promise<number> {
    let deleted = 0;
    for (const [key, entry] of this.#counts) {
      if (entry.windowStart.epochMilliseconds < windowStart.epochMilliseconds) {
        this.#counts.delete(key);
        deleted += 1;
      }
    }
    return Promise.resolve(deleted);
  }
}

/** Predictable tokens: token-1, token-2 …, "hashed" by a prefix. */
export const sequentialTokens = (): SessionTokens => {
  let next = 1;
  return {
    generate: () => `token-${next++}`,
    hash: (token) => `hash(${token})`,
    isWellFormed: (token) => token.startsWith('token-'),
  };
};

/** The registration over the memory users and outbox: the same contract as the Drizzle repository. */
export class MemoryRegistrationRepository implements RegistrationRepository {
  readonly confirmations = new Map<string, StoredConfirmation>();
  readonly profiles = new Map<number, RegistrationProfile>();

  constructor(
    private readonly users: MemoryUserRepository,
    private readonly outbox: Outbox,
  ) {}

  async register(
    account: NewAccount,
    profile: RegistrationProfile,
    confirmation: NewConfirmation,
    mail: (created: Account) => EmailConfirmationPayload,
  ): Promise<CreateAccountResult> {
    const created = await this.users.create(account);
    if (created._tag === 'EmailTaken') return created;
    this.users.setEmailConfirmed(created.account.userId, false);
    const unconfirmed = { ...created.account, emailConfirmed: false };
    this.profiles.set(unconfirmed.userId, profile);
    this.confirmations.set(confirmation.tokenHash, {
      userId: unconfirmed.userId,
      expiresAt: confirmation.expiresAt,
      usedAt: null,
      redirect: confirmation.redirect,
    });
    await this.outbox.enqueue(undefined, 'email_confirmation', mail(unconfirmed));
    return { _tag: 'Created', account: unconfirmed };
  }

  findConfirmation(tokenHash: string): Promise<StoredConfirmation | undefined> {
    return Promise.resolve(this.confirmations.get(tokenHash));
  }

  useConfirmation(tokenHash: string, at: Temporal.Instant): Promise<boolean> {
    const stored = this.confirmations.get(tokenHash);
    if (stored?.usedAt !== null) return Promise.resolve(false);
    this.confirmations.set(tokenHash, { ...stored, usedAt: at });
    this.users.setEmailConfirmed(stored.userId, true);
    return Promise.resolve(true);
  }

  async renewConfirmation(userId: number, confirmation: Omit<NewConfirmation, 'redirect'>, mail: EmailConfirmationPayload): Promise<void> {
    let redirect: string | null = null;
    for (const [hash, stored] of this.confirmations) {
      if (stored.userId !== userId) continue;
      redirect = stored.redirect;
      this.confirmations.delete(hash);
    }
    this.confirmations.set(confirmation.tokenHash, { userId, expiresAt: confirmation.expiresAt, usedAt: null, redirect });
    await this.outbox.enqueue(undefined, 'email_confirmation', mail);
  }
}

/** "Passwort vergessen?" over the memory users, sessions and outbox: the same contract as the Drizzle repository. */
export class MemoryPasswordResetRepository implements PasswordResetRepository {
  readonly resets = new Map<string, StoredPasswordReset>();

  constructor(
    private readonly users: MemoryUserRepository,
    private readonly sessions: MemorySessionRepository,
    private readonly outbox: Outbox,
  ) {}

  async request(reset: NewPasswordReset, mail: PasswordResetPayload): Promise<void> {
    for (const [hash, stored] of this.resets) if (stored.userId === reset.userId) this.resets.delete(hash);
    this.resets.set(reset.tokenHash, { userId: reset.userId, expiresAt: reset.expiresAt, usedAt: null });
    await this.outbox.enqueue(undefined, 'password_reset', mail);
  }

  find(tokenHash: string): Promise<StoredPasswordReset | undefined> {
    return Promise.resolve(this.resets.get(tokenHash));
  }

  use(tokenHash: string, at: Temporal.Instant, passwordHash: string): Promise<boolean> {
    const stored = this.resets.get(tokenHash);
    if (stored?.usedAt !== null) return Promise.resolve(false);
    this.resets.set(tokenHash, { ...stored, usedAt: at });
    this.users.setPasswordHash(stored.userId, passwordHash);
    this.users.setEmailConfirmed(stored.userId, true);
    this.sessions.deleteOfUser(stored.userId);
    return Promise.resolve(true);
  }
}

/** The impersonation audit trail in memory: append only, newest first when read. */
export class MemoryImpersonationLog implements ImpersonationLog {
  readonly entries: ImpersonationLogEntry[] = [];

  record(entry: ImpersonationLogEntry): Promise<void> {
    this.entries.push(entry);
    return Promise.resolve();
  }

  recent(limit: number): Promise<readonly ImpersonationLogEntry[]> {
    return Promise.resolve([...this.entries].reverse().slice(0, limit));
  }
}
