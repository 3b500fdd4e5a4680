import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_NOW, type TestApp } from '../testing/test-app';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
}, 60_000);

afterAll(async () => {
  await app.close();
});

const get = async (path: string): Promise<{ status: number; body: Record<string, unknown> }> => {
  const response = await fetch(`${app.baseUrl}${path}`, { headers: { accept: 'application/json' } });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

interface ListItem {
  eventId: number;
  startDate: string;
  kind: string;
  oneDay: boolean;
  locationText: string;
  priceLabel: string;
  listingPrice: number;
  prices: { price: number; priceParticipantTwo?: number };
  theme: { slug: string; title: string; rubric: { slug: string } };
}
interface Page {
  items: ListItem[];
  total: number;
  page: number;
  pageSize: number;
}

const listing = async (query: string): Promise<Page> => {
  const { status, body } = await get(`/api/events?${query}`);
  expect(status).toBe(200);
  return body as unknown as Page;
};

describe('GET /api/consumer', () => {
  it('answers an event with hotel, content with prices and theme with actionField and rubric', async () => {
    const [first] = (await listing('kind=presence&pageSize=1')).items;
    const { status, body } = await get(
      `/api/consumer?objectType=event&internalId=${first!.eventId}&relations=hotel,content.prices,theme.actionField.rubric`,
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      eventId: first!.eventId,
      isOnlineEvent: false,
      hotel: { location: { name: expect.any(String) as string } },
      content: { title: first!.theme.title, prices: { price: first!.prices.price } },
      theme: { actionField: { name: expect.any(String) as string, rubric: { slug: first!.theme.rubric.slug } } },
    });
    expect(body).not.toHaveProperty('modules');
  });

  it("shows an online event's hotel as empty", async () => {
    const [online] = (await listing('kind=online&pageSize=1')).items;
    const { body } = await get(`/api/consumer?objectType=event&internalId=${online!.eventId}&relations=hotel`);
    expect(body).toMatchObject({ isOnlineEvent: true, hotel: '' });
  });

  it('gives a training series its modules, each with a hotel id', async () => {
    const [series] = (await listing('kind=series&pageSize=1')).items;
    const { body } = await get(`/api/consumer?objectType=event&internalId=${series!.eventId}&relations=modules`);
    const modules = body.modules as { hotelId: number; position: number }[];
    expect(modules.length).toBeGreaterThanOrEqual(2);
    expect(modules.some((module) => module.hotelId > 0)).toBe(true);
  });

  it('answers 404 with a German message for an unknown id', async () => {
    const { status, body } = await get('/api/consumer?objectType=event&internalId=999999999');
    expect(status).toBe(404);
    expect(body).toEqual({ error: 'not_found', message: 'Diese Veranstaltung gibt es nicht (mehr).' });
  });

  it.each([
    ['objectType=event', 'internalId', 'Bitte geben Sie eine gültige Veranstaltungsnummer an.'],
    ['objectType=event&internalId=abc', 'internalId', 'Bitte geben Sie eine gültige Veranstaltungsnummer an.'],
    ['objectType=hotel&internalId=1', 'objectType', 'Unbekannter Objekttyp. Möglich ist: event.'],
    ['objectType=event&internalId=1&relations=hotel,recipients', 'relations', 'Unbekannte Relation: recipients. Möglich sind hotel, modules, content, theme.'],
  ])('refuses %s with 400 and names the field', async (query, field, message) => {
    const { status, body } = await get(`/api/consumer?${query}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: 'invalid', fieldErrors: { [field]: message } });
  });
});

describe('GET /api/events', () => {
  it('lists only upcoming events, sorted by date, 20 to a page', async () => {
    const page = await listing('');
    expect(page.pageSize).toBe(20);
    expect(page.items).toHaveLength(20);
    expect(page.total).toBeGreaterThanOrEqual(400);
    const starts = page.items.map((item) => Date.parse(item.startDate));
    expect(starts.every((start) => start > TEST_NOW.epochMilliseconds)).toBe(true);
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
  });

  it('pages through the whole listing without gaps or repeats', async () => {
    const first = await listing('pageSize=100&page=1');
    const pages = Math.ceil(first.total / 100);
    const ids = new Set<number>();
    for (let page = 1; page <= pages; page += 1) {
      for (const item of (await listing(`pageSize=100&page=${page}`)).items) ids.add(item.eventId);
    }
    expect(ids.size).toBe(first.total);
  });

  it("finds 'Betriebsrat' seminars when searching for 'Betriebsräte' (german full text search)", async () => {
    const page = await listing(`q=${encodeURIComponent('Betriebsräte')}`);
    expect(page.total).toBeGreaterThan(0);
    expect(page.items.some((item) => /Betriebsrat/i.test(item.theme.title))).toBe(true);
  });

  it('filters by kind, one-day and city, with the location text the listing shows', async () => {
    for (const item of (await listing('kind=online&pageSize=50')).items) {
      expect(item.kind).toBe('online');
      expect(item.locationText === 'Online' || item.locationText.endsWith(' Online-Sitzungen')).toBe(true);
    }
    for (const item of (await listing('oneDay=true&pageSize=50')).items) expect(item.oneDay).toBe(true);
    const hamburg = await listing('city=hamburg&pageSize=50');
    expect(hamburg.total).toBeGreaterThan(0);
    for (const item of hamburg.items) expect(item.locationText).toContain('Hamburg');
  });

  it('filters by a date range in Berlin days', async () => {
    const page = await listing('from=2027-03-01&to=2027-03-31&pageSize=100');
    expect(page.total).toBeGreaterThan(0);
    for (const item of page.items) {
      const day = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(new Date(item.startDate));
      expect(day >= '2027-03-01' && day <= '2027-03-31').toBe(true);
    }
  });

  it('filters by rubric and theme slug', async () => {
    const [any] = (await listing('pageSize=1')).items;
    for (const item of (await listing(`rubric=${any!.theme.rubric.slug}&pageSize=50`)).items) {
      expect(item.theme.rubric.slug).toBe(any!.theme.rubric.slug);
    }
    const byTheme = await listing(`theme=${any!.theme.slug}`);
    expect(byTheme.total).toBeGreaterThan(0);
    for (const item of byTheme.items) expect(item.theme.slug).toBe(any!.theme.slug);
  });

  it("labels 'Preis ab' exactly when a second-participant price exists, and sorts by price", async () => {
    const page = await listing('sort=price&pageSize=100');
    const prices = page.items.map((item) => item.prices.price);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    for (const item of page.items) {
      expect(item.priceLabel).toBe(item.prices.priceParticipantTwo === undefined ? 'Preis' : 'Preis ab');
      expect(item.listingPrice).toBeLessThanOrEqual(item.prices.price);
    }
  });

  it.each([
    ['kind=hotel', 'kind'],
    ['oneDay=vielleicht', 'oneDay'],
    ['pageSize=1000', 'pageSize'],
    ['page=0', 'page'],
    ['from=2027-02-30', 'from'],
    ['sort=popularity', 'sort'],
  ])('refuses %s with 400 and a German message for the field', async (query, field) => {
    const { status, body } = await get(`/api/events?${query}`);
    expect(status).toBe(400);
    expect((body.fieldErrors as Record<string, string>)[field]).toMatch(/[A-ZÄÖÜ]/);
  });

  it('answers an empty page past the end', async () => {
    const page = await listing('page=9999');
    expect(page.items).toEqual([]);
    expect(page.total).toBeGreaterThan(0);
  });
});

describe('server basics', () => {
  it('answers /healthz and /readyz', async () => {
    expect(await get('/healthz')).toEqual({ status: 200, body: { status: 'ok' } });
    expect(await get('/readyz')).toEqual({ status: 200, body: { status: 'ok' } });
  });

  it('answers an unknown route with 404 in the error shape', async () => {
    const { status, body } = await get('/api/gibt-es-nicht');
    expect(status).toBe(404);
    expect(body).toMatchObject({ error: 'not_found' });
  });

  it('echoes a request id', async () => {
    const response = await fetch(`${app.baseUrl}/healthz`, { headers: { 'x-request-id': 'abc-123' } });
    expect(response.headers.get('x-request-id')).toBe('abc-123');
  });
});
