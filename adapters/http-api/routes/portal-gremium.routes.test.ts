import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/demo-data/people';
import { eq } from 'drizzle-orm';
import { gremien, gremiumInvitations, outbox, users } from '../../db/schema';
import { startAccountsTestApp, type AccountsTestApp } from '../session/testing/accounts-test-app';
import { placeTestOrder, soonestEvents } from './portal-test-bookings';
import { GREMIUM_ADMIN, JSON_HEADERS, MEMBER, OTHER_MEMBER, OTHER_SINGLE, SINGLE, THIRD_SINGLE, loggedIn, visitor } from './portal-test-users';

let app: AccountsTestApp;
/** An account of another Gremium (created below). */
const FOREIGN = { email: 'ole.sand@example.net', userId: 0 };
let eventId = 0;

beforeAll(async () => {
  app = await startAccountsTestApp();
  const db = app.database.db;
  await db.insert(gremien).values({ gremiumId: 2, name: 'Betriebsrat Süd', company: 'Süd AG' });
  const [first] = await db.select().from(users).limit(1);
  const [foreign] = await db
    .insert(users)
    .values({ ...first!, userId: undefined, email: FOREIGN.email, firstname: 'Ole', lastname: 'Sand', role: 'user', gremiumId: 2, gremiumRole: 'admin' })
    .returning({ userId: users.userId });
  FOREIGN.userId = foreign!.userId;
  const [soonest] = await soonestEvents(db);
  eventId = soonest!.eventId;
  await placeTestOrder(db, { userId: MEMBER.userId, gremiumId: 1, eventId, participants: [{ firstname: 'Ahmet', email: MEMBER.email }] });
  await placeTestOrder(db, { userId: FOREIGN.userId, gremiumId: 2, eventId, participants: [{ firstname: 'Ole', email: FOREIGN.email }] });
}, 120_000);

afterAll(async () => {
  await app.close();
});

const P = '/api-meinifb';

describe('Gremium pages for outsiders', () => {
  it('answers 401 to a visitor and 403 to a user without Gremium', async () => {
    const guest = await visitor(app);
    const single = await loggedIn(app, SINGLE.email);
    for (const path of ['gremium-mitglieder', 'gremium-buchungen', 'gremium-einstellungen', `get-settings-gremium-user-data/${MEMBER.userId}`, `get-user-future-events/${MEMBER.userId}`]) {
      expect(await guest.get(`${P}/${path}`)).toMatchObject({ status: 401 });
      expect(await single.get(`${P}/${path}`)).toMatchObject({
        status: 403,
        body: { error: 'forbidden', message: 'Diese Seite ist nur für Mitglieder eines Gremiums.' },
      });
    }
    expect(await guest.post(`${P}/gremium-mitglieder/einladen`, { email: 'x@example.org' })).toMatchObject({ status: 401 });
  });
});

describe('GET /api-meinifb/gremium-mitglieder and -buchungen', () => {
  it('lists the members with roles for a member, with addresses and invitations for the admin', async () => {
    const member = await (await loggedIn(app, MEMBER.email)).get(`${P}/gremium-mitglieder`);
    expect(member).toMatchObject({ ok: true, body: { gremium: { gremiumId: 1, name: 'Betriebsrat der Muster Logistik GmbH' }, invitations: [] } });
    const members = (member.body as { members: { userId: number }[] }).members;
    expect(members).toHaveLength(5);
    expect(members[0]).toEqual({ userId: 2, salutation: 'Frau', firstname: 'Sabine', lastname: 'Keller', gremiumRole: 'admin', brFunctions: [] });
    expect(JSON.stringify(member.body)).not.toContain('@');
    const admin = await (await loggedIn(app, GREMIUM_ADMIN.email)).get(`${P}/gremium-mitglieder`);
    expect((admin.body as { members: { email?: string }[] }).members.map((seen) => seen.email)).toContain(GREMIUM_ADMIN.email);
    expect((admin.body as { members: { email?: string }[] }).members.every((seen) => seen.email?.endsWith('@example.com'))).toBe(true);
  });

  it("shows every member the Gremium's bookings, and no other Gremium's", async () => {
    const answer = await (await loggedIn(app, OTHER_MEMBER.email)).get(`${P}/gremium-buchungen`);
    expect(answer).toMatchObject({ ok: true, body: { futureEvents: [{ eventId, recipients: [{ firstname: 'Ahmet', status: 'booked' }] }], pastEvents: [] } });
    expect(JSON.stringify(answer.body)).not.toContain('Ole');
  });
});

