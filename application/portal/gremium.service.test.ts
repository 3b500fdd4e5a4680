import * as E from 'fp-ts/Either';
import { INVOICE_EMAIL_INVALID, LEITWEG_ID_CHECK_DIGITS_WRONG } from '../../domain/invoice/invoice-recipient';
import { describe, expect, it } from 'vitest';
import type { Account } from '../accounts/user.repository';
import { sequentialTokens } from '../accounts/testing/memory-repositories';
import { GremiumService } from './gremium.service';
import { MemoryBookings, MemoryPortal } from './testing/memory-portal';
import {
  ACCOUNTS,
  GREMIEN,
  GREMIUM_ADMIN,
  MEMBER,
  NOW,
  OTHER_GREMIUM_MEMBER,
  SINGLE,
  SITE_ADMIN,
  bookedEvent,
  contextFor,
  recipient,
} from './testing/portal-fixture';

const setup = () => {
  const portal = new MemoryPortal(ACCOUNTS, GREMIEN);
  const bookings = new MemoryBookings([
    bookedEvent(10_001, 1, 'future', [recipient(1, GREMIUM_ADMIN.userId, null), recipient(2, MEMBER.userId, MEMBER.userId, 'Ahmet')]),
    bookedEvent(10_002, 2, 'past', [recipient(3, MEMBER.userId, null)]),
    bookedEvent(10_003, 3, 'future', [recipient(4, OTHER_GREMIUM_MEMBER.userId, null)]),
  ]);
  let now = NOW;
  const service = new GremiumService({ users: portal, profiles: portal, gremien: portal, bookings, clock: { now: () => now }, tokens: sequentialTokens() });
  return {
    portal,
    as: (caller: Account | undefined) => service.forRequest(contextFor(caller)),
    later: (hours: number) => {
      now = now.add({ hours });
    },
  };
};

const PERSON = { salutation: 'Herr', firstname: 'Ahmet', lastname: 'Yilmaz', company: 'Nord AG' };

describe('GremiumService access', () => {
  it('answers Unauthenticated to a visitor and Forbidden to anyone outside a Gremium, a site admin too', async () => {
    const { as } = setup();
    expect(await as(undefined).members()()).toMatchObject(E.left({ _tag: 'Unauthenticated' }));
    for (const caller of [SINGLE, SITE_ADMIN]) {
      expect(await as(caller).members()()).toEqual(E.left({ _tag: 'Forbidden', message: 'Diese Seite ist nur für Mitglieder eines Gremiums.' }));
    }
  });

  it('shows members their Gremium without addresses and invitations, and its admin with both', async () => {
    const { as } = setup();
    await as(GREMIUM_ADMIN).invite({ email: 'neu@example.org' })();
    const seenByMember = await as(MEMBER).members()();
    expect(seenByMember).toMatchObject(E.right({ gremium: { gremiumId: 1, name: 'Betriebsrat Nord' }, invitations: [] }));
    expect(E.isRight(seenByMember) && seenByMember.right.members.every((member) => member.email === undefined)).toBe(true);
    const seenByAdmin = await as(GREMIUM_ADMIN).members()();
    expect(seenByAdmin).toMatchObject(
      E.right({
        members: [
          { userId: 2, gremiumRole: 'admin', email: 'sabine@example.com' },
          { userId: 3, gremiumRole: 'member', email: 'ahmet@example.com' },
        ],
        invitations: [{ email: 'neu@example.org', role: 'member', gremiumName: 'Betriebsrat Nord' }],
      }),
    );
  });

  it('keeps member management, settings and member data to the Gremium admin', async () => {
    const { as } = setup();
    const adminsOnly = E.left({ _tag: 'Forbidden', message: 'Diese Aktion ist der Administration Ihres Gremiums vorbehalten.' });
    expect(await as(MEMBER).invite({ email: 'neu@example.org' })()).toEqual(adminsOnly);
    expect(await as(MEMBER).updateSettings({ name: 'Gekapert' })()).toEqual(adminsOnly);
    expect(await as(MEMBER).settings()()).toMatchObject(E.right({ name: 'Betriebsrat Nord' }));
    expect(await as(MEMBER).memberData(GREMIUM_ADMIN.userId)()).toEqual(adminsOnly);
    expect(await as(MEMBER).removeMember(GREMIUM_ADMIN.userId)()).toEqual(adminsOnly);
    expect(await as(MEMBER).memberEvents(MEMBER.userId, 'future')()).toEqual(adminsOnly);
  });

  it("answers another Gremium's member as an unknown account (NotFound), so ids leak nothing", async () => {
    const { as } = setup();
    const admin = as(GREMIUM_ADMIN);
    const other = E.left({ _tag: 'NotFound', message: 'Diesen Benutzer gibt es nicht.' });
    expect(await admin.memberData(OTHER_GREMIUM_MEMBER.userId)()).toEqual(other);
    expect(await admin.updateMemberData(OTHER_GREMIUM_MEMBER.userId, PERSON)()).toEqual(other);
    expect(await admin.memberEvents(OTHER_GREMIUM_MEMBER.userId, 'future')()).toEqual(other);
    expect(await admin.changeRole(OTHER_GREMIUM_MEMBER.userId, { role: 'admin' })()).toEqual(other);
    expect(await admin.removeMember(OTHER_GREMIUM_MEMBER.userId)()).toEqual(other);
    expect(await admin.memberData(999)()).toEqual(E.left({ _tag: 'NotFound', message: 'Diesen Benutzer gibt es nicht.' }));
  });
});

