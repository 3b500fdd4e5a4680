import { DEMO_PASSWORD } from '../../db/demo-data/people';
import type { AccountsTestApp, TestBrowser } from '../session/testing/accounts-test-app';

/** Demo accounts (adapters/db/demo-data/people.ts) the portal's API tests act as. */
export const SITE_ADMIN = { email: 'admin@example.org', userId: 1 } as const;
export const GREMIUM_ADMIN = { email: 'sabine.keller@example.com', userId: 2 } as const;
export const MEMBER = { email: 'ahmet.yilmaz@example.com', userId: 3 } as const;
export const OTHER_MEMBER = { email: 'lea.hartmann@example.com', userId: 4 } as const;
export const SINGLE = { email: 'jonas.weber@example.org', userId: 7 } as const;
export const OTHER_SINGLE = { email: 'claudia.fischer@example.org', userId: 8 } as const;
export const THIRD_SINGLE = { email: 'tobias.krause@example.org', userId: 9 } as const;

export const JSON_HEADERS = { 'content-type': 'application/json' } as const;

/** A browser logged in as the account, with its XSRF cookie. */
export const loggedIn = async (app: AccountsTestApp, email: string): Promise<TestBrowser> => {
  const browser = app.browser();
  await browser.login(email, DEMO_PASSWORD);
  return browser;
};

/** A visitor's browser that fetched its XSRF token, so its POSTs pass the XSRF check and reach the route. */
export const visitor = async (app: AccountsTestApp): Promise<TestBrowser> => {
  const browser = app.browser();
  await browser.get('/kundenportal/get-token');
  return browser;
};
