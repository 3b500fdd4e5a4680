import * as E from 'fp-ts/Either';
import { data } from 'react-router';
import { cartDateText, formatTime } from '../../../domain/calendar/calendar';
import { resolveService, type PageContainer } from '../../di/page-container';
import { CATALOGUE } from '../../di/ui.tokens';

/** The date a reservation or a waiting-list entry asks seats for, as the page names it. */
export interface SeatDate {
  readonly eventId: number;
  readonly title: string;
  readonly seminarPath: string;
  /** '30.11.2026 bis 04.12.2026, 09:00 – 16:30 Uhr' */
  readonly when: string;
  readonly where: string;
  readonly online: boolean;
}

const NOT_FOUND = 'Diesen Seminartermin gibt es nicht (mehr).';

/** `?termin=<eventId>` of /reservierung and /warteliste; an unknown or malformed one is a 404. */
export const seatDateOf = async (container: PageContainer, param: string | null): Promise<SeatDate> => {
  const eventId = param !== null && /^[1-9]\d{0,9}$/.test(param) ? Number(param) : undefined;
  const found =
    eventId === undefined
      ? undefined
      : await resolveService(container, CATALOGUE).consumerEvent({ eventId, relations: new Set(['content', 'theme', 'hotel']) })();
  if (found === undefined || E.isLeft(found)) {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's 404
    throw data({ message: NOT_FOUND, status: 404 }, { status: 404 });
  }
  const event = found.right;
  const hotel = event.hotel === undefined || event.hotel === '' ? null : event.hotel;
  return {
    eventId: event.eventId,
    title: event.content?.title ?? event.theme?.title ?? 'Seminar',
    seminarPath: event.theme === undefined ? '/seminare' : `/seminare/p/${event.theme.slug}`,
    when: `${cartDateText(event.startDate, event.endDate)}, ${formatTime(event.startDate)} – ${formatTime(event.endDate)} Uhr`,
    where: event.isOnlineEvent || hotel === null ? 'Online' : `${hotel.name}, ${hotel.city}`,
    online: event.isOnlineEvent,
  };
};

export const TERMIN_PARAM = 'termin';
