import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, portalFeedback } from '../../db/schema';
import { startAccountsTestApp, type AccountsTestApp } from '../session/testing/accounts-test-app';
import { JSON_HEADERS, MEMBER, SINGLE, loggedIn, visitor } from './portal-test-users';

let app: AccountsTestApp;

beforeAll(async () => {
  app = await startAccountsTestApp();
}, 120_000);

afterAll(async () => {
  await app.close();
});

const PATH = '/kundenportal/send-feedback';

const storedFeedback = () => app.database.db.select().from(portalFeedback).orderBy(desc(portalFeedback.feedbackId));

describe('POST /kundenportal/send-feedback', () => {
  it('stores the feedback with its stars, queues the mail and answers 201 with thanks', async () => {
    const browser = await loggedIn(app, MEMBER.email);
    const answer = await browser.raw('main', PATH, { method: 'POST', body: JSON.stringify({ message: '  Sehr gutes Seminar! ', rating: 5 }), headers: JSON_HEADERS });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ message: 'Vielen Dank für Ihr Feedback! Wir lesen jede Nachricht.' });
    expect((await storedFeedback())[0]).toMatchObject({ userId: MEMBER.userId, message: 'Sehr gutes Seminar!', rating: 5 });
    const [mail] = await app.database.db.select().from(outbox).where(eq(outbox.kind, 'feedback_received')).orderBy(desc(outbox.id)).limit(1);
    expect(mail?.payload).toMatchObject({
      message: 'Sehr gutes Seminar!',
      topic: 'Bewertung: 5 von 5 Sternen',
      sender: { email: MEMBER.email, firstname: 'Ahmet', lastname: 'Yılmaz' },
    });
  });

  it('takes feedback without stars', async () => {
    const browser = await loggedIn(app, SINGLE.email);
    expect(await browser.post(PATH, { message: 'ok' })).toMatchObject({ ok: true });
    expect((await storedFeedback())[0]).toMatchObject({ userId: SINGLE.userId, message: 'ok', rating: null });
  });

  it('answers 400 with the §5 message rule and the stars rule, storing nothing', async () => {
    const browser = await loggedIn(app, SINGLE.email);
    const before = (await storedFeedback()).length;
    expect(await browser.post(PATH, { message: 'x', rating: 7 })).toMatchObject({
      status: 400,
      body: { fieldErrors: { message: 'Bitte geben Sie eine Nachricht ein', rating: 'Bitte bewerten Sie mit 1 bis 5 Sternen.' } },
    });
    expect(await browser.post(PATH, { message: 'Gut', rating: 'fünf' })).toMatchObject({
      status: 400,
      body: { fieldErrors: { rating: 'Bitte geben Sie eine ganze Zahl an.' } },
    });
    expect(await browser.post(PATH, null)).toMatchObject({ status: 400 });
    expect((await browser.raw('main', PATH, { method: 'POST', body: '{"message"', headers: JSON_HEADERS })).status).toBe(400);
    expect((await storedFeedback()).length).toBe(before);
  });

  it('answers 401 to a visitor and 403 without the XSRF header', async () => {
    expect(await (await visitor(app)).post(PATH, { message: 'Hallo' })).toMatchObject({
      status: 401,
      body: { message: 'Bitte melden Sie sich an.' },
    });
    const browser = await loggedIn(app, SINGLE.email);
    expect((await browser.raw('main', PATH, { method: 'POST', body: JSON.stringify({ message: 'Hallo' }), headers: JSON_HEADERS, xsrf: false })).status).toBe(403);
  });

  it('takes ten messages an hour from one account, then answers 429', async () => {
    app.clock.advance({ hours: 1 });
    const browser = await loggedIn(app, MEMBER.email);
    for (let sent = 0; sent < 10; sent += 1) expect(await browser.post(PATH, { message: `Nachricht ${sent}` })).toMatchObject({ ok: true });
    expect(await browser.post(PATH, { message: 'Noch eine' })).toMatchObject({
      status: 429,
      body: { message: 'Sie haben uns in kurzer Zeit sehr viel Feedback gesendet. Bitte versuchen Sie es später erneut.' },
    });
  });

  it('GET /api-meinifb/feedback/:id: 400 for a bad id, 401 to a visitor, 404 for a seminar the caller did not attend', async () => {
    const browser = await loggedIn(app, SINGLE.email);
    expect(await browser.get('/api-meinifb/feedback/abc')).toMatchObject({ status: 400 });
    expect(await (await visitor(app)).get('/api-meinifb/feedback/1')).toMatchObject({ status: 401 });
    expect(await browser.get('/api-meinifb/feedback/999999')).toMatchObject({
      status: 404,
      body: { message: 'Zu diesem Seminar können Sie kein Feedback senden: Es ist keines Ihrer besuchten Seminare.' },
    });
  });
});
