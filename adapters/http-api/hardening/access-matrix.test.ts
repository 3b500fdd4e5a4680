import { beforeAll, describe, expect, it } from 'vitest';
import { BACK_OFFICE_ACCESS, DECLARED_ROUTES, TOKEN_ACCESS, type Access, type RouteAccess } from '../../../application/http/route-access';
import { loginPathWithRedirect } from '../../../domain/login/login-path';
import type { DeclaredRoute } from '../server';
import {
  A,
  A_MARKERS,
  B,
  GREMIUM_ADMIN,
  GREMIUM_MARKERS,
  hasErrorShape,
  JSON_ACCEPT,
  leakedMarkers,
  OTHER_GREMIUM_ADMIN,
  PLAIN_MEMBER,
  PLAIN_MEMBER_ID,
  seedOwnedByA,
  startMatrix,
} from './access-matrix.testing';
import { RawClient } from './raw-client';
import { carriesBody, distinctRoutes, fillPath, parameterCount } from './route-walk';

/**
 * The access matrix over the server's own route table: every route that needs a login or a role
 * (application/http/route-access.ts), called as a visitor, as a logged-in customer without the
 * role, as a plain member and as a member of another Gremium, and every route that takes the id
 * of something owned (cart item, order, participation and its PDFs, wishlist entry, photo,
 * document, reservation, training plan, feedback) as user B with user A's ids. It fails on an
 * answer that lets the caller through, on one that carries the other's data (markers: names,
 * e-mail addresses) and on any stored change (beyond session and rate-limit bookkeeping).
 */

const accessOf = (route: DeclaredRoute): RouteAccess | undefined => route.config.access as RouteAccess | undefined;
const isAdminAccess = (access: Access): boolean => BACK_OFFICE_ACCESS.includes(access);
const isSiteAdminAccess = (access: Access): boolean => access === 'site-admin' || access === 'site-admin-or-token';
const STAFF = 'kundenservice@example.org';
const SITE_ADMIN = 'admin@example.org';

