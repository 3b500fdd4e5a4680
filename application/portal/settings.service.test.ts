import * as E from 'fp-ts/Either';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { PasswordHasher } from '../accounts/password-hasher';
import { RateLimiter } from '../accounts/rate-limiter';
import { MemoryRateLimitRepository, sequentialTokens } from '../accounts/testing/memory-repositories';
import type { Account } from '../accounts/user.repository';
import { SettingsService } from './settings.service';
import { MemoryPortal } from './testing/memory-portal';
import { ACCOUNTS, GREMIEN, MEMBER, NOW, OTHER_GREMIUM_ADMIN, SINGLE, clock, contextFor } from './testing/portal-fixture';
import { invitationExpiresAt } from '../../domain/portal/gremium-invitation';

const hasher: PasswordHasher = {
  hash: (password) => Promise.resolve(`plain:${password}`),
  verify: (password, stored) => Promise.resolve(stored === `plain:${password}`),
};

const INVITED_AT = Temporal.Instant.from('2026-11-20T08:00:00Z');

const setup = () => {
  const portal = new MemoryPortal(ACCOUNTS, GREMIEN, [{ rubricId: 1, name: 'Betriebsverfassungsrecht' }]);
  let now = NOW;
  const movingClock = { now: () => now };
  const service = new SettingsService({
    users: portal,
    profiles: portal,
    gremien: portal,
    hasher,
    limiter: new RateLimiter(new MemoryRateLimitRepository(), clock),
    clock: movingClock,
    emailChanges: portal,
    tokens: sequentialTokens(),
  });
  const later = (duration: Temporal.DurationLike) => {
    now = NOW.add(duration);
  };
  const as = (caller: Account | undefined) => service.forRequest(contextFor(caller));
  const invite = (gremiumId: number, email: string) =>
    portal.invite(
      gremiumId,
      { email, role: 'member', invitedBy: OTHER_GREMIUM_ADMIN.userId, at: INVITED_AT, tokenHash: `hash-${email}`, expiresAt: invitationExpiresAt(INVITED_AT) },
      () => false,
      (invitation) => ({ email, gremiumName: invitation.gremiumName, invitedBy: { firstname: 'O', lastname: 'A' }, role: 'member', token: 't', expiresAt: invitation.expiresAt }),
    );
  return { portal, as, invite, later };
};

describe('SettingsService memberships', () => {
  it('lists an invitation for the caller and joins the Gremium on acceptance', async () => {
    const { as, invite } = setup();
    await invite(2, 'JONAS@example.org');
    const pending = await as(SINGLE).memberships()();
    expect(pending).toMatchObject(E.right({ memberships: [], invitations: [{ gremiumName: 'Betriebsrat Süd', role: 'member' }] }));
    const invitationId = E.isRight(pending) ? pending.right.invitations[0]!.invitationId : 0;
    expect(await as(SINGLE).acceptInvitation(invitationId)()).toEqual(
      E.right({ memberships: [{ gremiumId: 2, name: 'Betriebsrat Süd', company: 'Süd AG', role: 'member' }], invitations: [] }),
    );
  });

  it('refuses an expired invitation (accepted from the settings too), and a used one is gone', async () => {
    const { as, portal } = setup();
    await portal.invite(
      2,
      { email: SINGLE.email, role: 'member', invitedBy: OTHER_GREMIUM_ADMIN.userId, at: NOW.subtract({ hours: 15 * 24 }), tokenHash: 'h', expiresAt: NOW.subtract({ hours: 24 }) },
      () => false,
      (invitation) => ({ email: SINGLE.email, gremiumName: invitation.gremiumName, invitedBy: { firstname: 'O', lastname: 'A' }, role: 'member', token: 't', expiresAt: invitation.expiresAt }),
    );
    const [invitation] = portal.invitations;
    expect(await as(SINGLE).acceptInvitation(invitation!.invitationId)()).toEqual(
      E.left({ _tag: 'Conflict', message: 'Diese Einladung ist abgelaufen. Bitte bitten Sie die Administration Ihres Gremiums um eine neue Einladung.' }),
    );
  });

  it('refuses to accept for someone already in a Gremium, and declines', async () => {
    const { as, invite } = setup();
    await invite(2, MEMBER.email);
    const [invitation] = (await as(MEMBER).memberships()().then((result) => (E.isRight(result) ? result.right.invitations : [])));
    expect(await as(MEMBER).acceptInvitation(invitation!.invitationId)()).toEqual(
      E.left({ _tag: 'Conflict', message: 'Sie gehören bereits einem Gremium an. Bitte lassen Sie sich dort zuerst austragen.' }),
    );
    expect(await as(SINGLE).declineInvitation(invitation!.invitationId)()).toMatchObject(E.left({ _tag: 'NotFound' }));
    expect(await as(MEMBER).declineInvitation(invitation!.invitationId)()).toMatchObject(E.right({ invitations: [] }));
  });
});

