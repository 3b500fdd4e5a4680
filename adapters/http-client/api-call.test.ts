import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './api-call';
import { MemoryCookieJar } from './cookie-jar';
import { closedPortBaseUrl, sendJson, startLocalTestServer, type LocalTestServer } from './local-test-server';
import { createFetchTransport } from './transport';

const CartItemCodec = t.type({ cartItemId: t.number, themeTitle: t.string, city: t.string }, 'CartItem');
const CartCodec = t.readonlyArray(CartItemCodec, 'Cart');

let server: LocalTestServer;

beforeAll(async () => {
  server = await startLocalTestServer((request, response) => {
    switch (request.url) {
      case '/order-api/get-shopping-cart-small':
        sendJson(response, 200, [{ cartItemId: 1, themeTitle: 'BetrVG Teil I', city: 'Hamburg' }]);
        return;
      case '/order-api/old-shape':
        sendJson(response, 200, [{ id: 1 }]);
        return;
      default:
        sendJson(response, 401, { error: 'Unauthenticated', message: 'Bitte melden Sie sich an.' });
    }
  });
});

afterAll(async () => {
  await server.close();
});

const cartAt = (baseUrl: string) =>
  callApi(createFetchTransport({ baseUrl, cookies: new MemoryCookieJar() }), CartCodec);

describe('callApi', () => {
  it('answers the decoded body when the server keeps the contract', async () => {
    expect(await cartAt(server.baseUrl)({ path: '/order-api/get-shopping-cart-small' })()).toEqual(
      E.right([{ cartItemId: 1, themeTitle: 'BetrVG Teil I', city: 'Hamburg' }]),
    );
  });

  it('answers Unavailable when the body breaks the contract', async () => {
    expect(await cartAt(server.baseUrl)({ path: '/order-api/old-shape' })()).toMatchObject(
      E.left({ _tag: 'Unavailable' }),
    );
  });

  it('maps an error status to its AppError with the server message', async () => {
    expect(await cartAt(server.baseUrl)({ path: '/meinifb/get-settings-user-data/' })()).toEqual(
      E.left({ _tag: 'Unauthenticated', message: 'Bitte melden Sie sich an.' }),
    );
  });

  it('answers Unavailable when the server cannot be reached', async () => {
    expect(await cartAt(await closedPortBaseUrl())({ path: '/order-api/get-shopping-cart-small' })()).toMatchObject(
      E.left({ _tag: 'Unavailable' }),
    );
  });
});
