import { beforeAll, describe, expect, it } from 'vitest';
import { upcomingEvents } from '../../db/cart/cart-fixtures.testing';
import { pdfText } from '../../pdf/testing/pdf-text';
import { FormBrowser } from './form-browser.testing';
import { serveBuiltPages } from './built-pages.testing';


const app = serveBuiltPages();
let eventId = 0;

beforeAll(async () => {
  const [event] = await upcomingEvents(app().database.db, 1, { afterDays: 20, isOnline: false });
  if (event === undefined) throw new Error('no presence event 20 days ahead in the demo data');
  eventId = event.eventId;
}, 120_000);

const pdfOf = async (path: string) => {
  const response = await fetch(`${app().baseUrl}${path}`, { headers: { accept: 'text/html' } });
  return { status: response.status, type: response.headers.get('content-type'), cache: response.headers.get('cache-control'), bytes: new Uint8Array(await response.arrayBuffer()) };
};

describe('the fax order form (/seminare/warenkorb/online-fax/{eventId})', () => {
  it('a browser gets the page; the form fills the PDF with what was typed', async () => {
    const visitor = new FormBrowser(() => app().baseUrl);
    const page = await visitor.get(`/seminare/warenkorb/online-fax/${String(eventId)}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('Bestellformular zum Faxen');
    expect(page.html).toContain('name="vorname1"');

    const filled = await pdfOf(
      `/seminare/warenkorb/online-fax/${String(eventId)}?pdf=1&anrede1=Frau&vorname1=Anna&nachname1=Lange&art1=Buchung&vorname2=Bernd&firma=Muster%20GmbH&uebernachtung=with`,
    );
    expect(filled.type).toBe('application/pdf');
    expect(filled.cache).toBe('private, no-store');
    const text = pdfText(filled.bytes);
    expect(text).toContain('Anna');
    expect(text).toContain('Lange');
    expect(text).toContain('Bernd');
    expect(text).toContain('Muster GmbH');
  });

  it('fills the page from the cart when the date is in it', async () => {
    const visitor = new FormBrowser(() => app().baseUrl);
    await visitor.get('/seminare/warenkorb');
    await visitor.post('/seminare/warenkorb', { intent: 'add-item', eventId: String(eventId) });
    const [cartItemId] = /name="cartItemId" value="(\d+)"/.exec((await visitor.get('/seminare/warenkorb')).html)?.slice(1) ?? [];
    await visitor.post('/seminare/warenkorb', {
      intent: 'add-recipient',
      cartItemId: cartItemId ?? '',
      salutation: 'Herr',
      firstname: 'Cem',
      lastname: 'Yilmaz',
      email: 'cem.yilmaz@example.org',
      bookingType: 'Reservierung',
      hotelOverNightOption: 'Ohne Übernachtung, mit Tagesverpflegung',
    });
    const page = await visitor.get(`/seminare/warenkorb/online-fax/${String(eventId)}`);
    expect(page.html).toContain('aus Ihrem Warenkorb übernommen');
    expect(page.html).toContain('value="Yilmaz"');
  });

  it('the empty form for everyone; an overlong field is a German 400; an unknown date a 404 page', async () => {
    const empty = await pdfOf(`/seminare/warenkorb/online-fax/${String(eventId)}?pdf=1`);
    expect(empty.type).toBe('application/pdf');
    expect(pdfText(empty.bytes)).toContain('Bestellformular per Fax');
    const tooLong = await fetch(`${app().baseUrl}/seminare/warenkorb/online-fax/${String(eventId)}?pdf=1&firma=${'x'.repeat(300)}`);
    expect(tooLong.status).toBe(400);
    expect(await tooLong.text()).toContain('Bitte kürzen Sie die Angaben auf höchstens 200 Zeichen je Feld.');
    expect((await new FormBrowser(() => app().baseUrl).get('/seminare/warenkorb/online-fax/999999')).status).toBe(404);
  });
});
