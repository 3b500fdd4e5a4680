import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_MESSAGES } from '../../../application/admin/images/messages';
import { VALIDATION_MESSAGES } from '../../../domain/validation/messages';
import { VENUE_MESSAGES } from '../../../domain/venue/venue';
import { DEMO_PASSWORD } from '../../db/demo-data/people';
import { TestBrowser } from '../session/testing/accounts-test-app';
import { startTestApp, type TestApp } from '../testing/test-app';
import { messageOf, valueOf } from './form-browser.testing';
import { loadPageRenderer } from './page-renderer';
import { TOO_LARGE_FORM_MESSAGE } from '../server';

/** These tests need the build (`npm run build`); `npm test` builds before it runs them. */
const dist = fileURLToPath(new URL('../../../dist', import.meta.url));
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const STAFF = 'kundenservice@example.org';

let app: TestApp;
let staff: TestBrowser;

const rows = async (query: string): Promise<Record<string, unknown>[]> => {
  const result: unknown = await app.database.db.execute(sql.raw(query));
  return (result as { rows: Record<string, unknown>[] }).rows;
};

const html = async (path: string): Promise<{ status: number; text: string }> => {
  const answer = await staff.raw('main', path, { headers: { accept: BROWSER_ACCEPT } });
  return { status: answer.status, text: String(answer.body) };
};

const formToken = (page: string): string => /name="_xsrf" value="([^"]+)"/.exec(page)?.[1] ?? '';

/** A plain form post as a browser without JavaScript sends it: urlencoded, the token in its field, no XSRF header. */
const postForm = async (path: string, fields: Record<string, string>) => {
  const token = formToken((await html(path)).text);
  const answer = await staff.raw('main', path, {
    method: 'POST',
    body: new URLSearchParams({ _xsrf: token, ...fields }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: BROWSER_ACCEPT },
    xsrf: false,
    redirect: 'manual',
  });
  return { status: answer.status, location: answer.headers.get('location'), text: String(answer.body) };
};