describe('Gremium admin: a member\'s data and events (/{id})', () => {
  it('reads and updates a member of the own Gremium', async () => {
    const admin = await loggedIn(app, GREMIUM_ADMIN.email);
    expect(await admin.get(`${P}/get-settings-gremium-user-data/${MEMBER.userId}`)).toMatchObject({
      ok: true,
      body: { userId: MEMBER.userId, email: MEMBER.email, firstname: 'Ahmet' },
    });
    expect(
      await admin.post(`${P}/gremium-personal-data/${MEMBER.userId}`, { salutation: 'Herr', firstname: 'Ahmet', lastname: 'Yılmaz', company: 'Muster Logistik GmbH', phone: '040 1234567' }),
    ).toMatchObject({ ok: true, body: { phone: '040 1234567' } });
    expect(await admin.get(`${P}/get-user-future-events/${MEMBER.userId}`)).toMatchObject({ ok: true, body: [{ eventId, recipients: [{ firstname: 'Ahmet' }] }] });
    expect(await admin.get(`${P}/get-user-past-events/${MEMBER.userId}`)).toEqual({ ok: true, body: [] });
  });

  it("answers another Gremium's member as unknown (404), refuses a bad id (400), a plain member (403) and bad data (400)", async () => {
    const admin = await loggedIn(app, GREMIUM_ADMIN.email);
    for (const path of [`get-settings-gremium-user-data/${FOREIGN.userId}`, `get-user-future-events/${FOREIGN.userId}`, `get-user-past-events/${FOREIGN.userId}`]) {
      expect(await admin.get(`${P}/${path}`)).toMatchObject({ status: 404, body: { message: 'Diesen Benutzer gibt es nicht.' } });
    }
    expect(await admin.post(`${P}/gremium-personal-data/${FOREIGN.userId}`, { firstname: 'X' })).toMatchObject({ status: 404 });
    expect(await admin.get(`${P}/get-settings-gremium-user-data/99999`)).toMatchObject({ status: 404, body: { message: 'Diesen Benutzer gibt es nicht.' } });
    expect(await admin.get(`${P}/get-settings-gremium-user-data/abc`)).toMatchObject({
      status: 400,
      body: { fieldErrors: { id: 'Bitte geben Sie eine gültige Benutzernummer an.' } },
    });
    expect(await admin.post(`${P}/gremium-personal-data/${MEMBER.userId}`, { salutation: 'Herr', firstname: 'A', lastname: 'Yılmaz', company: 'M' })).toMatchObject({
      status: 400,
      body: { fieldErrors: { firstname: 'Bitte tragen Sie den vollständigen Vornamen ein', company: 'Bitte füllen Sie das Feld Firma aus' } },
    });
    const member = await loggedIn(app, MEMBER.email);
    expect(await member.get(`${P}/get-settings-gremium-user-data/${GREMIUM_ADMIN.userId}`)).toMatchObject({
      status: 403,
      body: { message: 'Diese Aktion ist der Administration Ihres Gremiums vorbehalten.' },
    });
    const foreign = await loggedIn(app, FOREIGN.email);
    expect(await foreign.get(`${P}/get-settings-gremium-user-data/${MEMBER.userId}`)).toMatchObject({ status: 404 });
  });
});

describe('Gremium settings', () => {
  it('lets the admin read and save name, company and billing address', async () => {
    const admin = await loggedIn(app, GREMIUM_ADMIN.email);
    expect(await admin.get(`${P}/gremium-einstellungen`)).toEqual({
      ok: true,
      body: { gremiumId: 1, name: 'Betriebsrat der Muster Logistik GmbH', company: 'Muster Logistik GmbH', billingAddress: null, invoiceEmail: null, leitwegId: null },
    });
    const settings = { name: 'Betriebsrat Muster Logistik', company: 'Muster Logistik GmbH', street: 'Hafenstraße', streetNumber: '5', postalCode: '20457', city: 'Hamburg' };
    expect(await admin.post(`${P}/gremium-einstellungen`, settings)).toEqual({
      ok: true,
      body: {
        gremiumId: 1,
        name: 'Betriebsrat Muster Logistik',
        company: 'Muster Logistik GmbH',
        billingAddress: { street: 'Hafenstraße', streetNumber: '5', postalCode: '20457', city: 'Hamburg', country: 'DE' },
        invoiceEmail: null,
        leitwegId: null,
      },
    });
    expect(await admin.post(`${P}/gremium-einstellungen`, { ...settings, name: '', postalCode: 'abcde' })).toMatchObject({
      status: 400,
      body: { fieldErrors: { name: 'Bitte geben Sie den Namen des Gremiums an.', postalCode: 'Postleitzahlen dürfen nur Zahlen enthalten' } },
    });
    const forged = await admin.raw('main', `${P}/gremium-einstellungen`, { method: 'POST', body: JSON.stringify(settings), headers: JSON_HEADERS, xsrf: false });
    expect(forged.status).toBe(403);
  });

  it('lets plain members read the settings but not change them', async () => {
    const member = await loggedIn(app, MEMBER.email);
    expect(await member.get(`${P}/gremium-einstellungen`)).toMatchObject({ ok: true, body: { gremiumId: 1 } });
    expect(await member.post(`${P}/gremium-einstellungen`, { name: 'Gekapert' })).toMatchObject({ status: 403 });
  });
});

