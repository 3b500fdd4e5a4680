import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { horizonOf } from './demo-data.arbitraries';
import { FIRST_EVENT_ID, generateDemoData } from './generate';
import type { EventRow } from './generate';
import { DEMO_PASSWORD } from './people';

const now = Temporal.Instant.from('2026-03-10T10:00:00Z');
const data = generateDemoData({ now, seed: 42, scale: 1 });

const berlin = (iso: string): Temporal.ZonedDateTime => Temporal.Instant.from(iso).toZonedDateTimeISO('Europe/Berlin');
const clock = (iso: string): string => berlin(iso).toPlainTime().toString({ smallestUnit: 'minute' });
const calendarDays = (event: EventRow): number =>
  berlin(event.startAt).toPlainDate().until(berlin(event.endAt).toPlainDate()).days + 1;

const hotelCity = new Map(data.hotels.map((hotel) => [hotel.hotelId, hotel.city]));
const modulesOf = (eventId: number) => data.eventModules.filter((module) => module.eventId === eventId);
const seminars = data.events.filter((event) => event.kind !== 'series' && modulesOf(event.eventId).length === 0);

describe('generateDemoData: determinism and options', () => {
  it('gives deep-equal data for the same options and different data for another seed', () => {
    expect(generateDemoData({ now, seed: 42, scale: 1 })).toEqual(data);
    const other = generateDemoData({ now, seed: 43, scale: 1 });
    expect(other.events).not.toEqual(data.events);
    expect(other.themes).toEqual(data.themes);
  });

  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('rejects scale %s with a RangeError', (scale) => {
    expect(() => generateDemoData({ now, seed: 1, scale })).toThrow(RangeError);
  });

  it.each([0.5, Number.NaN, 2 ** 53])('rejects seed %s with a RangeError', (seed) => {
    expect(() => generateDemoData({ now, seed, scale: 1 })).toThrow(RangeError);
  });
});

