import type { ConferenceRecord } from './catalogue.repository';
import type { ConferenceSummaryWire, ConferenceWire } from './conference.codecs';
import { venueWire } from './event-wire';

export const conferenceSummaryWire = (conference: ConferenceRecord): ConferenceSummaryWire => ({
  conferenceId: conference.conferenceId,
  bookableId: conference.bookableId,
  url: conference.url,
  title: conference.title,
  subtitle: conference.subtitle,
  startDate: conference.startDate,
  endDate: conference.endDate,
  venue: venueWire(conference.venue),
  price: conference.price,
  capacity: conference.capacity,
});

export const conferenceWire = (conference: ConferenceRecord): ConferenceWire => ({
  ...conferenceSummaryWire(conference),
  description: conference.description,
  program: conference.program.map((item) => ({ ...item })),
});
