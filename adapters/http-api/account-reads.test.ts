import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../db/demo-data/people';
import { openPgliteTemplate } from '../db/testing/database-template';
import { TestBrowser } from './session/testing/accounts-test-app';
import { startTestApp, testDemoTemplate, type TestApp } from './testing/test-app';

/** The statements that read one account by its id, as the database saw them. */
const accountReads: string[] = [];
let app: TestApp;

beforeAll(async () => {
  const database = await openPgliteTemplate(testDemoTemplate);
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const query = client.query.bind(client);
  client.query = ((text: string, ...rest: Parameters<PGlite['query']> extends [string, ...infer R] ? R : never) => {
    if (text.includes('from "users" where "users"."user_id" = $1')) accountReads.push(text);
    return query(text, ...rest);
  }) as PGlite['query'];
  app = await startTestApp({ database, seed: false });
}, 120_000);

afterAll(async () => {
  await app.close();
});

describe('the account of a request', () => {
  it('is read once for a GET, though the access gate and the use case both ask for it', async () => {
    const browser = new TestBrowser(() => app.baseUrl);
    await browser.login('jonas.weber@example.org', DEMO_PASSWORD);
    accountReads.length = 0;
    const answer = await browser.get('/api-meinifb/get-user-future-events');
    expect(answer.ok).toBe(true);
    expect(accountReads).toHaveLength(1);
  });
});
