import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_EVENT_ID } from '../../db/demo-data/generate';
import { DEMO_PASSWORD } from '../../db/demo-data/people';
import { startAccountsTestApp, type AccountsTestApp } from '../session/testing/accounts-test-app';
import { GREMIUM_ADMIN, JSON_HEADERS, OTHER_SINGLE, SINGLE, SITE_ADMIN, THIRD_SINGLE, loggedIn, visitor } from './portal-test-users';

let app: AccountsTestApp;

beforeAll(async () => {
  app = await startAccountsTestApp();
}, 120_000);

afterAll(async () => {
  await app.close();
});

const EVENT = FIRST_EVENT_ID;
const OTHER_EVENT = FIRST_EVENT_ID + 1;
const LOGIN_REQUIRED = { error: 'unauthenticated', message: 'Bitte melden Sie sich an, um Ihre Merkliste zu nutzen.' };

interface Entry {
  readonly wishlistId: number;
  readonly eventId: number;
  readonly addedAt: string;
}

describe('wishlist for a visitor', () => {
  it('answers 401 on every call, so the page can send the visitor to the login and back', async () => {
    const browser = await visitor(app);
    for (const path of ['/wishlist/get', '/wishlist/get-all', '/wishlist/get-with-event', '/wishlist/get-bookmarks', '/wishlist/analysis']) {
      expect(await browser.get(path)).toMatchObject({ ok: false, status: 401, body: LOGIN_REQUIRED });
    }
    for (const [path, body] of [
      [`/wishlist/add/${EVENT}`, undefined],
      ['/wishlist/delete/1', undefined],
      ['/wishlist/add-bookmark', { url: '/seminare', title: 'Seminare' }],
      ['/wishlist/delete/', { bookmarkId: 1 }],
    ] as const) {
      expect(await browser.post(path, body)).toMatchObject({ ok: false, status: 401, body: LOGIN_REQUIRED });
    }
  });

  it('keeps the date a visitor asked to keep once they log in in the same browser, and only once', async () => {
    const browser = await visitor(app);
    const wished = FIRST_EVENT_ID + 5;
    expect(await browser.post(`/wishlist/add/${String(wished)}`)).toMatchObject({ status: 401, body: LOGIN_REQUIRED });
    // An unknown date is not held: 404, as for a user.
    expect(await browser.post('/wishlist/add/999999')).toMatchObject({ status: 404 });
    await browser.login(SITE_ADMIN.email, DEMO_PASSWORD);
    const kept = (await browser.get('/wishlist/get-all')) as { body: Entry[] };
    expect(kept.body.filter((entry) => entry.eventId === wished)).toHaveLength(1);

    // Taken at that login: removed from the list, the next login does not bring it back.
    const [entry] = kept.body.filter((candidate) => candidate.eventId === wished);
    await browser.post(`/wishlist/delete/${String(entry?.wishlistId)}`);
    await browser.post('/kundenportal/logout');
    await browser.login(SITE_ADMIN.email, DEMO_PASSWORD);
    expect(((await browser.get('/wishlist/get')) as { body: number[] }).body).not.toContain(wished);
  });
});

