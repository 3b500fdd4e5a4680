import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { FIRST_EVENT_ID } from '../../db/demo-data/generate';
import { themes } from '../../db/schema';
import { TRAINING_PLAN_MESSAGES as RULES } from '../../../domain/training-plan/training-plan-rules';
import { TRAINING_PLAN_API_MESSAGES as M } from '../../../application/training-plan/messages';
import { startAccountsTestApp, type AccountsTestApp } from '../session/testing/accounts-test-app';
import { OTHER_SINGLE, SINGLE, SITE_ADMIN, loggedIn, visitor } from './portal-test-users';

let app: AccountsTestApp;
let themeSlug: string;

beforeAll(async () => {
  app = await startAccountsTestApp();
  const [theme] = await app.database.db.select({ slug: themes.slug }).from(themes).orderBy(asc(themes.themeId)).limit(1);
  themeSlug = theme?.slug ?? '';
}, 120_000);

afterAll(async () => {
  await app.close();
});

interface Plan {
  readonly planId: number;
  readonly shareUrl: string;
}

const planBody = () => ({
  name: 'Schulungsplan 2027',
  entries: [
    { memberName: 'Eva Muster', eventId: FIRST_EVENT_ID, note: 'vor der Wahl', priority: 'hoch' },
    { memberName: 'Jonas Li', themeSlug },
  ],
});

const created = async (email: string): Promise<Plan> => {
  const browser = await loggedIn(app, email);
  const answer = await browser.post('/schulungsplan/create', planBody());
  if (!answer.ok) throw new Error(`create failed: ${JSON.stringify(answer)}`);
  return answer.body as Plan;
};

describe('training plans of a logged-in user', () => {
  it('creates, lists, reads, edits and deletes a plan; entries carry the seminar title', async () => {
    const browser = await loggedIn(app, SINGLE.email);
    const answer = await browser.post('/schulungsplan/create', planBody());
    expect(answer).toMatchObject({
      ok: true,
      body: {
        name: 'Schulungsplan 2027',
        shareUrl: expect.stringMatching(/^\/personalisierter-schulungsplan\/[A-Za-z0-9_-]{32}$/) as unknown,
        entries: [
          { memberName: 'Eva Muster', eventId: FIRST_EVENT_ID, themeSlug: null, note: 'vor der Wahl', priority: 'hoch' },
          { memberName: 'Jonas Li', eventId: null, themeSlug, note: '', priority: 'mittel', startDate: null },
        ],
      },
    });
    const plan = (answer as { body: Plan & { entries: { title: string }[] } }).body;
    expect(plan.entries.every((entry) => entry.title.length > 0)).toBe(true);

    expect(await browser.get('/schulungsplan/get')).toMatchObject({ ok: true, body: [{ planId: plan.planId }] });
    expect(await browser.get(`/schulungsplan/get/${String(plan.planId)}`)).toMatchObject({ ok: true, body: { planId: plan.planId } });

    const edited = await browser.post(`/schulungsplan/edit/${String(plan.planId)}`, { name: 'Plan 2028', entries: [{ memberName: 'Ute Kern', themeSlug, priority: 'niedrig' }] });
    expect(edited).toMatchObject({ ok: true, body: { planId: plan.planId, name: 'Plan 2028', shareUrl: plan.shareUrl, entries: [{ memberName: 'Ute Kern', priority: 'niedrig' }] } });
    expect((edited as { body: { entries: unknown[] } }).body.entries).toHaveLength(1);

    expect(await browser.post(`/schulungsplan/delete/${String(plan.planId)}`)).toEqual({ ok: true, body: { planId: plan.planId, deleted: true } });
    expect(await browser.get(`/schulungsplan/get/${String(plan.planId)}`)).toMatchObject({ ok: false, status: 404, body: { message: M.planUnknown } });
    expect(await app.browser().get(plan.shareUrl)).toMatchObject({ ok: false, status: 404 });
  });

  it('refuses a plan without name, member or seminar with the German message per field (400), and unknown seminars', async () => {
    const browser = await loggedIn(app, SINGLE.email);
    expect(await browser.post('/schulungsplan/create', { name: 'P', entries: [{ memberName: 'E' }] })).toMatchObject({
      ok: false,
      status: 400,
      body: { fieldErrors: { name: RULES.name, 'entries.0.memberName': RULES.memberName, 'entries.0.seminar': RULES.seminarChoice } },
    });
    expect(await browser.post('/schulungsplan/create', { name: 'Plan', entries: [{ memberName: 'Eva', eventId: 999_999 }, { memberName: 'Eva', themeSlug: 'gibt-es-nicht' }] })).toMatchObject({
      ok: false,
      status: 400,
      body: { fieldErrors: { 'entries.0.eventId': M.eventUnknown, 'entries.1.themeSlug': M.themeUnknown } },
    });
    expect(await browser.post('/schulungsplan/create', [1, 2])).toMatchObject({ ok: false, status: 400, body: { fieldErrors: { _: 'Bitte senden Sie die Angaben als JSON-Objekt.' } } });
    expect(await browser.get('/schulungsplan/get/abc')).toMatchObject({ ok: false, status: 400 });
    expect(await browser.get('/schulungsplan/get')).toMatchObject({ ok: true, body: [] });
  });
});

