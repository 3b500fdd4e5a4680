import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './testing/test-app';

/**
 * The audit of spec §7 ("Calls"): every endpoint the spec names, written down here from the
 * spec's text (not from the code's constants, so a renamed route cannot pass unnoticed), must
 * be in the server's route table and be called by at least one test. "Called" is read from the
 * test sources: a test file holds the endpoint's path (its part before the first parameter) or
 * the path constant that names it (application/**\/*paths.ts).
 */
interface Endpoint {
  /** The spec's wording, shortened. */
  readonly spec: string;
  readonly method: HTTPMethods;
  /** As the server registers it (:param for a path parameter). */
  readonly route: string;
}

const get = (spec: string, route: string): Endpoint => ({ spec, method: 'GET', route });
const post = (spec: string, route: string): Endpoint => ({ spec, method: 'POST', route });

const SPEC_CALLS: readonly Endpoint[] = [
  // Calls with known shape
  get('GET /api/consumer (objectType=event, internalId, relations)', '/api/consumer'),
  get('GET user route', '/kundenportal/get-user'),
  get('GET shared-navigation small cart route', '/shared-modules/shopping-cart-small'),
  post('POST order API delete-cart-item', '/order-api/delete-cart-item'),
  get('GET wishlist-with-event route', '/wishlist/get-with-event'),
  post('wishlist delete route with wishlist id', '/wishlist/delete/:id'),
  get('GET /api/fetch-user-email-availability', '/api/fetch-user-email-availability'),
  // Portal (/api-meinifb/)
  get('Portal get-settings-user-data/', '/api-meinifb/get-settings-user-data/'),
  get('Portal get-settings-gremium-user-data/{id}', '/api-meinifb/get-settings-gremium-user-data/:id'),
  get('Portal get-settings-user-memberships/', '/api-meinifb/get-settings-user-memberships/'),
  get('Portal marketing-preferences', '/api-meinifb/marketing-preferences'),
  get('Portal countries', '/api-meinifb/countries'),
  get('Portal salutations', '/api-meinifb/salutations'),
  get('Portal br-functions', '/api-meinifb/br-functions'),
  get('Portal advertising', '/api-meinifb/advertising'),
  post('Portal upate-settings-personal-data', '/api-meinifb/upate-settings-personal-data'),
  post('Portal login-email', '/api-meinifb/login-email'),
  post('Portal hotel-preferences', '/api-meinifb/hotel-preferences'),
  post('Portal gremium-personal-data/{id}', '/api-meinifb/gremium-personal-data/:id'),
  post('Portal update-settings-advertising', '/api-meinifb/update-settings-advertising'),
  post('Portal br-functions (update)', '/api-meinifb/br-functions'),
  get('Portal get-user-future-events', '/api-meinifb/get-user-future-events'),
  get('Portal get-user-past-events', '/api-meinifb/get-user-past-events'),
  get('Portal gremium variants /{id}', '/api-meinifb/get-user-future-events/:id'),
  get('Portal get-next-event-recipients/{id}', '/api-meinifb/get-next-event-recipients/:id'),
  post('Portal cancel-recipient-booking/{id}', '/api-meinifb/cancel-recipient-booking/:id'),
  get('Portal photos by event id', '/api-meinifb/photos/:id'),
  get('Portal download photo', '/api-meinifb/download-photo/:id'),
  post('Portal delete photo', '/api-meinifb/delete-photo/:id'),
  get('Portal documents by event id', '/api-meinifb/documents/:id'),
  get('Portal article recommendations', '/api-meinifb/article-recommendations'),
  get('Portal notice-pdf/{id}', '/api-meinifb/notice-pdf/:id'),
  get('Portal gremium overview pdf', '/api-meinifb/gremium-overview-pdf'),
  // Auth
  get('Auth /kundenportal/login', '/kundenportal/login'),
  get('Auth login/{email}', '/kundenportal/login/:email'),
  post('Auth local-login', '/kundenportal/local-login'),
  post('Auth logintarget', '/kundenportal/logintarget'),
  get('Auth logintargetget', '/kundenportal/logintargetget'),
  post('Auth logout', '/kundenportal/logout'),
  get('Auth get-token', '/kundenportal/get-token'),
  get('Auth get-user', '/kundenportal/get-user'),
  get('Auth get-gremium-users', '/kundenportal/get-gremium-users'),
  // Cart (/order-api/)
  get('Cart get-shopping-cart', '/order-api/get-shopping-cart'),
  get('Cart get-shopping-cart-small', '/order-api/get-shopping-cart-small'),
  post('Cart add-cart-item', '/order-api/add-cart-item'),
  post('Cart delete-cart-item', '/order-api/delete-cart-item'),
  post('Cart add-recipient', '/order-api/add-recipient'),
  post('Cart edit-recipient', '/order-api/edit-recipient'),
  post('Cart delete-recipient', '/order-api/delete-recipient'),
  post('Cart update-order-options', '/order-api/update-order-options'),
  post('Cart online-fax/checkout', '/order-api/online-fax/checkout'),
  // Wishlist
  get('Wishlist get', '/wishlist/get'),
  get('Wishlist get-all', '/wishlist/get-all'),
  get('Wishlist get-with-event', '/wishlist/get-with-event'),
  post('Wishlist add/{id}', '/wishlist/add/:id'),
  post('Wishlist delete/{id}', '/wishlist/delete/:id'),
  get('Wishlist get-bookmarks', '/wishlist/get-bookmarks'),
  post('Wishlist add-bookmark', '/wishlist/add-bookmark'),
  post('Wishlist delete/', '/wishlist/delete/'),
  // Forms (/api/)
  post('Forms user-registration', '/api/user-registration'),
  post('Forms inhouse-request', '/api/inhouse-request'),
  post('Forms contact-request', '/api/contact-request'),
  post('Forms sbv-request', '/api/sbv-request'),
  post('Forms catalogue-request', '/api/catalogue-request'),
  post('Forms lawyer-consultation-request', '/api/lawyer-consultation-request'),
  post('Forms general-registration-request', '/api/general-registration-request'),
  post('Forms digitalen-wandel-registration-request', '/api/digitalen-wandel-registration-request'),
  post('Forms newsletter-subscription-request', '/api/newsletter-subscription-request'),
  post('Forms werbemittel-shop-request', '/api/werbemittel-shop-request'),
  // Data (/api/)
  get('Data get-booking-states', '/api/get-booking-states'),
  get('Data get-event-managers', '/api/get-event-managers'),
  get('Data get-conference-by-url/{x}', '/api/get-conference-by-url/:url'),
  get('Data get-rubrics', '/api/get-rubrics'),
  get('Data get-tags', '/api/get-tags'),
  get('Data get-articles', '/api/get-articles'),
  get('Data get-videos', '/api/get-videos'),
  get('Data get-hotels', '/api/get-hotels'),
  get('Data get-conferences', '/api/get-conferences'),
  get('Data themes-remarketing', '/api/themes-remarketing'),
  // Consultant
  get('Consultant get-consultant', '/consultant/get-consultant'),
  get('Consultant get-available-appointments', '/consultant/get-available-appointments'),
  post('Consultant book-consultant-appointment', '/consultant/book-consultant-appointment'),
  // Recommendations
  ...['topics', 'news', 'themes', 'conferences', 'videos'].map((kind) => get(`Recommendations get-related-${kind}`, `/recommendations/get-related-${kind}`)),
];

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SKIP = new Set(['node_modules', 'dist', '.git', '.data', 'coverage']);
const THIS_FILE = fileURLToPath(import.meta.url);

