import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { PAGE_PATTERNS, pageAccessOf } from '../../../application/http/page-access';
import { DECLARED_ROUTES, type Access } from '../../../application/http/route-access';
import { loginPathWithRedirect } from '../../../domain/login/login-path';
import {
  A,
  A_MARKERS,
  B,
  GREMIUM_MARKERS,
  HTML_ACCEPT,
  leakedMarkers,
  OTHER_GREMIUM_ADMIN,
  PLAIN_MEMBER_ID,
  seedOwnedByA,
  startMatrix,
  type OwnedByA,
} from './access-matrix.testing';
import type { RawClient } from './raw-client';
import { fillPath } from './route-walk';

/**
 * The access matrix over the pages the catch-all renders (application/http/page-access.ts): every
 * page that needs a login or a role, opened and form-posted as a visitor, a customer without the
 * admin role and a logged-in user; then the pages that carry someone's ids (a participation, a
 * seminar's files, a Gremium member, a training plan, a Werbemittel order, the confirmations) and
 * the secret-link pages, made by user A and tried by user B or another Gremium's admin. It fails
 * on a page that lets the caller through, on an answer that carries the other's data and on any
 * stored change (beyond session and rate-limit bookkeeping).
 */

const ADMIN = 'admin@example.org';
const DENIED = 'Zugriff verweigert';

type Method = 'GET' | 'POST';
const declaredRoutes = new Set(DECLARED_ROUTES);

/** The page's access for a request that reaches the catch-all; undefined where an explicit route answers it (the routes' matrix walks those). */
const catchAllAccess = (pattern: string, method: Method): Access | undefined =>
  declaredRoutes.has(`${method} ${pattern}`) ? undefined : pageAccessOf(method, pattern)?.access;

/** Every (page, method) the catch-all guards with the given access, with a path of it. */
const pagesWith = (...levels: Access[]) =>
  PAGE_PATTERNS.flatMap((pattern) =>
    (['GET', 'POST'] as const)
      .filter((method) => levels.includes(catchAllAccess(pattern, method) ?? 'public'))
      .map((method) => ({ method, pattern, path: fillPath(pattern, () => '1') })),
  );

const isLoginRedirect = (location: string | undefined): boolean => location?.startsWith('/kundenportal/login') === true;

