import * as E from 'fp-ts/Either';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEMINAR_MESSAGES } from '../../../domain/seminar/messages';
import { AccountsProxy } from '../../http-client/accounts-proxy';
import { MemoryCookieJar } from '../../http-client/cookie-jar';
import { SeminarAdminProxy } from '../../http-client/seminar-admin-proxy';
import { createFetchTransport } from '../../http-client/transport';
import { startTestApp, type TestApp } from '../testing/test-app';

const DEMO_PASSWORD = 'Seminar-Demo-2026!';

let app: TestApp;

/** The seminar pages' port as the browser reaches it: a session cookie and the XSRF header, over real HTTP. */
const loggedIn = async (email: string): Promise<SeminarAdminProxy> => {
  const cookies = new MemoryCookieJar();
  const transport = createFetchTransport({ baseUrl: app.baseUrl, cookies });
  await new AccountsProxy(transport).xsrfToken()();
  const login = await new AccountsProxy(transport).login({ email, password: DEMO_PASSWORD })();
  if (E.isLeft(login)) throw new Error(login.left.message);
  return new SeminarAdminProxy(transport);
};

beforeAll(async () => {
  app = await startTestApp();
}, 60_000);

afterAll(async () => {
  await app.close();
});

describe('the back office’s seminars over HTTP (the pages’ loaders and actions in the browser)', () => {
  it('staff list, create, read and change a seminar, and preview an import; bad fields are a 400 with the messages', async () => {
    const staff = await loggedIn('kundenservice@example.org');
    const list = await staff.seminars({})();
    if (E.isLeft(list)) throw new Error(list.left.message);
    expect(list.right.seminars.length).toBeGreaterThan(10);
    const rubric = list.right.rubrics[0]?.slug ?? '';

    expect(await staff.createSeminar({ title: '', rubricSlug: rubric })()).toMatchObject(E.left({ _tag: 'Invalid', fieldErrors: { title: SEMINAR_MESSAGES.titleMissing } }));
    const text = { title: 'Über die Schulter geschaut', description: 'Ein Tag im Betriebsratsbüro.', targetGroups: 'Ersatzmitglieder', rubricSlug: rubric, actionField: 'Einstieg', published: 'ja' };
    expect(await staff.createSeminar(text)()).toEqual(E.right({ slug: 'ueber-die-schulter-geschaut', changed: true }));
    expect(await staff.seminar('ueber-die-schulter-geschaut')()).toMatchObject(E.right({ text: { title: 'Über die Schulter geschaut', targetGroups: 'Ersatzmitglieder' }, dates: [] }));
    expect(await staff.changeSeminar('ueber-die-schulter-geschaut', { ...text, published: 'nein' })()).toEqual(E.right({ slug: 'ueber-die-schulter-geschaut', changed: true }));
    expect(await staff.changePrices('ueber-die-schulter-geschaut', { price: '890' })()).toMatchObject(E.left({ _tag: 'Invalid' }));
    expect(await staff.seminar('gibt-es-nicht')()).toMatchObject(E.left({ _tag: 'NotFound' }));

    const preview = await staff.importCatalogue('eventId,themeSlug,kind,startDate,endDate,capacity,price\n,ueber-die-schulter-geschaut,online,2099-03-02 09:00,2099-03-02 16:00,12,"490,00"\n', { dryRun: true })();
    expect(preview).toMatchObject(E.right({ dryRun: true, created: 1 }));
    expect(await staff.seminar('ueber-die-schulter-geschaut')()).toMatchObject(E.right({ dates: [] }));
  });

  it('a customer is refused every call (403), a visitor too (401)', async () => {
    const customer = await loggedIn('jonas.weber@example.org');
    expect(await customer.seminars({})()).toMatchObject(E.left({ _tag: 'Forbidden' }));
    expect(await customer.createSeminar({ title: 'Fremd' })()).toMatchObject(E.left({ _tag: 'Forbidden' }));
    expect(await customer.importCatalogue('eventId\n', { dryRun: true })()).toMatchObject(E.left({ _tag: 'Forbidden' }));
    const visitor = new SeminarAdminProxy(createFetchTransport({ baseUrl: app.baseUrl, cookies: new MemoryCookieJar() }));
    expect(await visitor.seminars({})()).toMatchObject(E.left({ _tag: 'Unauthenticated' }));
  });
});
