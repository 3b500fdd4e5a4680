import { eventKind } from './event-kind';
import type { SeminarEvent } from './event';

/** The first occurrence of each name, in the order first seen. */
export const distinctInOrder = (names: readonly string[]): readonly string[] => [...new Set(names)];

/** German enumeration: 'Berlin', 'Berlin und Hamburg', 'Berlin, Hamburg und München'. */
export const joinWithUnd = (names: readonly string[]): string => {
  const last = names.at(-1);
  if (last === undefined) return '';
  const rest = names.slice(0, -1);
  return rest.length === 0 ? last : `${rest.join(', ')} und ${last}`;
};

/**
 * Shown for an online seminar without modules. The spec gives a text only for online series;
 * 'Online' says where it takes place as plainly as a city name would.
 */
export const ONLINE_LOCATION_TEXT = 'Online';

/**
 * Where the event takes place (spec §4): an online series as its number of sessions, a presence
 * event as its distinct venue places. A series whose presence modules name no place (hotel
 * missing) falls back to the event's own hotel, so the text is never empty.
 */
export const locationText = (event: SeminarEvent): string => {
  const kind = eventKind(event);
  switch (kind.type) {
    case 'online':
      return kind.sessionCount > 0 ? `${kind.sessionCount} Online-Sitzungen` : ONLINE_LOCATION_TEXT;
    case 'trainingSeries': {
      const places = kind.presenceModules
        .map((module) => module.hotel?.location.name.trim() ?? '')
        .filter((place) => place !== '');
      return joinWithUnd(distinctInOrder(places.length > 0 ? places : [kind.hotel.location.name.trim()]));
    }
    case 'presenceSeminar':
      return kind.hotel.location.name.trim();
  }
};
