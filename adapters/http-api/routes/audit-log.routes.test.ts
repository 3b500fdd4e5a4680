import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/demo-data/people';
import { startAccountsTestApp, type AccountsTestApp, type TestBrowser } from '../session/testing/accounts-test-app';

const ADMIN = 'admin@example.org';
const USER = 'jonas.weber@example.org';

let app: AccountsTestApp;
let admin: TestBrowser;

const loggedIn = async (email: string): Promise<TestBrowser> => {
  const browser = app.browser();
  await browser.login(email, DEMO_PASSWORD);
  return browser;
};

interface AuditBody {
  entries: { action: string; actor: { email: string }; origin: string; via: string; subject: string; details: unknown }[];
  total: number;
  page: number;
  retentionDays: number;
}

const auditLog = async (query = ''): Promise<AuditBody> => {
  const answer = await admin.get(`/manage/audit-log${query}`);
  if (!answer.ok) throw new Error(JSON.stringify(answer));
  return answer.body as AuditBody;
};

beforeAll(async () => {
  app = await startAccountsTestApp();
  admin = await loggedIn(ADMIN);
}, 120_000);

afterAll(async () => {
  await app.close();
});

describe('the audit log', () => {
  it('records who did which admin action, when and from where, and shows it newest first', async () => {
    await admin.post('/cache/clear/catalogue-listings');
    const created = await admin.post('/manage/api-tokens', { name: 'nightly-export' });
    const { tokenId, token } = created.body as { tokenId: number; token: string };
    // A script with the token exports: logged as coming through the token.
    expect((await fetch(`${app.urlOf('main')}/obj-export/faq`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    await admin.raw('main', `/manage/api-tokens/${String(tokenId)}`, { method: 'DELETE' });
    // Refused actions change nothing and are not logged.
    await admin.post('/cache/clear/gibt-es-nicht');

    const log = await auditLog();
    expect(log.entries.map(({ action, subject, via }) => ({ action, subject, via }))).toEqual([
      { action: 'token.revoke', subject: `Token Nr. ${String(tokenId)}`, via: 'session' },
      { action: 'export.objects', subject: 'faq', via: 'token' },
      { action: 'token.create', subject: 'nightly-export', via: 'session' },
      { action: 'cache.clear', subject: 'catalogue-listings', via: 'session' },
    ]);
    expect(log.entries[0]).toMatchObject({ actor: { email: ADMIN }, origin: expect.stringMatching(/127\.0\.0\.1|::1/) as unknown });
    expect(log).toMatchObject({ total: 4, page: 1, retentionDays: 365 });
  });

  it('logs impersonations with the admin, the account and the address', async () => {
    const impersonator = await loggedIn(ADMIN);
    // Account 7 is the demo's Jonas Weber.
    const started = await impersonator.post('/kundenportal/impersonate/7');
    expect(started.ok).toBe(true);
    await impersonator.post('/kundenportal/impersonate-end');
    const log = await auditLog('?aktion=impersonation.start');
    expect(log.entries).toEqual([
      expect.objectContaining({ action: 'impersonation.start', actor: expect.objectContaining({ email: ADMIN }) as unknown, subject: USER, via: 'session' }),
    ]);
    expect(log.entries[0]?.origin).not.toBe('');
    expect((await auditLog('?aktion=impersonation.end')).total).toBe(1);
  });

  it('filters by day and refuses a wrong filter with a German message', async () => {
    expect((await auditLog('?von=2000-01-01&bis=2000-12-31')).total).toBe(0);
    expect((await auditLog('?seite=2')).entries).toEqual([]);
    expect(await admin.get('/manage/audit-log?aktion=kaffee')).toMatchObject({ status: 400 });
    const wrongDay = await admin.get('/manage/audit-log?von=2026-02-30');
    expect(wrongDay).toMatchObject({ ok: false, status: 400 });
    expect(JSON.stringify(wrongDay.body)).toContain('Dieses Datum gibt es nicht.');
    expect(await admin.get('/manage/audit-log?von=2026-03-02&bis=2026-03-01')).toMatchObject({
      status: 400,
      body: { fieldErrors: { bis: 'Das Bis-Datum darf nicht vor dem Von-Datum liegen.' } },
    });
    expect((await auditLog('?von=2026-03-01&bis=2026-03-01')).total).toBe(0);
  });

  it('is for site admins only', async () => {
    expect(await app.browser().get('/manage/audit-log')).toMatchObject({ status: 401 });
    expect(await (await loggedIn(USER)).get('/manage/audit-log')).toMatchObject({ status: 403 });
  });
});
