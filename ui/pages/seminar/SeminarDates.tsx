import { berlinDateRangeText } from '../../dates/instant-text';
import { EventCardList } from '../catalogue/EventCard';
import { eventPdfPath } from '../catalogue/catalogue-paths';
import { useSeminar } from './use-seminar';
import { sectionHeading, smallPrint } from '../../theme/page.styles';

/** /seminare/p/{slug}/termine: every upcoming date with kind, place, times, price and buttons. */
export const SeminarDates = () => {
  const seminar = useSeminar();
  return (
    <section aria-labelledby="alle-termine">
      <h2 id="alle-termine" className={sectionHeading}>
        Alle Termine
      </h2>
      {seminar.events.length === 0 ? (
        <p>Derzeit sind keine offenen Termine geplant. Gerne führen wir dieses Seminar auch als Inhouse-Seminar bei Ihnen durch.</p>
      ) : (
        <>
          <EventCardList events={seminar.events} headingLevel={3} label={`Termine: ${seminar.title}`} withCostCalculator />
          <h3>Termine zum Ausdrucken</h3>
          <ul className={smallPrint}>
            {seminar.events.map((event) => (
              <li key={event.eventId}>
                <a href={eventPdfPath(event.eventId)}>
                  {`${berlinDateRangeText(event.startDate, event.endDate)}, ${event.locationText} (PDF)`}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
};