describe('wishlist entries', () => {
  it('adds an event once, lists it three ways and deletes it', async () => {
    const browser = await loggedIn(app, SINGLE.email);
    expect(await browser.get('/wishlist/get')).toEqual({ ok: true, body: [] });

    const added = await browser.post(`/wishlist/add/${EVENT}`);
    expect(added).toMatchObject({ ok: true, body: [{ eventId: EVENT, addedAt: '2026-11-22T10:00:00+01:00' }] });
    const [entry] = (added as { body: Entry[] }).body;
    expect(await browser.post(`/wishlist/add/${EVENT}`)).toEqual(added);
    await browser.post(`/wishlist/add/${OTHER_EVENT}`);

    expect(await browser.get('/wishlist/get')).toEqual({ ok: true, body: [OTHER_EVENT, EVENT].sort((a, b) => b - a) });
    const all = await browser.get('/wishlist/get-all');
    expect(all).toMatchObject({ ok: true, body: [{ eventId: OTHER_EVENT }, { eventId: EVENT }] });

    const withEvent = await browser.get('/wishlist/get-with-event');
    expect(withEvent.ok && Array.isArray(withEvent.body)).toBe(true);
    expect(withEvent).toMatchObject({
      ok: true,
      body: [
        { event: { eventId: OTHER_EVENT, theme: { title: expect.any(String) as unknown }, priceLabel: expect.stringMatching(/^Preis/) as unknown } },
        { wishlistId: entry!.wishlistId, event: { eventId: EVENT, locationText: expect.any(String) as unknown } },
      ],
    });

    expect(await browser.post(`/wishlist/delete/${entry!.wishlistId}`)).toMatchObject({ ok: true, body: [{ eventId: OTHER_EVENT }] });
    expect(await browser.get('/wishlist/get')).toEqual({ ok: true, body: [OTHER_EVENT] });
  });

  it('answers 404 for an unknown event and 400 for an id that is none', async () => {
    const browser = await loggedIn(app, OTHER_SINGLE.email);
    expect(await browser.post('/wishlist/add/999999')).toMatchObject({
      status: 404,
      body: { error: 'not_found', message: 'Diese Veranstaltung gibt es nicht (mehr).' },
    });
    for (const id of ['abc', '0', '-3', '1.5', '99999999999']) {
      expect(await browser.post(`/wishlist/add/${id}`)).toMatchObject({
        status: 400,
        body: { fieldErrors: { id: 'Bitte geben Sie eine gültige Veranstaltungsnummer an.' } },
      });
    }
    expect(await browser.post('/wishlist/delete/abc')).toMatchObject({
      status: 400,
      body: { fieldErrors: { id: 'Bitte geben Sie einen gültigen Eintrag der Merkliste an.' } },
    });
    expect(await browser.post('/wishlist/delete/999999')).toMatchObject({
      status: 404,
      body: { message: 'Diesen Eintrag gibt es auf Ihrer Merkliste nicht.' },
    });
  });

  it("cannot delete another user's entry: it answers like a missing one and the entry stays", async () => {
    const owner = await loggedIn(app, THIRD_SINGLE.email);
    const [entry] = ((await owner.post(`/wishlist/add/${EVENT}`)) as { body: Entry[] }).body;
    const intruder = await loggedIn(app, OTHER_SINGLE.email);
    expect(await intruder.post(`/wishlist/delete/${entry!.wishlistId}`)).toMatchObject({ status: 404 });
    expect(await owner.get('/wishlist/get')).toMatchObject({ ok: true, body: expect.arrayContaining([EVENT]) as unknown });
    await owner.post(`/wishlist/delete/${entry!.wishlistId}`);
  });

  it('never deletes on a GET, and refuses a POST without the XSRF header', async () => {
    const browser = await loggedIn(app, OTHER_SINGLE.email);
    const [entry] = ((await browser.post(`/wishlist/add/${EVENT}`)) as { body: Entry[] }).body;
    expect(await browser.get(`/wishlist/delete/${entry!.wishlistId}`)).toMatchObject({ status: 404 });
    const forged = await browser.raw('main', `/wishlist/delete/${entry!.wishlistId}`, { method: 'POST', xsrf: false });
    expect(forged.status).toBe(403);
    expect(forged.body).toMatchObject({ error: 'forbidden', message: 'Ihre Sitzung ist abgelaufen. Bitte laden Sie die Seite neu.' });
    expect((await browser.raw('main', `/wishlist/add/${OTHER_EVENT}`, { method: 'POST', xsrf: false })).status).toBe(403);
    expect(await browser.get('/wishlist/get')).toEqual({ ok: true, body: [EVENT] });
    await browser.post(`/wishlist/delete/${entry!.wishlistId}`);
  });
});