describe('members: invitation, role, removal', () => {
  it('invites by e-mail (pending), the invited account accepts and joins, then gets a role and leaves', async () => {
    const admin = await loggedIn(app, GREMIUM_ADMIN.email);
    const invited = await admin.post(`${P}/gremium-mitglieder/einladen`, { email: 'Tobias.Krause@example.org' });
    expect(invited).toMatchObject({ ok: true, body: { email: 'Tobias.Krause@example.org', role: 'member', gremiumName: expect.any(String) as unknown } });
    expect(await admin.post(`${P}/gremium-mitglieder/einladen`, { email: 'tobias.krause@example.org' })).toMatchObject({
      status: 409,
      body: { message: 'Diese Person ist bereits eingeladen.' },
    });
    expect(await admin.get(`${P}/gremium-mitglieder`)).toMatchObject({ body: { invitations: [{ email: 'Tobias.Krause@example.org' }] } });

    const invitee = await loggedIn(app, THIRD_SINGLE.email);
    const pending = await invitee.get(`${P}/get-settings-user-memberships/`);
    expect(pending).toMatchObject({ ok: true, body: { memberships: [], invitations: [{ role: 'member' }] } });
    const { invitationId } = (invited.body as { invitationId: number });
    expect(await (await loggedIn(app, SINGLE.email)).post(`${P}/accept-membership/${invitationId}`)).toMatchObject({ status: 404 });
    expect(await invitee.post(`${P}/accept-membership/${invitationId}`)).toMatchObject({
      ok: true,
      body: { memberships: [{ gremiumId: 1, role: 'member' }], invitations: [] },
    });

    expect(await admin.post(`${P}/gremium-mitglieder/${THIRD_SINGLE.userId}/rolle`, { role: 'admin' })).toMatchObject({ ok: true });
    expect(await invitee.get('/kundenportal/get-gremium-users')).toMatchObject({ ok: true });
    expect(await admin.post(`${P}/gremium-mitglieder/${THIRD_SINGLE.userId}/rolle`, { role: 'chef' })).toMatchObject({
      status: 400,
      body: { fieldErrors: { role: 'Bitte wählen Sie Mitglied (member) oder Administration (admin).' } },
    });
    const removed = await admin.post(`${P}/gremium-mitglieder/${THIRD_SINGLE.userId}/entfernen`);
    expect(removed.ok).toBe(true);
    expect(JSON.stringify(removed.body)).not.toContain('tobias');
    expect(await invitee.get(`${P}/gremium-mitglieder`)).toMatchObject({ status: 403 });
  });

  it('refuses to invite a member or a bad address, and to demote or remove the last admin', async () => {
    const admin = await loggedIn(app, GREMIUM_ADMIN.email);
    expect(await admin.post(`${P}/gremium-mitglieder/einladen`, { email: MEMBER.email })).toMatchObject({
      status: 409,
      body: { message: 'Diese Person gehört bereits zu Ihrem Gremium.' },
    });
    expect(await admin.post(`${P}/gremium-mitglieder/einladen`, { email: 'kaputt' })).toMatchObject({
      status: 400,
      body: { fieldErrors: { email: 'Bitte geben Sie eine gültige E-Mail-Adresse an' } },
    });
    const lastAdmin =
      'Ein Gremium braucht mindestens eine Person mit Administrationsrechten. Bitte ernennen Sie zuerst ein anderes Mitglied zur Administration.';
    expect(await admin.post(`${P}/gremium-mitglieder/${GREMIUM_ADMIN.userId}/rolle`, { role: 'member' })).toMatchObject({ status: 409, body: { message: lastAdmin } });
    expect(await admin.post(`${P}/gremium-mitglieder/${GREMIUM_ADMIN.userId}/entfernen`)).toMatchObject({ status: 409, body: { message: lastAdmin } });
    expect(await admin.post(`${P}/gremium-mitglieder/${FOREIGN.userId}/entfernen`)).toMatchObject({ status: 404 });
    expect(await admin.post(`${P}/gremium-mitglieder/${FOREIGN.userId}/rolle`, { role: 'member' })).toMatchObject({ status: 404 });
    expect(await (await loggedIn(app, MEMBER.email)).post(`${P}/gremium-mitglieder/${OTHER_MEMBER.userId}/entfernen`)).toMatchObject({ status: 403 });
  });

  it('withdraws an invitation; a withdrawn one can no longer be accepted', async () => {
    const admin = await loggedIn(app, GREMIUM_ADMIN.email);
    const invited = await admin.post(`${P}/gremium-mitglieder/einladen`, { email: 'claudia.fischer@example.org', role: 'admin' });
    const { invitationId } = invited.body as { invitationId: number };
    expect(await admin.post(`${P}/gremium-einladungen/${invitationId}/zuruecknehmen`)).toMatchObject({ ok: true, body: { invitations: [] } });
    expect(await admin.post(`${P}/gremium-einladungen/${invitationId}/zuruecknehmen`)).toMatchObject({ status: 404 });
    const invitee = app.browser();
    await invitee.login('claudia.fischer@example.org', DEMO_PASSWORD);
    expect(await invitee.post(`${P}/accept-membership/${invitationId}`)).toMatchObject({ status: 404 });
  });
});

