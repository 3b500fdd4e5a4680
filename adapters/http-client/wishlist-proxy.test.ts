import * as E from 'fp-ts/Either';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountsProxy } from './accounts-proxy';
import { DEMO_PASSWORD } from '../db/demo-data/people';
import { FIRST_EVENT_ID } from '../db/demo-data/generate';
import { startAccountsTestApp, type AccountsTestApp } from '../http-api/session/testing/accounts-test-app';
import { WishlistProxy } from './wishlist-proxy';

let app: AccountsTestApp;

beforeAll(async () => {
  app = await startAccountsTestApp();
}, 120_000);

afterAll(async () => {
  await app.close();
});

describe('WishlistProxy against the real server', () => {
  it('asks a visitor to log in, then keeps an event and a bookmark for the logged-in user', async () => {
    const transport = app.browser().transport();
    const accounts = new AccountsProxy(transport);
    const wishlist = new WishlistProxy(transport);
    await accounts.xsrfToken()();
    expect(await wishlist.eventIds()()).toEqual(E.left({ _tag: 'Unauthenticated', message: 'Bitte melden Sie sich an, um Ihre Merkliste zu nutzen.' }));
    await accounts.login({ email: 'jonas.weber@example.org', password: DEMO_PASSWORD })();

    const added = await wishlist.add(FIRST_EVENT_ID)();
    expect(added).toMatchObject(E.right([{ eventId: FIRST_EVENT_ID }]));
    expect(await wishlist.eventIds()()).toEqual(E.right([FIRST_EVENT_ID]));
    expect(await wishlist.entries()()).toEqual(added);
    expect(await wishlist.entriesWithEvent()()).toMatchObject(E.right([{ event: { eventId: FIRST_EVENT_ID } }]));
    const wishlistId = E.isRight(added) ? added.right[0]!.wishlistId : 0;
    expect(await wishlist.remove(wishlistId)()).toEqual(E.right([]));
    expect(await wishlist.add(999_999)()).toMatchObject(E.left({ _tag: 'NotFound' }));

    expect(await wishlist.addBookmark({ url: '/seminare', title: 'Seminare' })()).toMatchObject(E.right([{ url: '/seminare' }]));
    expect(await wishlist.bookmarks()()).toMatchObject(E.right([{ title: 'Seminare' }]));
    expect(await wishlist.removeBookmark({ url: '/seminare' })()).toEqual(E.right([]));
    expect(await wishlist.analysis()()).toMatchObject(E.left({ _tag: 'Forbidden' }));
  });
});