describe('access to training plans', () => {
  it('answers 401 to a visitor on every own-plan call', async () => {
    const browser = await visitor(app);
    for (const path of ['/schulungsplan/get', '/schulungsplan/get/1', '/schulungsplan/admin']) {
      expect(await browser.get(path)).toMatchObject({ ok: false, status: 401, body: { message: M.loginRequired } });
    }
    for (const path of ['/schulungsplan/create', '/schulungsplan/edit/1', '/schulungsplan/delete/1']) {
      expect(await browser.post(path, planBody())).toMatchObject({ ok: false, status: 401 });
    }
  });

  it('never lets a urlencoded form body reach the JSON calls: without the pages it answers 415 and changes nothing', async () => {
    const plan = await created(SINGLE.email);
    const owner = await loggedIn(app, SINGLE.email);
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    for (const xsrf of [true, false]) {
      const answer = await owner.raw('main', `/schulungsplan/delete/${String(plan.planId)}`, { method: 'POST', body: '_xsrf=x', headers: form, xsrf });
      expect(answer.status).toBe(415);
    }
    expect(await owner.get(`/schulungsplan/get/${String(plan.planId)}`)).toMatchObject({ ok: true, body: { planId: plan.planId } });
  });

  it("answers another user's plan like an unknown one (404) and leaves it unchanged", async () => {
    const plan = await created(SINGLE.email);
    const other = await loggedIn(app, OTHER_SINGLE.email);
    const path = String(plan.planId);
    expect(await other.get(`/schulungsplan/get/${path}`)).toMatchObject({ ok: false, status: 404 });
    expect(await other.post(`/schulungsplan/edit/${path}`, planBody())).toMatchObject({ ok: false, status: 404 });
    expect(await other.post(`/schulungsplan/delete/${path}`)).toMatchObject({ ok: false, status: 404 });
    expect(await other.get('/schulungsplan/get')).toMatchObject({ ok: true, body: [] });
    const owner = await loggedIn(app, SINGLE.email);
    expect(await owner.get(`/schulungsplan/get/${path}`)).toMatchObject({ ok: true, body: { name: 'Schulungsplan 2027' } });
  });

  it('shows every plan to a site admin and answers 403 to anyone else', async () => {
    const plan = await created(OTHER_SINGLE.email);
    expect(await (await loggedIn(app, SINGLE.email)).get('/schulungsplan/admin')).toMatchObject({ ok: false, status: 403, body: { message: M.adminsOnly } });
    const overview = await (await loggedIn(app, SITE_ADMIN.email)).get('/schulungsplan/admin');
    expect(overview).toMatchObject({ ok: true });
    expect((overview as { body: unknown[] }).body).toContainEqual(
      expect.objectContaining({ planId: plan.planId, userId: OTHER_SINGLE.userId, ownerEmail: OTHER_SINGLE.email, entryCount: 2 }),
    );
  });

  it('shows a shared plan read-only to anyone with the link, without its owner; an unknown token is 404', async () => {
    const plan = await created(SINGLE.email);
    const shared = await app.browser().get(plan.shareUrl);
    expect(shared).toMatchObject({ ok: true, body: { name: 'Schulungsplan 2027', entries: [{ memberName: 'Eva Muster' }, { memberName: 'Jonas Li' }] } });
    expect(Object.keys((shared as { body: object }).body).sort()).toEqual(['entries', 'name', 'updatedAt']);
    expect(await app.browser().get('/personalisierter-schulungsplan/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).toMatchObject({ ok: false, status: 404, body: { message: M.planUnknown } });
    expect(await app.browser().get('/personalisierter-schulungsplan/kurz')).toMatchObject({ ok: false, status: 400 });
  });
});
