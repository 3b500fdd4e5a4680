import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderSeats } from '../../db/catalogue-seats.testing';
import { startTestApp, TEST_NOW, type TestApp } from '../testing/test-app';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
}, 60_000);

afterAll(async () => {
  await app.close();
});

interface Answer<T> {
  readonly status: number;
  readonly body: T;
}

/** A visitor's browser: no session cookie, no XSRF token. */
const get = async <T = Record<string, unknown>>(path: string): Promise<Answer<T>> => {
  const response = await fetch(`${app.baseUrl}${path}`, { headers: { accept: 'application/json' } });
  return { status: response.status, body: (await response.json()) as T };
};

const ok = async <T>(path: string): Promise<T> => {
  const { status, body } = await get<T>(path);
  expect(status).toBe(200);
  return body;
};

const totalOf = async (query: string): Promise<number> => (await ok<{ total: number }>(`/api/events?${query}&pageSize=1`)).total;

interface ListItem {
  readonly eventId: number;
  readonly startDate: string;
  readonly listingPrice: number;
  readonly priceLabel: string;
  readonly theme: { readonly slug: string };
}
interface ThemeSummary {
  readonly themeId: number;
  readonly slug: string;
  readonly title: string;
  readonly rubric: { readonly rubricId: number; readonly slug: string };
  readonly nextDate: string | null;
  readonly upcomingEvents: number;
}
interface ThemeDetail extends ThemeSummary {
  readonly description: string;
  readonly targetGroups: string[];
  readonly tags: string[];
  readonly redirectUrl: string;
  readonly events: ListItem[];
  readonly cheapest: { eventId: number; priceLabel: string; listingPrice: number } | null;
}
interface Hotel {
  readonly hotelId: number;
  readonly name: string;
  readonly slug: string;
  readonly location: { readonly locationId: number; readonly name: string };
  readonly upcomingEvents: number;
}

const expectRefused = async (path: string, field: string, message: string): Promise<void> => {
  const { status, body } = await get(path);
  expect(status).toBe(400);
  expect(body).toEqual({ error: 'invalid', message: 'Bitte prüfen Sie Ihre Eingaben.', fieldErrors: { [field]: message } });
};

describe('GET /api/themes/{slug}', () => {
  it('answers the theme page: texts, target groups, tags, rubric, every upcoming date and the cheapest price', async () => {
    const theme = await ok<ThemeDetail>('/api/themes/betriebsvereinbarungen-gestalten');
    expect(theme).toMatchObject({
      slug: 'betriebsvereinbarungen-gestalten',
      title: 'Betriebsvereinbarungen gestalten',
      subtitle: 'Von der Idee zum unterschriftsreifen Text',
      redirectUrl: '/seminare/p/betriebsvereinbarungen-gestalten',
      targetGroups: ['Betriebsratsmitglieder', 'Gesamt- und Konzernbetriebsräte'],
      tags: ['Betriebsvereinbarung', 'Verhandlung'],
      rubric: { slug: 'betriebsverfassungsrecht', name: 'BR-Grundlagen & Betriebsverfassungsrecht' },
      actionField: 'Mitbestimmung',
    });
    expect(theme.description).toContain('§ 37 Abs. 6 BetrVG');
    expect(theme.events.length).toBe(await totalOf('theme=betriebsvereinbarungen-gestalten'));
    const starts = theme.events.map((event) => Date.parse(event.startDate));
    expect(starts.every((start) => start > TEST_NOW.epochMilliseconds)).toBe(true);
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
    const lowest = Math.min(...theme.events.map((event) => event.listingPrice));
    const cheapest = theme.events.find((event) => event.listingPrice === lowest)!;
    expect(theme.cheapest).toEqual({ eventId: cheapest.eventId, priceLabel: cheapest.priceLabel, listingPrice: lowest });
  });

  it('answers 404 with a German message for an unknown theme', async () => {
    expect(await get('/api/themes/gibt-es-nicht')).toEqual({
      status: 404,
      body: { error: 'not_found', message: 'Dieses Seminarthema gibt es nicht (mehr).' },
    });
  });

  it.each(['Betriebsrat', 'a--b', '-a', 'ä'])('refuses the slug %s with 400', async (slug) => {
    await expectRefused(`/api/themes/${encodeURIComponent(slug)}`, 'slug', 'Bitte geben Sie ein gültiges Seminarthema an.');
  });

  it('refuses an overlong slug before it reaches the catalogue', async () => {
    expect((await get(`/api/themes/${'a'.repeat(101)}`)).status).toBe(414);
    await expectRefused(`/api/themes?rubric=${'a'.repeat(201)}`, 'rubric', 'Bitte geben Sie eine gültige Rubrik an.');
  });
});

