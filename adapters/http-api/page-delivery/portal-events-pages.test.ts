import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/demo-data/people';
import { placeTestOrder, soonestEvents } from '../routes/portal-test-bookings';
import { MEMBER, SINGLE } from '../routes/portal-test-users';
import { TEST_NOW } from '../testing/test-app';
import { FormBrowser, messageOf } from './form-browser.testing';
import { serveBuiltPages } from './built-pages.testing';


const app = serveBuiltPages();
let booked = 0;
let reserved = 0;
let waiting = 0;
let toCancel = 0;

const signedIn = async (email: string): Promise<FormBrowser> => {
  const browser = new FormBrowser(() => app().baseUrl);
  const path = `/kundenportal/login/${email}`;
  await browser.get(path);
  const login = await browser.post(path, { password: DEMO_PASSWORD });
  if (login.status !== 303) throw new Error(`login failed: ${String(login.status)}`);
  return browser;
};

beforeAll(async () => {
  const [first, second] = await soonestEvents(app().database.db);
  [booked, reserved, waiting] = (await placeTestOrder(app().database.db, {
    userId: MEMBER.userId,
    gremiumId: 1,
    eventId: first!.eventId,
    participants: [
      { firstname: 'Ahmet', email: MEMBER.email, price: 129_000 },
      { firstname: 'Rita', email: 'rita@example.org', status: 'reserved', reservedUntil: TEST_NOW.add({ hours: 240 }).toString() },
      { firstname: 'Wim', email: 'wim@example.org', status: 'waitlisted' },
    ],
  })) as [number, number, number];
  [toCancel] = (await placeTestOrder(app().database.db, {
    userId: MEMBER.userId,
    gremiumId: 1,
    eventId: second!.eventId,
    participants: [{ firstname: 'Carla', email: 'carla@example.org', price: 99_000 }],
  })) as [number];
}, 120_000);