describe('access matrix over the route table', () => {
  const matrix = startMatrix('access matrix');
  let routes: readonly DeclaredRoute[] = [];
  const client = (email?: string): Promise<RawClient> => matrix().client(email);
  const call: ReturnType<typeof matrix>['call'] = (...args) => matrix().call(...args);
  const withAccess = (...levels: Access[]) => routes.filter((route) => levels.includes(accessOf(route)?.access ?? 'public'));

  beforeAll(() => {
    routes = distinctRoutes(matrix().app.server.routeTable);
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
    const token = new RawClient(customer.port);
    const findings: string[] = [];
    for (const route of routes.filter((r) => isAdminAccess(accessOf(r)?.access ?? 'public'))) {
      const path = fillPath(route.url, () => '1');
      const api = await call(customer, 'customer', route, path);
      if (api.response.status !== 403 || (route.method !== 'HEAD' && !hasErrorShape(api.response))) findings.push(`${route.method} ${path}: ${api.response.status} ${api.response.text.slice(0, 120)}`);
      if (api.changed.length > 0) findings.push(`${route.method} ${path} changed ${api.changed.join(', ')}`);
      if (route.method === 'GET' && TOKEN_ACCESS.includes(accessOf(route)?.access ?? 'public')) {
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

  it('staff get 403 on every route of the site admin (tokens, caches, imports, audit log, impersonation; the access-denied page in a browser) and nothing changes; staff and the site admin pass the gate of every back-office route', async () => {
    const staff = await client(STAFF);
    const siteAdmin = await client(SITE_ADMIN);
    const findings: string[] = [];
    const siteAdminRoutes = routes.filter((r) => isSiteAdminAccess(accessOf(r)?.access ?? 'public'));
    expect(siteAdminRoutes.map((r) => r.url)).toEqual(expect.arrayContaining(['/manage/api-tokens', '/cache/clear-all', '/manage/audit-log', '/manage/lexikon-csv', '/kundenportal/impersonate/:userId']));
    for (const route of siteAdminRoutes) {
      const path = fillPath(route.url, () => '1');
      const api = await call(staff, 'staff', route, path);
      if (api.response.status !== 403) findings.push(`staff ${route.method} ${path}: ${api.response.status}`);
      if (api.changed.length > 0) findings.push(`staff ${route.method} ${path} changed ${api.changed.join(', ')}`);
      if (route.method === 'GET' && accessOf(route)?.access === 'site-admin-or-token') {
        const page = await call(staff, 'staff (browser)', route, path, { accept: 'text/html' });
        if (page.response.status !== 403 || !page.response.text.includes('Zugriff verweigert')) findings.push(`staff browser GET ${path}: ${page.response.status}`);
      }
    }
    const staffRoutes = withAccess('staff', 'staff-or-token');
    expect(staffRoutes.length).toBeGreaterThan(0);
    for (const route of staffRoutes) {
      const path = fillPath(route.url, () => '1');
      for (const [name, caller] of [['staff', staff], ['site admin', siteAdmin]] as const) {
        const { response } = await call(caller, name, route, path);
        if ([401, 403].includes(response.status) || response.status >= 500) findings.push(`${name} ${route.method} ${path}: ${response.status} ${response.text.slice(0, 120)}`);
      }
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
    const a = await client(A.email);
    const own = await seedOwnedByA(matrix());
    const { orderNumber, booked, reserved, cartItem, cartRecipient, photo, document } = own;
    const recipient = { salutation: 'Frau', lastname: 'Zugriff', function: 'Betriebsratsmitglied', hotelOverNightOption: 'Übernachtung mit Frühstück' };

    /** Every route that takes the id of something owned, with A's id in it (and a body that would pass its codec). */
    const ownedCalls: Readonly<Record<string, { readonly path: string; readonly body?: unknown; readonly keyedBy?: 'event' }>> = {
      'GET /order-api/get-order/:orderNumber': { path: `/order-api/get-order/${orderNumber}` },
      'GET /api/reservierung/:orderNumber': { path: `/api/reservierung/${orderNumber}` },
      'GET /api/fachtagung/buchungen/:orderNumber': { path: `/api/fachtagung/buchungen/${own.conferenceOrderNumber}` },
      'GET /seminare/warenkorb/checkout-pdf': { path: `/seminare/warenkorb/checkout-pdf?order=${orderNumber}` },
      'POST /order-api/confirm-reservation/:participantId': { path: `/order-api/confirm-reservation/${String(reserved)}` },
      'POST /order-api/delete-cart-item': { path: '/order-api/delete-cart-item', body: { cartItemId: cartItem } },
      'POST /order-api/add-recipient': { path: '/order-api/add-recipient', body: { cartItemId: cartItem, ...recipient, firstname: 'Eindringling', email: 'b@example.org', bookingType: 'Buchung' } },
      'POST /order-api/edit-recipient': { path: '/order-api/edit-recipient', body: { recipientId: cartRecipient, ...recipient, firstname: 'Eindringling', email: 'b@example.org', bookingType: 'Buchung' } },
      'POST /order-api/delete-recipient': { path: '/order-api/delete-recipient', body: { recipientId: cartRecipient } },
      'GET /api-meinifb/participation/:id': { path: `/api-meinifb/participation/${String(booked)}` },
      'POST /api-meinifb/cancel-recipient-booking/:id': { path: `/api-meinifb/cancel-recipient-booking/${String(booked)}` },
      'POST /api-meinifb/substitute-recipient/:id': { path: `/api-meinifb/substitute-recipient/${String(booked)}`, body: { salutation: 'Herr', firstname: 'Eindringling', lastname: 'Bergmann', email: 'b@example.org' } },
      'POST /api-meinifb/name-held-seat/:id': { path: `/api-meinifb/name-held-seat/${String(booked)}`, body: { salutation: 'Herr', firstname: 'Eindringling', lastname: 'Bergmann', email: 'b@example.org' } },
      'POST /api-meinifb/give-back-held-seat/:id': { path: `/api-meinifb/give-back-held-seat/${String(booked)}` },
      'GET /meinifb/teilnahme/:id/:kind.pdf': { path: `/meinifb/teilnahme/${String(booked)}/entsendungsbeschluss.pdf` },
      'GET /meinifb/rechnungen/:file': { path: `/meinifb/rechnungen/${own.invoiceNumber}.xml` },
      'GET /api-meinifb/get-next-event-recipients/:id': { path: `/api-meinifb/get-next-event-recipients/${String(own.bookedEventId)}`, keyedBy: 'event' },
      'GET /api-meinifb/notice-pdf/:id': { path: `/api-meinifb/notice-pdf/${String(own.bookedEventId)}`, keyedBy: 'event' },
      'GET /api-meinifb/photos/:id': { path: `/api-meinifb/photos/${String(own.bookedEventId)}` },
      'GET /api-meinifb/documents/:id': { path: `/api-meinifb/documents/${String(own.bookedEventId)}` },
      'GET /api-meinifb/download-photo/:id': { path: `/api-meinifb/download-photo/${String(photo)}` },
      'GET /api-meinifb/download-document/:id': { path: `/api-meinifb/download-document/${String(document)}` },
      'POST /api-meinifb/delete-photo/:id': { path: `/api-meinifb/delete-photo/${String(photo)}` },
      'GET /api-meinifb/feedback/:id': { path: `/api-meinifb/feedback/${String(own.pastEventId)}`, keyedBy: 'event' },
      'GET /api/werbemittel-shop-order/:reference': { path: `/api/werbemittel-shop-order/${own.werbemittelReference}` },
      'POST /api-meinifb/accept-membership/:id': { path: `/api-meinifb/accept-membership/${String(own.invitationId)}` },
      'POST /api-meinifb/decline-membership/:id': { path: `/api-meinifb/decline-membership/${String(own.invitationId)}` },
      'POST /wishlist/delete/:id': { path: `/wishlist/delete/${String(own.wishlistId)}` },
      'GET /schulungsplan/get/:planId': { path: `/schulungsplan/get/${String(own.planId)}` },
      'POST /schulungsplan/edit/:planId': { path: `/schulungsplan/edit/${String(own.planId)}`, body: { name: 'Übernommen', entries: [] } },
      'POST /schulungsplan/delete/:planId': { path: `/schulungsplan/delete/${String(own.planId)}` },
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
    for (const key of ['GET /order-api/get-order/:orderNumber', 'GET /meinifb/rechnungen/:file', 'GET /api-meinifb/participation/:id', 'GET /schulungsplan/get/:planId', 'GET /api-meinifb/feedback/:id']) {
      const owned = ownedCalls[key];
      if (owned === undefined) continue;
      const answer = await a.send({ host: 'main', method: 'GET', path: owned.path, headers: JSON_ACCEPT });
      expect(answer.status, key).toBe(200);
      expect(leakedMarkers(answer, A_MARKERS).length, key).toBeGreaterThan(0);
    }
  }, 120_000);
});