describe('GET /api/themes', () => {
  it('lists the themes of a rubric in German alphabetical order, with next date and count of dates', async () => {
    const themes = await ok<ThemeSummary[]>('/api/themes?rubric=jav');
    expect(themes.length).toBeGreaterThanOrEqual(3);
    expect(themes.every((theme) => theme.rubric.slug === 'jav')).toBe(true);
    const titles = themes.map((theme) => theme.title);
    expect([...titles].sort((a, b) => a.localeCompare(b, 'de'))).toEqual(titles);
    for (const theme of themes) {
      const page = await ok<{ items: ListItem[]; total: number }>(`/api/events?theme=${theme.slug}&pageSize=1`);
      expect(theme.upcomingEvents).toBe(page.total);
      expect(theme.nextDate === null ? null : Date.parse(theme.nextDate)).toBe(
        page.items[0] === undefined ? null : Date.parse(page.items[0].startDate),
      );
    }
  });

  it('lists every theme without a rubric', async () => {
    const all = await ok<ThemeSummary[]>('/api/themes');
    expect(all.length).toBeGreaterThanOrEqual(60);
    expect(all.reduce((sum, theme) => sum + theme.upcomingEvents, 0)).toBe(await totalOf(''));
  });

  it('answers 404 for an unknown rubric and 400 for one that is no slug', async () => {
    expect(await get('/api/themes?rubric=gibt-es-nicht')).toEqual({
      status: 404,
      body: { error: 'not_found', message: 'Diese Rubrik gibt es nicht (mehr).' },
    });
    await expectRefused('/api/themes?rubric=JAV%20Seminare', 'rubric', 'Bitte geben Sie eine gültige Rubrik an.');
  });
});

describe('GET /api/themes-remarketing', () => {
  it('recommends per known theme up to four other bookable themes of its rubric, soonest first', async () => {
    const all = await ok<ThemeSummary[]>('/api/themes');
    const [first, second] = all.filter((theme) => theme.rubric.slug === 'betriebsverfassungsrecht');
    const answer = await ok<{ themeId: number; related: ThemeSummary[] }[]>(
      `/api/themes-remarketing?themeIds=${first!.themeId},999999,${second!.themeId},${first!.themeId}`,
    );
    expect(answer.map((entry) => entry.themeId)).toEqual([first!.themeId, second!.themeId]);
    for (const { related } of answer) {
      expect(related.length).toBeGreaterThan(0);
      expect(related.length).toBeLessThanOrEqual(4);
      for (const theme of related) {
        expect(theme.rubric.slug).toBe('betriebsverfassungsrecht');
        expect(theme.upcomingEvents).toBeGreaterThan(0);
        expect([first!.themeId, second!.themeId]).not.toContain(theme.themeId);
      }
      const starts = related.map((theme) => Date.parse(theme.nextDate!));
      expect([...starts].sort((a, b) => a - b)).toEqual(starts);
    }
    expect(await ok('/api/themes-remarketing?themeIds=999999')).toEqual([]);
  });

  it.each([
    ['', 'Bitte geben Sie die Themen als Liste von Nummern an (z. B. 3,17).'],
    ['?themeIds=', 'Bitte geben Sie die Themen als Liste von Nummern an (z. B. 3,17).'],
    ['?themeIds=1,zwei', 'Bitte geben Sie die Themen als Liste von Nummern an (z. B. 3,17).'],
    ['?themeIds=0', 'Bitte geben Sie die Themen als Liste von Nummern an (z. B. 3,17).'],
    [`?themeIds=${Array.from({ length: 21 }, (_, index) => index + 1).join(',')}`, 'Bitte fragen Sie nach höchstens 20 Einträgen auf einmal.'],
  ])('refuses %s with 400', async (query, message) => {
    await expectRefused(`/api/themes-remarketing${query}`, 'themeIds', message);
  });
});

