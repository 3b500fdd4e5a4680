import { useLoaderData } from 'react-router';
import type { VenueListWire } from '../../../../application/catalogue-admin/venue-desk.codecs';
import { VENUE_DESK_PATHS, venuePath } from '../../../../application/catalogue-admin/venue-desk.port';
import { cents, formatEuro } from '../../../../domain/money/money';
import * as page from '../../../theme/page.styles';
import * as table from '../../../theme/table.styles';

/** /manage/orte: the venues (hotels) with their place, overnight price, dates ahead and whether they have a picture. */
export const VenuesPage = () => {
  const venues = useLoaderData<VenueListWire>();
  return (
    <section className={page.page} aria-labelledby="orte-heading">
      <h1 id="orte-heading" className={page.pageHeading}>
        Veranstaltungsorte und Hotels
      </h1>
      <p className={page.lead}>Name, Anschrift, Übernachtungspreis und Bild eines Hotels ändern; die Seiten der Standorte zeigen es sofort.</p>
      <p>
        <a href={VENUE_DESK_PATHS.newVenue}>Neuer Ort</a>
      </p>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take the focus, so a keyboard can scroll it (WCAG 2.1.1) */}
      <div className={table.tableScroll} role="region" aria-labelledby="orte-heading" tabIndex={0}>
        <table className={table.table}>
          <thead>
            <tr>
              <th scope="col">Hotel</th>
              <th scope="col">Ort</th>
              <th scope="col" className={table.numeric}>
                Preis pro Nacht
              </th>
              <th scope="col" className={table.numeric}>
                Kommende Termine
              </th>
              <th scope="col">Bild</th>
            </tr>
          </thead>
          <tbody>
            {venues.map((venue) => (
              <tr key={venue.hotelId}>
                <td>
                  <a href={venuePath(venue.hotelId)}>{venue.name}</a>
                </td>
                <td>{venue.city}</td>
                <td className={table.numeric}>{venue.ratePerNight === null ? 'auf Anfrage' : formatEuro(cents(venue.ratePerNight))}</td>
                <td className={table.numeric}>{venue.upcomingDates}</td>
                <td>{venue.hasImage ? 'vorhanden' : 'keins'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
};
