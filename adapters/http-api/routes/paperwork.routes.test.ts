import { eq } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEMPLATE_NOTICE } from '../../../application/documents/layouts/paperwork.layout';
import { cents, formatEuro } from '../../../domain/money/money';
import { orderParticipants } from '../../db/schema';
import { pdfText } from '../../pdf/testing/pdf-text';
import { TEST_NOW } from '../testing/test-app';
import { startAccountsTestApp, type AccountsTestApp, type TestBrowser } from '../session/testing/accounts-test-app';
import { placeTestOrder, soonestEvents } from './portal-test-bookings';
import { GREMIUM_ADMIN, MEMBER, OTHER_MEMBER, SINGLE, loggedIn, visitor } from './portal-test-users';

let app: AccountsTestApp;
let upcoming = { eventId: 0 };
let past = { eventId: 0 };
let pastEnd = '';
let memberSeat = 0;
let reservedSeat = 0;
let cancelledSeat = 0;
let pastSeat = 0;
let pastReservedSeat = 0;

const paper = (id: number, kind: string) => `/meinifb/teilnahme/${String(id)}/${kind}.pdf`;

/** The PDF as a browser gets it, with the browser's cookies. */
const fetchPdf = async (browser: TestBrowser, path: string, accept = 'text/html') => {
  const url = `${app.urlOf('main')}${path}`;
  const cookie = browser.jar.cookieHeader(url);
  const response = await fetch(url, { redirect: 'manual', headers: { accept, ...(cookie === undefined ? {} : { cookie }) } });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { status: response.status, type: response.headers.get('content-type'), location: response.headers.get('location'), bytes };
};

beforeAll(async () => {
  app = await startAccountsTestApp();
  const db = app.database.db;
  const soonest = await soonestEvents(db);
  upcoming = soonest[0]!;
  past = soonest[1]!;
  pastEnd = soonest[1]!.endAt;
  [memberSeat, reservedSeat, cancelledSeat] = (await placeTestOrder(db, {
    userId: MEMBER.userId,
    gremiumId: 1,
    eventId: upcoming.eventId,
    participants: [
      { firstname: 'Ahmet', email: MEMBER.email, price: 129_000 },
      { firstname: 'Rita', email: 'rita@example.org', status: 'reserved', reservedUntil: TEST_NOW.add({ hours: 240 }).toString(), price: 99_000 },
      { firstname: 'Carl', email: 'carl@example.org', status: 'cancelled' },
    ],
  })) as [number, number, number];
  [pastSeat, pastReservedSeat] = (await placeTestOrder(db, {
    userId: MEMBER.userId,
    gremiumId: 1,
    eventId: past.eventId,
    participants: [
      { firstname: 'Ahmet', email: MEMBER.email },
      { firstname: 'Rosa', email: 'rosa@example.org', status: 'lapsed' },
    ],
  })) as [number, number];
}, 120_000);

afterAll(async () => {
  await app.close();
});