describe('GET /api/get-rubrics and /api/get-tags', () => {
  it('lists the rubrics in navigation order, each with the dates the listing has for it', async () => {
    const rubrics = await ok<{ rubricId: number; slug: string; name: string; description: string; upcomingEvents: number }[]>(
      '/api/get-rubrics',
    );
    expect(rubrics.length).toBe(12);
    expect(rubrics[0]).toMatchObject({ rubricId: 1, slug: 'betriebsverfassungsrecht', name: 'BR-Grundlagen & Betriebsverfassungsrecht' });
    expect(rubrics.map((rubric) => rubric.rubricId)).toEqual(rubrics.map((_, index) => index + 1));
    for (const rubric of rubrics.slice(0, 4)) expect(rubric.upcomingEvents).toBe(await totalOf(`rubric=${rubric.slug}`));
  });

  it('lists the tags most used first, each with its themes and their dates', async () => {
    const tags = await ok<{ name: string; themes: number; upcomingEvents: number }[]>('/api/get-tags');
    const counts = tags.map((tag) => tag.themes);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    const all = await ok<(ThemeSummary & { tags: string[] })[]>('/api/themes');
    const betrvg = all.filter((theme) => theme.tags.includes('BetrVG'));
    expect(tags.find((tag) => tag.name === 'BetrVG')).toEqual({
      name: 'BetrVG',
      themes: betrvg.length,
      upcomingEvents: betrvg.reduce((sum, theme) => sum + theme.upcomingEvents, 0),
    });
  });
});

describe('GET /api/get-hotels, /api/get-hotel/{hotelId} and /api/get-locations', () => {
  it('lists every venue with its address by place and name, and filters by city or location id', async () => {
    const hotels = await ok<(Hotel & { street: string; postalCode: string })[]>('/api/get-hotels');
    expect(hotels.length).toBe(24);
    expect(hotels.find((hotel) => hotel.hotelId === 101)).toEqual({
      hotelId: 101,
      name: 'Hotel Spreewarte',
      street: 'Friedrichstraße 148',
      postalCode: '10117',
      city: 'Berlin',
      location: { locationId: 1, name: 'Berlin' },
      slug: 'hotel-spreewarte-berlin',
      upcomingEvents: await totalOf('hotelId=101'),
      image: null,
    });
    expect(hotels[0]!.location.name).toBe('Bad Kissingen');
    const munich = await ok<Hotel[]>('/api/get-hotels?city=m%C3%BCnchen');
    expect(munich.map((hotel) => hotel.name)).toEqual(['Hotel Wiesenblick', 'Isarhof Tagungshotel']);
    expect(await ok<Hotel[]>('/api/get-hotels?locationId=3')).toEqual(munich);
    expect(await ok('/api/get-hotels?city=Atlantis')).toEqual([]);
    await expectRefused('/api/get-hotels?locationId=null', 'locationId', 'Der Ort ist ungültig.');
  });

  it('answers a venue page with every upcoming date held there', async () => {
    const hotel = await ok<Hotel & { events: ListItem[] }>('/api/get-hotel/103');
    expect(hotel).toMatchObject({ hotelId: 103, name: 'Seehotel am Stadtpark', location: { name: 'Hamburg' } });
    expect(hotel.events.length).toBe(hotel.upcomingEvents);
    expect(hotel.events.length).toBe(await totalOf('hotelId=103'));
  });

  it('answers 404 for an unknown venue (also the "no venue" ids) and 400 for a malformed id', async () => {
    for (const id of ['522', '999999']) {
      expect(await get(`/api/get-hotel/${id}`)).toEqual({
        status: 404,
        body: { error: 'not_found', message: 'Dieses Tagungshotel gibt es nicht (mehr).' },
      });
    }
    for (const id of ['-1', 'hotel-101', '0', '99999999999']) {
      await expectRefused(`/api/get-hotel/${id}`, 'hotelId', 'Bitte geben Sie eine gültige Hotelnummer an.');
    }
  });

  it('lists the places alphabetically with their number of venues and of dates', async () => {
    const locations = await ok<{ locationId: number; name: string; hotels: number; upcomingEvents: number }[]>('/api/get-locations');
    const names = locations.map((location) => location.name);
    expect([...names].sort((a, b) => a.localeCompare(b, 'de'))).toEqual(names);
    expect(locations.find((location) => location.name === 'Berlin')).toMatchObject({ locationId: 1, hotels: 2 });
    for (const location of locations.slice(0, 5)) {
      expect(location.upcomingEvents).toBe(await totalOf(`locationId=${location.locationId}`));
    }
  });
});

