import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/demo-data/people';
import { upcomingEvents } from '../../db/cart/cart-fixtures.testing';
import { gremien, outbox, users, wishlistItems } from '../../db/schema';
import { placeTestOrder } from '../routes/portal-test-bookings';
import { GREMIUM_ADMIN, MEMBER, OTHER_MEMBER, SINGLE, THIRD_SINGLE } from '../routes/portal-test-users';
import { FormBrowser, messageOf, valueOf } from './form-browser.testing';
import { serveBuiltPages } from './built-pages.testing';


const MEMBERS = '/meinifb/gremium-mitglieder';
const BOOKINGS = '/meinifb/gremium-buchungen';
const SETTINGS = '/meinifb/gremium-einstellungen';
const JOIN = '/meinifb/gremium-beitreten';
const ADMINS_ONLY = 'Diese Aktion ist der Administration Ihres Gremiums vorbehalten.';
const FOREIGN = { email: 'ole.sand@example.net', userId: 0 };

const app = serveBuiltPages();
let eventId = 0;
let eventTitle = '';

const browser = () => new FormBrowser(() => app().baseUrl);

const signedIn = async (email: string): Promise<FormBrowser> => {
  const visitor = browser();
  const login = `/kundenportal/login/${encodeURIComponent(email)}`;
  await visitor.get(login);
  expect((await visitor.post(login, { password: DEMO_PASSWORD })).status).toBe(303);
  return visitor;
};

/** The page's own content, without the header's navigation. */
const mainOf = (html: string): string => html.slice(html.indexOf('<main'), html.indexOf('</main>'));

/** One member's card on the members page (its <li id="mitglied-…">). */
const cardOf = (html: string, userId: number): string => {
  const start = html.indexOf(`id="mitglied-${String(userId)}"`);
  if (start < 0) throw new Error(`no card of member ${String(userId)}`);
  return html.slice(start, html.indexOf('</li>', start));
};

const seatOf = async (userId: number) => {
  const [row] = await app().database.db.select({ gremiumId: users.gremiumId, role: users.gremiumRole }).from(users).where(eq(users.userId, userId));
  return row;
};

const mailedToken = async (email: string): Promise<string> => {
  const rows = await app().database.db.select({ payload: outbox.payload }).from(outbox).where(eq(outbox.kind, 'gremium_invitation'));
  const mail = rows.map((row) => row.payload as { email: string; token: string }).findLast((payload) => payload.email === email);
  if (mail === undefined) throw new Error(`no invitation mail to ${email}`);
  return mail.token;
};

beforeAll(async () => {
  const db = app().database.db;
  await db.insert(gremien).values({ gremiumId: 2, name: 'Betriebsrat Süd', company: 'Süd AG' });
  const [first] = await db.select().from(users).limit(1);
  const [foreign] = await db
    .insert(users)
    .values({ ...first!, userId: undefined, email: FOREIGN.email, firstname: 'Ole', lastname: 'Sand', role: 'user', gremiumId: 2, gremiumRole: 'admin' })
    .returning({ userId: users.userId });
  FOREIGN.userId = foreign!.userId;
  const [event] = await upcomingEvents(db, 1, { afterDays: 20, isOnline: false });
  eventId = event!.eventId;
  await placeTestOrder(db, { userId: MEMBER.userId, gremiumId: 1, eventId, participants: [{ firstname: 'Ahmet', email: MEMBER.email }] });
  const booked = await (await signedIn(MEMBER.email)).json('/api-meinifb/get-user-future-events');
  eventTitle = (booked.body as { eventId: number; title: string }[]).find((one) => one.eventId === eventId)?.title ?? '';
  if (eventTitle === '') throw new Error('the test order is not among the future events');
}, 120_000);

