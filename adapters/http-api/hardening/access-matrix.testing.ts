import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { isRight } from 'fp-ts/Either';
import { afterAll, beforeAll } from 'vitest';
import { ErrorBodyCodec } from '../../../application/http/error-body.codec';
import { installRowChangeLog, type RowChangeLog } from '../../db/testing/row-change-log';
import { conferences, eventFiles, events, gremien, invoices, orderParticipants, orders, users } from '../../db/schema';
import { builtPages } from '../page-delivery/built-pages.testing';
import { placeTestOrder, soonestEvents } from '../routes/portal-test-bookings';
import { startTestApp, TEST_NOW, type TestApp } from '../testing/test-app';
import { RawClient, type RawResponse } from './raw-client';
import { BOOKKEEPING_TABLES, carriesBody } from './route-walk';

/**
 * What the access matrices (access-matrix.test.ts over the explicit routes, page-access-matrix
 * .test.ts over the pages) share: the callers, one request with the stored changes it made, the
 * data user A owns, and what of A's may never show up in an answer to someone else.
 */

export const A = { email: 'jonas.weber@example.org', userId: 7 } as const;
export const B = { email: 'claudia.fischer@example.org', userId: 8 } as const;
export const GREMIUM_ADMIN = 'sabine.keller@example.com';
export const PLAIN_MEMBER = 'ahmet.yilmaz@example.com';
export const PLAIN_MEMBER_ID = 3;
/** Made the admin of a second Gremium when the matrix starts. */
export const OTHER_GREMIUM_ADMIN = { email: 'tobias.krause@example.org', userId: 9 } as const;

/** What of A's may never show up in an answer to someone else. */
export const A_MARKERS = [
  'jonas.weber@example.org',
  'Annemarie',
  'annemarie.zugriff@example.org',
  'Plan Zugriffsprobe',
  'Rückmeldung Zugriffsprobe',
  'Reservata',
  'Wartewilma',
  'Tagungstheo',
  'Beratungsberta',
];
/** What of the demo Gremium (members' e-mails and names) another Gremium's admin may never see. */
export const GREMIUM_MARKERS = ['sabine.keller@example.com', 'ahmet.yilmaz@example.com', 'lea.hartmann@example.com', 'Yılmaz', 'Hartmann'];

export const JSON_ACCEPT = { accept: 'application/json' } as const;
export const HTML_ACCEPT = 'text/html,application/xhtml+xml';
/** A plain form's body: an empty XSRF field (the client sends the header) and one field. */
export const FORM_BODY = '_xsrf=&name=x';

export const hasErrorShape = (response: RawResponse): boolean => {
  try {
    return isRight(ErrorBodyCodec.decode(JSON.parse(response.text)));
  } catch {
    return false;
  }
};

export const leakedMarkers = (response: RawResponse, markers: readonly string[]): readonly string[] => markers.filter((marker) => response.text.includes(marker));

/** One request's target: the method and the route (or page pattern) it stands for in the figures. */
export interface Target {
  readonly method: string;
  readonly url: string;
}

export interface CallOptions {
  readonly body?: unknown;
  readonly accept?: string;
  /** A plain form post (FORM_BODY, or the given fields) instead of JSON. */
  readonly form?: boolean | Readonly<Record<string, string>>;
  readonly headers?: Readonly<Record<string, string>>;
}

export interface Matrix {
  readonly app: TestApp;
  /** A browser-like client: a visitor with its session token, or logged in as the account. */
  client(email?: string): Promise<RawClient>;
  /** Sends one request and answers it with the stored changes (beyond bookkeeping) it made. */
  call(caller: RawClient, callerName: string, target: Target, path: string, options?: CallOptions): Promise<{ response: RawResponse; changed: readonly string[] }>;
}

/**
 * The demo app with the built pages and a second Gremium, for the tests of one file; prints the
 * figures (targets, cells, requests) under the label when they are done.
 */