describe('access matrix over the pages', () => {
  const matrix = startMatrix('page access matrix');
  /** Every refusal missed, data of another's shown or change stored, over all tests (0 when they pass). */
  const allFindings: string[] = [];
  const guardedPages = new Set<string>();

  afterAll(() => {
    console.info(`page access matrix: ${String(guardedPages.size)} guarded page × method entries walked, ${String(allFindings.length)} findings (let through, another's data shown, stored changes)`);
  });

  /** Opens a page (GET as a browser) or posts its plain form, and notes the finding under its caller. */
  const visit = (caller: RawClient, callerName: string, method: Method, pattern: string, path: string, form?: Readonly<Record<string, string>>) => {
    guardedPages.add(`${method} ${pattern}`);
    return matrix().call(caller, callerName, { method, url: pattern }, path, { accept: HTML_ACCEPT, ...(method === 'POST' ? { form: form ?? true } : {}) });
  };

  it('sends a visitor who opens or posts to any guarded page to the login with the way back, and nothing changes', async () => {
    const visitor = await matrix().client();
    const guarded = pagesWith('user', 'gremium-member', 'gremium-admin', 'site-admin', 'site-admin-or-token');
    expect(guarded.length).toBeGreaterThan(30);
    const findings: string[] = [];
    for (const { method, pattern, path } of guarded) {
      const { response, changed } = await visit(visitor, 'visitor', method, pattern, path);
      const expected = `${method === 'GET' ? '302' : '303'} → ${loginPathWithRedirect(path)}`;
      if (`${String(response.status)} → ${response.location ?? '-'}` !== expected) findings.push(`${method} ${path}: ${String(response.status)} → ${response.location ?? '-'}`);
      if (changed.length > 0) findings.push(`${method} ${path} changed ${changed.join(', ')}`);
    }
    allFindings.push(...findings);
    expect(findings).toEqual([]);
  }, 120_000);

  it("gives a customer the access-denied page (403) on every admin page, opened or posted to, and nothing changes; an admin gets the pages", async () => {
    const customer = await matrix().client(B.email);
    const admin = await matrix().client(ADMIN);
    const adminPages = pagesWith('site-admin', 'site-admin-or-token');
    expect(adminPages.length).toBeGreaterThan(3);
    const findings: string[] = [];
    for (const { method, pattern, path } of adminPages) {
      const { response, changed } = await visit(customer, 'customer', method, pattern, path);
      if (response.status !== 403 || !response.text.includes(DENIED)) findings.push(`${method} ${path}: ${String(response.status)} ${response.text.slice(0, 120)}`);
      if (changed.length > 0) findings.push(`${method} ${path} changed ${changed.join(', ')}`);
      if (method === 'GET') {
        const own = await visit(admin, 'site admin', method, pattern, path);
        if (own.response.status !== 200 || own.response.text.includes(DENIED)) findings.push(`admin ${method} ${path}: ${String(own.response.status)}`);
      }
    }
    // The Kontoübernahme's form is for logged-in sessions (its "end" while acting as a customer): the use case keeps the start to admins.
    const start = await visit(customer, 'customer', 'POST', '/manage/kontouebernahme', '/manage/kontouebernahme', { intent: 'start', userId: String(A.userId) });
    if (start.response.status !== 403 || start.changed.length > 0) findings.push(`impersonation by a customer: ${String(start.response.status)} → ${start.response.location ?? '-'}, changed ${start.changed.join(', ')}`);
    allFindings.push(...findings);
    expect(findings).toEqual([]);
  }, 120_000);

  it('lets a logged-in user through the gate on every page for users: no login redirect, no server error', async () => {
    const user = await matrix().client(B.email);
    const findings: string[] = [];
    for (const { method, pattern, path } of pagesWith('user')) {
      const { response } = await visit(user, 'user', method, pattern, path);
      if (isLoginRedirect(response.location) || response.status >= 500) findings.push(`${method} ${path}: ${String(response.status)} → ${response.location ?? '-'}`);
    }
    expect(findings).toEqual([]);
  }, 120_000);

  describe("with user A's data", () => {
    let own: OwnedByA;

    /** The pages with A's ids (or A's secret links left out), as B opens them: answered 403/404, or B's own empty view where the id is an event's. */
    const pagesOfA = (): readonly { readonly path: string; readonly pattern: string; readonly byEvent?: true }[] => [
      { pattern: '/meinifb/teilnahme/:id', path: `/meinifb/teilnahme/${String(own.booked)}` },
      { pattern: '/meinifb/teilnahme/:id', path: `/meinifb/teilnahme/${String(own.reserved)}` },
      { pattern: '/meinifb/teilnahme/:id/buchen', path: `/meinifb/teilnahme/${String(own.reserved)}/buchen` },
      { pattern: '/meinifb/teilnahme/:id/:paper', path: `/meinifb/teilnahme/${String(own.booked)}/entsendungsbeschluss`, byEvent: true },
      { pattern: '/meinifb/seminar/:id/unterlagen', path: `/meinifb/seminar/${String(own.bookedEventId)}/unterlagen`, byEvent: true },
      { pattern: '/meinifb/seminar/:id/unterlagen/foto-loeschen/:fileId', path: `/meinifb/seminar/${String(own.bookedEventId)}/unterlagen/foto-loeschen/${String(own.photo)}` },
      { pattern: '/kundenportal/send-feedback', path: `/kundenportal/send-feedback?veranstaltung=${String(own.pastEventId)}`, byEvent: true },
      { pattern: '/schulungsplan/get/:planId', path: `/schulungsplan/get/${String(own.planId)}` },
      { pattern: '/schulungsplan/edit/:planId', path: `/schulungsplan/edit/${String(own.planId)}` },
      { pattern: '/schulungsplan/delete/:planId', path: `/schulungsplan/delete/${String(own.planId)}` },
      { pattern: '/werbemittelshop/bestellung/:reference', path: `/werbemittelshop/bestellung/${own.werbemittelReference}` },
      { pattern: '/seminare/warenkorb/checkout/bestaetigung', path: `/seminare/warenkorb/checkout/bestaetigung?bestellung=${own.orderNumber}` },
      { pattern: '/reservierung/bestaetigung', path: `/reservierung/bestaetigung?bestellung=${own.orderNumber}` },
      { pattern: '/fachtagung/:conference/buchung/bestaetigung', path: `/fachtagung/${own.conferenceUrl}/buchung/bestaetigung?buchung=${own.conferenceOrderNumber}` },
      // The secret links, without the secret: the waiting list's offer and the consultation appointment.
      { pattern: '/warteliste', path: `/warteliste?angebot=${randomUUID()}` },
      { pattern: '/warteliste', path: '/warteliste', byEvent: true },
      { pattern: '/service/beratung/termin/:reference', path: `/service/beratung/termin/${'A'.repeat(24)}` },
    ];

    /** B's form posts that would change A's data, each with the fields its form sends. */
    const postsAgainstA = (): readonly { readonly path: string; readonly pattern: string; readonly form: Readonly<Record<string, string>> }[] => [
      {
        pattern: '/meinifb/teilnahme/:id/buchen',
        path: `/meinifb/teilnahme/${String(own.reserved)}/buchen`,
        form: { company: 'Bergmann AG', street: 'Weg', streetNumber: '1', postalCode: '10115', city: 'Berlin', acceptTerms: 'on' },
      },
      { pattern: '/meinifb/teilnahme/:id', path: `/meinifb/teilnahme/${String(own.booked)}`, form: { intent: 'stornieren' } },
      { pattern: '/meinifb/teilnahme/:id', path: `/meinifb/teilnahme/${String(own.booked)}`, form: { intent: 'ersetzen', salutation: 'Herr', firstname: 'Eindringling', lastname: 'Bergmann', email: 'b@example.org' } },
      { pattern: '/meinifb/seminar/:id/unterlagen', path: `/meinifb/seminar/${String(own.bookedEventId)}/unterlagen`, form: { intent: 'foto-loeschen', fileId: String(own.photo) } },
      { pattern: '/meinifb/seminar/:id/unterlagen/foto-loeschen/:fileId', path: `/meinifb/seminar/${String(own.bookedEventId)}/unterlagen/foto-loeschen/${String(own.photo)}`, form: { intent: 'foto-loeschen', fileId: String(own.photo) } },
      { pattern: '/meinifb/merkliste', path: '/meinifb/merkliste', form: { intent: 'entfernen', wishlistId: String(own.wishlistId) } },
      { pattern: '/schulungsplan/edit/:planId', path: `/schulungsplan/edit/${String(own.planId)}`, form: { intent: 'umbenennen', name: 'Übernommen' } },
      { pattern: '/schulungsplan/delete/:planId', path: `/schulungsplan/delete/${String(own.planId)}`, form: { intent: 'loeschen' } },
      { pattern: '/warteliste', path: `/warteliste?angebot=${randomUUID()}`, form: {} },
    ];

    it("shows user B none of A's data on the pages with A's ids or without A's secret links, and B's form posts change nothing", async () => {
      own = await seedOwnedByA(matrix());
      const b = await matrix().client(B.email);
      const findings: string[] = [];
      for (const { pattern, path, byEvent } of pagesOfA()) {
        const { response, changed } = await visit(b, 'user B with A’s ids', 'GET', pattern, path);
        if (byEvent !== true && ![403, 404].includes(response.status)) findings.push(`GET ${path}: ${String(response.status)} → ${response.location ?? '-'}`);
        const leaked = leakedMarkers(response, A_MARKERS);
        if (leaked.length > 0) findings.push(`GET ${path} shows ${leaked.join(', ')}`);
        if (changed.length > 0) findings.push(`GET ${path} changed ${changed.join(', ')}`);
      }
      for (const { pattern, path, form } of postsAgainstA()) {
        const { response, changed } = await visit(b, 'user B with A’s ids', 'POST', pattern, path, form);
        if (response.status < 400) findings.push(`POST ${path} ${JSON.stringify(form)}: ${String(response.status)} → ${response.location ?? '-'}`);
        const leaked = leakedMarkers(response, A_MARKERS);
        if (leaked.length > 0) findings.push(`POST ${path} shows ${leaked.join(', ')}`);
        if (changed.length > 0) findings.push(`POST ${path} ${JSON.stringify(form)} changed ${changed.join(', ')}`);
      }
      allFindings.push(...findings);
      expect(findings).toEqual([]);

      // And A opens them (so B's refusals are about B, not broken ids), the secret links with their
      // secret; the waiting list's entry shows its seats and state, no name.
      const a = await matrix().client(A.email);
      const named = [
        `/meinifb/teilnahme/${String(own.booked)}`,
        `/schulungsplan/edit/${String(own.planId)}`,
        `/werbemittelshop/bestellung/${own.werbemittelReference}`,
        `/seminare/warenkorb/checkout/bestaetigung?bestellung=${own.orderNumber}`,
        `/fachtagung/${own.conferenceUrl}/buchung/bestaetigung?buchung=${own.conferenceOrderNumber}`,
        `/service/beratung/termin/${own.appointmentReference}`,
      ];
      const unseen: string[] = [];
      for (const path of [...named, `/warteliste?angebot=${own.waitlistEntryId}`]) {
        const answer = await a.send({ host: 'main', method: 'GET', path, headers: { accept: HTML_ACCEPT } });
        if (answer.status !== 200 || (named.includes(path) && leakedMarkers(answer, A_MARKERS).length === 0)) unseen.push(`${path}: ${String(answer.status)}`);
      }
      expect(unseen).toEqual([]);
    }, 120_000);

    it("shows another Gremium's admin nothing of this Gremium on its pages and lets them remove or promote none of its members", async () => {
      const stranger = await matrix().client(OTHER_GREMIUM_ADMIN.email);
      const findings: string[] = [];
      const removal = `/meinifb/gremium-mitglieder/entfernen/${String(PLAIN_MEMBER_ID)}`;
      for (const [pattern, path] of [
        ['/meinifb/gremium-mitglieder/entfernen/:id', removal],
        ['/meinifb/gremium-mitglieder', '/meinifb/gremium-mitglieder'],
        ['/meinifb/gremium-buchungen', '/meinifb/gremium-buchungen'],
        ['/meinifb/gremium-einstellungen', '/meinifb/gremium-einstellungen'],
      ] as const) {
        const { response, changed } = await visit(stranger, 'other Gremium admin', 'GET', pattern, path);
        if (pattern.includes(':id') && ![403, 404].includes(response.status)) findings.push(`GET ${path}: ${String(response.status)}`);
        const leaked = leakedMarkers(response, GREMIUM_MARKERS);
        if (leaked.length > 0) findings.push(`GET ${path} shows ${leaked.join(', ')}`);
        if (changed.length > 0) findings.push(`GET ${path} changed ${changed.join(', ')}`);
      }
      const forms: readonly Readonly<Record<string, string>>[] = [
        { intent: 'entfernen', userId: String(PLAIN_MEMBER_ID) },
        { intent: 'rolle', userId: String(PLAIN_MEMBER_ID), role: 'admin' },
      ];
      for (const form of forms) {
        const { response, changed } = await visit(stranger, 'other Gremium admin', 'POST', '/meinifb/gremium-mitglieder', '/meinifb/gremium-mitglieder', form);
        if (response.status < 400) findings.push(`POST ${JSON.stringify(form)}: ${String(response.status)} → ${response.location ?? '-'}`);
        if (leakedMarkers(response, GREMIUM_MARKERS).length > 0) findings.push(`POST ${JSON.stringify(form)} shows ${leakedMarkers(response, GREMIUM_MARKERS).join(', ')}`);
        if (changed.length > 0) findings.push(`POST ${JSON.stringify(form)} changed ${changed.join(', ')}`);
      }
      allFindings.push(...findings);
      expect(findings).toEqual([]);
    }, 120_000);
  });
});
