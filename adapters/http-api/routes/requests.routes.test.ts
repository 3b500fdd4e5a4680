import { desc, eq } from 'drizzle-orm';
import * as E from 'fp-ts/Either';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountsProxy } from '../../http-client/accounts-proxy';
import { MemoryCookieJar } from '../../http-client/cookie-jar';
import { FormsProxy } from '../../http-client/forms-proxy';
import { RequestInboxProxy } from '../../http-client/request-inbox-proxy';
import { createFetchTransport } from '../../http-client/transport';
import { auditLog, outbox } from '../../db/schema';
import { startTestApp, type TestApp } from '../testing/test-app';

const DEMO_PASSWORD = 'Seminar-Demo-2026!';

let app: TestApp;

const loggedIn = async (email: string): Promise<RequestInboxProxy> => {
  const cookies = new MemoryCookieJar();
  const transport = createFetchTransport({ baseUrl: app.baseUrl, cookies });
  const accounts = new AccountsProxy(transport);
  await accounts.xsrfToken()();
  const login = await accounts.login({ email, password: DEMO_PASSWORD })();
  if (E.isLeft(login)) throw new Error(login.left.message);
  return new RequestInboxProxy(transport);
};

/** Every field any form asks; each form keeps its own. */
const FILLED = {
  company: 'Muster Logistik GmbH',
  companyName: 'Muster Logistik GmbH',
  salutation: 'Frau',
  phone: '+49 30 1234567',
  street: 'Hafenstraße',
  streetNumber: '5',
  postalCode: '20457',
  city: 'Hamburg',
  topic: 'Rückruf',
  message: 'Bitte rufen Sie mich zurück.',
};

/** A visitor's browser: its first call fetches the XSRF cookie, as a page would have. */
const visitorForms = async (): Promise<FormsProxy> => {
  const transport = createFetchTransport({ baseUrl: app.baseUrl, cookies: new MemoryCookieJar() });
  await new AccountsProxy(transport).xsrfToken()();
  return new FormsProxy(transport);
};

beforeAll(async () => {
  app = await startTestApp();
}, 60_000);

afterAll(async () => {
  await app.close();
});

describe('the request inbox over HTTP', () => {
  it('a contact request lands in the inbox; staff set its status, which is audited', async () => {
    const sent = await (await visitorForms()).submit('contact-request', { ...FILLED, firstname: 'Erika', lastname: 'Inbox', email: 'erika.inbox@example.org' })();
    expect(sent).toMatchObject(E.right({}));
    const staff = await loggedIn('kundenservice@example.org');
    const listed = await staff.list({ art: 'contact-request', status: 'neu' })();
    if (E.isLeft(listed)) throw new Error(listed.left.message);
    const mine = listed.right.requests.find((request) => request.email === 'erika.inbox@example.org');
    expect(mine).toMatchObject({ name: 'Erika Inbox', statusLabel: 'neu' });
    const requestId = mine?.requestId ?? 0;
    const handled = await staff.handle(requestId, { status: 'erledigt', assignee: 'Kundenservice', note: null })();
    expect(handled).toMatchObject(E.right({ status: 'erledigt', assignee: 'Kundenservice' }));
    expect(E.isRight(handled) && handled.right.doneAt).not.toBeNull();
    const [entry] = await app.database.db.select().from(auditLog).where(eq(auditLog.action, 'request.handle')).orderBy(desc(auditLog.entryId)).limit(1);
    expect(entry).toMatchObject({ actorEmail: 'kundenservice@example.org', details: { status: 'neu → erledigt', assignee: '– → Kundenservice' } });
  });

  it('a wrong status is a 400 with the German message at the field', async () => {
    const staff = await loggedIn('kundenservice@example.org');
    const response = await fetch(`${app.baseUrl}/manage/anfragen/1`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"status":"offen"}' });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(await staff.request(999_999)()).toMatchObject(E.left({ _tag: 'NotFound', message: 'Diese Anfrage gibt es nicht.' }));
  });

  it('an inhouse request is answered with an offer mail', async () => {
    const sent = await (await visitorForms()).submit('inhouse-request', { ...FILLED, salutation: 'Herr', firstname: 'Otto', lastname: 'Angebot', email: 'otto.angebot@example.org', company: 'Angebot AG', companyName: 'Angebot AG' })();
    expect(sent).toMatchObject(E.right({}));
    const staff = await loggedIn('kundenservice@example.org');
    const listed = await staff.list({ art: 'inhouse-request' })();
    const requestId = (E.isRight(listed) ? listed.right.requests.find((request) => request.email === 'otto.angebot@example.org')?.requestId : undefined) ?? 0;
    const wrong = await staff.sendOffer(requestId, { title: 'Inhouse BetrVG', price: 'viel', text: 'Zwei Tage' })();
    expect(wrong).toMatchObject(E.left({ _tag: 'Invalid', fieldErrors: { price: expect.stringContaining('Preis') as unknown } }));
    expect(await staff.sendOffer(requestId, { title: 'Inhouse BetrVG', price: '3900', text: 'Zwei Tage bei Ihnen.' })()).toEqual(E.right({ requestId, sentTo: 'otto.angebot@example.org' }));
    const [mail] = await app.database.db.select().from(outbox).where(eq(outbox.kind, 'request_offer')).orderBy(desc(outbox.id)).limit(1);
    expect(mail?.payload).toMatchObject({ requestId, price: 390000, company: 'Angebot AG' });
  });

  it('a customer is refused (403)', async () => {
    const customer = await loggedIn('jonas.weber@example.org');
    expect(await customer.list({})()).toMatchObject(E.left({ _tag: 'Forbidden' }));
  });
});
