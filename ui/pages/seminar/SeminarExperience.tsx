import { Link } from 'react-router';
import { Temporal } from 'temporal-polyfill';
import { formatTime } from '../../../domain/calendar/calendar';
import { hotelPath } from '../catalogue/catalogue-paths';
import type { EventJson } from '../catalogue/event-json';
import { useSeminar } from './use-seminar';
import { sectionHeading } from '../../theme/page.styles';

/** Each venue once, in the order of its first date. */
const venuesOf = (events: readonly EventJson[]) => [
  ...new Map(events.flatMap((event) => (event.venue ? [[event.venue.hotelId, event.venue] as const] : []))).values(),
];

/**
 * The start time most dates share ('in der Regel'), the earlier one on a tie; undefined without
 * dates. The first date alone said 13:00 where seven of nine began at 09:00.
 */
export const usualStartTime = (events: readonly Pick<EventJson, 'startDate'>[]): string | undefined => {
  const counts = new Map<string, number>();
  for (const event of events) {
    const time = formatTime(Temporal.Instant.from(event.startDate));
    counts.set(time, (counts.get(time) ?? 0) + 1);
  }
  return [...counts].sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b))[0]?.[0];
};

/** /seminare/p/{slug}/erlebnis: how the seminar days run and where they take place. */
export const SeminarExperience = () => {
  const seminar = useSeminar();
  const venues = venuesOf(seminar.events);
  const online = seminar.events.filter((event) => event.kind === 'online').length;
  const startTime = usualStartTime(seminar.events);
  return (
    <section aria-labelledby="erlebnis">
      <h2 id="erlebnis" className={sectionHeading}>
        So erleben Sie das Seminar
      </h2>
      <p>
        In kleinen Gruppen arbeiten Sie mit erfahrenen Referentinnen und Referenten an Fällen aus der Praxis. Zwischen den
        Einheiten bleibt Zeit für den Austausch mit Betriebsräten aus anderen Betrieben – oft der wertvollste Teil des
        Seminars.
      </p>
      {startTime === undefined ? null : (
        <p>
          Ein Seminartag beginnt in der Regel um {startTime} Uhr
          {online > 0 ? `; ${online === 1 ? 'ein Termin findet' : `${String(online)} Termine finden`} online statt` : ''}.
        </p>
      )}
      {venues.length > 0 ? (
        <>
          <h3>Unsere Tagungshotels für dieses Seminar</h3>
          <ul>
            {venues.map((venue) => (
              <li key={venue.hotelId}>
                <Link to={hotelPath(venue.name, venue.hotelId)}>{venue.name}</Link>, {venue.city}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
};
