import * as E from 'fp-ts/Either';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_EVENT_ID } from '../db/demo-data/generate';
import { DEMO_PASSWORD } from '../db/demo-data/people';
import { startAccountsTestApp, type AccountsTestApp } from '../http-api/session/testing/accounts-test-app';
import { AccountsProxy } from './accounts-proxy';
import { TrainingPlanProxy } from './training-plan-proxy';

let app: AccountsTestApp;

beforeAll(async () => {
  app = await startAccountsTestApp();
}, 120_000);

afterAll(async () => {
  await app.close();
});

describe('TrainingPlanProxy against the real server', () => {
  it('asks a visitor to log in, then keeps, shares, edits and deletes a plan of the logged-in user', async () => {
    const transport = app.browser().transport();
    const accounts = new AccountsProxy(transport);
    const plans = new TrainingPlanProxy(transport);
    await accounts.xsrfToken()();
    expect(await plans.list()()).toMatchObject(E.left({ _tag: 'Unauthenticated' }));
    await accounts.login({ email: 'jonas.weber@example.org', password: DEMO_PASSWORD })();

    const created = await plans.create({ name: 'Plan', entries: [{ memberName: 'Eva Muster', eventId: FIRST_EVENT_ID }] })();
    if (E.isLeft(created)) throw new Error(created.left.message);
    const { planId, shareUrl } = created.right;
    expect(await plans.get(planId)()).toEqual(created);
    expect(await plans.list()()).toEqual(E.right([created.right]));
    const token = shareUrl.split('/').at(-1) ?? '';
    expect(await new TrainingPlanProxy(app.browser().transport()).shared(token)()).toMatchObject(E.right({ name: 'Plan', entries: [{ eventId: FIRST_EVENT_ID }] }));
    expect(await plans.edit(planId, { name: 'P', entries: [] })()).toMatchObject(E.left({ _tag: 'Invalid', fieldErrors: { name: expect.any(String) as unknown } }));
    expect(await plans.overview()()).toMatchObject(E.left({ _tag: 'Forbidden' }));
    expect(await plans.remove(planId)()).toEqual(E.right({ planId, deleted: true }));
    expect(await plans.get(planId)()).toMatchObject(E.left({ _tag: 'NotFound' }));
  });
});