describe('Gremium pages: who may see and change what (0 leaks)', () => {
  it.each([MEMBERS, BOOKINGS, SETTINGS])('send a visitor of %s to the login, which brings them back', async (path) => {
    const answer = await browser().get(path);
    expect(answer).toMatchObject({ status: 302, location: `/kundenportal/login?redirect=${encodeURIComponent(path)}` });
  });

  it('answer a user outside any Gremium 403 with the German message on every Gremium page', async () => {
    const single = await signedIn(SINGLE.email);
    for (const path of [MEMBERS, BOOKINGS, SETTINGS]) {
      const answer = await single.get(path);
      expect(answer.status).toBe(403);
      expect(answer.html).toContain('Diese Seite ist nur für Mitglieder eines Gremiums.');
    }
  });

  it('let a plain member read every page without the forms, and refuse each change with 403, changing nothing', async () => {
    const member = await signedIn(OTHER_MEMBER.email);
    const members = await member.get(MEMBERS);
    expect(members.status).toBe(200);
    expect(mainOf(members.html)).toContain('Sabine');
    // Names as letters print them: 'Frau Sabine Keller', but no 'Divers' before Kim Wolf (domain/correspondence/person-name).
    expect(mainOf(members.html)).toContain('Frau Sabine Keller');
    expect(mainOf(members.html)).toContain('>Kim Wolf<');
    expect(mainOf(members.html)).not.toContain('Divers Kim');
    expect(mainOf(members.html)).not.toContain('@example.com');
    expect(members.html).not.toContain('Einladung senden');
    expect((await member.get(SETTINGS)).html).toContain('Ändern kann die Administration Ihres Gremiums.');
    expect((await member.get(BOOKINGS)).html).not.toContain('Kollegin oder Kollegen buchen');
    const posts: [string, Record<string, string>][] = [
      [MEMBERS, { intent: 'einladen', email: 'neu@example.org', role: 'member' }],
      [MEMBERS, { intent: 'rolle', userId: String(OTHER_MEMBER.userId), role: 'admin' }],
      [MEMBERS, { intent: 'entfernen', userId: String(GREMIUM_ADMIN.userId) }],
      [SETTINGS, { name: 'Gekapert', company: 'Muster Logistik GmbH', street: 'Weg', streetNumber: '1', postalCode: '20457', city: 'Hamburg', country: 'DE' }],
      [BOOKINGS, { userId: String(MEMBER.userId), eventId: String(eventId), bookingType: 'Buchung', hotelOverNightOption: 'Mit Übernachtung und Vollpension' }],
    ];
    for (const [path, fields] of posts) {
      const answer = await member.post(path, fields);
      expect(answer.status).toBe(403);
      expect(answer.html).toContain(ADMINS_ONLY);
    }
    expect(await seatOf(OTHER_MEMBER.userId)).toEqual({ gremiumId: 1, role: 'member' });
    expect(await seatOf(GREMIUM_ADMIN.userId)).toEqual({ gremiumId: 1, role: 'admin' });
    const [gremium] = await app().database.db.select().from(gremien).where(eq(gremien.gremiumId, 1));
    expect(gremium?.name).not.toBe('Gekapert');
  });

  it("answer another Gremium's admin 404 for this Gremium's members, and show them only their own", async () => {
    const foreign = await signedIn(FOREIGN.email);
    const own = await foreign.get(MEMBERS);
    expect(own.status).toBe(200);
    expect(own.html).toContain('Betriebsrat Süd');
    expect(mainOf(own.html)).not.toContain('Ahmet');
    expect(mainOf((await foreign.get(BOOKINGS)).html)).not.toContain('Ahmet');
    const changes: Record<string, string>[] = [{ intent: 'entfernen', userId: String(MEMBER.userId) }, { intent: 'rolle', userId: String(MEMBER.userId), role: 'admin' }];
    for (const fields of changes) {
      const answer = await foreign.post(MEMBERS, fields);
      expect(answer.status).toBe(404);
      expect(answer.html).toContain('Diesen Benutzer gibt es nicht.');
    }
    expect(await seatOf(MEMBER.userId)).toEqual({ gremiumId: 1, role: 'member' });
  });
});

