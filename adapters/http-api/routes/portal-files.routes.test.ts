import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventFiles } from '../../db/schema';
import { startAccountsTestApp, type AccountsTestApp } from '../session/testing/accounts-test-app';
import { placeTestOrder } from './portal-test-bookings';
import { GREMIUM_ADMIN, MEMBER, OTHER_MEMBER, SINGLE, SITE_ADMIN, loggedIn, visitor } from './portal-test-users';

let app: AccountsTestApp;
let folder = '';
let eventId = 0;
let photoId = 0;
let documentId = 0;

beforeAll(async () => {
  // The files folder of this server: a temporary one, as PORTAL_FILES_DIR would name in production.
  folder = await mkdtemp(join(tmpdir(), 'portal-files-test-'));
  process.env.PORTAL_FILES_DIR = folder;
  app = await startAccountsTestApp();
  const db = app.database.db;
  const [photo] = await db.select().from(eventFiles).where(eq(eventFiles.kind, 'photo')).orderBy(asc(eventFiles.fileId)).limit(1);
  eventId = photo!.eventId;
  photoId = photo!.fileId;
  const [document] = await db.select().from(eventFiles).where(eq(eventFiles.eventId, eventId)).orderBy(asc(eventFiles.fileId));
  documentId = document!.kind === 'document' ? document!.fileId : 0;
  await placeTestOrder(db, { userId: MEMBER.userId, gremiumId: 1, eventId, participants: [{ firstname: 'Ahmet', email: MEMBER.email }] });
}, 120_000);

afterAll(async () => {
  await app.close();
  delete process.env.PORTAL_FILES_DIR;
  await rm(folder, { recursive: true, force: true });
});

const P = '/api-meinifb';

describe('photos and documents of an event', () => {
  it('lists them for a participant and a member of the participant\'s Gremium', async () => {
    for (const email of [MEMBER.email, OTHER_MEMBER.email, GREMIUM_ADMIN.email]) {
      const browser = await loggedIn(app, email);
      expect(await browser.get(`${P}/documents/${eventId}`)).toMatchObject({
        ok: true,
        body: [{ fileId: documentId, kind: 'document', title: 'Teilnehmerunterlagen', fileName: 'teilnehmerunterlagen.txt', downloadUrl: `${P}/download-document/${documentId}` }],
      });
      expect(await browser.get(`${P}/photos/${eventId}`)).toMatchObject({ ok: true, body: [{ fileId: photoId, contentType: 'image/png' }] });
    }
  });

  it('downloads the real files from the folder as attachments', async () => {
    const member = await loggedIn(app, MEMBER.email);
    const document = await member.raw('main', `${P}/download-document/${documentId}`);
    expect(document.status).toBe(200);
    expect(document.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(document.headers.get('content-disposition')).toBe(`attachment; filename="teilnehmerunterlagen.txt"; filename*=UTF-8''teilnehmerunterlagen.txt`);
    expect(document.headers.get('cache-control')).toBe('private, no-store');
    expect(String(document.body)).toContain('Teilnehmerunterlagen');
    const photo = await member.raw('main', `${P}/download-photo/${photoId}`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/png');
    expect(Number(photo.headers.get('content-length'))).toBeGreaterThan(50);
  });

  it('keeps users outside the event and its Gremien out (403), and answers 401 to a visitor', async () => {
    const single = await loggedIn(app, SINGLE.email);
    const outsider = { status: 403, body: { message: 'Fotos und Unterlagen gibt es nur für Teilnehmende der Veranstaltung und ihr Gremium.' } };
    expect(await single.get(`${P}/documents/${eventId}`)).toMatchObject(outsider);
    expect(await single.get(`${P}/photos/${eventId}`)).toMatchObject(outsider);
    expect((await single.raw('main', `${P}/download-document/${documentId}`)).status).toBe(403);
    const guest = await visitor(app);
    expect(await guest.get(`${P}/documents/${eventId}`)).toMatchObject({ status: 401 });
    expect((await guest.raw('main', `${P}/download-photo/${photoId}`)).status).toBe(401);
  });

  it('answers 404 for an unknown event or file, a file of the other kind, and 400 for ids that are none', async () => {
    const member = await loggedIn(app, MEMBER.email);
    expect(await member.get(`${P}/photos/999999`)).toMatchObject({ status: 404, body: { message: 'Diese Veranstaltung gibt es nicht (mehr).' } });
    expect((await member.raw('main', `${P}/download-photo/${documentId}`)).status).toBe(404);
    expect((await member.raw('main', `${P}/download-document/999999`)).status).toBe(404);
    expect(await member.get(`${P}/documents/abc`)).toMatchObject({ status: 400, body: { fieldErrors: { id: 'Bitte geben Sie eine gültige Veranstaltungsnummer an.' } } });
    const badFile = await member.raw('main', `${P}/download-photo/-1`);
    expect(badFile.status).toBe(400);
    expect(badFile.body).toMatchObject({ fieldErrors: { id: 'Bitte geben Sie eine gültige Dateinummer an.' } });
  });

  it('lets only the uploader or a site admin delete a photo; afterwards it is gone', async () => {
    const member = await loggedIn(app, MEMBER.email);
    expect(await member.post(`${P}/delete-photo/${photoId}`)).toMatchObject({ status: 403, body: { message: 'Sie dürfen diese Datei nicht löschen.' } });
    expect(await member.get(`${P}/delete-photo/${photoId}`)).toMatchObject({ status: 404 });
    const admin = await loggedIn(app, SITE_ADMIN.email);
    expect((await admin.raw('main', `${P}/delete-photo/${photoId}`, { method: 'POST', xsrf: false })).status).toBe(403);
    expect(await admin.post(`${P}/delete-photo/${photoId}`)).toEqual({ ok: true, body: { fileId: photoId, deleted: true } });
    expect(await admin.post(`${P}/delete-photo/${photoId}`)).toMatchObject({ status: 404 });
    expect(await member.get(`${P}/photos/${eventId}`)).toEqual({ ok: true, body: [] });
    expect((await member.raw('main', `${P}/download-photo/${photoId}`)).status).toBe(404);
  });
});
