import type { Temporal } from 'temporal-polyfill';
import type { PriceRecord } from '../../domain/event/event';
import { eventKindName } from '../../domain/event/event-kind';
import { locationText } from '../../domain/event/location-text';
import { representationOf, type Representation } from '../../domain/paperwork/representation';
import { venueText, type CatalogueEvent } from '../catalogue/catalogue-event';
import type { ConferenceRecord } from '../catalogue/catalogue.repository';

/** Where a bookable is sold: a seminar date on its seminar's page, a Fachtagung on its own. */
export type BookablePage =
  | { readonly kind: 'seminar'; readonly themeId: number; readonly themeSlug: string }
  | { readonly kind: 'fachtagung'; readonly conferenceUrl: string };

/** The page's path on the main site. */
export const bookablePagePath = (page: BookablePage): string =>
  page.kind === 'seminar' ? `/seminare/p/${page.themeSlug}` : `/fachtagung/${encodeURIComponent(page.conferenceUrl)}`;

/** What the papers and the calendar entry call it: "Seminar: …", "Fachtagung: …". */
export const BOOKABLE_NOUN: Readonly<Record<BookablePage['kind'], string>> = { seminar: 'Seminar', fachtagung: 'Fachtagung' };

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
  /**
   * The venue's name and address, or where it takes place when it is online or has no venue
   * yet: what the papers and the calendar entry print, so a participant finds the place.
   */
  readonly address: string;
  /** A line on what it is about (the certificate of attendance prints it). */
  readonly subtitle: string;
  /** The body that sends a participant, and under which law (domain/paperwork). */
  readonly representation: Representation;
  /** Its kind in German: Präsenzseminar, Online-Seminar, Ausbildung in Modulen, Fachtagung. */
  readonly kindName: string;
  readonly page: BookablePage;
  /** Called off by the provider ("abgesagt"): nobody books it, its participants' seats ended. */
  readonly cancelled: boolean;
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
  address: event.hotel === null || event.isOnlineEvent ? locationText(event) : venueText(event.hotel),
  subtitle: event.content.subtitle,
  representation: representationOf(event.content.targetGroups),
  kindName: eventKindName(event),
  page: { kind: 'seminar', themeId: event.theme.themeId, themeSlug: event.theme.slug },
  cancelled: false,
});

export const conferenceBookable = (conference: ConferenceRecord): Bookable => ({
  eventId: conference.bookableId,
  title: conference.title,
  startDate: conference.startDate,
  endDate: conference.endDate,
  capacity: conference.capacity,
  prices: { price: conference.price },
  location: `${conference.venue.name}, ${conference.venue.location.name}`,
  address: venueText(conference.venue),
  subtitle: conference.subtitle,
  // A Fachtagung names no target groups; its title says whom it is for ("SBV-Fachtagung 2027"),
  // read by the same rule, and one that says nothing is for works councils.
  representation: representationOf([conference.title]),
  kindName: FACHTAGUNG_KIND_NAME,
  page: { kind: 'fachtagung', conferenceUrl: conference.url },
  cancelled: false,
});
