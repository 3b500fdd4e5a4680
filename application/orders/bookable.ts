import type { Temporal } from 'temporal-polyfill';
import type { PriceRecord } from '../../domain/event/event';
import { eventKindName } from '../../domain/event/event-kind';
import { locationText } from '../../domain/event/location-text';
import type { CatalogueEvent } from '../catalogue/catalogue-event';
import type { ConferenceRecord } from '../catalogue/catalogue.repository';

/** Where a bookable is sold: a seminar date on its seminar's page, a Fachtagung on its own. */
export type BookablePage =
  | { readonly kind: 'seminar'; readonly themeId: number; readonly themeSlug: string }
  | { readonly kind: 'fachtagung'; readonly conferenceUrl: string };

/**
 * Something that takes seats: a seminar date or a Fachtagung. Orders, participants and waiting
 * lists name it by one id (a seminar date's event id, a Fachtagung's bookable id), so checkout,
 * reservations, the waiting list, the portal and the mails treat both kinds alike.
 */
export interface Bookable {
  readonly eventId: number;
  readonly title: string;
  readonly startDate: Temporal.Instant;
  readonly endDate: Temporal.Instant;
  readonly capacity: number;
  /** The tiers every participant's price comes from (domain/pricing); a Fachtagung has one price. */
  readonly prices: PriceRecord;
  /** Where it takes place, as the mails and the portal name it. */
  readonly location: string;
  /** Its kind in German: Präsenzseminar, Online-Seminar, Ausbildung in Modulen, Fachtagung. */
  readonly kindName: string;
  readonly page: BookablePage;
}

export const FACHTAGUNG_KIND_NAME = 'Fachtagung';

export const seminarBookable = (event: CatalogueEvent): Bookable => ({
  eventId: event.eventId,
  title: event.content.title,
  startDate: event.startDate,
  endDate: event.endDate,
  capacity: event.capacity,
  prices: event.content.prices,
  location: locationText(event),
  kindName: eventKindName(event),
  page: { kind: 'seminar', themeId: event.theme.themeId, themeSlug: event.theme.slug },
});

export const conferenceBookable = (conference: ConferenceRecord): Bookable => ({
  eventId: conference.bookableId,
  title: conference.title,
  startDate: conference.startDate,
  endDate: conference.endDate,
  capacity: conference.capacity,
  prices: { price: conference.price },
  location: `${conference.venue.name}, ${conference.venue.location.name}`,
  kindName: FACHTAGUNG_KIND_NAME,
  page: { kind: 'fachtagung', conferenceUrl: conference.url },
});