describe('generateDemoData: catalogue at scale 1', () => {
  it('has at least 60 themes in at least 10 rubrics and 400 events', () => {
    expect(data.themes.length).toBeGreaterThanOrEqual(60);
    expect(data.rubrics.length).toBeGreaterThanOrEqual(10);
    const rubricIds = data.rubrics.map((rubric) => rubric.rubricId);
    expect(new Set(data.themes.map((theme) => theme.rubricId))).toEqual(new Set(rubricIds));
    expect(data.events.length).toBeGreaterThanOrEqual(400);
  });

  it('holds presence events in at least 15 cities', () => {
    const cities = new Set(data.events.flatMap((event) => (event.hotelId == null ? [] : [hotelCity.get(event.hotelId)])));
    expect(cities.size).toBeGreaterThanOrEqual(15);
  });

  it('has online events without a hotel, and every other event at a known hotel', () => {
    const online = data.events.filter((event) => event.isOnline);
    expect(online.length).toBeGreaterThan(50);
    for (const event of data.events) {
      expect(event.hotelId === null).toBe(event.isOnline);
      expect(event.kind === 'online').toBe(event.isOnline);
      if (event.hotelId !== null && event.hotelId !== undefined) expect(hotelCity.has(event.hotelId)).toBe(true);
    }
  });

  it('has training series of 3 to 6 modules, at venues and all-online', () => {
    const series = data.events.filter((event) => modulesOf(event.eventId).length > 0);
    expect(series.some((event) => event.kind === 'series')).toBe(true);
    expect(series.some((event) => event.kind === 'online')).toBe(true);
    for (const event of series) {
      const modules = modulesOf(event.eventId);
      expect(modules.length).toBeGreaterThanOrEqual(3);
      expect(modules.length).toBeLessThanOrEqual(6);
      expect(modules.map((module) => module.position)).toEqual(modules.map((_, index) => index + 1));
      expect(modules[0]!.startAt).toBe(event.startAt);
      expect(modules.at(-1)!.endAt).toBe(event.endAt);
      for (const module of modules) {
        if (event.isOnline) expect(module.hotelId).toBeNull();
        else expect(hotelCity.has(module.hotelId!)).toBe(true);
      }
    }
  });

  it('has one-day presence events that start and end on the same Berlin day', () => {
    const oneDay = data.events.filter((event) => event.oneDay);
    expect(oneDay.length).toBeGreaterThan(20);
    for (const event of data.events) {
      const sameDay = calendarDays(event) === 1;
      expect(event.oneDay).toBe(!event.isOnline && sameDay);
    }
  });

  it('times seminars like the trade: presence 09:00 or 13:00 until 16:30 over 1–5 days, online from 09:00', () => {
    for (const event of seminars) {
      expect(clock(event.startAt)).toMatch(event.isOnline ? /^09:00$/ : /^(09|13):00$/);
      expect(clock(event.endAt)).toMatch(event.isOnline ? /^(12:30|16:30)$/ : /^16:30$/);
      expect(calendarDays(event)).toBeLessThanOrEqual(event.isOnline ? 3 : 5);
      expect([6, 7]).not.toContain(berlin(event.startAt).dayOfWeek);
      expect([6, 7]).not.toContain(berlin(event.endAt).dayOfWeek);
    }
    expect(seminars.some((event) => !event.isOnline && clock(event.startAt) === '13:00')).toBe(true);
    expect(seminars.some((event) => event.isOnline && clock(event.endAt) === '12:30')).toBe(true);
    expect(seminars.some((event) => event.isOnline && calendarDays(event) > 1)).toBe(true);
    expect(new Set(seminars.filter((event) => !event.isOnline).map(calendarDays))).toEqual(new Set([1, 2, 3, 4, 5]));
  });

  it('places every event and module after now and within twelve months, each starting before it ends', () => {
    const horizon = horizonOf(now);
    for (const slot of [...data.events, ...data.eventModules]) {
      const start = Temporal.Instant.from(slot.startAt);
      const end = Temporal.Instant.from(slot.endAt);
      expect(Temporal.Instant.compare(start, now)).toBe(1);
      expect(Temporal.Instant.compare(start, end)).toBe(-1);
      expect(Temporal.Instant.compare(end, horizon)).toBeLessThanOrEqual(0);
    }
  });

  it('spreads the events over the whole year', () => {
    const months = new Set(data.events.map((event) => {
      const start = berlin(event.startAt);
      return `${start.year}-${start.month}`;
    }));
    expect(months.size).toBeGreaterThanOrEqual(12);
  });

  it('prices in cents: presence 890–1.890 €, online 490–990 €, with falling, single and two-step tiers', () => {
    for (const event of seminars) {
      const [min, max] = event.isOnline ? [49_000, 99_000] : [89_000, 189_000];
      expect(event.price).toBeGreaterThanOrEqual(min);
      expect(event.price).toBeLessThanOrEqual(max);
    }
    const falling = data.events.filter((event) => event.priceParticipantFive != null);
    const single = data.events.filter((event) => event.priceParticipantTwo == null);
    const twoAndThree = data.events.filter((event) => event.priceParticipantThree != null && event.priceParticipantFour == null);
    expect(falling.length).toBeGreaterThan(data.events.length / 2);
    expect(single.length).toBeGreaterThan(0);
    expect(twoAndThree.length).toBeGreaterThan(0);
    for (const event of data.events) {
      const tiers = [event.price, event.priceParticipantTwo, event.priceParticipantThree, event.priceParticipantFour, event.priceParticipantFive];
      const set = tiers.filter((tier): tier is number => tier != null);
      expect(tiers.slice(set.length).every((tier) => tier == null)).toBe(true);
      set.slice(1).forEach((tier, index) => {
        expect(tier).toBeLessThan(set[index]!);
      });
      expect(set.every((tier) => Number.isInteger(tier))).toBe(true);
    }
  });

  it('gives each event 12–24 seats and a unique id', () => {
    for (const event of data.events) {
      expect(event.capacity).toBeGreaterThanOrEqual(12);
      expect(event.capacity).toBeLessThanOrEqual(24);
    }
    expect(data.events.map((event) => event.eventId)).toEqual(data.events.map((_, index) => FIRST_EVENT_ID + index));
  });

  it('never uses the "no venue" ids 522 or -1 for a hotel', () => {
    const used = [...data.hotels, ...data.events, ...data.eventModules].map((row) => row.hotelId);
    expect(used).not.toContain(522);
    expect(used).not.toContain(-1);
    expect(data.hotels.every((hotel) => hotel.hotelId > 0 && /^\d{5}$/.test(hotel.postalCode))).toBe(true);
  });

  it('gives themes unique ASCII slugs and a redirect URL on /seminare/p/', () => {
    expect(new Set(data.themes.map((theme) => theme.slug)).size).toBe(data.themes.length);
    expect(new Set(data.hotels.map((hotel) => hotel.slug)).size).toBe(data.hotels.length);
    for (const theme of data.themes) {
      expect(theme.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(theme.redirectUrl).toBe(`/seminare/p/${theme.slug}`);
    }
    expect(data.themes.find((theme) => theme.title === 'Betriebsvereinbarungen gestalten')?.slug).toBe(
      'betriebsvereinbarungen-gestalten',
    );
    expect(data.themes.map((theme) => theme.slug)).toContain('die-schwerbehindertenvertretung-grundlagen');
  });
});

describe('generateDemoData: people', () => {
  it('has one site admin, one staff account (Kundenservice), one Gremium with an admin and at least three members, and single users', () => {
    expect(data.gremien).toEqual([{ gremiumId: 1, name: 'Betriebsrat der Muster Logistik GmbH', company: 'Muster Logistik GmbH' }]);
    expect(data.users.filter((user) => user.role === 'admin')).toHaveLength(1);
    expect(data.users.filter((user) => user.role === 'staff').map((user) => user.email)).toEqual(['kundenservice@example.org']);
    expect(data.users.filter((user) => user.gremiumRole === 'admin')).toHaveLength(1);
    expect(data.users.filter((user) => user.gremiumRole === 'member').length).toBeGreaterThanOrEqual(3);
    expect(data.users.filter((user) => user.role === 'user' && user.gremiumId === null).length).toBeGreaterThanOrEqual(2);
  });

  it('gives every user a unique example.org/.com address, the demo password and a creation date before now', () => {
    expect(new Set(data.users.map((user) => user.email.toLowerCase())).size).toBe(data.users.length);
    for (const user of data.users) {
      expect(user.email).toMatch(/^[a-z.]+@example\.(?:org|com)$/);
      expect(user.password).toBe(DEMO_PASSWORD);
      expect(Temporal.Instant.compare(Temporal.Instant.from(user.createdAt), now)).toBe(-1);
    }
  });
});

describe('generateDemoData: scale', () => {
  const scaled = generateDemoData({ now, seed: 42, scale: 3 });

  it('triples themes and events but keeps rubrics, venues and users', () => {
    expect(scaled.themes).toHaveLength(3 * data.themes.length);
    expect(scaled.events).toHaveLength(3 * data.events.length);
    expect(scaled.eventModules).toHaveLength(3 * data.eventModules.length);
    expect(scaled.rubrics).toEqual(data.rubrics);
    expect(scaled.hotels).toEqual(data.hotels);
    expect(scaled.users).toEqual(data.users);
  });

  it('extends scale 1 rather than reshuffling it, with unique suffixed slugs', () => {
    expect(scaled.themes.slice(0, data.themes.length)).toEqual(data.themes);
    expect(scaled.events.slice(0, data.events.length)).toEqual(data.events);
    expect(new Set(scaled.themes.map((theme) => theme.slug)).size).toBe(scaled.themes.length);
    expect(scaled.themes[data.themes.length]).toMatchObject({
      title: 'Betriebsverfassungsrecht Teil I – Variante 2',
      slug: 'betriebsverfassungsrecht-teil-i-variante-2',
      redirectUrl: '/seminare/p/betriebsverfassungsrecht-teil-i-variante-2',
    });
  });
});