describe('SettingsService login e-mail', () => {
  it('stops after five wrong passwords, as the login does, even for the right one', async () => {
    const { as } = setup();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(await as(SINGLE).changeLoginEmail({ email: 'neu@example.org', password: `falsch-${attempt}` })()).toMatchObject(E.left({ _tag: 'Invalid' }));
    }
    expect(await as(SINGLE).changeLoginEmail({ email: 'neu@example.org', password: 'Seminar-Demo-2026!' })()).toMatchObject(
      E.left({ _tag: 'RateLimited', message: 'Zu viele falsche Passwörter. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.' }),
    );
  });
});

describe('SettingsService login e-mail change by link', () => {
  const PASSWORD = 'Seminar-Demo-2026!';

  it('keeps the old address until the mailed link is followed, then logs in with the new one', async () => {
    const { as, portal } = setup();
    expect(await as(SINGLE).changeLoginEmail({ email: ' neu@example.org ', password: PASSWORD })()).toEqual(
      E.right({ email: SINGLE.email, pendingEmail: 'neu@example.org' }),
    );
    expect((await portal.findById(SINGLE.userId))?.email).toBe(SINGLE.email);
    expect(await as(SINGLE).loginEmail()()).toEqual(E.right({ email: SINGLE.email, pendingEmail: 'neu@example.org' }));
    const [mail] = portal.emailChangeMails;
    expect(mail).toMatchObject({ oldEmail: SINGLE.email, newEmail: 'neu@example.org', person: { firstname: 'Jonas' } });
    expect(await as(undefined).confirmLoginEmail({ token: mail!.token })()).toEqual(E.right({ email: 'neu@example.org', pendingEmail: null }));
    expect((await portal.findById(SINGLE.userId))?.email).toBe('neu@example.org');
    expect(await as(undefined).confirmLoginEmail({ token: mail!.token })()).toEqual(
      E.left({ _tag: 'Conflict', message: 'Dieser Bestätigungslink wurde bereits verwendet.' }),
    );
  });

  it('a link opens nothing after 24 hours, and a newer request replaces the older link', async () => {
    const { as, portal, later } = setup();
    await as(SINGLE).changeLoginEmail({ email: 'eins@example.org', password: PASSWORD })();
    await as(SINGLE).changeLoginEmail({ email: 'zwei@example.org', password: PASSWORD })();
    const [first, second] = portal.emailChangeMails;
    expect(await as(undefined).confirmLoginEmail({ token: first!.token })()).toMatchObject(E.left({ _tag: 'NotFound' }));
    later({ hours: 24 });
    expect(await as(undefined).confirmLoginEmail({ token: second!.token })()).toEqual(
      E.left({ _tag: 'Conflict', message: 'Dieser Bestätigungslink ist abgelaufen. Bitte ändern Sie die E-Mail-Adresse in den Einstellungen erneut.' }),
    );
    expect((await portal.findById(SINGLE.userId))?.email).toBe(SINGLE.email);
  });

  it('refuses the own address, an address of another account, a missing password and a missing token with field messages', async () => {
    const { as, portal } = setup();
    expect(await as(SINGLE).changeLoginEmail({ email: SINGLE.email.toUpperCase(), password: PASSWORD })()).toEqual(
      E.left(expect.objectContaining({ _tag: 'Invalid', fieldErrors: { email: 'Das ist bereits Ihre E-Mail-Adresse.' } })),
    );
    expect(await as(SINGLE).changeLoginEmail({ email: MEMBER.email, password: PASSWORD })()).toEqual(
      E.left(expect.objectContaining({ _tag: 'Invalid', fieldErrors: { email: 'Diese E-Mail-Adresse wird bereits für ein anderes Konto verwendet.' } })),
    );
    expect(await as(SINGLE).changeLoginEmail({ email: 'kein-at', password: '' })()).toEqual(
      E.left(
        expect.objectContaining({
          _tag: 'Invalid',
          fieldErrors: { email: 'Bitte geben Sie eine gültige E-Mail-Adresse an', password: 'Bitte geben Sie Ihr aktuelles Passwort ein.' },
        }),
      ),
    );
    expect(await as(undefined).confirmLoginEmail({})()).toMatchObject(E.left({ _tag: 'Invalid' }));
    expect(portal.emailChangeMails).toEqual([]);
  });

  it('answers Conflict when another account took the address before the link was followed', async () => {
    const { as, portal } = setup();
    await as(SINGLE).changeLoginEmail({ email: 'frei@example.org', password: PASSWORD })();
    portal.accounts.push({ ...MEMBER, userId: 99, email: 'frei@example.org' });
    expect(await as(undefined).confirmLoginEmail({ token: portal.emailChangeMails[0]!.token })()).toEqual(
      E.left({ _tag: 'Conflict', message: 'Diese E-Mail-Adresse wird bereits für ein anderes Konto verwendet.' }),
    );
  });
});