describe('wishlist bookmarks', () => {
  it('bookmarks a page of this site, renames it when bookmarked again, and deletes it by id or page', async () => {
    const browser = await loggedIn(app, SINGLE.email);
    expect(await browser.get('/wishlist/get-bookmarks')).toEqual({ ok: true, body: [] });
    const added = await browser.post('/wishlist/add-bookmark', { url: ' /seminare?q=Arbeitsschutz ', title: 'Suche Arbeitsschutz' });
    expect(added).toMatchObject({ ok: true, body: [{ url: '/seminare?q=Arbeitsschutz', title: 'Suche Arbeitsschutz' }] });
    const renamed = await browser.post('/wishlist/add-bookmark', { url: '/seminare?q=Arbeitsschutz', title: 'Arbeitsschutz-Seminare' });
    expect(renamed).toMatchObject({ ok: true, body: [{ title: 'Arbeitsschutz-Seminare' }] });
    expect((renamed as { body: unknown[] }).body).toHaveLength(1);

    await browser.post('/wishlist/add-bookmark', { url: '/standorte/berlin-1', title: 'Berlin' });
    const [latest, first] = ((await browser.get('/wishlist/get-bookmarks')) as { body: { bookmarkId: number; url: string }[] }).body;
    expect(latest?.url).toBe('/standorte/berlin-1');
    expect(await browser.post('/wishlist/delete/', { bookmarkId: latest!.bookmarkId })).toMatchObject({ ok: true, body: [{ url: first!.url }] });
    expect(await browser.post('/wishlist/delete/', { url: '/seminare?q=Arbeitsschutz' })).toEqual({ ok: true, body: [] });
  });

  it('answers 400 with German messages for pages elsewhere, missing titles and bad bodies', async () => {
    const browser = await loggedIn(app, SINGLE.email);
    expect(await browser.post('/wishlist/add-bookmark', { url: 'https://evil.example/', title: '' })).toMatchObject({
      status: 400,
      body: {
        error: 'invalid',
        fieldErrors: {
          url: 'Bitte merken Sie sich nur Seiten dieser Website (ein Pfad, der mit / beginnt).',
          title: 'Bitte geben Sie einen Titel für das Lesezeichen an.',
        },
      },
    });
    expect(await browser.post('/wishlist/add-bookmark', { url: 42, title: 'x' })).toMatchObject({
      status: 400,
      body: { fieldErrors: { url: 'Bitte geben Sie hier einen Text ein.' } },
    });
    expect(await browser.post('/wishlist/add-bookmark', ['/seminare'])).toMatchObject({
      status: 400,
      body: { fieldErrors: { _: 'Bitte senden Sie die Angaben als JSON-Objekt.' } },
    });
    expect(await browser.post('/wishlist/delete/', {})).toMatchObject({
      status: 400,
      body: { fieldErrors: { bookmarkId: 'Bitte geben Sie das Lesezeichen an, das Sie löschen möchten.' } },
    });
    expect(await browser.post('/wishlist/delete/', { bookmarkId: 'eins' })).toMatchObject({
      status: 400,
      body: { fieldErrors: { bookmarkId: 'Bitte geben Sie ein gültiges Lesezeichen an.' } },
    });
    expect(await browser.post('/wishlist/delete/', { bookmarkId: 999_999 })).toMatchObject({
      status: 404,
      body: { message: 'Dieses Lesezeichen gibt es nicht.' },
    });
    const malformed = await browser.raw('main', '/wishlist/add-bookmark', { method: 'POST', body: '{"url": ', headers: JSON_HEADERS });
    expect(malformed.status).toBe(400);
    const oversized = await browser.raw('main', '/wishlist/add-bookmark', {
      method: 'POST',
      body: JSON.stringify({ url: '/seminare', title: 'x'.repeat(300 * 1024) }),
      headers: JSON_HEADERS,
    });
    expect(oversized.status).toBe(413);
  });

  it("keeps bookmarks per account: another user's bookmark cannot be deleted", async () => {
    const owner = await loggedIn(app, THIRD_SINGLE.email);
    const [bookmark] = ((await owner.post('/wishlist/add-bookmark', { url: '/seminare/rubrik', title: 'Rubriken' })) as {
      body: { bookmarkId: number }[];
    }).body;
    const intruder = await loggedIn(app, OTHER_SINGLE.email);
    expect(await intruder.get('/wishlist/get-bookmarks')).toEqual({ ok: true, body: [] });
    expect(await intruder.post('/wishlist/delete/', { bookmarkId: bookmark!.bookmarkId })).toMatchObject({ status: 404 });
    expect(await owner.get('/wishlist/get-bookmarks')).toMatchObject({ ok: true, body: [{ url: '/seminare/rubrik' }] });
  });
});

describe('GET /wishlist/analysis', () => {
  it('shows a site admin which events and themes are on the most wishlists, each user counted once', async () => {
    const admin = await loggedIn(app, SITE_ADMIN.email);
    const answer = await admin.get('/wishlist/analysis');
    expect(answer.ok).toBe(true);
    const analysis = (answer as { body: { users: number; entries: number; events: { users: number }[]; themes: { users: number }[] } }).body;
    // The demo wishlists: three Gremium members, each keeping the soonest event among others.
    expect(analysis.users).toBeGreaterThanOrEqual(3);
    expect(analysis.events[0]?.users).toBeGreaterThanOrEqual(3);
    expect(analysis.events[0]?.users).toBeLessThanOrEqual(analysis.users);
    expect(analysis.events.map((event) => event.users)).toEqual([...analysis.events.map((event) => event.users)].sort((a, b) => b - a));
    expect(analysis.themes.every((theme) => theme.users <= analysis.users)).toBe(true);
    expect(analysis.entries).toBeGreaterThanOrEqual(analysis.events.length);
  });

  it('is for site admins only: 403 for a user and a Gremium admin', async () => {
    for (const email of [SINGLE.email, GREMIUM_ADMIN.email]) {
      expect(await (await loggedIn(app, email)).get('/wishlist/analysis')).toMatchObject({
        status: 403,
        body: { error: 'forbidden', message: 'Die Auswertung der Merklisten ist Administratoren vorbehalten.' },
      });
    }
  });
});