describe('the events in Mein Bereich, without JavaScript', () => {
  it('list each participant with their state and the actions the rules allow', async () => {
    const { status, html } = await (await signedIn(MEMBER.email)).get('/meinifb');
    expect(status).toBe(200);
    expect(html).toContain('gebucht');
    expect(html).toMatch(/reserviert bis \d\d\.\d\d\.\d{4}/);
    expect(html).toContain('auf der Warteliste');
    expect(html).toContain('Verbindlich buchen');
    expect(html).toContain(`href="/meinifb/teilnahme/${String(booked)}/entsendungsbeschluss.pdf"`);
    expect(html).toContain(`href="/meinifb/teilnahme/${String(booked)}"`);
    // A participant on the waiting list holds no seat: no papers for the employer yet.
    expect(html).not.toContain(`/meinifb/teilnahme/${String(waiting)}/kostenuebernahme.pdf`);
  });

  it('name giving back a free reservation or a waiting place for what it is; only a booking is cancelled bindingly', async () => {
    const member = await signedIn(MEMBER.email);
    const cancelButtons = async (recipientId: number) =>
      [...(await member.get(`/meinifb/teilnahme/${String(recipientId)}`)).html.matchAll(/<button[^>]*value="stornieren"[^>]*>([^<]*)<\/button>/g)].map(([, label]) => label);
    expect(await cancelButtons(reserved)).toEqual(['Reservierung kostenfrei stornieren']);
    expect(await cancelButtons(waiting)).toEqual(['Von der Warteliste abmelden']);
    expect(await cancelButtons(booked)).toEqual(['Verbindlich stornieren']);
  });

  it('turn a reservation into a booking in a step of its own: price, the address filled in, the consent, then a plain form post', async () => {
    const member = await signedIn(MEMBER.email);
    const home = await member.get('/meinifb');
    expect(home.html).toContain(`href="/meinifb/teilnahme/${String(reserved)}/buchen"`);
    const path = `/meinifb/teilnahme/${String(reserved)}/buchen`;
    const step = await member.get(path);
    expect(step.status).toBe(200);
    expect(step.html).toContain('Reservierung verbindlich buchen');
    expect(step.html).toContain('Rita Muster');
    expect(step.html).toContain('Gesamtsumme');
    expect(step.html).toContain('Zahlungspflichtig buchen');
    expect(step.html).toMatch(/name="company"[^>]*value="[^"]+"/);
    // The address as the customer corrects it.
    const address = { company: 'Werft Nord GmbH', street: 'Kaiweg', streetNumber: '3', postalCode: '20457', city: 'Hamburg' };

    // Without consent and with a wrong postal code: the page again (400) with the German messages, what was typed kept, nothing booked.
    const wrong = await member.post(path, { ...address, postalCode: '123' });
    expect(wrong.status).toBe(400);
    expect(messageOf(wrong.html, 'buchen-postalCode')).toBe('Die Postleitzahl ist ungültig');
    expect(messageOf(wrong.html, 'buchen-agb')).toBe('Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen');
    expect(wrong.html).toContain('value="Werft Nord GmbH"');
    expect((await member.get(path)).html).toContain('Zahlungspflichtig buchen');

    const booked = await member.post(path, { ...address, acceptTerms: 'on' });
    if (booked.status !== 303) throw new Error(booked.html.match(/-fehler"[^>]*>[^<]*/g)?.join(' | ') ?? String(booked.status));
    expect(booked).toMatchObject({ status: 303, location: '/meinifb?erledigt=gebucht' });
    expect((await member.get('/meinifb?erledigt=gebucht')).html).toContain('Die Reservierung ist jetzt eine verbindliche Buchung.');
    // The same post again (a reload, a double click) answers the same, and books nothing twice.
    expect(await member.post(path, { ...address, acceptTerms: 'on' })).toMatchObject({ status: 303, location: '/meinifb?erledigt=gebucht' });
    expect((await member.get(path)).html).toContain('Diese Teilnahme ist bereits gebucht.');
  });

  it('substitute a participant: a wrong e-mail keeps what was typed, a right one changes the name', async () => {
    const member = await signedIn(MEMBER.email);
    const page = await member.get(`/meinifb/teilnahme/${String(booked)}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('Eine Buchung können Sie bis 6 Wochen vor Seminarbeginn kostenfrei stornieren.');
    const wrong = await member.post(`/meinifb/teilnahme/${String(booked)}`, { intent: 'ersetzen', salutation: 'Frau', firstname: 'Nora', lastname: 'Neu', email: 'kein-at' });
    expect(wrong.status).toBe(400);
    expect(messageOf(wrong.html, 'ersatz-email')).toBe('Bitte geben Sie eine gültige E-Mail-Adresse an');
    expect(wrong.html).toContain('value="Nora"');
    const right = await member.post(`/meinifb/teilnahme/${String(booked)}`, { intent: 'ersetzen', salutation: 'Frau', firstname: 'Nora', lastname: 'Neu', email: 'nora.neu@example.org' });
    expect(right.status).toBe(303);
    expect(right.location).toBe('/meinifb?erledigt=ersetzt');
    expect((await member.get('/meinifb')).html).toContain('Nora Neu');
  });

  it('cancel a participant after showing the terms and the fee due now', async () => {
    const member = await signedIn(MEMBER.email);
    const page = await member.get(`/meinifb/teilnahme/${String(toCancel)}`);
    expect(page.html).toMatch(/Eine Stornierung (ist jetzt kostenfrei|kostet jetzt (50|100) % der Seminargebühr)/);
    const answer = await member.post(`/meinifb/teilnahme/${String(toCancel)}`, { intent: 'stornieren' });
    expect(answer.status).toBe(303);
    expect((await member.get('/meinifb')).html).toContain('storniert');
  });

  it('send a visitor to the login and answer another user 404 on a participation', async () => {
    const guest = new FormBrowser(() => app().baseUrl);
    const visitor = await guest.get(`/meinifb/teilnahme/${String(booked)}`);
    expect(visitor.status).toBe(302);
    expect(visitor.location).toBe(`/kundenportal/login?redirect=${encodeURIComponent(`/meinifb/teilnahme/${String(booked)}`)}`);
    const other = await signedIn(SINGLE.email);
    const answer = await other.get(`/meinifb/teilnahme/${String(booked)}`);
    expect(answer.status).toBe(404);
    expect(answer.html).not.toContain('Nora');
    expect(answer.html).not.toContain('Ahmet');
    const post = await other.post(`/meinifb/teilnahme/${String(toCancel)}`, { intent: 'stornieren' });
    expect(post.status).toBeGreaterThanOrEqual(400);
    expect(post.status).toBeLessThan(500);
  });

  it('show a browser a German page with the status in place of a refused paper, and a script the JSON', async () => {
    const member = await signedIn(MEMBER.email);
    const early = `/meinifb/teilnahme/${String(booked)}/teilnahmebescheinigung.pdf`;
    const page = await member.get(early);
    expect(page.status).toBe(409);
    expect(page.html).toContain('<h1');
    expect(page.html).toContain('Teilnahmebescheinigung</h1>');
    expect(page.html).toContain('Die Teilnahmebescheinigung gibt es nach dem Ende des Seminars, für gebuchte Teilnehmende, deren Teilnahme erfasst ist.');
    expect(page.html).toContain('Zurück zu Mein Bereich');
    expect(await member.json(early)).toEqual({
      status: 409,
      body: { error: 'conflict', message: 'Die Teilnahmebescheinigung gibt es nach dem Ende des Seminars, für gebuchte Teilnehmende, deren Teilnahme erfasst ist.' },
    });
    // Another user's participation is a German 404 page, the same as one that does not exist.
    const other = await (await signedIn(SINGLE.email)).get(`/meinifb/teilnahme/${String(booked)}/kostenuebernahme.pdf`);
    expect(other.status).toBe(404);
    expect(other.html).toContain('Diese Teilnahme gibt es nicht.');
    expect(other.html).not.toContain('Ahmet');
    // The refusal page says only its fixed messages, whatever the address carries.
    const forged = await member.get(`${early}?grund=%3Cb%3EGef%C3%A4lscht`);
    expect(forged.status).toBe(409);
    expect(forged.html).toContain('Die Teilnahmebescheinigung gibt es nach dem Ende des Seminars');
    expect(forged.html).not.toContain('Gefälscht');
    const noPaper = await member.get(`/meinifb/teilnahme/${String(booked)}/rechnung?grund=notSeated`);
    expect(noPaper.status).toBe(404);
    expect(noPaper.html).toContain('Diese Teilnahme gibt es nicht.');
    expect(noPaper.html).not.toContain('stornierte, verfallene');
  });
});