describe('Gremium-Mitglieder without JavaScript', () => {
  it('invites by e-mail (a wrong address keeps what was typed), and the invitee joins by the mailed link once', async () => {
    const admin = await signedIn(GREMIUM_ADMIN.email);
    const wrong = await admin.post(MEMBERS, { intent: 'einladen', email: 'tobias@', role: 'admin' });
    expect(wrong.status).toBe(400);
    expect(messageOf(wrong.html, 'einladen-email')).toBe('Bitte geben Sie eine gültige E-Mail-Adresse an');
    expect(valueOf(wrong.html, 'einladen-email')).toBe('tobias@');
    expect(wrong.html).toMatch(/<option value="admin" selected/);

    expect(await admin.post(MEMBERS, { intent: 'einladen', email: THIRD_SINGLE.email, role: 'member' })).toMatchObject({
      status: 303,
      location: `${MEMBERS}?erledigt=eingeladen`,
    });
    const listed = await admin.get(`${MEMBERS}?erledigt=eingeladen`);
    expect(listed.html).toContain('Die Einladung wurde verschickt.');
    expect(mainOf(listed.html)).toContain(THIRD_SINGLE.email);
    expect((await admin.post(MEMBERS, { intent: 'einladen', email: THIRD_SINGLE.email, role: 'member' })).html).toContain('Diese Person ist bereits eingeladen.');

    const token = await mailedToken(THIRD_SINGLE.email);
    const link = `${JOIN}?token=${encodeURIComponent(token)}`;
    const asVisitor = await browser().get(link);
    expect(asVisitor.status).toBe(200);
    expect(asVisitor.html).toContain('Betriebsrat der Muster Logistik GmbH');
    expect(asVisitor.html).toContain(`href="/kundenportal/login?redirect=${encodeURIComponent(link)}"`);
    // The registration comes back here, with the invited address filled in and still editable.
    const registration = `/registrierung?${new URLSearchParams({ email: THIRD_SINGLE.email, redirect: link }).toString()}`;
    expect(asVisitor.html).toContain(`href="${registration.replaceAll('&', '&amp;')}"`);
    const form = (await browser().get(registration)).html;
    expect(valueOf(form, 'registrierung-email')).toBe(THIRD_SINGLE.email);
    expect(/<input[^>]*id="registrierung-email"[^>]*>/.exec(form)?.[0]).not.toMatch(/readonly|disabled/);

    const unknown = await browser().get(`${JOIN}?token=${'A'.repeat(22)}`);
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain('Diese Einladung kennen wir nicht.');
    expect((await browser().get(JOIN)).status).toBe(404);

    const invitee = await signedIn(THIRD_SINGLE.email);
    expect((await invitee.get(link)).html).toContain('Gremium beitreten');
    expect(await invitee.post(link, { token })).toMatchObject({ status: 303, location: `${MEMBERS}?erledigt=beigetreten` });
    expect(await seatOf(THIRD_SINGLE.userId)).toEqual({ gremiumId: 1, role: 'member' });
    const again = await invitee.post(link, { token });
    expect(again.status).toBe(409);
    expect(again.html).toContain('Diese Einladung wurde bereits angenommen.');
    const used = await browser().get(link);
    expect(used.status).toBe(409);
    expect(used.html).toContain('Diese Einladung wurde bereits angenommen.');
  });

  it('keeps the last admin, makes a member admin, takes it back, and removes a member', async () => {
    const admin = await signedIn(GREMIUM_ADMIN.email);
    // The last admin's card offers no change the rule refuses (the 409s below), and says why.
    const ownCard = async (): Promise<string> => cardOf((await admin.get(MEMBERS)).html, GREMIUM_ADMIN.userId);
    expect(await ownCard()).not.toContain('Administrationsrechte entziehen');
    expect(await ownCard()).not.toContain('aus dem Gremium entfernen');
    expect(await ownCard()).toContain('Ein Gremium braucht mindestens eine Person mit Administrationsrechten.');
    expect(cardOf((await admin.get(MEMBERS)).html, OTHER_MEMBER.userId)).toContain('Zur Administration machen');
    const lastAdmin = await admin.post(MEMBERS, { intent: 'rolle', userId: String(GREMIUM_ADMIN.userId), role: 'member' });
    expect(lastAdmin.status).toBe(409);
    expect(lastAdmin.html).toContain('Ein Gremium braucht mindestens eine Person mit Administrationsrechten.');
    expect((await admin.post(MEMBERS, { intent: 'entfernen', userId: String(GREMIUM_ADMIN.userId) })).status).toBe(409);

    expect(await admin.post(MEMBERS, { intent: 'rolle', userId: String(THIRD_SINGLE.userId), role: 'admin' })).toMatchObject({ status: 303, location: `${MEMBERS}?erledigt=admin` });
    expect(await seatOf(THIRD_SINGLE.userId)).toEqual({ gremiumId: 1, role: 'admin' });
    // With a second admin, both may step down (one at a time) and leave.
    expect(await ownCard()).toContain('Administrationsrechte entziehen');
    expect(await ownCard()).toContain('aus dem Gremium entfernen');
    expect(await ownCard()).not.toContain('Ein Gremium braucht mindestens eine Person mit Administrationsrechten.');
    expect(await admin.post(MEMBERS, { intent: 'rolle', userId: String(THIRD_SINGLE.userId), role: 'member' })).toMatchObject({ status: 303 });
    expect(await admin.post(MEMBERS, { intent: 'entfernen', userId: String(THIRD_SINGLE.userId) })).toMatchObject({ status: 303, location: `${MEMBERS}?erledigt=entfernt` });
    expect(await seatOf(THIRD_SINGLE.userId)).toEqual({ gremiumId: null, role: null });
    expect((await admin.post(MEMBERS, { intent: 'kaputt' })).status).toBe(400);
    expect((await admin.post(MEMBERS, { intent: 'rolle', userId: 'abc', role: 'admin' })).status).toBe(400);
    const forged = await admin.post(MEMBERS, { intent: 'entfernen', userId: String(OTHER_MEMBER.userId) }, { token: false });
    expect(forged.status).toBe(403);
    expect(await seatOf(OTHER_MEMBER.userId)).toEqual({ gremiumId: 1, role: 'member' });
  });
});

