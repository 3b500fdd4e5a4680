import { and, asc, eq, inArray } from 'drizzle-orm';
import { isRight } from 'fp-ts/Either';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodyCodec } from '../../../application/http/error-body.codec';
import { DECLARED_ROUTES, type Access, type RouteAccess } from '../../../application/http/route-access';
import { loginPathWithRedirect } from '../../../domain/login/login-path';
import { installRowChangeLog, type RowChangeLog } from '../../db/testing/row-change-log';
import { eventFiles, events, gremien, orderParticipants, orders, users } from '../../db/schema';
import { builtPages } from '../page-delivery/built-pages.testing';
import { placeTestOrder, soonestEvents } from '../routes/portal-test-bookings';
import type { DeclaredRoute } from '../server';
import { startTestApp, TEST_NOW, type TestApp } from '../testing/test-app';
import { RawClient, type RawResponse } from './raw-client';
import { BOOKKEEPING_TABLES, carriesBody, distinctRoutes, fillPath, parameterCount } from './route-walk';

/**
 * The access matrix over the server's own route table: every route that needs a login or a role
 * (application/http/route-access.ts), called as a visitor, as a logged-in customer without the
 * role, as a plain member and as a member of another Gremium, and every route that takes the id
 * of something owned (cart item, order, participation and its PDFs, wishlist entry, photo,
 * document, reservation, training plan, feedback) as user B with user A's ids. It fails on an
 * answer that lets the caller through, on one that carries the other's data (markers: names,
 * e-mail addresses) and on any stored change (beyond session and rate-limit bookkeeping).
 */

const A = { email: 'jonas.weber@example.org', userId: 7 } as const;
const B = { email: 'claudia.fischer@example.org', userId: 8 } as const;
const GREMIUM_ADMIN = 'sabine.keller@example.com';
const PLAIN_MEMBER = 'ahmet.yilmaz@example.com';
const PLAIN_MEMBER_ID = 3;
/** Made the admin of a second Gremium in beforeAll. */
const OTHER_GREMIUM_ADMIN = { email: 'tobias.krause@example.org', userId: 9 } as const;

/** What of A's may never show up in an answer to someone else. */
const A_MARKERS = ['jonas.weber@example.org', 'Annemarie', 'annemarie.zugriff@example.org', 'Plan Zugriffsprobe', 'Rückmeldung Zugriffsprobe', 'Reservata'];
/** What of the demo Gremium (members' e-mails and names) another Gremium's admin may never see. */
const GREMIUM_MARKERS = ['sabine.keller@example.com', 'ahmet.yilmaz@example.com', 'lea.hartmann@example.com', 'Yılmaz', 'Hartmann'];

const JSON_ACCEPT = { accept: 'application/json' } as const;

interface Figures {
  cells: Set<string>;
  requests: number;
  routes: Set<string>;
}
const figures: Figures = { cells: new Set(), requests: 0, routes: new Set() };

const accessOf = (route: DeclaredRoute): RouteAccess | undefined => route.config.access as RouteAccess | undefined;
const isAdminAccess = (access: Access): boolean => access === 'site-admin' || access === 'site-admin-or-token';

const hasErrorShape = (response: RawResponse): boolean => {
  try {
    return isRight(ErrorBodyCodec.decode(JSON.parse(response.text)));
  } catch {
    return false;
  }
};

const leakedMarkers = (response: RawResponse, markers: readonly string[]): readonly string[] => markers.filter((marker) => response.text.includes(marker));

