import { and, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../domain/calendar/calendar';
import { DEMO_PASSWORD } from '../../db/demo-data/people';
import { outbox } from '../../db/schema';
import { OTHER_SINGLE, SINGLE, THIRD_SINGLE } from '../routes/portal-test-users';
import { FormBrowser, loggedInFormBrowser, messageOf, valueOf } from './form-browser.testing';
import { serveBuiltPages } from './built-pages.testing';

const SETTINGS = '/meinifb/einstellungen';

const app = serveBuiltPages();

const signedIn = (email: string): Promise<FormBrowser> => loggedInFormBrowser(() => app().baseUrl, email, DEMO_PASSWORD);

const PERSONAL = {
  _bereich: 'persoenliche-daten',
  salutation: 'Herr',
  firstname: 'Tobias',
  lastname: 'Krause',
  company: 'Krause Logistik GmbH',
  phone: '040 123456',
  street: 'Hafenstraße',
  streetNumber: '12a',
  postalCode: '20457',
  city: 'Hamburg',
  country: 'DE',
};

/** The newest change-of-address mail to the new address, as the outbox keeps it until it is sent. */
const emailChangeToken = async (newEmail: string): Promise<string> => {
  const [row] = await app().database.db
    .select({ payload: outbox.payload })
    .from(outbox)
    .where(and(eq(outbox.kind, 'login_email_change'), sql`${outbox.payload}->>'newEmail' = ${newEmail}`))
    .orderBy(desc(outbox.id))
    .limit(1);
  return (row?.payload as { token: string } | undefined)?.token ?? '';
};

describe('the settings page without JavaScript', () => {
  it('shows every section of spec §7 as its own form, filled with the stored data', async () => {
    const { status, html } = await (await signedIn(SINGLE.email)).get(SETTINGS);
    expect(status).toBe(200);
    for (const heading of [
      'Persönliche Daten',
      'Anmelde-E-Mail-Adresse',
      'Hotelwünsche',
      'Einwilligungen in Werbung',
      'Seminarprogramm und Themen',
      'Ihre Funktionen',
      'Meine Daten herunterladen',
      'Konto löschen',
    ]) {
      expect(html).toMatch(new RegExp(`<h2[^>]*>${heading}</h2>`));
    }
    expect(html.match(/name="_bereich"/g)).toHaveLength(8);
    expect(valueOf(html, 'persoenliche-daten-firstname')).toBe('Jonas');
    expect(html).toContain('nicht erteilt');
  });

  it('keeps everything typed when one field is wrong, saves nothing, and shows the §5 message under it', async () => {
    const browser = await signedIn(THIRD_SINGLE.email);
    const wrong = await browser.post(SETTINGS, { ...PERSONAL, firstname: 'Tobi', postalCode: '2045' });
    expect(wrong.status).toBe(400);
    expect(messageOf(wrong.html, 'persoenliche-daten-postalCode')).toBe('Die Postleitzahl ist ungültig');
    expect(valueOf(wrong.html, 'persoenliche-daten-firstname')).toBe('Tobi');
    expect(valueOf(wrong.html, 'persoenliche-daten-street')).toBe('Hafenstraße');
    // The other forms still show what is stored.
    expect(valueOf(wrong.html, 'anmelde-e-mail-email')).toBe('');
    const stored = await browser.json('/api-meinifb/get-settings-user-data/');
    expect(stored.body).toMatchObject({ firstname: 'Tobias' });
    expect(stored.body).not.toMatchObject({ postalCode: '2045' });

    const saved = await browser.post(SETTINGS, PERSONAL);
    expect(saved).toMatchObject({ status: 303, location: `${SETTINGS}?gespeichert=persoenliche-daten#persoenliche-daten` });
    const shown = await browser.get(`${SETTINGS}?gespeichert=persoenliche-daten`);
    expect(shown.html).toContain('Ihre persönlichen Daten wurden gespeichert.');
    expect(valueOf(shown.html, 'persoenliche-daten-city')).toBe('Hamburg');
  });

  it('saves hotel wishes, asking for the room type only with an overnight stay', async () => {
    const browser = await signedIn(THIRD_SINGLE.email);
    const missingRoom = await browser.post(SETTINGS, { _bereich: 'hotel', hotelOverNightOption: 'Mit Übernachtung und Vollpension', notes: 'Ruhiges Zimmer' });
    expect(missingRoom.status).toBe(400);
    expect(messageOf(missingRoom.html, 'hotel-roomType')).toBe('Bitte wählen Sie eine Zimmerart aus.');
    expect(missingRoom.html).toContain('Ruhiges Zimmer</textarea>');
    const saved = await browser.post(SETTINGS, {
      _bereich: 'hotel',
      hotelOverNightOption: 'Mit Übernachtung und Vollpension',
      roomType: 'Einzelzimmer',
      notes: 'Ruhiges Zimmer',
    });
    expect(saved.status).toBe(303);
    expect(await browser.json('/api-meinifb/hotel-preferences')).toMatchObject({ body: { roomType: 'Einzelzimmer', notes: 'Ruhiges Zimmer' } });
  });

  it('records a consent with its date and shows it; unticking withdraws it with a new date', async () => {
    const browser = await signedIn(OTHER_SINGLE.email);
    expect((await browser.post(SETTINGS, { _bereich: 'einwilligungen', 'consent:newsletter': 'on' })).status).toBe(303);
    const today = formatDate(app().clock.now());
    const page = await browser.get(SETTINGS);
    expect(page.html).toContain(`erteilt am ${today}`);
    expect(/<input[^>]*name="consent:newsletter"[^>]*>/.exec(page.html)?.[0]).toContain('checked=""');
    app().clock.advance({ hours: 48 });
    // Two days later the session has timed out: a new login.
    const later = await signedIn(OTHER_SINGLE.email);
    expect((await later.post(SETTINGS, { _bereich: 'einwilligungen' })).status).toBe(303);
    expect((await later.get(SETTINGS)).html).toContain(`widerrufen am ${formatDate(app().clock.now())}`);
  });

  it('saves the printed programme and the topics for offers', async () => {
    const browser = await signedIn(OTHER_SINGLE.email);
    const options = (await browser.json('/api-meinifb/advertising')).body as { topicOptions: { rubricId: number }[] };
    const topic = String(options.topicOptions[0]?.rubricId);
    expect((await browser.post(SETTINGS, { _bereich: 'werbung', 'catalogue:printed': 'on', [`topic:${topic}`]: 'on' })).status).toBe(303);
    expect(await browser.json('/api-meinifb/advertising')).toMatchObject({ body: { printedCatalogue: true, topics: [Number(topic)] } });
    const unknown = await browser.post(SETTINGS, { _bereich: 'werbung', 'topic:99999': 'on' });
    expect(unknown.status).toBe(400);
    expect(messageOf(unknown.html, 'werbung-topics')).toBe('Bitte wählen Sie nur Themen aus der Liste.');
  });

  it('refuses chair and deputy chair together, keeping the ticks, and saves a valid choice', async () => {
    const browser = await signedIn(OTHER_SINGLE.email);
    const both = await browser.post(SETTINGS, { _bereich: 'br-funktionen', 'function:Vorsitz': 'on', 'function:stellv. Vorsitz': 'on', 'function:SBV': 'on' });
    expect(both.status).toBe(400);
    expect(messageOf(both.html, 'br-funktionen-functions')).toBe('Vorsitz und stellv. Vorsitz schließen sich aus. Bitte wählen Sie eines von beiden.');
    expect(/<input[^>]*name="function:SBV"[^>]*>/.exec(both.html)?.[0]).toContain('checked=""');
    expect(/<input[^>]*name="function:JAV"[^>]*>/.exec(both.html)?.[0]).not.toContain('checked=""');
    expect((await browser.post(SETTINGS, { _bereich: 'br-funktionen', 'function:Vorsitz': 'on', 'function:SBV': 'on' })).status).toBe(303);
    expect(await browser.json('/api-meinifb/br-functions')).toMatchObject({ body: { selected: ['Vorsitz', 'SBV'] } });
  });

  it('changes the login address only when the mailed link is confirmed, needing the current password', async () => {
    const browser = await signedIn(SINGLE.email);
    const wrong = await browser.post(SETTINGS, { _bereich: 'anmelde-e-mail', email: 'jonas.neu@example.org', password: 'falsch-falsch' });
    expect(wrong.status).toBe(400);
    expect(messageOf(wrong.html, 'anmelde-e-mail-password')).toBe('Das Passwort ist nicht korrekt.');
    expect(valueOf(wrong.html, 'anmelde-e-mail-email')).toBe('jonas.neu@example.org');
    expect(wrong.html).not.toContain('falsch-falsch');

    expect((await browser.post(SETTINGS, { _bereich: 'anmelde-e-mail', email: 'jonas.neu@example.org', password: DEMO_PASSWORD })).status).toBe(303);
    const pending = await browser.get(`${SETTINGS}?gespeichert=anmelde-e-mail`);
    expect(pending.html).toContain('Wir haben Ihnen eine E-Mail mit einem Bestätigungslink an die neue Adresse geschickt.');
    expect(pending.html).toContain('Noch nicht bestätigt: <!-- -->jonas.neu@example.org');

    const token = await emailChangeToken('jonas.neu@example.org');
    const elsewhere = new FormBrowser(() => app().baseUrl);
    const link = `/meinifb/einstellungen/e-mail-bestaetigen?token=${encodeURIComponent(token)}`;
    const opened = await elsewhere.get(link);
    expect(opened.status).toBe(200);
    expect(opened.html).toContain('Neue E-Mail-Adresse bestätigen</button>');
    expect(await browser.json('/api-meinifb/login-email')).toMatchObject({ body: { email: SINGLE.email } });
    const confirmed = await elsewhere.post(link, { token });
    expect(confirmed).toMatchObject({ status: 303, location: '/meinifb/einstellungen/e-mail-bestaetigen?bestaetigt=1' });
    expect((await elsewhere.get(confirmed.location ?? '')).html).toContain('Ihre neue E-Mail-Adresse ist bestätigt.');
    const again = await elsewhere.post(link, { token });
    expect(again.status).toBe(409);
    expect(again.html).toContain('Dieser Bestätigungslink wurde bereits verwendet.');
    expect(await browser.json('/api-meinifb/login-email')).toMatchObject({ body: { email: 'jonas.neu@example.org', pendingEmail: null } });
    expect((await new FormBrowser(() => app().baseUrl).get('/meinifb/einstellungen/e-mail-bestaetigen')).status).toBe(404);

    // Back to the demo's address, for the other tests.
    await browser.post(SETTINGS, { _bereich: 'anmelde-e-mail', email: SINGLE.email, password: DEMO_PASSWORD });
    const back = await emailChangeToken(SINGLE.email);
    expect((await browser.post(`/meinifb/einstellungen/e-mail-bestaetigen?token=${back}`, { token: back })).status).toBe(303);
  });

  it('asks for the data export and says the mail is coming; refuses the deletion with a wrong password at its field', async () => {
    const browser = await signedIn(OTHER_SINGLE.email);
    const asked = await browser.post(SETTINGS, { _bereich: 'datenauskunft' });
    expect(asked).toMatchObject({ status: 303, location: `${SETTINGS}?gespeichert=datenauskunft#datenauskunft` });
    expect((await browser.get(asked.location ?? '')).html).toContain('Wir stellen Ihre Daten zusammen.');
    const refused = await browser.post(SETTINGS, { _bereich: 'konto-loeschen', password: 'nicht-das-passwort' });
    expect(refused.status).toBe(400);
    expect(refused.html).toContain('Das Passwort stimmt nicht. Ihr Konto wurde nicht gelöscht.');
    expect(refused.html).not.toContain('nicht-das-passwort');
  });

  it('answers an unknown section with 400 and changes nothing', async () => {
    const browser = await signedIn(OTHER_SINGLE.email);
    expect((await browser.post(SETTINGS, { _bereich: 'passwort', firstname: 'X' })).status).toBe(400);
  });
});
