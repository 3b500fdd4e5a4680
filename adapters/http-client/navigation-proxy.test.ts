import * as E from 'fp-ts/Either';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../http-api/testing/test-app';
import { NavigationProxy } from './navigation-proxy';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
}, 60_000);

afterAll(async () => {
  await app.close();
});

describe('NavigationProxy', () => {
  it('answers the navigation of the site it talks to, with its flyout layers', async () => {
    const proxy = new NavigationProxy(app.baseUrl);
    const result = await proxy.current()();
    if (E.isLeft(result)) throw new Error(result.left.message);
    // 127.0.0.1 is no configured host name: the main site answers.
    expect(result.right.site).toBe('main');
    expect(result.right.items.map((item) => item.linkText)).toContain('Seminare');
    expect(result.right.layers.length).toBeGreaterThan(0);
  });

  it('passes a failing server on as a failure, which the layout shows as no navigation', async () => {
    const proxy = new NavigationProxy('http://127.0.0.1:9');
    expect(E.isLeft(await proxy.current()())).toBe(true);
  });
});
