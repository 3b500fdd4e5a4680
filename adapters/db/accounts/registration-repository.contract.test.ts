import { eq } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database';
import { DrizzleOutbox } from '../../mail/drizzle-outbox';
import { emailConfirmations, outbox, portalProfiles } from '../schema';
import { testDatabaseEngines } from '../testing/test-databases';
import { DrizzleRegistrationRepository } from './registration-repository';
import { DrizzleUserRepository } from './user-repository';

const T0 = Temporal.Instant.from('2027-03-12T09:30:00Z');
const clock = { now: () => T0 };

const account = (email: string) => ({
  email,
  passwordHash: 'scrypt$1024$8$1$c2FsdA==$aGFzaA==',
  salutation: 'Frau',
  firstname: 'Katrin',
  lastname: 'Neumann',
  company: 'Neumann Logistik GmbH',
  createdAt: T0,
});
const PROFILE = { phone: '040 123456', street: 'Hafenstraße', streetNumber: '12a', postalCode: '20457', city: 'Hamburg' };
const confirmation = (tokenHash: string, redirect: string | null = null) => ({ tokenHash, issuedAt: T0, expiresAt: T0.add({ hours: 48 }), redirect });
const mailFor = (token: string) => (created: { email: string; firstname: string; lastname: string }) => ({
  recipient: { email: created.email, firstname: created.firstname, lastname: created.lastname },
  token,
  expiresAt: T0.add({ hours: 48 }),
});

describe.each(testDatabaseEngines().map((engine) => [engine.name, engine] as const))('registration repository on %s', (_name, engine) => {
  let database: Database;
  let registrations: DrizzleRegistrationRepository;
  let users: DrizzleUserRepository;

  beforeAll(async () => {
    database = await engine.open();
    registrations = new DrizzleRegistrationRepository(database.db, new DrizzleOutbox(database.db, clock));
    users = new DrizzleUserRepository(database.db);
  });

  afterAll(async () => {
    await database.close();
  });

  it('writes the unconfirmed account, its profile, its link and its mail together; a taken address writes none of them', async () => {
    const created = await registrations.register(account('k.neumann@example.net'), PROFILE, confirmation('hash-1', '/seminare'), mailFor('token-1'));
    expect(created).toMatchObject({ _tag: 'Created', account: { email: 'k.neumann@example.net', emailConfirmed: false } });
    if (created._tag !== 'Created') return;
    const userId = created.account.userId;
    expect(await database.db.select().from(portalProfiles).where(eq(portalProfiles.userId, userId))).toMatchObject([PROFILE]);
    expect(await registrations.findConfirmation('hash-1')).toEqual({ userId, redirect: '/seminare', expiresAt: T0.add({ hours: 48 }), usedAt: null });
    const mails = await database.db.select().from(outbox).where(eq(outbox.kind, 'email_confirmation'));
    expect(mails).toHaveLength(1);

    expect(await registrations.register(account('K.NEUMANN@example.net'), PROFILE, confirmation('hash-2'), mailFor('token-2'))).toEqual({ _tag: 'EmailTaken' });
    expect(await registrations.findConfirmation('hash-2')).toBeUndefined();
    expect(await database.db.select().from(outbox).where(eq(outbox.kind, 'email_confirmation'))).toHaveLength(1);
  });

  it('of two simultaneous uses of one link exactly one confirms the account', async () => {
    const created = await registrations.register(account('zwei.tabs@example.net'), PROFILE, confirmation('hash-tabs'), mailFor('token-tabs'));
    if (created._tag !== 'Created') throw new Error('not created');
    const uses = await Promise.all([registrations.useConfirmation('hash-tabs', T0), registrations.useConfirmation('hash-tabs', T0)]);
    expect(uses.filter(Boolean)).toHaveLength(1);
    expect((await users.findById(created.account.userId))?.emailConfirmed).toBe(true);
    expect((await registrations.findConfirmation('hash-tabs'))?.usedAt?.equals(T0)).toBe(true);
  });

  it('a new link replaces the old one, keeps the redirect and queues its mail', async () => {
    const created = await registrations.register(account('neu.link@example.net'), PROFILE, confirmation('hash-old', '/meinifb/merkliste'), mailFor('token-old'));
    if (created._tag !== 'Created') throw new Error('not created');
    const userId = created.account.userId;
    await registrations.renewConfirmation(userId, { tokenHash: 'hash-new', issuedAt: T0, expiresAt: T0.add({ hours: 48 }) }, mailFor('token-new')(created.account));
    expect(await registrations.findConfirmation('hash-old')).toBeUndefined();
    expect(await registrations.findConfirmation('hash-new')).toMatchObject({ userId, redirect: '/meinifb/merkliste', usedAt: null });
    expect(await database.db.select().from(emailConfirmations).where(eq(emailConfirmations.userId, userId))).toHaveLength(1);
  });
});
