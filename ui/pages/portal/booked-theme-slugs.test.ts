import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { BookedEventWire, RecipientWire } from '../../../application/portal/portal-events.codecs';
import { bookedThemeSlugs } from './portal.loaders';

const recipient = (status: RecipientWire['status']): RecipientWire => ({ recipientId: 1, salutation: 'Frau', firstname: 'Eva', lastname: 'Muster', email: 'eva@example.com', status });
const event = (eventId: number, themeSlug: string | undefined, statuses: readonly RecipientWire['status'][]): BookedEventWire => ({
  eventId,
  title: `Seminar ${String(eventId)}`,
  startDate: Temporal.Instant.from('2026-07-01T07:00:00Z'),
  endDate: Temporal.Instant.from('2026-07-03T15:00:00Z'),
  location: 'Hamburg',
  recipients: statuses.map(recipient),
  ...(themeSlug === undefined ? {} : { themeSlug }),
});

describe('bookedThemeSlugs (what the portal home recommends from: "weil Sie … gebucht haben")', () => {
  it('takes the seminars with a booked seat, each once, in the order of the lists', () => {
    expect(
      bookedThemeSlugs([
        event(1, 'br-grundlagen', ['booked']),
        event(2, 'nur-reserviert', ['reserved']),
        event(3, 'storniert', ['cancelled', 'waitlisted']),
        event(4, 'arbeitszeit', ['cancelled', 'booked']),
        event(5, 'br-grundlagen', ['booked']),
        event(6, undefined, ['booked']),
      ]),
    ).toEqual(['br-grundlagen', 'arbeitszeit']);
  });
});