/** The picture's upload form as a browser without JavaScript sends it: multipart. */
const upload = async (path: string, file: { name: string; bytes: Uint8Array; type: string }) => {
  const form = new FormData();
  form.set('_xsrf', formToken((await html(path)).text));
  form.set('bild', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  // Bytes, not text: a picture is no UTF-8. The session's cookies as the browser sends them.
  const url = `${app.baseUrl}${path}`;
  const answer = await fetch(url, { method: 'POST', body: form, redirect: 'manual', headers: { cookie: staff.jar.cookieHeader(url) ?? '', accept: BROWSER_ACCEPT } });
  return { status: answer.status, location: answer.headers.get('location'), text: await answer.text() };
};

const NEW_VENUE = { name: 'Hotel Fördeblick', street: 'Kiellinie 12', postalCode: '24105', city: 'Kiel', ratePerNight: '104,00', rateDescription: 'Einzelzimmer inkl. Frühstück' };

beforeAll(async () => {
  const pages = await loadPageRenderer(dist);
  if (!pages) throw new Error('No build in dist/: run `npm run build` first (npm test does).');
  app = await startTestApp({ pages });
  staff = new TestBrowser(() => app.baseUrl);
  await staff.login(STAFF, DEMO_PASSWORD);
}, 120_000);

afterAll(async () => {
  await app.close();
});

describe('the back office\'s venues without JavaScript', () => {
  it('a new venue: the list links to its form; a bad one gets each German message at its field with what was typed, 400; a good one is created, logged, and offered for a new date', async () => {
    expect((await html('/manage/orte')).text).toContain('<a href="/manage/orte/neu">Neuer Ort</a>');
    const refused = await postForm('/manage/orte/neu', { ...NEW_VENUE, postalCode: '241', rateDescription: '' });
    expect(refused.status).toBe(400);
    expect(messageOf(refused.text, 'ort-postalCode')).toBe(VALIDATION_MESSAGES.postalCodeInvalid);
    expect(messageOf(refused.text, 'ort-rateDescription')).toBe(VENUE_MESSAGES.rateDescription);
    expect(valueOf(refused.text, 'ort-street')).toBe('Kiellinie 12');
    expect(await rows(`select hotel_id from hotels where name = 'Hotel Fördeblick'`)).toEqual([]);

    const created = await postForm('/manage/orte/neu', NEW_VENUE);
    expect(created.status).toBe(303);
    const hotelId = Number(/^\/manage\/orte\/(\d+)\?erledigt=angelegt$/.exec(created.location ?? '')?.[1]);
    expect(hotelId).toBeGreaterThan(124);
    expect((await html(created.location ?? '')).text).toContain('Der Veranstaltungsort wurde angelegt.');
    expect(await rows(`select slug, location_name from hotels where hotel_id = ${String(hotelId)}`)).toEqual([{ slug: 'hotel-foerdeblick-kiel', location_name: 'Kiel' }]);
    expect(await rows(`select subject, details->>'city' as city from audit_log where action = 'catalogue.venue.create'`)).toEqual([
      { subject: `Veranstaltungsort ${String(hotelId)} (Hotel Fördeblick)`, city: '– → Kiel' },
    ]);
    const [theme] = await rows('select slug from themes order by theme_id limit 1');
    const dateForm = (await html(`/manage/seminare/${String(theme?.slug)}/termine/neu`)).text;
    expect(dateForm).toContain(`<option value="${String(hotelId)}">Hotel Fördeblick, Kiel</option>`);
  });

  it('a picture: uploaded as multipart, scaled, shown on the venue\'s page and on the hotel\'s public page; replaced and removed, each logged before → after; a file that is no picture gets 400 and its message at the field', async () => {
    const [hotel] = await rows('select hotel_id, slug from hotels where hotel_id = 104');
    const slug = String(hotel?.slug);
    const path = `/manage/orte/${String(hotel?.hotel_id)}`;
    const png = new Uint8Array(await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#336699' } }).png().toBuffer());

    const notAnImage = await upload(path, { name: 'bild.png', bytes: new TextEncoder().encode('Dies ist kein Bild.'), type: 'image/png' });
    expect(notAnImage.status).toBe(400);
    expect(messageOf(notAnImage.text, 'ort-bild-datei')).toBe(IMAGE_MESSAGES.notAnImage);

    // Larger than the route takes (16 MB): refused before any use case, as a German page that leads back to the form.
    const tooLarge = await upload(path, { name: 'riesig.png', bytes: new Uint8Array(17 * 1024 * 1024), type: 'image/png' });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.text).toContain(TOO_LARGE_FORM_MESSAGE);
    expect(tooLarge.text).toContain(`<a href="${path}">Zurück zum Formular</a>`);

    const stored = await upload(path, { name: 'alster.png', bytes: png, type: 'image/png' });
    expect([stored.status, stored.location]).toEqual([303, `${path}?erledigt=bild`]);
    const venuePage = (await html(`${path}?erledigt=bild`)).text;
    expect(venuePage).toContain('alster.png (PNG, 1600 × 800 Pixel)');
    const src = new RegExp(`<img[^>]*src="(/bilder/hotel/${slug}\\?v=\\d+)"`).exec(venuePage)?.[1] ?? '';
    expect(src).not.toBe('');
    const served = await fetch(`${app.baseUrl}${src.replaceAll('&amp;', '&')}`);
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(1600);
    const publicPage = await fetch(`${app.baseUrl}/standorte/hotel/hotel-alsterkontor-104`, { headers: { accept: BROWSER_ACCEPT } });
    expect(await publicPage.text()).toContain(`src="${src}"`);

    expect((await upload(path, { name: 'neu.png', bytes: png, type: 'image/png' })).status).toBe(303);
    const removed = await postForm(path, { intent: 'bild-entfernen' });
    expect([removed.status, removed.location]).toEqual([303, `${path}?erledigt=bild-entfernt`]);
    expect((await fetch(`${app.baseUrl}/bilder/hotel/${slug}`)).status).toBe(404);
    expect((await html(path)).text).toContain('Dieser Ort hat noch kein Bild.');
    expect(await rows(`select details->>'image' as image from audit_log where action = 'catalogue.venue.image' order by entry_id`)).toEqual([
      { image: 'keins → alster.png (PNG, 1600 × 800 Pixel)' },
      { image: 'alster.png (PNG, 1600 × 800 Pixel) → neu.png (PNG, 1600 × 800 Pixel)' },
      { image: 'neu.png (PNG, 1600 × 800 Pixel) → keins' },
    ]);
  });
});

describe('calling a Fachtagung off without JavaScript', () => {
  it('asks for the confirmation first (400, nothing ends); confirmed, every seat ends, the page says "abgesagt", and the audit log names it', async () => {
    const [conference] = await rows('select conference_id, url from conferences order by start_at limit 1');
    const path = `/manage/fachtagungen/${String(conference?.conference_id)}`;
    expect((await html(path)).text).toContain('Fachtagung absagen');
    const unconfirmed = await postForm(path, { intent: 'absagen' });
    expect(unconfirmed.status).toBe(400);
    expect(messageOf(unconfirmed.text, 'fachtagung-bestaetigt')).toBe('Bitte bestätigen Sie, dass die Fachtagung abgesagt und alle Teilnehmenden benachrichtigt werden.');
    expect(await rows(`select action from audit_log where action = 'catalogue.conference.cancel'`)).toEqual([]);

    const cancelled = await postForm(path, { intent: 'absagen', bestaetigt: 'on' });
    expect([cancelled.status, cancelled.location]).toEqual([303, `${path}?erledigt=abgesagt`]);
    const page = (await html(`${path}?erledigt=abgesagt`)).text;
    expect(page).toContain('Die Fachtagung wurde abgesagt.');
    expect(page).toContain('Diese Fachtagung ist abgesagt und wird nicht mehr geändert.');
    expect(await rows(`select subject from audit_log where action = 'catalogue.conference.cancel'`)).toEqual([{ subject: `Fachtagung ${String(conference?.conference_id)} (${String(conference?.url)})` }]);
  });
});