describe('access matrix over the route table', () => {
  let app: TestApp;
  let changes: RowChangeLog;
  let routes: readonly DeclaredRoute[];
  let port = 0;
  const started = Date.now();

  const client = async (email?: string): Promise<RawClient> => {
    const raw = new RawClient(port);
    if (email === undefined) await raw.visit('main');
    else await raw.login('main', email);
    return raw;
  };

  /** Sends one request and answers it with the stored changes (beyond bookkeeping) it made. */
  const call = async (
    caller: RawClient,
    callerName: string,
    route: DeclaredRoute,
    path: string,
    options: { body?: unknown; accept?: string; form?: boolean; headers?: Record<string, string> } = {},
  ): Promise<{ response: RawResponse; changed: readonly string[] }> => {
    const mark = await changes.mark();
    const withBody = carriesBody(route.method);
    const body = !withBody ? undefined : options.form === true ? '_xsrf=&name=x' : JSON.stringify(options.body ?? {});
    const response = await caller.send({
      host: 'main',
      method: route.method,
      path,
      headers: {
        accept: options.accept ?? 'application/json',
        ...(withBody ? { 'content-type': options.form === true ? 'application/x-www-form-urlencoded' : 'application/json' } : {}),
        ...options.headers,
      },
      body,
    });
    figures.requests += 1;
    figures.cells.add(`${route.method} ${route.url} × ${callerName}`);
    figures.routes.add(`${route.method} ${route.url}`);
    const changed = (await changes.since(mark)).map((change) => change.table).filter((table) => !BOOKKEEPING_TABLES.has(table));
    return { response, changed };
  };

  const withAccess = (...levels: Access[]) => routes.filter((route) => levels.includes(accessOf(route)?.access ?? 'public'));

  beforeAll(async () => {
    app = await startTestApp({ pages: await builtPages() });
    port = Number(new URL(app.baseUrl).port);
    const db = app.database.db;
    // A second Gremium with its own admin: "a member of another Gremium".
    const [other] = await db.insert(gremien).values({ name: 'Betriebsrat Zweitwerk', company: 'Zweitwerk GmbH' }).returning({ gremiumId: gremien.gremiumId });
    if (other === undefined) throw new Error('no second Gremium');
    await db.update(users).set({ gremiumId: other.gremiumId, gremiumRole: 'admin' }).where(eq(users.userId, OTHER_GREMIUM_ADMIN.userId));
    changes = await installRowChangeLog(db);
    routes = distinctRoutes(app.server.routeTable);
  }, 120_000);

  afterAll(async () => {
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.info(
      `access matrix: ${figures.routes.size} routes, ${figures.cells.size} route × caller cells, ${figures.requests} requests, ${seconds} s`,
    );
    await app.close();
  });

  it('every route of the route table declares its access in the one table, and every entry of the table names a route', () => {
    const undeclared = routes.filter((route) => accessOf(route) === undefined).map((route) => `${route.method} ${route.url}`);
    expect(undeclared).toEqual([]);
    const registered = new Set(routes.map((route) => `${route.method} ${route.url}`));
    expect(DECLARED_ROUTES.filter((entry) => !registered.has(entry))).toEqual([]);
  });

  it('a visitor gets 401 with the JSON error on every route that needs a login or a role, a browser the login with the way back, and nothing changes', async () => {
    const visitor = await client();
    const findings: string[] = [];
    for (const route of routes.filter((r) => accessOf(r)?.access !== 'public')) {
      const path = fillPath(route.url, () => '1');
      const api = await call(visitor, 'visitor', route, path);
      if (route.method !== 'HEAD' && (api.response.status !== 401 || !hasErrorShape(api.response))) findings.push(`${route.method} ${path}: ${api.response.status} ${api.response.text.slice(0, 120)}`);
      if (route.method === 'HEAD' && api.response.status !== 401) findings.push(`${route.method} ${path}: ${api.response.status}`);
      if (api.changed.length > 0) findings.push(`${route.method} ${path} changed ${api.changed.join(', ')}`);
      if (route.method === 'GET') {
        // A page (or a page's link) sends the browser to the login and back; an API answers it 401 too.
        const page = await call(visitor, 'visitor (browser)', route, path, { accept: 'text/html' });
        const expected = accessOf(route)?.page === true ? `302 → ${loginPathWithRedirect(path)}` : '401 → -';
        if (`${String(page.response.status)} → ${page.response.location ?? '-'}` !== expected) findings.push(`browser GET ${path}: ${page.response.status} → ${page.response.location ?? '-'}`);
      }
      if (route.config.pageForm === true) {
        const form = await call(visitor, 'visitor (form)', route, path, { form: true, accept: 'text/html' });
        if (form.response.status !== 303 || form.response.location !== loginPathWithRedirect(path)) findings.push(`form POST ${path}: ${form.response.status} → ${form.response.location ?? '-'}`);
        if (form.changed.length > 0) findings.push(`form POST ${path} changed ${form.changed.join(', ')}`);
      }
    }
    expect(findings).toEqual([]);
  }, 120_000);

  it('a logged-in customer gets 403 on every admin route (the access-denied page in a browser), a made-up API token 401, and nothing changes', async () => {
    const customer = await client(A.email);
    const token = new RawClient(port);
    const findings: string[] = [];
    for (const route of routes.filter((r) => isAdminAccess(accessOf(r)?.access ?? 'public'))) {
      const path = fillPath(route.url, () => '1');
      const api = await call(customer, 'customer', route, path);
      if (api.response.status !== 403 || (route.method !== 'HEAD' && !hasErrorShape(api.response))) findings.push(`${route.method} ${path}: ${api.response.status} ${api.response.text.slice(0, 120)}`);
      if (api.changed.length > 0) findings.push(`${route.method} ${path} changed ${api.changed.join(', ')}`);
      if (route.method === 'GET' && accessOf(route)?.access === 'site-admin-or-token') {
        const page = await call(customer, 'customer (browser)', route, path, { accept: 'text/html' });
        if (page.response.status !== 403 || !page.response.text.includes('Zugriff verweigert')) findings.push(`browser GET ${path}: ${page.response.status}`);
      }
      const forged = await call(token, 'made-up token', route, path, { headers: { authorization: 'Bearer ifb_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' } });
      if (forged.response.status !== 401) findings.push(`token ${route.method} ${path}: ${forged.response.status}`);
      if (forged.changed.length > 0) findings.push(`token ${route.method} ${path} changed ${forged.changed.join(', ')}`);
    }
    // Routes for every user whose use case keeps the admins' part (the API's overview) to admins.
    for (const path of ['/wishlist/analysis', '/schulungsplan/admin']) {
      const route = routes.find((r) => r.method === 'GET' && r.url === path);
      if (route === undefined) throw new Error(`no route ${path}`);
      const { response, changed } = await call(customer, 'customer', route, path);
      if (response.status !== 403 || !hasErrorShape(response) || changed.length > 0) findings.push(`${path}: ${response.status} ${response.text.slice(0, 120)}`);
    }
    expect(findings).toEqual([]);
  }, 120_000);

  it('a customer in no Gremium is refused every Gremium route, a plain member every change of the Gremium administration, and nothing changes', async () => {
    const single = await client(A.email);
    const member = await client(PLAIN_MEMBER);
    const findings: string[] = [];
    for (const route of withAccess('gremium-member', 'gremium-admin')) {
      const path = fillPath(route.url, () => String(PLAIN_MEMBER_ID));
      const callers = accessOf(route)?.access === 'gremium-admin' ? [['customer', single], ['plain member', member]] as const : [['customer', single]] as const;
      for (const [name, caller] of callers) {
        const { response, changed } = await call(caller, name, route, path);
        if (response.status !== 403) findings.push(`${name}: ${route.method} ${path}: ${response.status} ${response.text.slice(0, 120)}`);
        if (leakedMarkers(response, GREMIUM_MARKERS).length > 0) findings.push(`${name}: ${route.method} ${path} shows ${leakedMarkers(response, GREMIUM_MARKERS).join(', ')}`);
        if (changed.length > 0) findings.push(`${name}: ${route.method} ${path} changed ${changed.join(', ')}`);
      }
    }
    expect(findings).toEqual([]);
  }, 120_000);

  it("the admin of another Gremium sees nothing of this Gremium on any Gremium route and cannot act on its members or invitations", async () => {
    const admin = await client(GREMIUM_ADMIN);
    const invited = await admin.send({
      host: 'main',
      method: 'POST',
      path: '/api-meinifb/gremium-mitglieder/einladen',
      headers: { ...JSON_ACCEPT, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'neu.zugriff@example.org', role: 'member' }),
    });
    expect(invited.status).toBe(200);
    const invitationId = (JSON.parse(invited.text) as { invitationId: number }).invitationId;
    const stranger = await client(OTHER_GREMIUM_ADMIN.email);
    const findings: string[] = [];
    for (const route of withAccess('gremium-member', 'gremium-admin')) {
      const ids = parameterCount(route.url);
      // Without an id the route acts on the caller's own Gremium: a read must show nothing of the other.
      if (ids === 0 && carriesBody(route.method)) continue;
      const id = route.url.includes('einladungen') ? invitationId : PLAIN_MEMBER_ID;
      const path = fillPath(route.url, () => String(id));
      const body = route.url.endsWith('/rolle') ? { role: 'admin' } : route.url.includes('personal-data') ? { firstname: 'Übernommen' } : {};
      const { response, changed } = await call(stranger, 'other Gremium admin', route, path, { body });
      if (ids > 0 && ![403, 404].includes(response.status)) findings.push(`${route.method} ${path}: ${response.status} ${response.text.slice(0, 120)}`);
      if (leakedMarkers(response, GREMIUM_MARKERS).length > 0) findings.push(`${route.method} ${path} shows ${leakedMarkers(response, GREMIUM_MARKERS).join(', ')}`);
      if (changed.length > 0) findings.push(`${route.method} ${path} changed ${changed.join(', ')}`);
    }
    expect(findings).toEqual([]);
  }, 120_000);

  it("user B with user A's ids (cart item, order, participation, its PDFs, reservation, wishlist entry, photo, document, training plan, feedback): refused, none of A's data, nothing changes", async () => {
    const db = app.database.db;
    const a = await client(A.email);
    const json = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
      a.send({ host: 'main', method, path, headers: { ...JSON_ACCEPT, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers }, body: body === undefined ? undefined : JSON.stringify(body) });
    const ok = async (answer: Promise<RawResponse>): Promise<unknown> => {
      const response = await answer;
      if (response.status >= 300) throw new Error(`setup of A failed: ${response.status} ${response.text.slice(0, 300)}`);
      return JSON.parse(response.text) as unknown;
    };

    // A's cart, checked out: an order with a booking and a reservation; then a second cart item left in the cart.
    const [soonest, second, third] = await soonestEvents(db);
    if (soonest === undefined || second === undefined || third === undefined) throw new Error('no events');
    const recipient = { salutation: 'Frau', lastname: 'Zugriff', function: 'Betriebsratsmitglied', hotelOverNightOption: 'Übernachtung mit Frühstück' };
    const addItem = async (eventId: number) =>
      ((await ok(json('POST', '/order-api/add-cart-item', { eventId }))) as readonly { cartItemId: number; eventId: number }[]).find((item) => item.eventId === eventId)?.cartItemId ?? 0;
    const bookedItem = await addItem(soonest.eventId);
    await ok(json('POST', '/order-api/add-recipient', { cartItemId: bookedItem, ...recipient, firstname: 'Annemarie', email: 'annemarie.zugriff@example.org', bookingType: 'Buchung' }));
    await ok(json('POST', '/order-api/add-recipient', { cartItemId: bookedItem, ...recipient, firstname: 'Reservata', email: 'reservata.zugriff@example.org', bookingType: 'Reservierung' }));
    const placed = (await ok(
      json('POST', '/order-api/checkout', { company: 'Muster Logistik GmbH', street: 'Hafenstraße', streetNumber: '12a', postalCode: '20457', city: 'Hamburg', acceptTerms: true }, { 'idempotency-key': crypto.randomUUID() }),
    )) as { orderNumber: string };
    const order = await db.select({ orderId: orders.orderId }).from(orders).where(eq(orders.orderNumber, placed.orderNumber));
    const participants = await db
      .select({ participantId: orderParticipants.participantId, bookingType: orderParticipants.bookingType })
      .from(orderParticipants)
      .where(inArray(orderParticipants.orderId, order.map((row) => row.orderId)))
      .orderBy(asc(orderParticipants.position));
    const booked = participants.find((p) => p.bookingType === 'Buchung')?.participantId ?? 0;
    const reserved = participants.find((p) => p.bookingType === 'Reservierung')?.participantId ?? 0;
    const cartItem = await addItem(second.eventId);
    const cartRecipient = (
      (await ok(json('POST', '/order-api/add-recipient', { cartItemId: cartItem, ...recipient, firstname: 'Annemarie', email: 'annemarie.zugriff@example.org', bookingType: 'Buchung' }))) as {
        items: readonly { recipients: readonly { recipientId: number }[] }[];
      }
    ).items.flatMap((item) => item.recipients)[0]?.recipientId ?? 0;
    // A past seminar A attended, with A's feedback on it.
    await placeTestOrder(db, { userId: A.userId, gremiumId: null, eventId: third.eventId, participants: [{ firstname: 'Annemarie', email: 'annemarie.zugriff@example.org' }] });
    await db
      .update(events)
      .set({ startAt: TEST_NOW.subtract({ hours: 72 }).toString(), endAt: TEST_NOW.subtract({ hours: 48 }).toString() })
      .where(eq(events.eventId, third.eventId));
    await ok(json('POST', '/kundenportal/send-feedback', { message: 'Rückmeldung Zugriffsprobe', rating: 5, eventId: third.eventId }));
    const wishlist = (await ok(json('POST', `/wishlist/add/${String(third.eventId)}`))) as readonly { wishlistId: number }[];
    const plan = (await ok(json('POST', '/schulungsplan/create', { name: 'Plan Zugriffsprobe', entries: [{ memberName: 'Annemarie Zugriff', eventId: second.eventId }] }))) as { planId: number };
    const werbemittel = (await ok(
      json('POST', '/api/werbemittel-shop-request', {
        company: 'Muster Logistik GmbH',
        salutation: 'Frau',
        firstname: 'Annemarie',
        lastname: 'Zugriff',
        email: 'annemarie.zugriff@example.org',
        street: 'Hafenstraße',
        streetNumber: '5',
        postalCode: '20457',
        city: 'Hamburg',
        items: [{ articleId: 1, quantity: 2 }],
      }),
    )) as { reference: string };
    // A's pending invitation into the demo Gremium.
    const invitation = (await ok(
      (await client(GREMIUM_ADMIN)).send({
        host: 'main',
        method: 'POST',
        path: '/api-meinifb/gremium-mitglieder/einladen',
        headers: { ...JSON_ACCEPT, 'content-type': 'application/json' },
        body: JSON.stringify({ email: A.email, role: 'member' }),
      }),
    )) as { invitationId: number };
    const files = await db.select({ fileId: eventFiles.fileId, kind: eventFiles.kind }).from(eventFiles).where(and(eq(eventFiles.eventId, soonest.eventId)));
    const photo = files.find((file) => file.kind === 'photo')?.fileId ?? 0;
    const document = files.find((file) => file.kind === 'document')?.fileId ?? 0;

    /** Every route that takes the id of something owned, with A's id in it (and a body that would pass its codec). */
    const ownedCalls: Readonly<Record<string, { readonly path: string; readonly body?: unknown; readonly keyedBy?: 'event' }>> = {
      'GET /order-api/get-order/:orderNumber': { path: `/order-api/get-order/${placed.orderNumber}` },
      'GET /api/reservierung/:orderNumber': { path: `/api/reservierung/${placed.orderNumber}` },
      'GET /api/fachtagung/buchungen/:orderNumber': { path: `/api/fachtagung/buchungen/${placed.orderNumber}` },
      'GET /seminare/warenkorb/checkout-pdf': { path: `/seminare/warenkorb/checkout-pdf?order=${placed.orderNumber}` },
      'POST /order-api/confirm-reservation/:participantId': { path: `/order-api/confirm-reservation/${String(reserved)}` },
      'POST /order-api/delete-cart-item': { path: '/order-api/delete-cart-item', body: { cartItemId: cartItem } },
      'POST /order-api/add-recipient': { path: '/order-api/add-recipient', body: { cartItemId: cartItem, ...recipient, firstname: 'Eindringling', email: 'b@example.org', bookingType: 'Buchung' } },
      'POST /order-api/edit-recipient': { path: '/order-api/edit-recipient', body: { recipientId: cartRecipient, ...recipient, firstname: 'Eindringling', email: 'b@example.org', bookingType: 'Buchung' } },
      'POST /order-api/delete-recipient': { path: '/order-api/delete-recipient', body: { recipientId: cartRecipient } },
      'GET /api-meinifb/participation/:id': { path: `/api-meinifb/participation/${String(booked)}` },
      'POST /api-meinifb/cancel-recipient-booking/:id': { path: `/api-meinifb/cancel-recipient-booking/${String(booked)}` },
      'POST /api-meinifb/substitute-recipient/:id': { path: `/api-meinifb/substitute-recipient/${String(booked)}`, body: { salutation: 'Herr', firstname: 'Eindringling', lastname: 'Bergmann', email: 'b@example.org' } },
      'GET /meinifb/teilnahme/:id/:kind.pdf': { path: `/meinifb/teilnahme/${String(booked)}/entsendungsbeschluss.pdf` },
      'GET /api-meinifb/get-next-event-recipients/:id': { path: `/api-meinifb/get-next-event-recipients/${String(soonest.eventId)}`, keyedBy: 'event' },
      'GET /api-meinifb/notice-pdf/:id': { path: `/api-meinifb/notice-pdf/${String(soonest.eventId)}`, keyedBy: 'event' },
      'GET /api-meinifb/photos/:id': { path: `/api-meinifb/photos/${String(soonest.eventId)}` },
      'GET /api-meinifb/documents/:id': { path: `/api-meinifb/documents/${String(soonest.eventId)}` },
      'GET /api-meinifb/download-photo/:id': { path: `/api-meinifb/download-photo/${String(photo)}` },
      'GET /api-meinifb/download-document/:id': { path: `/api-meinifb/download-document/${String(document)}` },
      'POST /api-meinifb/delete-photo/:id': { path: `/api-meinifb/delete-photo/${String(photo)}` },
      'GET /api-meinifb/feedback/:id': { path: `/api-meinifb/feedback/${String(third.eventId)}`, keyedBy: 'event' },
      'GET /api/werbemittel-shop-order/:reference': { path: `/api/werbemittel-shop-order/${werbemittel.reference}` },
      'POST /api-meinifb/accept-membership/:id': { path: `/api-meinifb/accept-membership/${String(invitation.invitationId)}` },
      'POST /api-meinifb/decline-membership/:id': { path: `/api-meinifb/decline-membership/${String(invitation.invitationId)}` },
      'POST /wishlist/delete/:id': { path: `/wishlist/delete/${String(wishlist[0]?.wishlistId ?? 0)}` },
      'GET /schulungsplan/get/:planId': { path: `/schulungsplan/get/${String(plan.planId)}` },
      'POST /schulungsplan/edit/:planId': { path: `/schulungsplan/edit/${String(plan.planId)}`, body: { name: 'Übernommen', entries: [] } },
      'POST /schulungsplan/delete/:planId': { path: `/schulungsplan/delete/${String(plan.planId)}` },
    };

    /** Routes for logged-in users whose id is nobody's own, and why. */
    const notOwnedIds: Readonly<Record<string, string>> = {
      'POST /wishlist/add/:id': "an event's id: it adds to the caller's own wishlist",
    };
    // A new route for logged-in users that takes an id must be added above (or be a Gremium route, checked above).
    const uncovered = withAccess('user')
      .filter((route) => route.method !== 'HEAD' && parameterCount(route.url) > 0)
      .map((route) => `${route.method} ${route.url}`)
      .filter((key) => ownedCalls[key] === undefined && notOwnedIds[key] === undefined);
    expect(uncovered).toEqual([]);

    const b = await client(B.email);
    const findings: string[] = [];
    for (const route of routes) {
      const owned = ownedCalls[`${route.method === 'HEAD' ? 'GET' : route.method} ${route.url}`];
      if (owned === undefined) continue;
      const { response, changed } = await call(b, 'user B with A’s ids', route, owned.path, { body: owned.body });
      // An id of an event is not A's: B then gets B's own (empty) view of it, never A's entries.
      if (owned.keyedBy !== 'event' && ![403, 404].includes(response.status)) findings.push(`${route.method} ${owned.path}: ${response.status} ${response.text.slice(0, 160)}`);
      const leaked = leakedMarkers(response, A_MARKERS);
      if (leaked.length > 0) findings.push(`${route.method} ${owned.path} shows ${leaked.join(', ')}`);
      if (changed.length > 0) findings.push(`${route.method} ${owned.path} changed ${changed.join(', ')}`);
    }
    expect(findings).toEqual([]);

    // And A still reaches every one of them (so the refusals above are about B, not broken ids).
    for (const key of ['GET /order-api/get-order/:orderNumber', 'GET /api-meinifb/participation/:id', 'GET /schulungsplan/get/:planId', 'GET /api-meinifb/feedback/:id']) {
      const own = ownedCalls[key];
      if (own === undefined) continue;
      const answer = await json('GET', own.path);
      expect(answer.status, key).toBe(200);
      expect(leakedMarkers(answer, A_MARKERS).length, key).toBeGreaterThan(0);
    }
  }, 120_000);
});
