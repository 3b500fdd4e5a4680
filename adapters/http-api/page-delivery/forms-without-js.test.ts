import { desc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { upcomingEvents } from '../../db/cart/cart-fixtures.testing';
import { DEMO_PASSWORD } from '../../db/demo-data/people';
import { requests, outbox } from '../../db/schema';
import { readyBrowser } from '../routes/cart.testing';
import { OTHER_SINGLE, SINGLE } from '../routes/portal-test-users';
import { TestBrowser } from '../session/testing/accounts-test-app';
import { FormBrowser, hiddenValues, messageOf, valueOf } from './form-browser.testing';
import { serveBuiltPages } from './built-pages.testing';


const app = serveBuiltPages();

beforeEach(() => {
  // A fresh rate-limit window for the forms: every test starts with the address's posts unused.
  app().clock.advance({ hours: 1 });
});

const browser = () => new FormBrowser(() => app().baseUrl);

const latestSubmission = async () =>
  (await app().database.db.select().from(requests).orderBy(desc(requests.requestId)).limit(1))[0];

const latestMail = async () =>
  (await app().database.db.select().from(outbox).where(eq(outbox.kind, 'form_submission')).orderBy(desc(outbox.id)).limit(1))[0];


describe('the contact form without JavaScript (/service/kontakt)', () => {
  const CONTACT = {
    salutation: 'Frau',
    firstname: 'Erika',
    lastname: 'Mustermann',
    email: 'erika@beispiel',
    phone: '',
    company: 'Muster Logistik GmbH',
    topic: 'Frage zu einem Seminar',
    message: 'Gibt es das Seminar BR I auch als Inhouse-Schulung?',
  };

  it('answers a wrong post with 400, the §5 message under the field and what was typed', async () => {
    const visitor = browser();
    await visitor.get('/service/kontakt');
    const before = await latestSubmission();
    const wrong = await visitor.post('/service/kontakt', { ...CONTACT, firstname: 'E' });
    expect(wrong.status).toBe(400);
    expect(messageOf(wrong.html, 'kontakt-email')).toBe('Bitte geben Sie eine gültige E-Mail-Adresse an');
    expect(messageOf(wrong.html, 'kontakt-firstname')).toBe('Bitte tragen Sie den vollständigen Vornamen ein');
    expect(messageOf(wrong.html, 'kontakt-lastname')).toBeUndefined();
    expect(wrong.html).toMatch(/<input[^>]*id="kontakt-email"[^>]*aria-invalid="true"/);
    expect(valueOf(wrong.html, 'kontakt-email')).toBe('erika@beispiel');
    expect(valueOf(wrong.html, 'kontakt-company')).toBe('Muster Logistik GmbH');
    expect(wrong.html).toContain('Gibt es das Seminar BR I auch als Inhouse-Schulung?</textarea>');
    expect(await latestSubmission()).toEqual(before);
  });

  it('sends a right post (303), stores it with its mail like the JSON call, and thanks the visitor', async () => {
    const visitor = browser();
    await visitor.get('/service/kontakt');
    const sent = await visitor.post('/service/kontakt', { ...CONTACT, email: 'erika@beispiel.de' });
    expect(sent).toMatchObject({ status: 303, location: '/service/kontakt?gesendet=1' });
    expect(await latestSubmission()).toMatchObject({ kind: 'contact-request', payload: expect.objectContaining({ email: 'erika@beispiel.de' }) as unknown });
    expect(await latestMail()).toMatchObject({ payload: { form: 'contact-request', sender: { email: 'erika@beispiel.de' } } });
    const thanks = await visitor.get(sent.location ?? '');
    expect(thanks.status).toBe(200);
    expect(thanks.html).toContain('Vielen Dank für Ihre Nachricht! Wir melden uns so schnell wie möglich bei Ihnen.');
    expect(thanks.html).not.toContain('id="kontakt-email"');
  });

  it('changes nothing when the XSRF field does not match, and shows the form again', async () => {
    const visitor = browser();
    await visitor.get('/service/kontakt');
    const before = await latestSubmission();
    const refused = await visitor.post('/service/kontakt', { ...CONTACT, email: 'nicht@gesendet.de' }, { token: false });
    expect(refused.status).toBe(403);
    expect(valueOf(refused.html, 'kontakt-email')).toBe('nicht@gesendet.de');
    expect(await latestSubmission()).toEqual(before);
  });
});

describe('the inhouse request without JavaScript (/seminare/p/{slug}/inhouse)', () => {
  const PATH = '/seminare/p/arbeitsrecht-fuer-betriebsraete-teil-i/inhouse';
  const INHOUSE = {
    salutation: 'Herr',
    company: 'Muster Logistik GmbH',
    firstname: 'Jan',
    lastname: 'Schröder',
    email: 'jan.schroeder@example.org',
    phone: '030 1234567',
    street: 'Hafenstraße 12',
    streetNumber: '12',
    postalCode: '1011',
    city: 'Berlin',
    topic: 'Inhouse: Arbeitsrecht für Betriebsräte Teil I',
    message: 'Wir sind elf Betriebsratsmitglieder.',
  };

  it('answers a wrong post with 400, the §5 messages under the fields and what was typed', async () => {
    const visitor = browser();
    await visitor.get(PATH);
    const before = await latestSubmission();
    const wrong = await visitor.post(PATH, INHOUSE);
    expect(wrong.status).toBe(400);
    expect(messageOf(wrong.html, 'inhouse-street')).toBe('Die Straße darf keine Zahlen enthalten');
    expect(messageOf(wrong.html, 'inhouse-postalCode')).toBe('Die Postleitzahl ist ungültig');
    expect(messageOf(wrong.html, 'inhouse-city')).toBeUndefined();
    expect(valueOf(wrong.html, 'inhouse-street')).toBe('Hafenstraße 12');
    expect(valueOf(wrong.html, 'inhouse-company')).toBe('Muster Logistik GmbH');
    expect(wrong.html).toMatch(/<option value="Herr" selected="">Herr<\/option>/);
    expect(await latestSubmission()).toEqual(before);
  });

  it('sends a right post (303), stores it with its mail like the JSON call, and thanks the visitor', async () => {
    const visitor = browser();
    await visitor.get(PATH);
    const sent = await visitor.post(PATH, { ...INHOUSE, street: 'Hafenstraße', postalCode: '10115' });
    expect(sent).toMatchObject({ status: 303, location: `${PATH}?gesendet=1` });
    expect(await latestSubmission()).toMatchObject({ kind: 'inhouse-request', payload: expect.objectContaining({ email: INHOUSE.email, postalCode: '10115' }) as unknown });
    expect(await latestMail()).toMatchObject({ payload: { form: 'inhouse-request', sender: { email: INHOUSE.email } } });
    const thanks = await visitor.get(sent.location ?? '');
    expect(thanks.status).toBe(200);
    expect(thanks.html).toContain('Vielen Dank für Ihre Inhouse-Anfrage!');
    expect(thanks.html).not.toContain('id="inhouse-email"');
  });
});

describe('the waiting-list offer without JavaScript (/warteliste?angebot=…)', () => {
  /** An entry with an open offer: joining the list of a date with a free seat offers it at once. */
  const offeredEntry = async (firstname: string): Promise<string> => {
    const [event] = await upcomingEvents(app().database.db, 1, { afterDays: 30 });
    if (event === undefined) throw new Error('no event 30 days ahead in the demo data');
    const api = await readyBrowser(() => new TestBrowser(() => app().baseUrl));
    const contact = { salutation: 'Frau', firstname, lastname: 'Lange', email: `${firstname.toLowerCase()}.lange@example.org` };
    const answer = await api.post('/api/warteliste', { eventId: event.eventId, seats: 1, contact });
    const entry = answer.body as { entryId: string; status: string };
    if (!answer.ok || entry.status !== 'offered') throw new Error(JSON.stringify(answer));
    return entry.entryId;
  };

  it('books the offered seat by a plain post (303) and shows the entry accepted, with the thanks, after the redirect', async () => {
    const entryId = await offeredEntry('Petra');
    const visitor = browser();
    const offer = await visitor.get(`/warteliste?angebot=${entryId}`);
    expect(offer.html).toMatch(new RegExp(`<form[^>]*action="/warteliste\\?angebot=${entryId}"[^>]*method="post"|<form[^>]*method="post"[^>]*action="/warteliste\\?angebot=${entryId}"`));
    expect(hiddenValues(offer.html, '_xsrf')).toHaveLength(1);

    const accepted = await visitor.post(`/warteliste?angebot=${entryId}`, {});
    expect(accepted).toMatchObject({ status: 303, location: `/warteliste?angebot=${entryId}&uebernommen=1` });
    const after = await visitor.get(accepted.location ?? '');
    expect(after.status).toBe(200);
    expect(after.html).toContain('Sie haben den Platz übernommen.');
    expect(after.html).toMatch(/role="status"[^>]*>Vielen Dank! 1 Platz ist verbindlich für Sie gebucht \(Bestellnummer IFB-\d{4}-\d{6}\)\.</);
    expect(after.html).not.toContain('Platz verbindlich übernehmen');
  });

  it('changes nothing when the XSRF field does not match', async () => {
    const entryId = await offeredEntry('Rita');
    const visitor = browser();
    await visitor.get(`/warteliste?angebot=${entryId}`);
    const refused = await visitor.post(`/warteliste?angebot=${entryId}`, {}, { token: false });
    expect(refused.status).toBe(403);
    expect(refused.html).toContain('Ihre Sitzung war abgelaufen.');
    expect((await visitor.get(`/warteliste?angebot=${entryId}`)).html).toContain('Für Sie ist ein Platz frei geworden.');
  });

  it("answers an offer that has run out with 409 and the server's message on the page", async () => {
    const entryId = await offeredEntry('Sina');
    const visitor = browser();
    await visitor.get(`/warteliste?angebot=${entryId}`);
    app().clock.advance({ hours: 49 });
    const late = await visitor.post(`/warteliste?angebot=${entryId}`, {});
    expect(late.status).toBe(409);
    expect(late.html).toMatch(/role="alert"[^>]*>[^<]*abgelaufen/);
  });
});

describe('the quick login card without JavaScript (GET /kundenportal/login?email=…)', () => {
  it('sends its address and redirect to the login page, which leads on as the script would', async () => {
    const visitor = browser();
    const card = await visitor.get(`/kundenportal/login?redirect=${encodeURIComponent('/meinifb/merkliste')}`);
    expect(card.html).toContain('action="/kundenportal/login" method="get"');
    expect(hiddenValues(card.html, 'redirect')).toContain('/meinifb/merkliste');

    const known = await visitor.get(`/kundenportal/login?email=${encodeURIComponent(` ${SINGLE.email} `)}&redirect=${encodeURIComponent('/meinifb/merkliste')}`);
    expect(known).toMatchObject({ status: 302, location: `/kundenportal/login/${encodeURIComponent(SINGLE.email)}?redirect=%2Fmeinifb%2Fmerkliste` });
    const unused = await visitor.get('/kundenportal/login?email=neu.hier%40example.org');
    expect(unused).toMatchObject({ status: 302, location: '/registrierung?email=neu.hier%40example.org' });
  });

  it('says at the card why an address is not taken, and keeps the page', async () => {
    const answer = await browser().get('/kundenportal/login?email=keine-adresse');
    expect(answer.status).toBe(200);
    expect(answer.html).toMatch(/role="alert"[^>]*>Bitte geben Sie eine gültige E-Mail-Adresse an/);
  });
});

describe('the login without JavaScript (/kundenportal/login/{email})', () => {
  const PATH = `/kundenportal/login/${encodeURIComponent(SINGLE.email)}`;
  const SESSION = /^(__Host-)?session$/;

  it('answers a wrong password with 401 and the message, an empty one with 400 under the field; the password is never echoed', async () => {
    const visitor = browser();
    await visitor.get(PATH);
    const wrong = await visitor.post(PATH, { password: 'falsches-Passwort-123' });
    expect(wrong.status).toBe(401);
    expect(wrong.html).toMatch(/role="alert"[^>]*>Die E-Mail-Adresse oder das Passwort ist nicht korrekt\.</);
    expect(wrong.html).not.toContain('falsches-Passwort-123');
    expect(valueOf(wrong.html, 'anmelden-password')).toBeUndefined();

    const empty = await visitor.post(PATH, { password: '' });
    expect(empty.status).toBe(400);
    expect(messageOf(empty.html, 'anmelden-password')).toBe('Bitte geben Sie Ihr Passwort ein.');
    expect(empty.html).toMatch(/<input[^>]*id="anmelden-password"[^>]*aria-invalid="true"/);
    expect(await visitor.json('/kundenportal/get-user')).toEqual({ status: 200, body: { user: null } });
  });

  it('logs in by a plain post (303 to the redirect, with the new session cookies): get-user shows the user afterwards', async () => {
    const visitor = browser();
    const redirect = '/meinifb/einstellungen';
    const page = await visitor.get(`${PATH}?redirect=${encodeURIComponent(redirect)}`);
    // The form posts back to the page with its redirect (a plain form post keeps the query)
    expect(page.html).toContain(`action="/kundenportal/login/${SINGLE.email}?redirect=%2Fmeinifb%2Feinstellungen" method="post"`);
    const before = new Map(visitor.cookies);
    const answer = await visitor.post(`${PATH}?redirect=${encodeURIComponent(redirect)}`, { password: DEMO_PASSWORD });
    expect(answer).toMatchObject({ status: 303, location: redirect });
    expect([...visitor.cookies].some(([name, value]) => SESSION.test(name) && before.get(name) !== value)).toBe(true);
    expect(await visitor.json('/kundenportal/get-user')).toMatchObject({ status: 200, body: { user: { firstname: 'Jonas' } } });
    expect((await visitor.get(redirect)).status).toBe(200);
  });

  it('drops a redirect that would leave the site and logs in to the portal instead', async () => {
    const visitor = browser();
    const path = `${PATH}?redirect=${encodeURIComponent('https://boese.example/')}`;
    await visitor.get(path);
    const answer = await visitor.post(path, { password: DEMO_PASSWORD });
    expect(answer).toMatchObject({ status: 303, location: '/kundenportal/meinifb' });
    expect(await visitor.json('/kundenportal/get-user')).toMatchObject({ body: { user: { firstname: 'Jonas' } } });
  });
});

describe('the portal settings without JavaScript (/meinifb/einstellungen)', () => {
  const PATH = '/meinifb/einstellungen';
  const signedIn = async (): Promise<FormBrowser> => {
    const visitor = browser();
    const login = `/kundenportal/login/${encodeURIComponent(OTHER_SINGLE.email)}`;
    await visitor.get(login);
    expect((await visitor.post(login, { password: DEMO_PASSWORD })).status).toBe(303);
    return visitor;
  };
  const PERSONAL = {
    _bereich: 'persoenliche-daten',
    salutation: 'Frau',
    firstname: 'Claudia',
    lastname: 'Fischer',
    company: 'Hafen Logistik GmbH',
    phone: '040 123456',
    street: 'Kaistraße',
    streetNumber: '7',
    postalCode: '20457',
    city: 'Hamburg',
    country: 'DE',
  };

  it('answers a wrong post with 400, the messages under the fields and what was typed; nothing is saved', async () => {
    const visitor = await signedIn();
    const before = await visitor.get(PATH);
    const wrong = await visitor.post(PATH, { ...PERSONAL, firstname: '', street: 'Kaistraße 7', city: 'Nicht Gespeichert' });
    expect(wrong.status).toBe(400);
    expect(messageOf(wrong.html, 'persoenliche-daten-firstname')).toBe('Bitte tragen Sie einen Vornamen ein');
    expect(messageOf(wrong.html, 'persoenliche-daten-street')).toBe('Die Straße darf keine Zahlen enthalten');
    expect(messageOf(wrong.html, 'persoenliche-daten-city')).toBeUndefined();
    expect(valueOf(wrong.html, 'persoenliche-daten-street')).toBe('Kaistraße 7');
    expect(valueOf(wrong.html, 'persoenliche-daten-city')).toBe('Nicht Gespeichert');
    const after = await visitor.get(PATH);
    expect(valueOf(after.html, 'persoenliche-daten-city')).toBe(valueOf(before.html, 'persoenliche-daten-city'));
  });

  it('saves a right post (303) and shows the stored values again with the confirmation', async () => {
    const visitor = await signedIn();
    const saved = await visitor.post(PATH, PERSONAL);
    expect(saved).toMatchObject({ status: 303, location: `${PATH}?gespeichert=persoenliche-daten#persoenliche-daten` });
    const page = await visitor.get(saved.location ?? '');
    expect(page.status).toBe(200);
    expect(page.html).toContain('Ihre persönlichen Daten wurden gespeichert.');
    expect(valueOf(page.html, 'persoenliche-daten-street')).toBe('Kaistraße');
    expect(valueOf(page.html, 'persoenliche-daten-city')).toBe('Hamburg');
    expect(valueOf(page.html, 'persoenliche-daten-company')).toBe('Hafen Logistik GmbH');
    expect(page.html).toMatch(/<option value="DE" selected="">Deutschland<\/option>/);
  });

  it('sends a visitor whose session ended to the login, which brings them back', async () => {
    const visitor = browser();
    await visitor.get('/service/kontakt');
    const answer = await visitor.post(PATH, PERSONAL);
    expect(answer).toMatchObject({ status: 303, location: `/kundenportal/login?redirect=${encodeURIComponent(PATH)}` });
  });
});