describe('GET /api/get-event-managers', () => {
  it('lists the contact persons by name with phone, e-mail and their number of upcoming dates', async () => {
    const managers = await ok<{ managerId: number; name: string; phone: string; email: string; upcomingEvents: number }[]>(
      '/api/get-event-managers',
    );
    expect(managers).toHaveLength(10);
    expect(managers[0]).toMatchObject({ name: 'Aylin Demir', phone: '030 23125-103', email: 'aylin.demir@example.org' });
    expect(managers.reduce((sum, manager) => sum + manager.upcomingEvents, 0)).toBe(await totalOf(''));
  });
});

describe('GET /api/get-conferences and /api/get-conference-by-url/{url}', () => {
  it('lists the upcoming Fachtagungen soonest first with venue, price and capacity', async () => {
    const conferences = await ok<{ url: string; title: string; startDate: string; price: number; venue: Hotel }[]>(
      '/api/get-conferences',
    );
    expect(conferences.map((conference) => conference.title)).toEqual([
      'Betriebsräte-Tag Digitalisierung',
      'Fachtagung Arbeitsschutz 2027',
      'SBV-Fachtagung 2027',
      'Fachtagung Betriebsratsvorsitz 2027',
    ]);
    expect(conferences[1]).toMatchObject({
      url: 'fachtagung-arbeitsschutz-2027',
      startDate: '2027-02-02T09:30:00+01:00',
      endDate: '2027-02-03T13:30:00+01:00',
      price: 79_000,
      capacity: 150,
      venue: { hotelId: 115, name: 'Tagungshotel am Maschsee', location: { name: 'Hannover' } },
    });
    expect(conferences[0]).not.toHaveProperty('program');
  });

  it('answers one Fachtagung with description and programme', async () => {
    const conference = await ok<{ title: string; description: string; program: { position: number; startDate: string; title: string; speaker: string }[] }>(
      '/api/get-conference-by-url/sbv-fachtagung-2027',
    );
    expect(conference.title).toBe('SBV-Fachtagung 2027');
    expect(conference.description).toContain('SGB IX');
    expect(conference.program[0]).toEqual({ position: 1, startDate: '2027-03-30T10:00:00+02:00', title: 'Begrüßung', speaker: 'Julia Neumann' });
    expect(conference.program.find((item) => item.title === 'Mittagspause')?.speaker).toBe('');
  });

  it('answers 404 for an unknown Fachtagung and 400 for an address that is none', async () => {
    expect(await get('/api/get-conference-by-url/fachtagung-2019')).toEqual({
      status: 404,
      body: { error: 'not_found', message: 'Diese Fachtagung gibt es nicht (mehr).' },
    });
    await expectRefused('/api/get-conference-by-url/SBV%20Tagung', 'url', 'Bitte geben Sie eine gültige Fachtagung an.');
  });
});

