import { createBrowserCookies } from '../adapters/http-client/browser-cookies';
import { CatalogueProxy } from '../adapters/http-client/catalogue-proxy';
import { createFetchTransport } from '../adapters/http-client/transport';
import type { UiServices } from './services';

/**
 * The browser's composition root, the only ui file that knows adapters: every service is the
 * HTTP proxy of its port, talking to the server the page came from.
 */
export const browserServices = (): UiServices => {
  const transport = createFetchTransport({ baseUrl: window.location.origin, cookies: createBrowserCookies() });
  return { catalogue: new CatalogueProxy(transport) };
};
