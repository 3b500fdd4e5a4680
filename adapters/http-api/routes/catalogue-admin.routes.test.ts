import * as E from 'fp-ts/Either';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountsProxy } from '../../http-client/accounts-proxy';
import { AdminProxy } from '../../http-client/admin-proxy';
import { MemoryCookieJar } from '../../http-client/cookie-jar';
import { createFetchTransport } from '../../http-client/transport';
import { startTestApp, type TestApp } from '../testing/test-app';

const DEMO_PASSWORD = 'Seminar-Demo-2026!';

let app: TestApp;

/** The back office as the CLI reaches it: a session cookie and the XSRF header, over real HTTP. */
const loggedIn = async (email: string): Promise<AdminProxy> => {
  const cookies = new MemoryCookieJar();
  const accounts = new AccountsProxy(createFetchTransport({ baseUrl: app.baseUrl, cookies }));
  await accounts.xsrfToken()();
  const login = await accounts.login({ email, password: DEMO_PASSWORD })();
  if (E.isLeft(login)) throw new Error(login.left.message);
  return new AdminProxy({ baseUrl: app.baseUrl, cookies });
};

async function* bytes(text: string): AsyncGenerator<Uint8Array> {
  yield await Promise.resolve(new TextEncoder().encode(text));
}

beforeAll(async () => {
  app = await startTestApp();
}, 60_000);

afterAll(async () => {
  await app.close();
});

describe('the back office’s catalogue over HTTP', () => {
  it('staff export the dates and import a dry run; a customer is refused (403)', async () => {
    const staff = await loggedIn('kundenservice@example.org');
    const exported = await staff.exportDates()();
    if (E.isLeft(exported)) throw new Error(exported.left.message);
    const records = [];
    for await (const record of exported.right) records.push(record);
    expect(records.length).toBeGreaterThan(50);
    const first = records[0];
    const dry = await staff.importDates(bytes(`eventId,capacity\n${String(first?.eventId)},${String((first?.capacity ?? 0) + 1)}\n`), { dryRun: true })();
    expect(dry).toMatchObject(E.right({ dryRun: true, updated: 1, changes: [{ line: 2, eventId: first?.eventId }] }));
    const empty = await staff.importDates(bytes(''), { dryRun: true })();
    expect(empty).toMatchObject(E.left({ _tag: 'Invalid' }));
    const customer = await loggedIn('jonas.weber@example.org');
    expect(await customer.exportDates()()).toMatchObject(E.left({ _tag: 'Forbidden' }));
    expect(await customer.importDates(bytes('eventId\n'), { dryRun: true })()).toMatchObject(E.left({ _tag: 'Forbidden' }));
  });
});