describe('GET /api/get-booking-states', () => {
  const listing = async (): Promise<ListItem[]> => (await ok<{ items: ListItem[] }>('/api/events?pageSize=5')).items;

  it('answers per known event, in the order asked, from its capacity and the seats taken', async () => {
    const [a, b, c] = await listing();
    const capacities = new Map<number, number>();
    for (const event of [a!, b!, c!]) {
      const consumer = await ok<{ capacity: number }>(`/api/consumer?objectType=event&internalId=${event.eventId}`);
      capacities.set(event.eventId, consumer.capacity);
    }
    await orderSeats(app.database.db, b!.eventId, capacities.get(b!.eventId)! - 2, 'booked');
    await orderSeats(app.database.db, c!.eventId, capacities.get(c!.eventId)! - 1, 'booked');
    await orderSeats(app.database.db, c!.eventId, 1, 'reserved');
    expect(await ok(`/api/get-booking-states?eventIds=${c!.eventId},999999,${a!.eventId},${b!.eventId}`)).toEqual([
      { eventId: c!.eventId, state: 'ausgebucht', label: 'Ausgebucht', seatsLeft: 0 },
      { eventId: a!.eventId, state: 'frei', label: 'Plätze frei', seatsLeft: capacities.get(a!.eventId) },
      { eventId: b!.eventId, state: 'wenige Plätze', label: 'Nur noch wenige Plätze frei', seatsLeft: 2 },
    ]);
  });

  it("says 'vorbei' once the event has begun", async () => {
    const [first] = await listing();
    const untilStart = TEST_NOW.until(first!.startDate);
    app.clock.advance(untilStart);
    try {
      expect(await ok(`/api/get-booking-states?eventIds=${first!.eventId}`)).toMatchObject([
        { eventId: first!.eventId, state: 'vorbei', label: 'Nicht mehr buchbar' },
      ]);
    } finally {
      app.clock.advance(untilStart.negated());
    }
  });

  it('reads the ids also as repeated parameters', async () => {
    const [a, b] = await listing();
    const answer = await ok<{ eventId: number }[]>(`/api/get-booking-states?eventIds=${a!.eventId}&eventIds=${b!.eventId}`);
    expect(answer.map((state) => state.eventId)).toEqual([a!.eventId, b!.eventId]);
  });

  it.each([
    ['', 'Bitte geben Sie die Veranstaltungen als Liste von Nummern an (z. B. 10001,10002).'],
    ['?eventIds=10001,,10002', 'Bitte geben Sie die Veranstaltungen als Liste von Nummern an (z. B. 10001,10002).'],
    ['?eventIds=10001;10002', 'Bitte geben Sie die Veranstaltungen als Liste von Nummern an (z. B. 10001,10002).'],
    ['?eventIds=2147483648', 'Bitte geben Sie die Veranstaltungen als Liste von Nummern an (z. B. 10001,10002).'],
    [`?eventIds=${Array.from({ length: 101 }, (_, index) => 10_001 + index).join(',')}`, 'Bitte fragen Sie nach höchstens 100 Einträgen auf einmal.'],
  ])('refuses %s with 400', async (query, message) => {
    await expectRefused(`/api/get-booking-states${query}`, 'eventIds', message);
  });
});

describe('access to the catalogue data', () => {
  it('answers anonymous visitors without a session or XSRF token, and refuses a POST without the token', async () => {
    for (const path of ['/api/get-rubrics', '/api/get-tags', '/api/get-locations', '/api/get-event-managers', '/api/get-conferences']) {
      expect((await get(path)).status).toBe(200);
    }
    const post = await fetch(`${app.baseUrl}/api/get-rubrics`, { method: 'POST' });
    expect(post.status).toBe(403);
  });
});