describe('Gremium-Einstellungen without JavaScript', () => {
  const SETTINGS_FORM = { name: 'Betriebsrat Muster Logistik', company: 'Muster Logistik GmbH', street: 'Hafenstraße', streetNumber: '5', postalCode: '20457', city: 'Hamburg', country: 'DE' };

  it('refuses wrong input with the §5 messages and keeps everything typed, then saves and shows it to every member', async () => {
    const admin = await signedIn(GREMIUM_ADMIN.email);
    const wrong = await admin.post(SETTINGS, { ...SETTINGS_FORM, name: 'B', street: 'Hafenstraße 5', postalCode: '2045' });
    expect(wrong.status).toBe(400);
    expect(messageOf(wrong.html, 'gremium-name')).toBe('Bitte geben Sie den Namen des Gremiums an.');
    expect(messageOf(wrong.html, 'gremium-street')).toBe('Die Straße darf keine Zahlen enthalten');
    expect(messageOf(wrong.html, 'gremium-postalCode')).toBe('Die Postleitzahl ist ungültig');
    expect(valueOf(wrong.html, 'gremium-company')).toBe('Muster Logistik GmbH');
    expect(valueOf(wrong.html, 'gremium-city')).toBe('Hamburg');
    expect(valueOf(wrong.html, 'gremium-street')).toBe('Hafenstraße 5');

    expect(await admin.post(SETTINGS, SETTINGS_FORM)).toMatchObject({ status: 303, location: `${SETTINGS}?erledigt=gespeichert` });
    const saved = await admin.get(`${SETTINGS}?erledigt=gespeichert`);
    expect(saved.html).toContain('Die Einstellungen des Gremiums wurden gespeichert.');
    expect(valueOf(saved.html, 'gremium-name')).toBe('Betriebsrat Muster Logistik');
    const member = await (await signedIn(MEMBER.email)).get(SETTINGS);
    expect(member.html).toContain('Hafenstraße 5, 20457 Hamburg, Deutschland');
  });

  it("fills a Gremium member's cart with the Gremium's invoice address", async () => {
    const member = await signedIn(OTHER_MEMBER.email);
    await member.post('/seminare/warenkorb', { intent: 'add-item', eventId: String(eventId) });
    const cart = await member.get('/seminare/warenkorb');
    expect(valueOf(cart.html, 'rechnung-company')).toBe('Muster Logistik GmbH');
    expect(valueOf(cart.html, 'rechnung-street')).toBe('Hafenstraße');
    expect(valueOf(cart.html, 'rechnung-postalCode')).toBe('20457');
  });
});

