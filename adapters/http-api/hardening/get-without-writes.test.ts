import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Access, RouteAccess } from '../../../application/http/route-access';
import { installRowChangeLog, type RowChangeLog } from '../../db/testing/row-change-log';
import { builtPages } from '../page-delivery/built-pages.testing';
import type { DeclaredRoute } from '../server';
import { startTestApp, type TestApp } from '../testing/test-app';
import { RawClient, type Host } from './raw-client';
import { TIMER_TABLES, distinctRoutes, parameterCount } from './route-walk';

/**
 * No GET (nor its HEAD) stores anything: every GET route of the route table, with sample
 * parameters that reach its use case, called as a visitor, as a logged-in customer with an
 * order, a plan and a cart, and (on their routes) as a Gremium admin and as a site admin, fails on any row written —
 * a visitor's session row included (a session is stored only once something is kept in it).
 */

/**
 * The writes a GET may make, route by route, and why; nothing else.
 * - The e-mail check is limited per client address against enumeration (issue 14), and a limit
 *   that is not counted limits nothing.
 * - An admin's export is an admin action the audit log must name (issue 14), even by GET; so is
 *   staff's export of the orders (issue 26: personal data of every participant leaves the house).
 */
const ALLOWED_WRITES: Readonly<Record<string, readonly string[]>> = {
  'GET /api/fetch-user-email-availability': ['rate_limits'],
  'GET /kundenportal/login/:email': ['rate_limits'],
  'GET /obj-export/:kind': ['audit_log'],
  'GET /manage/lexikon-csv': ['audit_log'],
  'GET /manage/export/bestellungen': ['audit_log'],
};

const CUSTOMER = 'jonas.weber@example.org';
const GREMIUM_ADMIN = 'sabine.keller@example.com';
const SITE_ADMIN = 'admin@example.org';
const STAFF = 'kundenservice@example.org';

interface Sample {
  readonly path: string;
  readonly host?: Host;
}

/**
 * Who calls which routes, asking for what. The visitor and the customer call every route both
 * ways (a browser's text/html makes the paths that are an API and a page answer the page); the
 * Gremium admin the Gremium's routes, the site admin the admin area's (as the CLI and as a
 * browser). A HEAD runs its GET's handler: the visitor walks the HEADs.
 */
const CALLERS: readonly { readonly name: string; readonly accepts: readonly string[]; readonly walks: (access: Access, method: string) => boolean }[] = [
  { name: 'visitor', accepts: ['application/json', 'text/html'], walks: () => true },
  { name: 'customer', accepts: ['application/json', 'text/html'], walks: (_access, method) => method === 'GET' },
  { name: 'Gremium admin', accepts: ['application/json'], walks: (access, method) => method === 'GET' && access.startsWith('gremium') },
  { name: 'staff', accepts: ['application/json', 'text/html'], walks: (access, method) => method === 'GET' && access.startsWith('staff') },
  { name: 'site admin', accepts: ['application/json', 'text/html'], walks: (access, method) => method === 'GET' && (access.startsWith('site-admin') || access.startsWith('staff')) },
];

const firstValue = async (app: TestApp, query: string): Promise<string> => {
  const result: unknown = await app.database.db.execute(sql.raw(query));
  const value = Object.values((result as { rows: Record<string, string | number | null>[] }).rows[0] ?? {})[0];
  if (value === undefined || value === null) throw new Error(`no sample for: ${query}`);
  return String(value);
};

