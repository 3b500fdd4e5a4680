import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paperworkPath } from '../../../application/documents/paperwork.paths';
import { cents, formatEuro } from '../../../domain/money/money';
import { leaveConferenceSeats, upcomingConference, type TestConference } from '../../db/conference/conference-fixtures.testing';
import { pdfText } from '../../pdf/testing/pdf-text';
import { startAccountsTestApp, type AccountsTestApp, type TestBrowser } from '../session/testing/accounts-test-app';
import { TEST_NOW } from '../testing/test-app';
import { JSON_HEADERS } from './cart.testing';
import { OTHER_SINGLE, SINGLE, loggedIn } from './portal-test-users';

/**
 * A Fachtagung participant gets the paperwork, the calendar entry and the PDF confirmation a
 * seminar participant gets: the documents read the bookable, whichever kind it is.
 */
let app: AccountsTestApp;
let conference: TestConference;
let jonas: TestBrowser;
let orderNumber = '';
let participantId = 0;

/** The text with every run of white space (line breaks of the PDF, the euro sign's no-break space) as one space. */
const flat = (text: string): string => text.replace(/\s+/g, ' ');

/** A document as the browser gets it, with its cookies. */
const fetchFile = async (browser: TestBrowser, path: string, accept = 'text/html') => {
  const url = `${app.urlOf('main')}${path}`;
  const cookie = browser.jar.cookieHeader(url);
  const response = await fetch(url, { redirect: 'manual', headers: { accept, ...(cookie === undefined ? {} : { cookie }) } });
  return { status: response.status, type: response.headers.get('content-type'), disposition: response.headers.get('content-disposition'), bytes: new Uint8Array(await response.arrayBuffer()) };
};

beforeAll(async () => {
  app = await startAccountsTestApp();
  conference = await upcomingConference(app.database.db, TEST_NOW);
  await leaveConferenceSeats(app.database.db, conference, 5);
  jonas = await loggedIn(app, SINGLE.email);
  const booked = await jonas.raw('main', `/api/fachtagung/${conference.url}/buchung`, {
    method: 'POST',
    body: JSON.stringify({
      acceptTerms: true,
      contact: { salutation: 'Herr', firstname: 'Jonas', lastname: 'Weber', email: SINGLE.email, company: 'Weber Maschinenbau GmbH' },
      participants: [{ salutation: 'Frau', firstname: 'Paula', lastname: 'Brandt', email: 'paula.brandt@example.org', function: 'Betriebsratsmitglied' }],
    }),
    headers: { ...JSON_HEADERS, 'Idempotency-Key': randomUUID() },
  });
  if (booked.status !== 201) throw new Error(`booking failed: ${JSON.stringify(booked.body)}`);
  orderNumber = (booked.body as { orderNumber: string }).orderNumber;
  const order = await jonas.get(`/order-api/get-order/${orderNumber}`);
  participantId = (order.body as { participants: readonly { participantId: number }[] }).participants[0]?.participantId ?? 0;
}, 120_000);

afterAll(async () => {
  await app.close();
});

describe('the documents of a Fachtagung booking', () => {
  it('print the Entsendungsbeschluss and the Kostenübernahme with the Fachtagung, its venue and the fee', async () => {
    for (const [kind, title] of [['entsendungsbeschluss', 'Entsendungsbeschluss'], ['kostenuebernahme', 'Kostenübernahme']] as const) {
      const answer = await fetchFile(jonas, paperworkPath(participantId, kind));
      expect(answer.status).toBe(200);
      expect(answer.type).toBe('application/pdf');
      const text = flat(pdfText(answer.bytes));
      expect(text).toContain(title);
      expect(text).toContain('Paula Brandt');
      expect(text).toContain(conference.title);
      expect(text).toContain('Tagungsgebühr');
      expect(text).toContain(flat(formatEuro(cents(conference.price))));
      expect(text).toContain('§ 37 Abs. 6 BetrVG');
      expect(text).toContain(orderNumber);
    }
  });

  it('keep the papers from another account (404) and the certificate until the Fachtagung has ended (409)', async () => {
    const claudia = await loggedIn(app, OTHER_SINGLE.email);
    expect((await fetchFile(claudia, paperworkPath(participantId, 'entsendungsbeschluss'), 'application/json')).status).toBe(404);
    expect((await fetchFile(jonas, paperworkPath(participantId, 'teilnahmebescheinigung'), 'application/json')).status).toBe(409);
  });

  it('give the Fachtagung as a calendar entry under its bookable id, linking to its page', async () => {
    const answer = await fetchFile(jonas, `/seminare/warenkorb/kalender/${String(conference.bookableId)}`);
    expect(answer.status).toBe(200);
    expect(answer.type).toBe('text/calendar; charset=utf-8');
    expect(answer.disposition).toBe(`attachment; filename="Fachtagung-${String(conference.bookableId)}.ics"`);
    const entry = new TextDecoder().decode(answer.bytes).replace(/\r\n /g, '');
    expect(entry).toContain(`SUMMARY:${conference.title}`);
    expect(entry).toContain(`/fachtagung/${conference.url}`);
    expect(entry).toMatch(/LOCATION:.+\\, \d{5} /);
  });

  it('give the order confirmation as PDF to the account that booked, and to no one else', async () => {
    const answer = await fetchFile(jonas, `/seminare/warenkorb/checkout-pdf?order=${orderNumber}`);
    expect(answer.status).toBe(200);
    expect(answer.type).toBe('application/pdf');
    const text = flat(pdfText(answer.bytes));
    expect(text).toContain(orderNumber);
    expect(text).toContain(conference.title);
    expect(text).toContain('Paula Brandt');
    expect(text).toContain(flat(formatEuro(cents(conference.price))));
    const claudia = await loggedIn(app, OTHER_SINGLE.email);
    expect((await fetchFile(claudia, `/seminare/warenkorb/checkout-pdf?order=${orderNumber}`, 'application/json')).status).toBe(404);
  });
});