describe('the papers of a booking', () => {
  it('send a visitor to the login, which brings them back to the paper', async () => {
    const guest = await visitor(app);
    const answer = await fetchPdf(guest, paper(memberSeat, 'entsendungsbeschluss'));
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(`/kundenportal/login?redirect=${encodeURIComponent(paper(memberSeat, 'entsendungsbeschluss'))}`);
    // A script (no HTML asked for) gets the 401 of the API.
    expect((await fetchPdf(guest, paper(memberSeat, 'kostenuebernahme'), 'application/json')).status).toBe(401);
  });

  it('answer another user and a plain member of the Gremium 404, leaking nothing', async () => {
    for (const email of [SINGLE.email, OTHER_MEMBER.email]) {
      const other = await loggedIn(app, email);
      for (const kind of ['entsendungsbeschluss', 'kostenuebernahme', 'teilnahmebescheinigung']) {
        const answer = await fetchPdf(other, paper(memberSeat, kind));
        expect(answer.status).toBe(404);
        expect(new TextDecoder().decode(answer.bytes)).not.toContain('Ahmet');
      }
    }
  });

  it('print the resolution to send the member, with seminar, date, costs, the lines for the meeting and the template notice', async () => {
    const answer = await fetchPdf(await loggedIn(app, MEMBER.email), paper(memberSeat, 'entsendungsbeschluss'));
    expect(answer.status).toBe(200);
    expect(answer.type).toBe('application/pdf');
    const text = pdfText(answer.bytes);
    expect(text).toContain('Entsendungsbeschluss');
    expect(text).toContain('§ 37 Abs. 6 BetrVG');
    expect(text).toContain('Ahmet Muster');
    expect(text).toContain(formatEuro(cents(129_000)));
    expect(text).toContain('Sitzung vom');
    expect(text).toContain('Ja-Stimmen');
    expect(text).toContain('§ 40 BetrVG');
    expect(text.replace(/\s+/g, ' ')).toContain(TEMPLATE_NOTICE.slice(0, 60));
  });

  it('print the letter to the employer with the employer, the fee and the legal basis of the costs, for the Gremium admin too', async () => {
    const answer = await fetchPdf(await loggedIn(app, GREMIUM_ADMIN.email), paper(reservedSeat, 'kostenuebernahme'));
    expect(answer.status).toBe(200);
    const text = pdfText(answer.bytes);
    expect(text).toContain('Kostenübernahme');
    expect(text).toContain('Muster Logistik GmbH');
    expect(text).toContain('Hafenstraße 12a');
    expect(text).toContain('Rita Muster');
    expect(text).toContain(formatEuro(cents(99_000)));
    expect(text).toContain('§ 40 BetrVG');
  });

  it('answer a wrong kind or id with 400, never a 500', async () => {
    const member = await loggedIn(app, MEMBER.email);
    expect((await fetchPdf(member, '/meinifb/teilnahme/abc/entsendungsbeschluss.pdf', 'application/json')).status).toBe(400);
    expect((await fetchPdf(member, `/meinifb/teilnahme/${String(memberSeat)}/rechnung.pdf`, 'application/json')).status).toBe(400);
  });

  it('give no papers for a cancelled seat, and the certificate only after the end for a booked participant whose attendance was recorded', async () => {
    const member = await loggedIn(app, MEMBER.email);
    expect((await fetchPdf(member, paper(cancelledSeat, 'entsendungsbeschluss'))).status).toBe(409);
    expect((await fetchPdf(member, paper(memberSeat, 'teilnahmebescheinigung'))).status).toBe(409);
    expect((await fetchPdf(member, paper(pastSeat, 'teilnahmebescheinigung'))).status).toBe(409);
    // The second seminar ends: the booked participant gets the certificate, the lapsed one does not.
    app.clock.advance({ milliseconds: Temporal.Instant.from(pastEnd).epochMilliseconds - app.clock.now().epochMilliseconds });
    // A session of days ago has ended by then: the member logs in again.
    const later = await loggedIn(app, MEMBER.email);
    expect((await fetchPdf(later, paper(pastReservedSeat, 'teilnahmebescheinigung'))).status).toBe(409);
    // Until staff record the attendance from the trainer's signed list, there is no certificate.
    expect((await fetchPdf(later, paper(pastSeat, 'teilnahmebescheinigung'))).status).toBe(409);
    await app.database.db.update(orderParticipants).set({ attendedAt: pastEnd }).where(eq(orderParticipants.participantId, pastSeat));
    const certificate = await fetchPdf(later, paper(pastSeat, 'teilnahmebescheinigung'));
    expect(certificate.status).toBe(200);
    const text = pdfText(certificate.bytes);
    expect(text).toContain('Teilnahmebescheinigung');
    expect(text).toMatch(/Ahmet Muster hat vom \d\d\.\d\d\.\d{4} bis \d\d\.\d\d\.\d{4}/);
  });

});