describe('no GET writes to the database', () => {
  let app: TestApp;
  let changes: RowChangeLog;
  let routes: readonly DeclaredRoute[];
  let port = 0;

  beforeAll(async () => {
    app = await startTestApp({ pages: await builtPages() });
    port = Number(new URL(app.baseUrl).port);
    routes = distinctRoutes(app.server.routeTable).filter((route) => route.method === 'GET' || route.method === 'HEAD');
  }, 120_000);
  afterAll(async () => {
    await app.close();
  });

  it('every GET and HEAD route, as visitor, customer, Gremium admin and site admin, stores nothing (beyond the named logs)', async () => {
    const started = Date.now();
    // The customer's own things, made before the log is installed: a cart, an order, a training plan.
    const customer = new RawClient(port);
    await customer.login('main', CUSTOMER);
    const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
      const answer = await customer.send({ host: 'main', method: 'POST', path, headers: { accept: 'application/json', 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
      if (answer.status >= 300) throw new Error(`setup: ${path} ${String(answer.status)} ${answer.text.slice(0, 200)}`);
      return JSON.parse(answer.text) as unknown;
    };
    const eventId = Number(await firstValue(app, `select event_id from events where start_at > '2026-12-01' order by start_at, event_id limit 1`));
    const cart = (await post('/order-api/add-cart-item', { eventId })) as readonly { cartItemId: number; eventId: number }[];
    const cartItemId = cart.find((item) => item.eventId === eventId)?.cartItemId ?? 0;
    await post('/order-api/add-recipient', {
      cartItemId,
      salutation: 'Herr',
      firstname: 'Jonas',
      lastname: 'Weber',
      email: CUSTOMER,
      function: 'Betriebsratsmitglied',
      bookingType: 'Buchung',
      hotelOverNightOption: 'Übernachtung mit Frühstück',
    });
    const order = (await post(
      '/order-api/checkout',
      { company: 'Muster Logistik GmbH', street: 'Hafenstraße', streetNumber: '12a', postalCode: '20457', city: 'Hamburg', acceptTerms: true },
      { 'idempotency-key': crypto.randomUUID() },
    )) as { orderNumber: string };
    await post('/order-api/add-cart-item', { eventId });
    const plan = (await post('/schulungsplan/create', { name: 'Plan', entries: [{ memberName: 'Jonas Weber', eventId }] })) as { planId: number; shareUrl: string };
    const participantId = await firstValue(app, `select p.participant_id from order_participants p join orders o using (order_id) where o.order_number = '${order.orderNumber}'`);
    const photo = await firstValue(app, `select file_id from event_files where kind = 'photo' order by file_id limit 1`);
    const document = await firstValue(app, `select file_id from event_files where kind = 'document' order by file_id limit 1`);
    const fileEvent = await firstValue(app, `select event_id from event_files order by file_id limit 1`);
    const memberId = await firstValue(app, `select user_id from users where email = 'ahmet.yilmaz@example.com'`);
    const appointment = await firstValue(app, `select reference from consultation_appointments limit 1`).catch(() => 'A'.repeat(24));

    // A working password reset link: its page and its check only read it.
    await post('/api/password-reset/request', { email: CUSTOMER });
    const resetToken = await firstValue(app, `select payload->>'token' from outbox where kind = 'password_reset' order by id desc limit 1`);
    const themeId = await firstValue(app, 'select theme_id from themes order by theme_id limit 1');
    const themeSlug = await firstValue(app, 'select slug from themes order by theme_id limit 1');
    /** Sample parameters per parametric GET route: real ones, so the use case runs. */
    const samples: Readonly<Record<string, readonly Sample[]>> = {
      // Routes whose use case needs a query.
      'GET /api/consumer': [{ path: `/api/consumer?objectType=event&internalId=${String(eventId)}` }],
      'GET /api/themes-remarketing': [{ path: `/api/themes-remarketing?themeIds=${themeId}` }],
      'GET /api/get-booking-states': [{ path: `/api/get-booking-states?eventIds=${String(eventId)}` }],
      'GET /api/content-search': [{ path: '/api/content-search?q=Betriebsrat', host: 'wc' }],
      'GET /api/seminar-search': [{ path: '/api/seminar-search?q=Betriebsrat' }],
      'GET /api/password-reset': [{ path: `/api/password-reset?token=${encodeURIComponent(resetToken)}` }],
      'GET /api/fetch-user-email-availability': [{ path: `/api/fetch-user-email-availability?email=${encodeURIComponent(CUSTOMER)}` }],
      'GET /consultant/get-available-appointments': [{ path: `/consultant/get-available-appointments?consultantId=${await firstValue(app, 'select consultant_id from consultants limit 1')}` }],
      'GET /recommendations/get-related-topics': [{ path: `/recommendations/get-related-topics?theme=${themeSlug}` }],
      'GET /recommendations/get-related-news': [{ path: `/recommendations/get-related-news?theme=${themeSlug}` }],
      'GET /recommendations/get-related-themes': [{ path: `/recommendations/get-related-themes?theme=${themeSlug}` }],
      'GET /recommendations/get-related-conferences': [{ path: `/recommendations/get-related-conferences?theme=${themeSlug}` }],
      'GET /recommendations/get-related-videos': [{ path: `/recommendations/get-related-videos?theme=${themeSlug}` }],
      'GET /chatbot/get-answer': [{ path: '/chatbot/get-answer?question=Was%20ist%20ein%20Betriebsrat%3F', host: 'wc' }],
      'GET /api/themes/:slug': [{ path: `/api/themes/${await firstValue(app, 'select slug from themes order by theme_id limit 1')}` }],
      'GET /api/get-hotel/:hotelId': [{ path: `/api/get-hotel/${await firstValue(app, 'select hotel_id from hotels order by hotel_id limit 1')}` }],
      'GET /bilder/hotel/:slug': [{ path: `/bilder/hotel/${await firstValue(app, 'select slug from hotels order by hotel_id limit 1')}` }],
      'GET /api/get-conference-by-url/:url': [{ path: `/api/get-conference-by-url/${await firstValue(app, 'select url from conferences limit 1')}` }],
      'GET /api/content/:kind': [{ path: '/api/content/lexicon', host: 'wc' }],
      'GET /api/content/:kind/:slug': [{ path: `/api/content/lexicon/${await firstValue(app, "select slug from content_items where kind = 'lexicon' limit 1")}`, host: 'wc' }],
      'GET /api/content/:kind/:slug/text': [{ path: `/api/content/lexicon/${await firstValue(app, "select slug from content_items where kind = 'lexicon' limit 1")}/text`, host: 'wc' }],
      'GET /api/content-topics/:slug': [{ path: `/api/content-topics/${await firstValue(app, 'select slug from content_topics limit 1')}`, host: 'wc' }],
      'GET /api/content-topics/:slug/items': [{ path: `/api/content-topics/${await firstValue(app, 'select slug from content_topics limit 1')}/items`, host: 'wc' }],
      'GET /api/content-export/:kind': [{ path: '/api/content-export/faq', host: 'wc' }],
      'GET /tag/:tag/load-articles': [{ path: `/tag/${await firstValue(app, 'select slug from content_tags limit 1')}/load-articles`, host: 'wc' }],
      'GET /rss/themen/:slug': [{ path: `/rss/themen/${await firstValue(app, 'select slug from content_topics limit 1')}`, host: 'wc' }],
      'GET /atom/themen/:slug': [{ path: `/atom/themen/${await firstValue(app, 'select slug from content_topics limit 1')}`, host: 'wc' }],
      'GET /rss/tag/:slug': [{ path: `/rss/tag/${await firstValue(app, 'select slug from content_tags limit 1')}`, host: 'wc' }],
      'GET /atom/tag/:slug': [{ path: `/atom/tag/${await firstValue(app, 'select slug from content_tags limit 1')}`, host: 'wc' }],
      'GET /kundenportal/login/:email': [{ path: `/kundenportal/login/${encodeURIComponent(CUSTOMER)}` }],
      'GET /api-meinifb/get-settings-gremium-user-data/:id': [{ path: `/api-meinifb/get-settings-gremium-user-data/${memberId}` }],
      'GET /api-meinifb/get-user-future-events/:id': [{ path: `/api-meinifb/get-user-future-events/${memberId}` }],
      'GET /api-meinifb/get-user-past-events/:id': [{ path: `/api-meinifb/get-user-past-events/${memberId}` }],
      'GET /api-meinifb/get-next-event-recipients/:id': [{ path: `/api-meinifb/get-next-event-recipients/${String(eventId)}` }],
      'GET /api-meinifb/participation/:id': [{ path: `/api-meinifb/participation/${participantId}` }],
      'GET /api-meinifb/photos/:id': [{ path: `/api-meinifb/photos/${fileEvent}` }],
      'GET /api-meinifb/documents/:id': [{ path: `/api-meinifb/documents/${fileEvent}` }],
      'GET /api-meinifb/download-photo/:id': [{ path: `/api-meinifb/download-photo/${photo}` }],
      'GET /api-meinifb/download-document/:id': [{ path: `/api-meinifb/download-document/${document}` }],
      'GET /api-meinifb/feedback/:id': [{ path: `/api-meinifb/feedback/${String(eventId)}` }],
      'GET /api-meinifb/notice-pdf/:id': [{ path: `/api-meinifb/notice-pdf/${String(eventId)}` }],
      'GET /order-api/get-order/:orderNumber': [{ path: `/order-api/get-order/${order.orderNumber}` }],
      'GET /api/warteliste/:entryId': [{ path: `/api/warteliste/${crypto.randomUUID()}` }],
      'GET /api/reservierung/:orderNumber': [{ path: `/api/reservierung/${order.orderNumber}` }],
      'GET /schulungsplan/get/:planId': [{ path: `/schulungsplan/get/${String(plan.planId)}` }],
      'GET /personalisierter-schulungsplan/:token': [{ path: new URL(plan.shareUrl, 'http://localhost').pathname }],
      'GET /api/fachtagung/buchungen/:orderNumber': [{ path: `/api/fachtagung/buchungen/${order.orderNumber}` }],
      'GET /consultant/appointment/:reference': [{ path: `/consultant/appointment/${appointment}` }],
      'GET /service/beratung/termin/:reference/kalender.ics': [{ path: `/service/beratung/termin/${appointment}/kalender.ics` }],
      'GET /api/werbemittel-shop-order/:reference': [{ path: `/api/werbemittel-shop-order/${'C'.repeat(24)}` }],
      'GET /seminare/warenkorb/kostenrechner/:eventId': [{ path: `/seminare/warenkorb/kostenrechner/${String(eventId)}?participants=2` }],
      'GET /seminare/warenkorb/pdf-kostenrechner/:eventId': [{ path: `/seminare/warenkorb/pdf-kostenrechner/${String(eventId)}?participants=2` }],
      'GET /seminare/warenkorb/online-fax/:eventId': [{ path: `/seminare/warenkorb/online-fax/${String(eventId)}` }],
      'GET /seminare/p-pdf/:id': [{ path: `/seminare/p-pdf/${await firstValue(app, 'select theme_id from themes order by theme_id limit 1')}` }],
      'GET /seminare/pdf/:eventId': [{ path: `/seminare/pdf/${String(eventId)}` }],
      'GET /seminare/warenkorb/kalender/:eventId': [{ path: `/seminare/warenkorb/kalender/${String(eventId)}` }],
      'GET /news/pdf/:slug': [{ path: `/news/pdf/${await firstValue(app, "select slug from content_items where kind = 'news' limit 1")}`, host: 'wc' }],
      'GET /downloads/datei/:slug': [{ path: `/downloads/datei/${await firstValue(app, "select slug from content_items where kind = 'download' limit 1")}`, host: 'wc' }],
      'GET /meinifb/teilnahme/:id/:kind.pdf': [{ path: `/meinifb/teilnahme/${participantId}/entsendungsbeschluss.pdf` }],
      'GET /manage/rechnungen/:file': [{ path: '/manage/rechnungen/RE-2026-000001.xml' }],
      'GET /manage/seminare/:slug/termine/neu': [{ path: `/manage/seminare/${await firstValue(app, 'select slug from themes order by theme_id limit 1')}/termine/neu` }],
      'GET /manage/termine/:eventId': [{ path: `/manage/termine/${String(eventId)}` }],
      'GET /manage/orte/:hotelId': [{ path: `/manage/orte/${await firstValue(app, 'select hotel_id from hotels order by hotel_id limit 1')}` }],
      'GET /manage/fachtagungen/:conferenceId': [{ path: `/manage/fachtagungen/${await firstValue(app, 'select conference_id from conferences order by conference_id limit 1')}` }],
      'GET /manage/api/bestellungen/:orderNumber': [{ path: `/manage/api/bestellungen/${order.orderNumber}` }],
      'GET /manage/api/bestellungen/:orderNumber/teilnehmer/:participantId/stornierung': [
        { path: `/manage/api/bestellungen/${order.orderNumber}/teilnehmer/${participantId}/stornierung` },
      ],
      'GET /manage/termine/:eventId/teilnehmer': [{ path: `/manage/termine/${String(eventId)}/teilnehmer` }],
      'GET /manage/termine/:eventId/teilnehmer/:file': ['pdf', 'csv', 'xlsx'].map((format) => ({ path: `/manage/termine/${String(eventId)}/teilnehmer/teilnehmerliste.${format}` })),
      'GET /manage/anfragen/:requestId': [{ path: `/manage/anfragen/${await firstValue(app, 'select request_id from requests order by request_id limit 1').catch(() => '1')}` }],
      'GET /manage/katalog/seminare/:slug': [{ path: `/manage/katalog/seminare/${themeSlug}` }],
      'GET /meinifb/rechnungen/:file': [{ path: `/meinifb/rechnungen/${await firstValue(app, 'select number from invoices order by invoice_id limit 1').catch(() => 'RE-2026-000001')}.pdf` }],
      'GET /obj-export/:kind': [{ path: '/obj-export/faq' }],
      'GET /assets/*': [{ path: `/assets/${await firstAsset(customer)}` }],
      'GET /*': [
        { path: '/' },
        { path: '/seminare' },
        { path: '/seminare/warenkorb' },
        { path: '/seminare/warenkorb/checkout' },
        { path: '/kundenportal/login' },
        { path: '/registrierung' },
        { path: '/kundenportal/passwort-vergessen' },
        { path: `/kundenportal/passwort-zuruecksetzen?token=${encodeURIComponent(resetToken)}` },
        { path: '/meinifb' },
        { path: '/meinifb/merkliste' },
        { path: '/meinifb/einstellungen' },
        { path: '/meinifb/gremium-mitglieder' },
        { path: '/meinifb/rechnungen' },
        { path: '/manage/kontouebernahme' },
        { path: '/service/kontakt' },
        { path: '/reservierung' },
        { path: '/warteliste' },
        { path: '/gibt-es-nicht' },
        { path: '/', host: 'wc' },
        { path: '/lexikon', host: 'wc' },
        { path: '/themen', host: 'wc' },
      ],
    };
    const missing = routes
      .filter((route) => route.method === 'GET' && parameterCount(route.url) > 0 && samples[`GET ${route.url}`] === undefined)
      .map((route) => route.url);
    expect(missing).toEqual([]);

    const gremiumAdmin = new RawClient(port);
    await gremiumAdmin.login('main', GREMIUM_ADMIN);
    const siteAdmin = new RawClient(port);
    await siteAdmin.login('main', SITE_ADMIN);
    await customer.login('wc', CUSTOMER);
    const staff = new RawClient(port);
    await staff.login('main', STAFF);
    const clients: Readonly<Record<string, RawClient>> = { visitor: new RawClient(port), customer, 'Gremium admin': gremiumAdmin, staff, 'site admin': siteAdmin };
    changes = await installRowChangeLog(app.database.db);

    const findings: string[] = [];
    const succeeded = new Set<string>();
    let requests = 0;
    for (const route of routes) {
      const key = `GET ${route.url}`;
      const paths = samples[key] ?? (parameterCount(route.url) === 0 ? [{ path: route.url }] : []);
      for (const sample of paths) {
        for (const { name, accepts, walks } of CALLERS) {
          const caller = clients[name];
          if (caller === undefined || !walks((route.config.access as RouteAccess | undefined)?.access ?? 'public', route.method)) continue;
          for (const accept of route.method === 'HEAD' ? accepts.slice(0, 1) : accepts) {
            const mark = await changes.mark();
            const answer = await caller.send({ host: sample.host ?? 'main', method: route.method, path: sample.path, headers: { accept } });
            requests += 1;
            // Past the decoding: the use case ran (it may still find nothing: 404, or refuse the caller).
            if (answer.status !== 400) succeeded.add(key);
            const written = [...new Set((await changes.since(mark)).map((change) => change.table))].filter((table) => !TIMER_TABLES.has(table) && !(ALLOWED_WRITES[key] ?? []).includes(table));
            if (written.length > 0) findings.push(`${name}: ${route.method} ${sample.path} (${accept}) → ${String(answer.status)} wrote ${written.join(', ')}`);
          }
        }
      }
    }
    const neverSucceeded = [...new Set(routes.map((route) => `GET ${route.url}`))].filter((key) => !succeeded.has(key) && (samples[key]?.length ?? 1) > 0);
    console.info(`GET walk: ${String(new Set(routes.map((r) => `${r.method} ${r.url}`)).size)} GET/HEAD routes, ${String(requests)} requests, ${String(findings.length)} writes, ${((Date.now() - started) / 1000).toFixed(1)} s`);
    expect(findings).toEqual([]);
    // Samples that reach the use case: no route refused every caller's sample as malformed.
    expect(neverSucceeded).toEqual([]);
  }, 300_000);
});

/** The name of one built asset, from the home page's HTML. */
const firstAsset = async (client: RawClient): Promise<string> => {
  const home = await client.send({ host: 'main', method: 'GET', path: '/', headers: { accept: 'text/html' } });
  const match = /\/assets\/([\w.-]+\.(?:js|css))/.exec(home.text);
  if (match?.[1] === undefined) throw new Error('no asset on the home page');
  return match[1];
};