const filesUnder = (directory: string, keep: (name: string) => boolean): string[] =>
  readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name)) return [];
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return filesUnder(path, keep);
    return keep(entry.name) ? [path] : [];
  });

const TEST_SOURCES = filesUnder(ROOT, (name) => /\.(?:test|e2e)\.tsx?$/.test(name))
  .filter((path) => path !== THIS_FILE)
  .map((path) => ({ path: relative(ROOT, path), text: readFileSync(path, 'utf8') }));

/** `:id`, `{id}`, `${…}` all mean "a parameter here". */
const shape = (path: string): string => path.replace(/:\w+|\{\w+\}|\$\{[^}]*\}/g, ':');

/** The path constants (CART_PATHS.cartSmall …) of every application/**\/*paths.ts, by the route shape they hold. */
const pathConstants = async (): Promise<Map<string, string[]>> => {
  const byShape = new Map<string, string[]>();
  for (const file of filesUnder(join(ROOT, 'application'), (name) => name.endsWith("paths.ts"))) {
    const module = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
    for (const [exportName, value] of Object.entries(module)) {
      if (typeof value !== 'object' || value === null) continue;
      for (const [key, path] of Object.entries(value)) {
        if (typeof path !== 'string' || !path.startsWith('/')) continue;
        const names = byShape.get(shape(path)) ?? [];
        byShape.set(shape(path), [...names, `${exportName}.${key}`]);
      }
    }
  }
  return byShape;
};

/**
 * The test files that call an endpoint: by its literal path (up to the first parameter), by its
 * constant, or built from its prefix (`${P}/get-user-past-events` with P = '/api-meinifb'): the
 * file holds the prefix and the rest of the path.
 */
const callersOf = (endpoint: Endpoint, constants: Map<string, string[]>): string[] => {
  const literal = endpoint.route.split(':')[0] ?? endpoint.route;
  const [, prefix = '', ...rest] = literal.split('/');
  const tail = rest.join('/');
  const names = constants.get(shape(endpoint.route)) ?? [];
  return TEST_SOURCES.filter(
    ({ text }) =>
      text.includes(literal) ||
      names.some((name) => text.includes(name)) ||
      (tail.length > 3 && text.includes(`'/${prefix}`) && (text.includes(`/${tail}`) || text.includes(`'${tail}`))),
  ).map(({ path }) => path);
};

let app: TestApp;
let constants: Map<string, string[]>;

beforeAll(async () => {
  app = await startTestApp();
  constants = await pathConstants();
}, 120_000);

afterAll(async () => {
  await app.close();
});

describe('spec §7: every endpoint is served and tested', () => {
  it('lists each endpoint once', () => {
    const keys = SPEC_CALLS.map((endpoint) => `${endpoint.method} ${endpoint.route} ${endpoint.spec}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(SPEC_CALLS)('$method $route ($spec) is in the server route table', (endpoint) => {
    expect(app.server.hasRoute({ method: endpoint.method, url: endpoint.route })).toBe(true);
  });

  it.each(SPEC_CALLS)('$method $route ($spec) is called by a test', (endpoint) => {
    expect(callersOf(endpoint, constants), `no test calls ${endpoint.route}`).not.toEqual([]);
  });
});