describe('GremiumService for the admin', () => {
  it('reads and changes a member\'s personal data by the §5 rules', async () => {
    const { as } = setup();
    const admin = as(GREMIUM_ADMIN);
    expect(await admin.memberData(MEMBER.userId)()).toMatchObject(E.right({ userId: 3, email: 'ahmet@example.com', firstname: 'Ahmet' }));
    expect(await admin.updateMemberData(MEMBER.userId, { ...PERSON, lastname: 'Yilmaz-Nord', phone: '040 1234567' })()).toMatchObject(
      E.right({ lastname: 'Yilmaz-Nord', phone: '040 1234567' }),
    );
    expect(await admin.updateMemberData(MEMBER.userId, { ...PERSON, firstname: '' })()).toMatchObject(
      E.left({ _tag: 'Invalid', fieldErrors: { firstname: 'Bitte tragen Sie einen Vornamen ein' } }),
    );
  });

  it('invites once per address, never a member, with a valid address', async () => {
    const { as } = setup();
    const admin = as(GREMIUM_ADMIN);
    expect(await admin.invite({ email: ' Neu@Example.org ', role: 'admin' })()).toMatchObject(E.right({ email: 'Neu@Example.org', role: 'admin' }));
    expect(await admin.invite({ email: 'neu@example.org' })()).toEqual(E.left({ _tag: 'Conflict', message: 'Diese Person ist bereits eingeladen.' }));
    expect(await admin.invite({ email: 'AHMET@example.com' })()).toEqual(E.left({ _tag: 'Conflict', message: 'Diese Person gehört bereits zu Ihrem Gremium.' }));
    expect(await admin.invite({ email: 'kaputt' })()).toMatchObject(
      E.left({ _tag: 'Invalid', fieldErrors: { email: 'Bitte geben Sie eine gültige E-Mail-Adresse an' } }),
    );
  });

  it('mails a link; the invitee joins once by it, and an expired link is renewed by inviting again', async () => {
    const { as, portal, later } = setup();
    await as(GREMIUM_ADMIN).invite({ email: 'Jonas@example.org', role: 'admin' })();
    expect(portal.invitationMails).toEqual([
      { email: 'Jonas@example.org', gremiumName: 'Betriebsrat Nord', invitedBy: { salutation: 'Frau', firstname: 'Sabine', lastname: 'Keller' }, role: 'admin', token: 'token-1', expiresAt: NOW.add({ hours: 336 }) },
    ]);
    expect(await as(undefined).invitation('token-1')()).toEqual(E.right({ gremiumName: 'Betriebsrat Nord', email: 'Jonas@example.org', role: 'admin', expiresAt: NOW.add({ hours: 336 }), state: 'valid' }));
    expect(await as(undefined).join('token-1')()).toMatchObject(E.left({ _tag: 'Unauthenticated' }));
    const unknown = E.left({ _tag: 'NotFound', message: expect.stringContaining('Diese Einladung kennen wir nicht.') as unknown });
    expect(await as(SINGLE).join('token-99')()).toMatchObject(unknown);
    expect(await as(SINGLE).join('kaputt')()).toMatchObject(unknown);
    expect(await as(MEMBER).join('token-1')()).toEqual(E.left({ _tag: 'Conflict', message: 'Sie gehören bereits einem Gremium an. Bitte lassen Sie sich dort zuerst austragen.' }));
    expect(await as(SINGLE).join('token-1')()).toEqual(E.right({ gremiumId: 1, gremiumName: 'Betriebsrat Nord', role: 'admin' }));
    expect(await as(SINGLE).join('token-1')()).toEqual(E.left({ _tag: 'Conflict', message: 'Diese Einladung wurde bereits angenommen. Sie können sie nur einmal verwenden.' }));
    expect(await as(undefined).invitation('token-1')()).toMatchObject(E.right({ state: 'used' }));

    await as(GREMIUM_ADMIN).invite({ email: 'spaet@example.org' })();
    later(336);
    expect(await as(undefined).invitation('token-2')()).toMatchObject(E.right({ state: 'expired' }));
    expect(await as(OTHER_GREMIUM_MEMBER).join('token-2')()).toMatchObject(E.left({ _tag: 'Conflict', message: expect.stringContaining('abgelaufen') as unknown }));
    expect(await as(GREMIUM_ADMIN).invite({ email: 'spaet@example.org' })()).toMatchObject(E.right({ email: 'spaet@example.org' }));
    expect(await as(undefined).invitation('token-2')()).toMatchObject(E.left({ _tag: 'NotFound' }));
    expect(await as(undefined).invitation('token-3')()).toMatchObject(E.right({ state: 'valid' }));
  });

  it('withdraws an invitation of its own Gremium only', async () => {
    const { as, portal } = setup();
    await as(GREMIUM_ADMIN).invite({ email: 'neu@example.org' })();
    const [invitation] = portal.invitations;
    expect(await as(GREMIUM_ADMIN).withdrawInvitation(99)()).toEqual(E.left({ _tag: 'NotFound', message: 'Diese Einladung gibt es nicht (mehr).' }));
    expect(await as(GREMIUM_ADMIN).withdrawInvitation(invitation!.invitationId)()).toMatchObject(E.right({ invitations: [] }));
  });

  it('changes roles and removes members, but never the last admin', async () => {
    const { as } = setup();
    const admin = as(GREMIUM_ADMIN);
    const lastAdmin = E.left({
      _tag: 'Conflict',
      message:
        'Ein Gremium braucht mindestens eine Person mit Administrationsrechten. Bitte ernennen Sie zuerst ein anderes Mitglied zur Administration.',
    });
    expect(await admin.changeRole(GREMIUM_ADMIN.userId, { role: 'member' })()).toEqual(lastAdmin);
    expect(await admin.removeMember(GREMIUM_ADMIN.userId)()).toEqual(lastAdmin);
    expect(await admin.changeRole(MEMBER.userId, { role: 'admin' })()).toMatchObject(E.right({ members: [{ gremiumRole: 'admin' }, { gremiumRole: 'admin' }] }));
    expect(await admin.removeMember(MEMBER.userId)()).toMatchObject(E.right({ members: [{ userId: 2 }] }));
  });

  it('saves the settings with a full billing address by the §5 rules', async () => {
    const { as } = setup();
    const admin = as(GREMIUM_ADMIN);
    expect(await admin.settings()()).toEqual(E.right({ gremiumId: 1, name: 'Betriebsrat Nord', company: 'Nord AG', billingAddress: null, invoiceEmail: null, leitwegId: null }));
    const settings = { name: 'BR Nord', company: 'Nord AG', street: 'Hafenweg', streetNumber: '1', postalCode: '20457', city: 'Hamburg' };
    expect(await admin.updateSettings(settings)()).toEqual(
      E.right({
        gremiumId: 1,
        name: 'BR Nord',
        company: 'Nord AG',
        billingAddress: { street: 'Hafenweg', streetNumber: '1', postalCode: '20457', city: 'Hamburg', country: 'DE' },
        invoiceEmail: null,
        leitwegId: null,
      }),
    );
    expect(await admin.updateSettings({ ...settings, invoiceEmail: ' buchhaltung@nord.example ', leitwegId: '04011000-1234512345-06' })()).toMatchObject(
      E.right({ invoiceEmail: 'buchhaltung@nord.example', leitwegId: '04011000-1234512345-06' }),
    );
    expect(await admin.updateSettings({ ...settings, invoiceEmail: 'buchhaltung', leitwegId: '04011000-1234512345-07' })()).toMatchObject(
      E.left({ _tag: 'Invalid', fieldErrors: { invoiceEmail: INVOICE_EMAIL_INVALID, leitwegId: LEITWEG_ID_CHECK_DIGITS_WRONG } }),
    );
    expect(await admin.updateSettings({ name: 'B', company: 'Nord AG' })()).toMatchObject(
      E.left({
        _tag: 'Invalid',
        fieldErrors: {
          name: 'Bitte geben Sie den Namen des Gremiums an.',
          street: 'Bitte geben Sie eine Straße an',
          streetNumber: 'Bitte geben Sie eine Hausnummer an',
          postalCode: 'Die Postleitzahl ist ungültig',
          city: 'Bitte geben Sie einen Ort an',
        },
      }),
    );
  });

  it("shows the Gremium's bookings to every member and a member's events to the admin", async () => {
    const { as } = setup();
    expect(await as(MEMBER).bookings()()).toMatchObject(
      E.right({
        futureEvents: [{ eventId: 10_001, recipients: [{ recipientId: 1 }, { recipientId: 2 }] }],
        pastEvents: [{ eventId: 10_002 }],
      }),
    );
    expect(await as(GREMIUM_ADMIN).memberEvents(MEMBER.userId, 'future')()).toMatchObject(
      E.right([{ eventId: 10_001, recipients: [{ recipientId: 2, firstname: 'Ahmet' }] }]),
    );
  });
});
