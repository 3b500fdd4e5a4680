import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/**
 * Bookings for the portal journeys, placed through the real cart API with the logged-in page's
 * cookies (as the cart page's script sends them): the demo data has no bookings, and the cart
 * and checkout pages have journeys of their own (checkout.e2e.ts).
 */

export interface CatalogueEvent {
  readonly eventId: number;
  readonly startDate: string;
  readonly endDate: string;
  readonly kind: string;
  readonly isOnlineEvent: boolean;
  readonly locationText: string;
  readonly theme: { readonly title: string };
}

export interface Person {
  readonly salutation: 'Frau' | 'Herr';
  readonly firstname: string;
  readonly lastname: string;
  readonly email: string;
  readonly bookingType?: 'Buchung' | 'Reservierung';
}

export interface PlacedParticipant {
  readonly participantId: number;
  readonly eventId: number;
  readonly firstname: string;
  readonly lastname: string;
  readonly status: string;
  readonly reservedUntil?: string;
}

/** The invoice address of every journey's order (the papers print it). */
export const ORDER_ADDRESS = { company: 'Nordlicht Pflegedienste gGmbH', street: 'Deichweg', streetNumber: '4', postalCode: '25980', city: 'Sylt' } as const;

/** A stamp that keeps this run's mail addresses apart from an earlier run's in the mail folder. */
export const RUN = Date.now().toString(36);
export const address = (name: string): string => `${name}.${RUN}@example.org`;

const xsrfOf = async (page: Page): Promise<string> => {
  await page.request.get('/kundenportal/get-token');
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'XSRF-TOKEN');
  return decodeURIComponent(cookie?.value ?? '');
};

const post = async (request: APIRequestContext, path: string, xsrf: string, data: unknown, headers: Record<string, string> = {}) => {
  const answer = await request.post(path, { data, headers: { 'X-XSRF-TOKEN': xsrf, Accept: 'application/json', ...headers } });
  expect(answer.status(), `${path}: ${await answer.text()}`).toBe(200);
  return (await answer.json()) as unknown;
};

/** The catalogue's dates, soonest first (the demo's photos belong to the soonest two). */
export const upcomingDates = async (request: APIRequestContext, count = 60): Promise<readonly CatalogueEvent[]> => {
  const answer = (await (await request.get(`/api/events?pageSize=${String(count)}`)).json()) as { items: CatalogueEvent[] };
  return [...answer.items].sort((a, b) => a.startDate.localeCompare(b.startDate) || a.eventId - b.eventId);
};

export const seatsLeft = async (request: APIRequestContext, eventId: number): Promise<number> => {
  const [state] = (await (await request.get(`/api/get-booking-states?eventIds=${String(eventId)}`)).json()) as { seatsLeft: number }[];
  return state?.seatsLeft ?? 0;
};

/** Puts the date in the logged-in user's cart with the people and orders it; answers the participants as the checkout placed them. */
export const book = async (page: Page, event: CatalogueEvent, people: readonly Person[]): Promise<readonly PlacedParticipant[]> => {
  const xsrf = await xsrfOf(page);
  const items = (await post(page.request, '/order-api/add-cart-item', xsrf, { eventId: event.eventId })) as { cartItemId: number; eventId: number }[];
  const item = items.find((candidate) => candidate.eventId === event.eventId);
  if (item === undefined) throw new Error(`event ${String(event.eventId)} is not in the cart`);
  for (const person of people) {
    await post(page.request, '/order-api/add-recipient', xsrf, {
      cartItemId: item.cartItemId,
      function: 'Betriebsratsmitglied',
      bookingType: 'Buchung',
      hotelOverNightOption: event.isOnlineEvent ? '' : 'Übernachtung mit Frühstück',
      ...person,
    });
  }
  const order = (await post(page.request, '/order-api/checkout', xsrf, { ...ORDER_ADDRESS, acceptTerms: true }, { 'Idempotency-Key': randomUUID() })) as {
    participants: PlacedParticipant[];
  };
  return order.participants.filter((participant) => participant.eventId === event.eventId);
};

/** The value a journey cannot go on without (the demo data lacks it otherwise). */
export const present = <T>(value: T | undefined | null, what: string): T => {
  if (value === undefined || value === null) throw new Error(`${what}: not there`);
  return value;
};

/** dd.mm.yyyy of an ISO date as the pages print it (Europe/Berlin). */
export const germanDate = (iso: string): string =>
  new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Berlin' }).format(new Date(iso));

/** The card of one booked date in Mein Bereich (a theme may have several dates). */
export const card = (page: Page, event: CatalogueEvent): Locator =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: event.theme.title, exact: true }) })
    .filter({ hasText: germanDate(event.startDate) });

export const dateLine = (event: CatalogueEvent): string => {
  const [start, end] = [germanDate(event.startDate), germanDate(event.endDate)];
  return start === end ? start : `${start} – ${end}`;
};
