import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../../db/demo-data/seed';
import { STORY_CUSTOMER } from '../../db/demo-data/story/story-plan';
import { migratedTemplate, openPgliteTemplate } from '../../db/testing/database-template';
import { pdfText } from '../../pdf/testing/pdf-text';
import { startAccountsTestApp, type AccountsTestApp, type TestBrowser } from '../session/testing/accounts-test-app';
import { TEST_NOW, TEST_SEED, testPasswordHasher } from '../testing/test-app';
import { CountOpenRequests } from '../../../application/requests/count-open-requests';
import { DrizzleRequestRepository } from '../../db/requests/request-repository';
import { GREMIUM_ADMIN, loggedIn } from './portal-test-users';

/**
 * What a newcomer sees who starts the demo and logs in: the demo customer's meinifb is lived in
 * (attended seminars with their papers, photos and feedback form; coming bookings, a reservation
 * with its deadline, a place on a waiting list) and so is the demo Gremium's. The database is
 * seeded as `npm start` seeds it, story included.
 */
let app: AccountsTestApp;

interface Recipient {
  readonly recipientId: number;
  readonly firstname: string;
  readonly status: string;
  readonly reservedUntil?: string;
  readonly waitlistPosition?: number;
  readonly actions?: { readonly certificate: boolean };
}
interface Event {
  readonly eventId: number;
  readonly title: string;
  readonly startDate: string;
  readonly endDate: string;
  readonly recipients: readonly Recipient[];
}

const P = '/api-meinifb';

const eventsOf = async (browser: TestBrowser, path: string): Promise<readonly Event[]> => {
  const answer = await browser.get(path);
  expect(answer).toMatchObject({ ok: true });
  return answer.body as readonly Event[];
};

/** A PDF as a browser fetches it: with the session cookie. */
const fetchPdf = async (browser: TestBrowser, path: string): Promise<{ readonly status: number; readonly bytes: Uint8Array }> => {
  const url = `${app.urlOf('main')}${path}`;
  const cookie = browser.jar.cookieHeader(url);
  const response = await fetch(url, { redirect: 'manual', headers: cookie === undefined ? {} : { cookie } });
  return { status: response.status, bytes: new Uint8Array(await response.arrayBuffer()) };
};

const statuses = (events: readonly Event[]): readonly string[] => events.flatMap((event) => event.recipients.map((recipient) => recipient.status));

beforeAll(async () => {
  const database = await openPgliteTemplate(migratedTemplate);
  await seedIfEmpty(database.db, { now: TEST_NOW, seed: TEST_SEED, scale: 1 }, (plain) => testPasswordHasher.hash(plain));
  app = await startAccountsTestApp({ database });
}, 180_000);

afterAll(async () => {
  await app.close();
});

describe('the demo customer after logging in', () => {
  it('has coming seminars: one booked, one reserved with its deadline, one on the waiting list', async () => {
    const coming = await eventsOf(await loggedIn(app, STORY_CUSTOMER), `${P}/get-user-future-events`);
    expect(statuses(coming)).toEqual(expect.arrayContaining(['booked', 'reserved', 'waitlisted']));
    const reserved = coming.flatMap((event) => event.recipients).find((recipient) => recipient.status === 'reserved');
    expect(reserved?.reservedUntil).toBeDefined();
    expect(Date.parse(reserved?.reservedUntil ?? '')).toBeGreaterThan(TEST_NOW.epochMilliseconds);
    expect(coming.flatMap((event) => event.recipients).find((recipient) => recipient.status === 'waitlisted')?.waitlistPosition).toBe(1);
    for (const event of coming) expect(Date.parse(event.startDate)).toBeGreaterThan(TEST_NOW.epochMilliseconds);
  });

  it('has attended seminars, each with a certificate, documents, photos and a feedback form', async () => {
    const customer = await loggedIn(app, STORY_CUSTOMER);
    const past = await eventsOf(customer, `${P}/get-user-past-events`);
    expect(past.length).toBeGreaterThan(0);
    for (const event of past) {
      expect(Date.parse(event.endDate)).toBeLessThan(TEST_NOW.epochMilliseconds);
      const [seat] = event.recipients;
      expect(seat).toMatchObject({ firstname: 'Tobias', status: 'booked', actions: { certificate: true } });
      const certificate = await fetchPdf(customer, `/meinifb/teilnahme/${String(seat?.recipientId)}/teilnahmebescheinigung.pdf`);
      expect(certificate.status).toBe(200);
      expect(pdfText(certificate.bytes)).toContain('Tobias Krause hat vom');
      expect(await customer.get(`${P}/documents/${String(event.eventId)}`)).toMatchObject({ ok: true, body: [{ title: 'Teilnehmerunterlagen' }] });
      expect(await customer.get(`${P}/photos/${String(event.eventId)}`)).toMatchObject({ ok: true, body: [{ contentType: 'image/png' }, { title: 'Gruppenfoto vom Seminar' }] });
      // The feedback form is open to an attended seminar only (else 404).
      expect(await customer.get(`${P}/feedback/${String(event.eventId)}`)).toMatchObject({ ok: true, body: { feedback: [] } });
    }
  });
});

describe('the demo Gremium', () => {
  it('has members booked on a coming seminar and members who attended one', async () => {
    const answer = await (await loggedIn(app, GREMIUM_ADMIN.email)).get(`${P}/gremium-buchungen`);
    expect(answer).toMatchObject({ ok: true });
    const { futureEvents, pastEvents } = answer.body as { futureEvents: readonly Event[]; pastEvents: readonly Event[] };
    expect(futureEvents.flatMap((event) => event.recipients.map((recipient) => recipient.firstname))).toEqual(expect.arrayContaining(['Ahmet', 'Lea']));
    expect(pastEvents.flatMap((event) => event.recipients.map((recipient) => recipient.firstname))).toEqual(expect.arrayContaining(['Markus', 'Kim']));
  });
});

describe('the back office', () => {
  it('has open requests in its inbox', async () => {
    expect(await new CountOpenRequests(new DrizzleRequestRepository(app.database.db, { enqueue: () => Promise.resolve() })).run()).toBe(3);
  });
});