export const startMatrix = (label: string): (() => Matrix) => {
  let matrix: Matrix | undefined;
  let app: TestApp | undefined;
  const figures = { cells: new Set<string>(), targets: new Set<string>(), requests: 0 };
  const started = Date.now();

  beforeAll(async () => {
    const running = await startTestApp({ pages: await builtPages() });
    app = running;
    const port = Number(new URL(running.baseUrl).port);
    const db = running.database.db;
    // A second Gremium with its own admin: "a member of another Gremium".
    const [other] = await db.insert(gremien).values({ name: 'Betriebsrat Zweitwerk', company: 'Zweitwerk GmbH' }).returning({ gremiumId: gremien.gremiumId });
    if (other === undefined) throw new Error('no second Gremium');
    await db.update(users).set({ gremiumId: other.gremiumId, gremiumRole: 'admin' }).where(eq(users.userId, OTHER_GREMIUM_ADMIN.userId));
    const changes: RowChangeLog = await installRowChangeLog(db);
    matrix = {
      app: running,
      client: async (email) => {
        const raw = new RawClient(port);
        if (email === undefined) await raw.visit('main');
        else await raw.login('main', email);
        return raw;
      },
      call: async (caller, callerName, target, path, options = {}) => {
        const mark = await changes.mark();
        const withBody = carriesBody(target.method);
        const form = options.form === true ? FORM_BODY : options.form === undefined || options.form === false ? undefined : new URLSearchParams({ _xsrf: '', ...options.form }).toString();
        const body = !withBody ? undefined : (form ?? JSON.stringify(options.body ?? {}));
        const response = await caller.send({
          host: 'main',
          method: target.method,
          path,
          headers: {
            accept: options.accept ?? 'application/json',
            ...(withBody ? { 'content-type': form === undefined ? 'application/json' : 'application/x-www-form-urlencoded' } : {}),
            ...options.headers,
          },
          body,
        });
        figures.requests += 1;
        figures.cells.add(`${target.method} ${target.url} × ${callerName}`);
        figures.targets.add(`${target.method} ${target.url}`);
        const changed = (await changes.since(mark)).map((change) => change.table).filter((table) => !BOOKKEEPING_TABLES.has(table));
        return { response, changed };
      },
    };
  }, 120_000);

  afterAll(async () => {
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.info(`${label}: ${String(figures.targets.size)} targets, ${String(figures.cells.size)} target × caller cells, ${String(figures.requests)} requests, ${seconds} s`);
    await app?.close();
  });

  return () => {
    if (matrix === undefined) throw new Error('The matrix starts in beforeAll: use it inside a test or hook.');
    return matrix;
  };
};

/** What user A owns once seedOwnedByA ran: the ids other callers try. */
export interface OwnedByA {
  readonly orderNumber: string;
  /** A's booked and reserved participations of the order. */
  readonly booked: number;
  readonly reserved: number;
  /** The seminar date of the order, with a photo and a document in its files. */
  readonly bookedEventId: number;
  readonly photo: number;
  readonly document: number;
  /** An item left in A's cart, with a recipient. */
  readonly cartItem: number;
  readonly cartRecipient: number;
  /** A past seminar A attended and gave feedback on, and kept on the wishlist. */
  readonly pastEventId: number;
  readonly wishlistId: number;
  readonly planId: number;
  readonly werbemittelReference: string;
  /** A's pending invitation into the demo Gremium. */
  readonly invitationId: number;
  /** A's place on a waiting list (its id is the offer link's secret). */
  readonly waitlistEntryId: string;
  /** A's Fachtagung booking. */
  readonly conferenceUrl: string;
  readonly conferenceOrderNumber: string;
  /** The invoice of A's order (its seminar is within the lead days, so the checkout issued it). */
  readonly invoiceNumber: string;
  /** A's consultation appointment (its reference is the mail link's secret). */
  readonly appointmentReference: string;
}

/** A answers every call of the setup, or the setup fails loudly. */
const ok = async (answer: Promise<RawResponse>): Promise<unknown> => {
  const response = await answer;
  if (response.status >= 300) throw new Error(`setup of A failed: ${String(response.status)} ${response.text.slice(0, 300)}`);
  return JSON.parse(response.text) as unknown;
};

/**
 * User A's data, made through the APIs as A makes it (and a past seminar in the database): an
 * order with a booking and a reservation, a cart item, feedback, a wishlist entry, a training
 * plan, a Werbemittel order, an invitation, a waiting-list entry, a Fachtagung booking and a
 * consultation appointment. A's names (A_MARKERS) are in each of them.
 */
