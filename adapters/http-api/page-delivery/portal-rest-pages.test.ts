import { fileURLToPath } from 'node:url';
import { and, asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/demo-data/people';
import { upcomingEvents } from '../../db/cart/cart-fixtures.testing';
import { eventFiles, events, gremien, outbox, portalFeedback, users, wishlistItems } from '../../db/schema';
import { placeTestOrder } from '../routes/portal-test-bookings';
import { GREMIUM_ADMIN, MEMBER, OTHER_MEMBER, OTHER_SINGLE, SINGLE, THIRD_SINGLE } from '../routes/portal-test-users';
import { TEST_NOW, startTestApp, type TestApp } from '../testing/test-app';
import { FormBrowser, loggedInFormBrowser, messageOf } from './form-browser.testing';
import { loadPageRenderer } from './page-renderer';

/** These tests need the build (`npm run build`); `npm test` builds before it runs them. */
const dist = fileURLToPath(new URL('../../../dist', import.meta.url));

const LOGIN_REQUIRED_JSON = { error: 'unauthenticated', message: 'Bitte melden Sie sich an, um Ihre Merkliste zu nutzen.' };

let app: TestApp;
/** Three upcoming dates: SINGLE keeps the first two, OTHER_SINGLE the third. */
let dates: { eventId: number; title: string }[] = [];
/** An event MEMBER attended (booked, ended by the time the feedback tests run) and one they only reserved. */
let attended = { eventId: 0, title: '' };
let lapsed = { eventId: 0 };
/** An event with the demo's document and photo, booked by MEMBER, and a photo MEMBER put there. */
let files = { eventId: 0, photoId: 0, ownPhotoId: 0 };
/** The admin of another Gremium (created for these tests). */
const FOREIGN = { email: 'ole.sand@example.net', userId: 0 };

const visitor = () => new FormBrowser(() => app.baseUrl);
const signedIn = (email: string) => loggedInFormBrowser(() => app.baseUrl, email, DEMO_PASSWORD);
const mainOf = (html: string): string => html.slice(html.indexOf('<main'), html.indexOf('</main>'));
const amp = (text: string) => text.replaceAll('&', '&amp;');
const loginFor = (path: string) => `/kundenportal/login?redirect=${encodeURIComponent(path)}`;

const titleOf = async (eventId: number): Promise<string> => {
  const answer = await visitor().json(`/api/consumer?objectType=event&internalId=${String(eventId)}&relations=theme`);
  return (answer.body as { theme: { title: string } }).theme.title;
};

beforeAll(async () => {
  const pages = await loadPageRenderer(dist);
  if (!pages) throw new Error('No build in dist/: run `npm run build` first (npm test does).');
  app = await startTestApp({ pages });
  const db = app.database.db;
  const upcoming = await upcomingEvents(db, 5, { afterDays: 10 });
  dates = await Promise.all(upcoming.slice(0, 3).map(async ({ eventId }) => ({ eventId, title: await titleOf(eventId) })));
  const at = TEST_NOW.toString();
  await db.insert(wishlistItems).values([
    { userId: SINGLE.userId, eventId: dates[0]!.eventId, addedAt: at },
    { userId: SINGLE.userId, eventId: dates[1]!.eventId, addedAt: at },
    { userId: OTHER_SINGLE.userId, eventId: dates[2]!.eventId, addedAt: at },
  ]);
  await db.insert(wishlistItems).values({ userId: GREMIUM_ADMIN.userId, eventId: dates[2]!.eventId, addedAt: at }).onConflictDoNothing();
  const [soonest, second] = await upcomingEvents(db, 2, { afterDays: 2 });
  attended = { eventId: soonest!.eventId, title: await titleOf(soonest!.eventId) };
  lapsed = { eventId: second!.eventId };
  await placeTestOrder(db, { userId: MEMBER.userId, gremiumId: 1, eventId: attended.eventId, participants: [{ firstname: 'Ahmet', email: MEMBER.email }] });
  await placeTestOrder(db, { userId: MEMBER.userId, gremiumId: 1, eventId: lapsed.eventId, participants: [{ firstname: 'Ahmet', email: MEMBER.email, status: 'lapsed' }] });

  const [photo] = await db.select().from(eventFiles).where(eq(eventFiles.kind, 'photo')).orderBy(asc(eventFiles.fileId)).limit(1);
  await placeTestOrder(db, { userId: MEMBER.userId, gremiumId: 1, eventId: photo!.eventId, participants: [{ firstname: 'Ahmet', email: MEMBER.email }] });
  const [own] = await db
    .insert(eventFiles)
    .values({ ...photo!, fileId: undefined, title: 'Gruppenfoto von Ahmet', storageKey: `test/own-${String(photo!.eventId)}.png`, uploadedBy: MEMBER.userId })
    .returning({ fileId: eventFiles.fileId });
  files = { eventId: photo!.eventId, photoId: photo!.fileId, ownPhotoId: own!.fileId };

  await db.insert(gremien).values({ gremiumId: 2, name: 'Betriebsrat Süd', company: 'Süd AG' });
  const [first] = await db.select().from(users).limit(1);
  const [foreign] = await db
    .insert(users)
    .values({ ...first!, userId: undefined, email: FOREIGN.email, firstname: 'Ole', lastname: 'Sand', role: 'user', gremiumId: 2, gremiumRole: 'admin' })
    .returning({ userId: users.userId });
  FOREIGN.userId = foreign!.userId;
}, 120_000);

afterAll(async () => {
  await app.close();
});

describe('the Merkliste pages /wishlist/list and /meinifb/merkliste', () => {
  it.each(['/wishlist/list', '/meinifb/merkliste', '/wishlist/analysis'])('send a visitor of %s to the login, which brings them back', async (path) => {
    const answer = await visitor().get(path);
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(loginFor(path));
  });

  it('shows the user their kept dates with price, cart button, remove button and the seminar’s next dates; not anyone else’s', async () => {
    const answer = await (await signedIn(SINGLE.email)).get('/wishlist/list');
    expect(answer.status).toBe(200);
    const main = mainOf(answer.html);
    expect(main).toMatch(/<h1[^>]*>Meine Merkliste<\/h1>/);
    for (const date of dates.slice(0, 2)) expect(main).toContain(amp(date.title));
    expect(main).not.toContain(`value="${String(dates[2]!.eventId)}"`);
    expect(main).toMatch(/Preis( ab)? [\d.]+,\d\d/);
    expect(main).toContain('In den Warenkorb');
    expect(main).toMatch(/value="entfernen"[^>]*name="intent"/);
    expect(main).toContain('Weitere Termine dieses Seminars');
    expect(answer.html).toContain('<meta name="robots" content="noindex">');
  });

  it('removes a kept date with a plain form post (no JavaScript), confirms it and keeps the other', async () => {
    const single = await signedIn(SINGLE.email);
    const [kept] = await app.database.db.select().from(wishlistItems).where(eq(wishlistItems.eventId, dates[1]!.eventId));
    const removed = await single.post('/wishlist/list', { intent: 'entfernen', wishlistId: String(kept!.wishlistId) });
    expect(removed.status).toBe(303);
    expect(removed.location).toBe('/wishlist/list?entfernt=1');
    const after = await single.get('/wishlist/list?entfernt=1');
    expect(after.html).toContain('Der Termin wurde von der Merkliste entfernt.');
    expect(mainOf(after.html)).toContain(amp(dates[0]!.title));
    await app.database.db.insert(wishlistItems).values({ userId: SINGLE.userId, eventId: dates[1]!.eventId, addedAt: TEST_NOW.toString() });
  });

  it('cannot remove another user’s entry: 404 with a German message, the entry stays', async () => {
    const [theirs] = await app.database.db.select().from(wishlistItems).where(eq(wishlistItems.userId, OTHER_SINGLE.userId));
    const answer = await (await signedIn(SINGLE.email)).post('/wishlist/list', { intent: 'entfernen', wishlistId: String(theirs!.wishlistId) });
    expect(answer.status).toBe(404);
    expect(mainOf(answer.html)).toMatch(/role="alert"[^>]*>Diesen Eintrag gibt es auf Ihrer Merkliste nicht./);
    expect(await app.database.db.select().from(wishlistItems).where(eq(wishlistItems.wishlistId, theirs!.wishlistId))).toHaveLength(1);
  });

  it('keeps a date with the "Merken" button\'s plain post (no JavaScript) and shows the list confirming it', async () => {
    const single = await signedIn(SINGLE.email);
    const date = dates[2]!;
    const kept = await single.post('/meinifb/merkliste', { intent: 'merken', eventId: String(date.eventId), zurueck: '/seminare/veranstaltungen' });
    expect(kept.status).toBe(303);
    expect(kept.location).toBe('/meinifb/merkliste?gemerkt=1');
    const after = await single.get('/meinifb/merkliste?gemerkt=1');
    expect(after.html).toContain('Der Termin ist jetzt auf Ihrer Merkliste.');
    expect(mainOf(after.html)).toContain(amp(date.title));
    await app.database.db.delete(wishlistItems).where(and(eq(wishlistItems.userId, SINGLE.userId), eq(wishlistItems.eventId, date.eventId)));
  });

  it('sends a visitor\'s "Merken" post to the login, which keeps the date and shows the list confirming it', async () => {
    const browser = visitor();
    await browser.get('/seminare/veranstaltungen');
    const date = dates[2]!;
    const answer = await browser.post('/meinifb/merkliste', { intent: 'merken', eventId: String(date.eventId) });
    expect(answer).toMatchObject({ status: 303, location: loginFor('/meinifb/merkliste?gemerkt=1') });
    const kept = () => app.database.db.select().from(wishlistItems).where(and(eq(wishlistItems.userId, THIRD_SINGLE.userId), eq(wishlistItems.eventId, date.eventId)));
    expect(await kept()).toHaveLength(0);

    const login = await browser.post(`/kundenportal/login/${encodeURIComponent(THIRD_SINGLE.email)}?redirect=${encodeURIComponent('/meinifb/merkliste?gemerkt=1')}`, { password: DEMO_PASSWORD });
    expect(login).toMatchObject({ status: 303, location: '/meinifb/merkliste?gemerkt=1' });
    const list = await browser.get('/meinifb/merkliste?gemerkt=1');
    expect(list.html).toContain('Der Termin ist jetzt auf Ihrer Merkliste.');
    expect(mainOf(list.html)).toContain(amp(date.title));
    expect(await kept()).toHaveLength(1);
    await app.database.db.delete(wishlistItems).where(and(eq(wishlistItems.userId, THIRD_SINGLE.userId), eq(wishlistItems.eventId, date.eventId)));
  });

  it('answers a "Merken" post without a date with 400 and a German message', async () => {
    const answer = await (await signedIn(SINGLE.email)).post('/meinifb/merkliste', { intent: 'merken', eventId: 'x' });
    expect(answer.status).toBe(400);
    expect(answer.html).toContain('Bitte wählen Sie einen Seminartermin.');
  });

  it('answers a bad removal with 400 and a German message, not 500', async () => {
    const answer = await (await signedIn(SINGLE.email)).post('/wishlist/list', { intent: 'entfernen', wishlistId: 'abc' });
    expect(answer.status).toBe(400);
    expect(answer.html).toContain('Bitte wählen Sie einen Termin aus Ihrer Merkliste.');
  });
});

describe('the comparison page /wishlist/analysis', () => {
  it('shows a browser the user’s kept dates side by side with the price for one participant and the seats left', async () => {
    const answer = await (await signedIn(SINGLE.email)).get('/wishlist/analysis');
    expect(answer.status).toBe(200);
    const main = mainOf(answer.html);
    expect(main).toMatch(/<h1[^>]*>Gemerkte Termine vergleichen<\/h1>/);
    for (const date of dates.slice(0, 2)) expect(main).toContain(amp(date.title));
    expect(main).not.toContain(amp(dates[2]!.title) + '</h2>');
    expect(main).toContain('Preis für 1 Teilnehmende/n');
    expect(main).toMatch(/\d+ Plätze frei|1 Platz frei|Ausgebucht/);
  });

  it('prices the dates for the number asked for, and refuses a number that is none with 400, keeping what was typed', async () => {
    const single = await signedIn(SINGLE.email);
    const three = await single.get('/wishlist/analysis?teilnehmende=3');
    expect(three.status).toBe(200);
    expect(mainOf(three.html)).toContain('Preis für 3 Teilnehmende');
    const bad = await single.get('/wishlist/analysis?teilnehmende=drei');
    expect(bad.status).toBe(400);
    expect(bad.html).toContain('Bitte geben Sie eine ganze Zahl von 1 bis 30 an.');
    expect(bad.html).toMatch(/id="teilnehmende"[^>]*value="drei"|value="drei"[^>]*id="teilnehmende"/);
  });

  it('prices for the council: a Gremium member’s comparison counts the Gremium’s members', async () => {
    const answer = await (await signedIn(GREMIUM_ADMIN.email)).get('/wishlist/analysis');
    expect(answer.status).toBe(200);
    expect(mainOf(answer.html)).toMatch(/Preis für \d+ Teilnehmende</);
    expect(mainOf(answer.html)).toContain('Betriebsrat der Muster Logistik GmbH');
  });

  it('keeps answering API calls with the admins’ JSON analysis (content negotiation)', async () => {
    const single = await signedIn(SINGLE.email);
    expect(await single.json('/wishlist/analysis')).toMatchObject({ status: 403 });
    expect(await visitor().json('/wishlist/analysis')).toEqual({ status: 401, body: LOGIN_REQUIRED_JSON });
    expect(await (await signedIn(GREMIUM_ADMIN.email)).json('/wishlist/analysis')).toMatchObject({ status: 403 });
  });
});

describe('BR A–Z /kundenportal/br-a-z', () => {
  it('sends a visitor to the login and back, the search kept', async () => {
    const answer = await visitor().get('/kundenportal/br-a-z?suche=Arbeitszeit');
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(loginFor('/kundenportal/br-a-z?suche=Arbeitszeit'));
  });

  it('shows the Betriebsrat lexicon by letter with links to its entries on the works-council site', async () => {
    const answer = await (await signedIn(SINGLE.email)).get('/kundenportal/br-a-z');
    expect(answer.status).toBe(200);
    const main = mainOf(answer.html);
    // 'A–Z' stays on one line (AtoZ: a span that does not wrap).
    expect(main).toMatch(/<h1[^>]*>BR <span[^>]*>A–Z<\/span><\/h1>/);
    expect(main).toMatch(/<nav aria-label="Buchstaben"/);
    expect(main).toMatch(/href="http:\/\/betriebsrat\.[^"]*\/betriebsratslexikon\/br\/[^"]+"/);
    expect(main).toMatch(/\d+ Begriffe/);
  });

  it('filters by the search (a GET form) and refuses a search that is too long with 400, keeping it', async () => {
    const single = await signedIn(SINGLE.email);
    const all = mainOf((await single.get('/kundenportal/br-a-z')).html);
    const firstTitle = /betriebsratslexikon\/br\/[^"]+">([^<]+)</.exec(all)?.[1] ?? '';
    const word = firstTitle.split(/\s+/)[0] ?? '';
    const found = await single.get(`/kundenportal/br-a-z?suche=${encodeURIComponent(word)}`);
    expect(found.status).toBe(200);
    expect(mainOf(found.html)).toContain(firstTitle);
    expect(mainOf(found.html)).toMatch(/\d+ Treffer für/);
    const none = await single.get('/kundenportal/br-a-z?suche=xyzzyquux');
    expect(mainOf(none.html)).toContain('0 Treffer für');
    const long = 'a'.repeat(101);
    const refused = await single.get(`/kundenportal/br-a-z?suche=${long}`);
    expect(refused.status).toBe(400);
    expect(refused.html).toContain('Bitte geben Sie höchstens 100 Zeichen ein.');
    expect(refused.html).toContain(`value="${long}"`);
  });

  it('recommends knowledge from the themes of the user’s booked seminars, and none to a user without bookings', async () => {
    const member = mainOf((await (await signedIn(MEMBER.email)).get('/kundenportal/br-a-z')).html);
    expect(member).toContain('Empfohlen zu Ihren Seminaren');
    expect(member).toMatch(/aria-labelledby="empfehlungen-titel"[\s\S]*<a href="[^"]+">[^<]+<\/a>/);
    const single = mainOf((await (await signedIn(SINGLE.email)).get('/kundenportal/br-a-z')).html);
    expect(single).not.toContain('Empfohlen zu Ihren Seminaren');
  });
});

describe('removing a Gremium member asks first', () => {
  const confirmPath = (userId: number) => `/meinifb/gremium-mitglieder/entfernen/${String(userId)}`;

  it('links the members page to a confirmation page instead of removing at once', async () => {
    const members = mainOf((await (await signedIn(GREMIUM_ADMIN.email)).get('/meinifb/gremium-mitglieder')).html);
    expect(members).toContain(`href="${confirmPath(OTHER_MEMBER.userId)}"`);
    expect(members).not.toMatch(/value="entfernen"/);
  });

  it('shows the admin whom they are about to remove, with a form to the members page and a way back', async () => {
    const answer = await (await signedIn(GREMIUM_ADMIN.email)).get(confirmPath(OTHER_MEMBER.userId));
    expect(answer.status).toBe(200);
    const main = mainOf(answer.html);
    expect(main).toMatch(/Möchten Sie <strong>[^<]*Lea[^<]*<\/strong> wirklich aus dem Gremium/);
    expect(main).toMatch(/action="\/meinifb\/gremium-mitglieder" method="post"/);
    expect(main).toContain(`name="userId" value="${String(OTHER_MEMBER.userId)}"`);
    expect(main).toContain('>Abbrechen</a>');
  });

  it('is for the Gremium’s admins only: visitor to the login, member 403, user without Gremium 403, other Gremium 404', async () => {
    const path = confirmPath(OTHER_MEMBER.userId);
    expect((await visitor().get(path)).location).toBe(loginFor(path));
    const member = await (await signedIn(MEMBER.email)).get(path);
    expect(member.status).toBe(403);
    expect(member.html).toContain('Diese Aktion ist der Administration Ihres Gremiums vorbehalten.');
    expect((await (await signedIn(SINGLE.email)).get(path)).status).toBe(403);
    const foreign = await (await signedIn(FOREIGN.email)).get(path);
    expect(foreign.status).toBe(404);
    expect(foreign.html).not.toContain('Lea');
    expect((await (await signedIn(GREMIUM_ADMIN.email)).get(confirmPath(FOREIGN.userId))).status).toBe(404);
    expect((await (await signedIn(GREMIUM_ADMIN.email)).get('/meinifb/gremium-mitglieder/entfernen/abc')).status).toBe(404);
  });
});

describe('documents and photos of a seminar /meinifb/seminar/{id}/unterlagen', () => {
  const path = () => `/meinifb/seminar/${String(files.eventId)}/unterlagen`;

  const confirmPath = (fileId: number) => `${path()}/foto-loeschen/${String(fileId)}`;

  it('shows a participant the documents and photos to view and download, and a delete link only on their own photo', async () => {
    const answer = await (await signedIn(MEMBER.email)).get(path());
    expect(answer.status).toBe(200);
    const main = mainOf(answer.html);
    expect(main).toContain('Teilnehmerunterlagen');
    expect(main).toMatch(/href="\/api-meinifb\/download-document\/\d+" download="teilnehmerunterlagen.txt"/);
    expect(main).toContain(`src="/api-meinifb/download-photo/${String(files.photoId)}"`);
    expect(main).toContain(`href="${confirmPath(files.ownPhotoId)}"`);
    expect(main).not.toContain(`href="${confirmPath(files.photoId)}"`);
    // The delete is asked for first: the list itself has no form that deletes.
    expect(main).not.toContain('name="fileId"');
    expect(mainOf((await (await signedIn(MEMBER.email)).get('/meinifb')).html)).toContain(`href="${path()}"`);
  });

  it('lets the Gremium read but not delete another member’s photo', async () => {
    const admin = await signedIn(GREMIUM_ADMIN.email);
    const main = mainOf((await admin.get(path())).html);
    expect(main).toContain('Gruppenfoto von Ahmet');
    expect(main).not.toContain(`href="${confirmPath(files.ownPhotoId)}"`);
    const confirm = await admin.get(confirmPath(files.ownPhotoId));
    expect(confirm.status).toBe(403);
    expect(mainOf(confirm.html)).toContain('Sie dürfen diese Datei nicht löschen.');
    expect(mainOf(confirm.html)).not.toContain('name="fileId"');
    const forged = await admin.post(path(), { intent: 'foto-loeschen', fileId: String(files.ownPhotoId) });
    expect(forged.status).toBe(403);
    // The rule's own message, not "send again": sending again would not help.
    expect(mainOf(forged.html)).toContain('Sie dürfen diese Datei nicht löschen.');
    expect(mainOf(forged.html)).not.toContain('Ihre Sitzung war abgelaufen');
    expect(await app.database.db.select().from(eventFiles).where(eq(eventFiles.fileId, files.ownPhotoId))).toHaveLength(1);
  });

  it('keeps everyone else out: visitor to the login, a user outside the event 403, another Gremium 403', async () => {
    expect((await visitor().get(path())).location).toBe(loginFor(path()));
    for (const email of [SINGLE.email, FOREIGN.email]) {
      const answer = await (await signedIn(email)).get(path());
      expect(answer.status).toBe(403);
      expect(answer.html).toContain('Fotos und Unterlagen gibt es nur für Teilnehmende der Veranstaltung und ihr Gremium.');
      expect(answer.html).not.toContain('Gruppenfoto von Ahmet');
    }
    expect((await (await signedIn(MEMBER.email)).get('/meinifb/seminar/999999/unterlagen')).status).toBe(404);
  });

  it('asks “Foto wirklich löschen?” on a page of its own whose plain form posts the delete, only for the uploader’s photo', async () => {
    const member = await signedIn(MEMBER.email);
    const confirm = await member.get(confirmPath(files.ownPhotoId));
    expect(confirm.status).toBe(200);
    const main = mainOf(confirm.html);
    expect(main).toContain('Foto wirklich löschen?');
    expect(main).toContain('Gruppenfoto von Ahmet');
    expect(main).toMatch(new RegExp(`<form[^>]*method="post"[^>]*action="${path()}"|<form[^>]*action="${path()}"[^>]*method="post"`));
    expect(main).toContain(`name="fileId" value="${String(files.ownPhotoId)}"`);
    expect(main).toContain('Ja, Foto löschen');
    expect(main).toContain(`href="${path()}"`);
    // Another's photo (the provider's), an unknown one and a bad id: no page that could delete.
    expect((await member.get(confirmPath(files.photoId))).status).toBe(403);
    expect((await member.get(confirmPath(999999))).status).toBe(404);
    expect((await member.get(`${path()}/foto-loeschen/abc`)).status).toBe(404);
    expect((await visitor().get(confirmPath(files.ownPhotoId))).location).toBe(loginFor(confirmPath(files.ownPhotoId)));
    expect((await (await signedIn(SINGLE.email)).get(confirmPath(files.ownPhotoId))).status).toBe(403);
  });

  it('deletes the user’s own photo with a plain form post and confirms it', async () => {
    const member = await signedIn(MEMBER.email);
    await member.get(path());
    const deleted = await member.post(path(), { intent: 'foto-loeschen', fileId: String(files.ownPhotoId) });
    expect(deleted.status).toBe(303);
    const after = await member.get(deleted.location!);
    expect(mainOf(after.html)).toContain('Das Foto wurde gelöscht.');
    expect(mainOf(after.html)).not.toContain('Gruppenfoto von Ahmet');
  });
});

describe('the feedback page /kundenportal/send-feedback', () => {
  it('sends a visitor to the login and back, the seminar kept in the address', async () => {
    const answer = await visitor().get(`/kundenportal/send-feedback?veranstaltung=${String(attended.eventId)}`);
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(loginFor(`/kundenportal/send-feedback?veranstaltung=${String(attended.eventId)}`));
  });

  it('offers no seminar before it has ended, and answers 404 for one not attended', async () => {
    const member = await signedIn(MEMBER.email);
    expect(mainOf((await member.get('/kundenportal/send-feedback')).html)).toContain('Sie haben noch kein Seminar bei uns besucht.');
    expect((await member.get(`/kundenportal/send-feedback?veranstaltung=${String(attended.eventId)}`)).status).toBe(404);
  });

  describe('after the seminar', () => {
    beforeAll(async () => {
      const [{ endAt } = { endAt: '' }] = await app.database.db.select({ endAt: events.endAt }).from(events).where(eq(events.eventId, lapsed.eventId));
      const ended = Math.max(Date.parse(endAt), 0) + 60 * 60 * 1000;
      app.clock.advance({ milliseconds: ended - app.clock.now().epochMilliseconds });
    });

    it('lists the attended seminar (not the lapsed reservation) and links it from Mein Bereich', async () => {
      const member = await signedIn(MEMBER.email);
      const list = mainOf((await member.get('/kundenportal/send-feedback')).html);
      expect(list).toContain(amp(attended.title));
      expect(list).toContain(`href="/kundenportal/send-feedback?veranstaltung=${String(attended.eventId)}"`);
      expect(list).not.toContain(`veranstaltung=${String(lapsed.eventId)}"`);
      expect(mainOf((await member.get('/meinifb')).html)).toContain(`href="/kundenportal/send-feedback?veranstaltung=${String(attended.eventId)}"`);
      expect((await member.get(`/kundenportal/send-feedback?veranstaltung=${String(lapsed.eventId)}`)).status).toBe(404);
    });

    it('refuses a too short message with the §5 message, keeping the stars and the text (no JavaScript)', async () => {
      const member = await signedIn(MEMBER.email);
      const path = `/kundenportal/send-feedback?veranstaltung=${String(attended.eventId)}`;
      await member.get(path);
      const answer = await member.post(path, { eventId: String(attended.eventId), rating: '4', message: 'x' });
      expect(answer.status).toBe(400);
      expect(messageOf(answer.html, 'feedback-nachricht')).toBe('Bitte geben Sie eine Nachricht ein');
      expect(answer.html).toMatch(/value="4" checked=""|checked="" [^>]*value="4"/);
      expect(answer.html).toMatch(/<textarea[^>]*>x<\/textarea>/);
    });

    it('stores the feedback with its seminar (and in the mail’s subject), thanks, and shows it back on the seminar’s feedback page', async () => {
      const member = await signedIn(MEMBER.email);
      const path = `/kundenportal/send-feedback?veranstaltung=${String(attended.eventId)}`;
      await member.get(path);
      const sent = await member.post(path, { eventId: String(attended.eventId), rating: '5', message: 'Sehr praxisnah, danke!' });
      expect(sent.status).toBe(303);
      expect(sent.location).toBe(`${path}&danke=1`);
      expect(mainOf((await member.get(sent.location!)).html)).toContain('Vielen Dank für Ihr Feedback! Wir lesen jede Nachricht.');
      const [stored] = await app.database.db.select().from(portalFeedback).orderBy(desc(portalFeedback.feedbackId)).limit(1);
      expect(stored).toMatchObject({ userId: MEMBER.userId, eventId: attended.eventId, message: 'Sehr praxisnah, danke!', rating: 5 });
      const shown = mainOf((await member.get(path)).html);
      expect(shown).toContain('Ihr bisheriges Feedback zu diesem Seminar');
      expect(shown).toContain('Sehr praxisnah, danke!');
      expect(shown).toContain('Bewertung: 5 von 5 Sternen');
      expect(mainOf((await member.get('/kundenportal/send-feedback')).html)).not.toContain('Ihr bisheriges Feedback');
      const [mail] = await app.database.db.select().from(outbox).where(eq(outbox.kind, 'feedback_received')).orderBy(desc(outbox.id)).limit(1);
      expect((mail?.payload as { topic: string }).topic).toMatch(/^Seminar: .+ \(\d\d\.\d\d\.\d{4}\) – Bewertung: 5 von 5 Sternen$/);
    });

    it('is only for the user’s own seminars: another user and another Gremium’s admin get 404, and their post stores nothing', async () => {
      const before = (await app.database.db.select().from(portalFeedback)).length;
      for (const email of [SINGLE.email, GREMIUM_ADMIN.email]) {
        const other = await signedIn(email);
        const path = `/kundenportal/send-feedback?veranstaltung=${String(attended.eventId)}`;
        expect((await other.get(path)).status).toBe(404);
        const post = await other.post(path, { eventId: String(attended.eventId), message: 'Fremdes Feedback' });
        expect(post.status).toBe(404);
        expect(post.html).toContain('Zu diesem Seminar können Sie kein Feedback senden');
        expect((await other.get(`/api-meinifb/feedback/${String(attended.eventId)}`)).status).toBe(404);
      }
      expect((await visitor().get(`/api-meinifb/feedback/${String(attended.eventId)}`)).status).toBe(401);
      expect((await app.database.db.select().from(portalFeedback)).length).toBe(before);
    });
  });
});