describe('Gremium-Buchungen without JavaScript', () => {
  it('filters by participant and seminar with a plain GET form', async () => {
    const member = await signedIn(OTHER_MEMBER.email);
    const all = await member.get(BOOKINGS);
    expect(all.status).toBe(200);
    expect(all.html).toMatch(/<form[^>]*aria-label="Buchungen filtern"[^>]*action="\/meinifb\/gremium-buchungen" method="get"/);
    expect(mainOf(all.html)).toContain(eventTitle.replaceAll('&', '&amp;'));
    const ahmet = await member.get(`${BOOKINGS}?mitglied=${encodeURIComponent('Ahmet Muster')}&seminar=`);
    expect(mainOf(ahmet.html)).toContain(eventTitle.replaceAll('&', '&amp;'));
    expect(ahmet.html).toMatch(/<option value="Ahmet Muster" selected/);
    const nobody = await member.get(`${BOOKINGS}?mitglied=${encodeURIComponent('Niemand Da')}`);
    expect(nobody.html).toContain('Keine kommenden Buchungen zu diesem Filter.');
    const otherSeminar = await member.get(`${BOOKINGS}?seminar=${encodeURIComponent('Kein Seminar')}`);
    expect(otherSeminar.html).toContain('Keine kommenden Buchungen zu diesem Filter.');
    expect(all.html).toContain('href="/api-meinifb/gremium-overview-pdf"');
  });

  it("books a colleague into one of the Gremium's dates through the cart, and says what is missing", async () => {
    const admin = await signedIn(GREMIUM_ADMIN.email);
    const page = await admin.get(BOOKINGS);
    expect(page.html).toContain('Kollegin oder Kollegen buchen');
    const missing = await admin.post(BOOKINGS, { userId: String(OTHER_MEMBER.userId), eventId: String(eventId), bookingType: 'Buchung', hotelOverNightOption: '' });
    expect(missing.status).toBe(400);
    expect(messageOf(missing.html, 'buchen-uebernachtung')).toBe('Bitte geben Sie eine Verpflegungs-/Übernachtungsoption an');
    expect(missing.html).toMatch(/<option value="Buchung" selected/);
    const unknown = await admin.post(BOOKINGS, { userId: String(FOREIGN.userId), eventId: String(eventId), bookingType: 'Buchung' });
    expect(unknown.status).toBe(400);
    expect(messageOf(unknown.html, 'buchen-mitglied')).toBe('Bitte wählen Sie ein Mitglied Ihres Gremiums aus.');

    const booked = await admin.post(BOOKINGS, {
      userId: String(OTHER_MEMBER.userId),
      eventId: String(eventId),
      bookingType: 'Buchung',
      hotelOverNightOption: 'Mit Übernachtung und Vollpension',
    });
    expect(booked.status).toBe(303);
    expect(booked.location).toMatch(/^\/seminare\/warenkorb#termin-\d+$/);
    const cart = await admin.get('/seminare/warenkorb');
    expect(cart.html).toContain('Hartmann');
    expect(cart.html).toContain('1. Teilnehmer');
  });
});

describe('booking a colleague into a date of the Merkliste', () => {
  it("offers the admin's kept dates beside the Gremium's own, so a date nobody booked yet can be chosen", async () => {
    const db = app().database.db;
    const upcoming = await upcomingEvents(db, 3, { afterDays: 20 });
    const kept = upcoming.find((event) => event.eventId !== eventId);
    if (kept === undefined) throw new Error('no second upcoming date in the test data');
    await db.insert(wishlistItems).values({ userId: GREMIUM_ADMIN.userId, eventId: kept.eventId, addedAt: new Date().toISOString() });
    const admin = await signedIn(GREMIUM_ADMIN.email);
    const form = mainOf((await admin.get(BOOKINGS)).html);
    expect(form).toContain(`<option value="${String(eventId)}">`);
    expect(form).toMatch(new RegExp(`<option value="${String(kept.eventId)}">[^<]* \\(Merkliste\\)</option>`));
    const booked = await admin.post(BOOKINGS, {
      userId: String(OTHER_MEMBER.userId),
      eventId: String(kept.eventId),
      bookingType: 'Reservierung',
      hotelOverNightOption: 'Mit Übernachtung und Vollpension',
    });
    expect(booked.status).toBe(303);
    // A member does not get the form, and so not the admin's Merkliste either.
    const member = mainOf((await (await signedIn(MEMBER.email)).get(BOOKINGS)).html);
    expect(member).not.toContain('(Merkliste)');
  });
});

describe('the invitation page for an account already in a Gremium', () => {
  it('refuses with 409 and the German message, the account stays where it was', async () => {
    const admin = await signedIn(GREMIUM_ADMIN.email);
    await admin.post(MEMBERS, { intent: 'einladen', email: FOREIGN.email, role: 'member' });
    const token = await mailedToken(FOREIGN.email);
    const foreign = await signedIn(FOREIGN.email);
    const answer = await foreign.post(`${JOIN}?token=${encodeURIComponent(token)}`, { token });
    expect(answer.status).toBe(409);
    expect(answer.html).toContain('Sie gehören bereits einem Gremium an.');
    const [seat] = await app().database.db.select({ gremiumId: users.gremiumId }).from(users).where(and(eq(users.userId, FOREIGN.userId)));
    expect(seat?.gremiumId).toBe(2);
  });
});