export const seedOwnedByA = async (matrix: Matrix): Promise<OwnedByA> => {
  const db = matrix.app.database.db;
  const a = await matrix.client(A.email);
  const json = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    a.send({ host: 'main', method, path, headers: { ...JSON_ACCEPT, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers }, body: body === undefined ? undefined : JSON.stringify(body) });

  // A's cart, checked out: an order with a booking and a reservation; then a second cart item left in the cart.
  const [soonest, second, third, , , sixth] = await soonestEvents(db);
  if (soonest === undefined || second === undefined || third === undefined || sixth === undefined) throw new Error('no events');
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
  const cartItem = await addItem(second.eventId);
  const cartRecipient =
    (
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
    (await matrix.client(GREMIUM_ADMIN)).send({
      host: 'main',
      method: 'POST',
      path: '/api-meinifb/gremium-mitglieder/einladen',
      headers: { ...JSON_ACCEPT, 'content-type': 'application/json' },
      body: JSON.stringify({ email: A.email, role: 'member' }),
    }),
  )) as { invitationId: number };
  // The links that are their own proof: a place on a waiting list, a Fachtagung booking, a consultation appointment.
  const entry = (await ok(
    json('POST', '/api/warteliste', { eventId: sixth.eventId, seats: 1, contact: { salutation: 'Frau', firstname: 'Wartewilma', lastname: 'Zugriff', email: 'annemarie.zugriff@example.org' } }),
  )) as { entryId: string };
  const [conference] = await db.select({ url: conferences.url }).from(conferences).where(gt(conferences.startAt, TEST_NOW.toString())).orderBy(asc(conferences.startAt)).limit(1);
  if (conference === undefined) throw new Error('no coming Fachtagung in the demo data');
  const contact = { salutation: 'Herr', firstname: 'Tagungstheo', lastname: 'Zugriff', email: 'annemarie.zugriff@example.org', company: 'Muster Logistik GmbH' };
  const conferenceBooking = (await ok(
    json(
      'POST',
      `/api/fachtagung/${conference.url}/buchung`,
      { acceptTerms: true, contact, participants: [{ ...contact, function: 'Betriebsratsvorsitz' }] },
      { 'idempotency-key': crypto.randomUUID() },
    ),
  )) as { orderNumber: string };
  const slots = (await ok(json('GET', '/consultant/get-available-appointments?consultantId=1'))) as { slots: readonly { start: string }[] };
  const slot = slots.slots[0]?.start;
  if (slot === undefined) throw new Error('no free consultation slot');
  const appointment = (await ok(
    json('POST', '/consultant/book-consultant-appointment', {
      consultantId: 1,
      start: slot,
      salutation: 'Frau',
      firstname: 'Beratungsberta',
      lastname: 'Zugriff',
      email: 'annemarie.zugriff@example.org',
      phone: '030 1234567',
      topic: 'betriebsverfassungsrecht',
      channel: 'Video',
      message: 'Zugriffsprobe',
    }),
  )) as { reference: string };

  const files = await db.select({ fileId: eventFiles.fileId, kind: eventFiles.kind }).from(eventFiles).where(and(eq(eventFiles.eventId, soonest.eventId)));
  return {
    orderNumber: placed.orderNumber,
    booked: participants.find((p) => p.bookingType === 'Buchung')?.participantId ?? 0,
    reserved: participants.find((p) => p.bookingType === 'Reservierung')?.participantId ?? 0,
    bookedEventId: soonest.eventId,
    photo: files.find((file) => file.kind === 'photo')?.fileId ?? 0,
    document: files.find((file) => file.kind === 'document')?.fileId ?? 0,
    cartItem,
    cartRecipient,
    pastEventId: third.eventId,
    wishlistId: wishlist[0]?.wishlistId ?? 0,
    planId: plan.planId,
    werbemittelReference: werbemittel.reference,
    invitationId: invitation.invitationId,
    waitlistEntryId: entry.entryId,
    conferenceUrl: conference.url,
    conferenceOrderNumber: conferenceBooking.orderNumber,
    appointmentReference: appointment.reference,
    invoiceNumber: await invoiceOf(db, order[0]?.orderId ?? 0),
  };
};

/** The order's invoice, issued right after the checkout's commit (the invoicing runs beside the answer). */
const invoiceOf = async (db: TestApp['database']['db'], orderId: number): Promise<string> => {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const [row] = await db.select({ number: invoices.number }).from(invoices).where(eq(invoices.orderId, orderId));
    if (row !== undefined) return row.number;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("setup of A failed: the order's invoice was not issued");
};