describe('joining by the mailed link', () => {
  const mailedToken = async (email: string): Promise<string> => {
    const rows = await app.database.db.select({ kind: outbox.kind, payload: outbox.payload }).from(outbox).where(eq(outbox.kind, 'gremium_invitation'));
    const mail = rows.map((row) => row.payload as { email: string; token: string }).findLast((payload) => payload.email === email);
    if (mail === undefined) throw new Error(`no invitation mail to ${email}`);
    return mail.token;
  };

  it('mails a token; a visitor sees the invitation, the logged-in invitee joins once, a wrong token is 404', async () => {
    const admin = await loggedIn(app, GREMIUM_ADMIN.email);
    await admin.post(`${P}/gremium-mitglieder/einladen`, { email: OTHER_SINGLE.email });
    const token = await mailedToken(OTHER_SINGLE.email);
    const guest = await visitor(app);
    expect(await guest.post(`${P}/gremium-einladung`, { token })).toMatchObject({ ok: true, body: { gremiumName: expect.stringContaining('Muster Logistik') as unknown, role: 'member', state: 'valid' } });
    expect(await guest.post(`${P}/gremium-beitreten`, { token })).toMatchObject({ status: 401 });
    expect(await guest.post(`${P}/gremium-einladung`, { token: 'x'.repeat(22) })).toMatchObject({ status: 404, body: { message: expect.stringContaining('Diese Einladung kennen wir nicht.') as unknown } });
    expect(await guest.post(`${P}/gremium-einladung`, {})).toMatchObject({ status: 400 });
    const invitee = await loggedIn(app, OTHER_SINGLE.email);
    expect(await invitee.post(`${P}/gremium-beitreten`, { token })).toMatchObject({ ok: true, body: { gremiumId: 1, role: 'member' } });
    expect(await invitee.post(`${P}/gremium-beitreten`, { token })).toMatchObject({ status: 409, body: { message: 'Diese Einladung wurde bereits angenommen. Sie können sie nur einmal verwenden.' } });
    expect(await invitee.get(`${P}/gremium-mitglieder`)).toMatchObject({ ok: true });
    expect(await admin.post(`${P}/gremium-mitglieder/${OTHER_SINGLE.userId}/entfernen`)).toMatchObject({ ok: true });
  });

  it("keeps another Gremium's admin out of this Gremium's invitations and members (0 leaks)", async () => {
    const foreign = await loggedIn(app, FOREIGN.email);
    const members = await foreign.get(`${P}/gremium-mitglieder`);
    expect(JSON.stringify(members.body)).not.toContain('Muster Logistik');
    for (const userId of [MEMBER.userId, GREMIUM_ADMIN.userId]) {
      expect(await foreign.post(`${P}/gremium-mitglieder/${userId}/entfernen`)).toMatchObject({ status: 404 });
      expect(await foreign.post(`${P}/gremium-mitglieder/${userId}/rolle`, { role: 'member' })).toMatchObject({ status: 404 });
    }
    const [mine] = await app.database.db.select({ id: gremiumInvitations.invitationId }).from(gremiumInvitations).where(eq(gremiumInvitations.gremiumId, 1)).limit(1);
    if (mine !== undefined) expect(await foreign.post(`${P}/gremium-einladungen/${mine.id}/zuruecknehmen`)).toMatchObject({ status: 404 });
  });
});
