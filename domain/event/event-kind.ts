import { sameBerlinDay } from '../calendar/calendar';
import type { EventHotel, EventModule, SeminarEvent } from './event';

/** Venue ids that stand for "no presence venue" (spec §9): the module takes place online. */
const NO_PRESENCE_VENUE_IDS: readonly number[] = [522, -1];

export const isPresenceVenue = (hotelId: number): boolean => !NO_PRESENCE_VENUE_IDS.includes(hotelId);

export const isPresenceModule = (module: EventModule): boolean => isPresenceVenue(module.hotelId);

/**
 * The three kinds of spec §1, each carrying what only that kind has: an online event its number
 * of sessions (0 for a plain online seminar), a training series its modules with a real venue,
 * a presence seminar its hotel.
 */
export type EventKind =
  | { readonly type: 'online'; readonly sessionCount: number }
  | { readonly type: 'trainingSeries'; readonly presenceModules: readonly EventModule[]; readonly hotel: EventHotel }
  | { readonly type: 'presenceSeminar'; readonly hotel: EventHotel };

/**
 * A hotel without a place to show counts as no hotel: the spec's "empty" hotel means online,
 * and a venue nobody can name cannot be visited. Venue ids 522 and -1 mean no presence venue
 * (spec §9) for the event's own hotel just as for a module's.
 */
const venueOf = (event: SeminarEvent): EventHotel | null =>
  event.hotel !== null && isPresenceVenue(event.hotel.hotelId) && event.hotel.location.name.trim() !== ''
    ? event.hotel
    : null;

export const eventKind = (event: SeminarEvent): EventKind => {
  const hotel = venueOf(event);
  const presenceModules = event.modules.filter(isPresenceModule);
  // A series whose modules all lack a presence venue (ids 522 / -1) is held online even if the
  // event names a hotel: "training series" in spec §1 requires modules with a real venue.
  const isOnlineSeries = event.modules.length > 0 && presenceModules.length === 0;
  if (event.isOnlineEvent || hotel === null || isOnlineSeries) {
    return { type: 'online', sessionCount: event.modules.length };
  }
  return presenceModules.length > 0 ? { type: 'trainingSeries', presenceModules, hotel } : { type: 'presenceSeminar', hotel };
};

export const isOnline = (event: SeminarEvent): boolean => eventKind(event).type === 'online';

/** Spec §1: a one-day event is not online and starts and ends on the same (Berlin) calendar day. */
export const isOneDay = (event: SeminarEvent): boolean =>
  !isOnline(event) && sameBerlinDay(event.startDate, event.endDate);

export type TrackingVariant = 'Online Seminare' | 'Ausbildungen' | 'Präsenz Seminare';

const TRACKING_VARIANTS: Readonly<Record<EventKind['type'], TrackingVariant>> = {
  online: 'Online Seminare',
  trainingSeries: 'Ausbildungen',
  presenceSeminar: 'Präsenz Seminare',
};

/** item_variant of the cart tracking record (spec §3, §9). */
export const trackingVariant = (event: SeminarEvent): TrackingVariant => TRACKING_VARIANTS[eventKind(event).type];

const KIND_NAMES: Readonly<Record<EventKind['type'], string>> = {
  online: 'Online-Seminar',
  trainingSeries: 'Ausbildung in Modulen',
  presenceSeminar: 'Präsenzseminar',
};

/** The event's kind in German, as the portal lists it. */
export const eventKindName = (event: SeminarEvent): string => KIND_NAMES[eventKind(event).type];
