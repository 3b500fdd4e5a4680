import * as E from 'fp-ts/Either';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { visitorSummaryOf } from '../../application/visitor/visitor-summary';
import { upcomingEvents, type TestEvent } from '../db/cart/cart-fixtures.testing';
import { DEMO_PASSWORD } from '../db/demo-data/people';
import { startAccountsTestApp, type AccountsTestApp, type TestBrowser } from '../http-api/session/testing/accounts-test-app';
import { AccountsProxy } from './accounts-proxy';
import { CartProxy } from './cart-proxy';
import { MemoryCookieJar } from './cookie-jar';
import { VisitorSummaryProxy } from './visitor-summary-proxy';
import { WishlistProxy } from './wishlist-proxy';

let app: AccountsTestApp;
let events: readonly TestEvent[];

beforeAll(async () => {
  app = await startAccountsTestApp();
  events = await upcomingEvents(app.database.db, 1, { afterDays: 40, isOnline: false });
}, 120_000);

afterAll(async () => {
  await app.close();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Both sides of the port for one browser: the plain-JSON proxy, and the summary of the codec-checked proxies. */
const summariesOf = (browser: TestBrowser) => {
  const transport = browser.transport('main');
  return {
    plain: new VisitorSummaryProxy({ baseUrl: browser.urlOf('main'), cookies: browser.jar }),
    checked: visitorSummaryOf(new AccountsProxy(transport), new CartProxy(transport), new WishlistProxy(transport)),
    wishlist: new WishlistProxy(transport),
    accounts: new AccountsProxy(transport),
    cart: new CartProxy(transport),
  };
};

const answers = async (summary: VisitorSummaryProxy | ReturnType<typeof visitorSummaryOf>) => ({
  user: await summary.user()(),
  cartCount: await summary.cartCount()(),
  keptEventIds: await summary.keptEventIds()(),
});

describe('VisitorSummaryProxy against the real server', () => {
  it('reads a guest with an empty cart as the codec-checked proxies do', async () => {
    const { plain, checked } = summariesOf(app.browser());
    expect(await answers(plain)).toEqual({ user: E.right(null), cartCount: E.right(0), keptEventIds: E.right([]) });
    expect(await answers(plain)).toEqual(await answers(checked));
  });

  it('reads a logged-in visitor with one date in the cart and one on the Merkliste as the codec-checked proxies do', async () => {
    const browser = app.browser();
    const { plain, checked, accounts, cart, wishlist } = summariesOf(browser);
    await accounts.xsrfToken()();
    expect(E.isRight(await accounts.login({ email: 'jonas.weber@example.org', password: DEMO_PASSWORD })())).toBe(true);
    expect(E.isRight(await cart.addItem({ eventId: events[0]!.eventId })())).toBe(true);
    const before = await wishlist.eventIds()();
    expect(E.isRight(await wishlist.add(events[0]!.eventId)())).toBe(true);
    const kept = E.isRight(before) ? [...new Set([...before.right, events[0]!.eventId])].sort((a, b) => a - b) : [];
    const { keptEventIds, ...rest } = await answers(plain);
    expect(rest).toEqual({ user: E.right({ firstname: 'Jonas', impersonated: false }), cartCount: E.right(1) });
    expect(E.map((ids: readonly number[]) => [...ids].sort((a, b) => a - b))(keptEventIds)).toEqual(E.right(kept));
    expect(await answers(plain)).toEqual(await answers(checked));
  });
});

describe('VisitorSummaryProxy with answers outside the contract', () => {
  const proxyAnswering = (response: Response) => {
    vi.stubGlobal('fetch', () => Promise.resolve(response));
    return new VisitorSummaryProxy({ baseUrl: 'http://localhost', cookies: new MemoryCookieJar() });
  };
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  it('a user of the wrong shape or a cart that is no list is the service being unusable', async () => {
    expect(await proxyAnswering(json({ user: { firstname: 7, impersonated: false } })).user()()).toMatchObject(E.left({ _tag: 'Unavailable' }));
    expect(await proxyAnswering(json({})).user()()).toMatchObject(E.left({ _tag: 'Unavailable' }));
    expect(await proxyAnswering(json({ items: [] })).cartCount()()).toMatchObject(E.left({ _tag: 'Unavailable' }));
    expect(await proxyAnswering(json(['7'])).keptEventIds()()).toMatchObject(E.left({ _tag: 'Unavailable' }));
  });

  it('a refusal keeps its kind, and no answer at all is the service being unreachable', async () => {
    expect(await proxyAnswering(json({ message: 'Bitte melden Sie sich an.' }, 401)).user()()).toMatchObject(E.left({ _tag: 'Unauthenticated' }));
    // A guest's Merkliste is refused by the server: the guest has kept nothing.
    expect(await proxyAnswering(json({ message: 'Bitte melden Sie sich an.' }, 401)).keptEventIds()()).toEqual(E.right([]));
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('fetch failed')));
    const unreachable = new VisitorSummaryProxy({ baseUrl: 'http://localhost', cookies: new MemoryCookieJar() });
    expect(await unreachable.cartCount()()).toMatchObject(E.left({ _tag: 'Unavailable' }));
  });
});
