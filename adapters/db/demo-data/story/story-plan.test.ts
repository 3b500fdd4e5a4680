import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { parseBerlinWallClock } from '../../../../domain/seminar-date/wall-clock-text';
import { generateDemoData } from '../generate';
import { demoStory, STORY_CUSTOMER } from './story-plan';

const now = Temporal.Instant.from('2026-11-22T09:00:00Z');
const data = generateDemoData({ now, seed: 20261122, scale: 1 });
const story = demoStory(data, now);
const events = new Map(data.events.map((event) => [event.eventId, event]));

const startOf = (date: { readonly eventId: number } | { readonly pastDate: number }): Temporal.Instant => {
  if ('pastDate' in date) return story.pastDates[date.pastDate]?.start ?? Temporal.Instant.fromEpochMilliseconds(0);
  return Temporal.Instant.from(events.get(date.eventId)?.startAt ?? '1970-01-01T00:00:00Z');
};

const seatsOn = (eventId: number): number =>
  story.orders.flatMap((order) => order.lines).filter((line) => 'eventId' in line.date && line.date.eventId === eventId).reduce((sum, line) => sum + line.requests.length, 0);

describe('the demo story', () => {
  it('is the same for the same catalogue and day', () => {
    expect(demoStory(generateDemoData({ now, seed: 20261122, scale: 1 }), now)).toEqual(story);
  });

  it('places every order before its seminar began, so the booking rules accept it', () => {
    for (const order of story.orders) {
      for (const line of order.lines) expect(Temporal.Instant.compare(order.at, startOf(line.date))).toBeLessThan(0);
      expect(Temporal.Instant.compare(order.at, now)).toBeLessThan(0);
    }
  });

  it('enters the past dates before any of them began, and each has ended by the start day', () => {
    for (const date of story.pastDates) {
      expect(Temporal.Instant.compare(story.datesEnteredAt, date.start)).toBeLessThan(0);
      const end = parseBerlinWallClock(date.row.fields.endDate ?? '');
      expect(end && Temporal.Instant.compare(end, now)).toBeLessThan(0);
    }
  });

  it('lets the demo customer attend every past date and book, reserve and wait for coming ones', () => {
    const customerRequests = story.orders.flatMap((order) => order.lines.flatMap((line) => line.requests.filter((request) => request.email === STORY_CUSTOMER).map((request) => ({ request, date: line.date }))));
    expect(customerRequests.filter(({ date }) => 'pastDate' in date)).toHaveLength(story.pastDates.length);
    expect(customerRequests.some(({ request }) => request.bookingType === 'Reservierung')).toBe(true);
  });

  it('sells one coming date out exactly, with people waiting for it', () => {
    const soldOut = data.events.filter((event) => seatsOn(event.eventId) > event.capacity);
    expect(soldOut).toHaveLength(1);
    const [date] = soldOut;
    // The last orders on it find no seat: they are the waiting list.
    expect(seatsOn(date?.eventId ?? 0) - (date?.capacity ?? 0)).toBe(2);
  });
});
