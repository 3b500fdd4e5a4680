import * as E from 'fp-ts/Either';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RecommendationsWire } from '../../application/recommendations/recommendations.codecs';
import { RECOMMENDATION_MESSAGES } from '../../application/recommendations/recommendations.service';
import { startAccountsTestApp, type AccountsTestApp } from '../http-api/session/testing/accounts-test-app';
import { RecommendationsProxy } from './recommendations-proxy';

let app: AccountsTestApp;

beforeAll(async () => {
  app = await startAccountsTestApp();
}, 120_000);

afterAll(async () => {
  await app.close();
});

describe('RecommendationsProxy against the real server', () => {
  it('brings back what the path answers, decoded, and a bad query as Invalid with the German message', async () => {
    const proxy = new RecommendationsProxy(app.browser().transport());
    const result = await proxy.related('themes', { theme: 'arbeitszeitrecht-kompakt', limit: 3 })();
    if (E.isLeft(result)) throw new Error(JSON.stringify(result.left));
    expect(result.right.length).toBeGreaterThan(0);
    expect(result.right.length).toBeLessThanOrEqual(3);
    const direct = RecommendationsWire.decode(await (await fetch(`${app.urlOf('main')}/recommendations/get-related-themes?theme=arbeitszeitrecht-kompakt&limit=3`)).json());
    if (E.isLeft(direct)) throw new Error('the server answered no recommendations');
    expect(RecommendationsWire.encode(result.right)).toEqual(RecommendationsWire.encode(direct.right));
    expect(await proxy.related('news', {})()).toMatchObject(E.left({ _tag: 'Invalid', fieldErrors: { theme: RECOMMENDATION_MESSAGES.subject } }));
  });
});
